// Mirror: its holder has 1 action fewer each turn, but doesn't trigger Laser alarms.
import type { LootCard } from '../types.js';

export const mirror: LootCard = {
  id: 'mirror',
  hooks: {
    actionsPerTurn(ctx, holder, n) {
      ctx.tookEffect('loot', 'mirror');
      return Math.max(0, n - 1);
    },
    cancelsAlarm: (_s, holder, cause) => (cause.source === 'laser' && cause.player === holder ? 'mirror' : null),
  },
};
