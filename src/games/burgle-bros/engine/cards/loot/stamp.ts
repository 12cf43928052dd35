// Stamp: its holder draws an event when they used 3 or fewer actions (instead of 2 or fewer).
import type { LootCard } from '../types.js';

export const stamp: LootCard = {
  id: 'stamp',
  hooks: {
    eventThreshold: (_s, holder, player, n) => (player === holder ? n + 1 : n),
    // The guard moves right after the event: counted there when exactly 3 actions were used (the Stamp's draw).
    guardSkips(ctx, holder) {
      const t = ctx.s.turn;
      const counted = ctx.events.some((e) => e.code === 'took-effect' && e.params.id === 'stamp');
      if (t.player === holder && ctx.rules.actionsForEvent(t) === 3 && !counted) ctx.tookEffect('loot', 'stamp');
      return false;
    },
  },
};
