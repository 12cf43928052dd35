// Bust: its holder may not use tools (they may still hold and trade them).
import type { LootCard } from '../types.js';

export const bust: LootCard = {
  id: 'bust',
  hooks: {
    toolsBlocked: (s, holder, player) => (player === holder ? 'bust-no-tools' : null),
    // It bites when its holder starts a turn with a tool they can't use.
    turnStart(ctx, holder) {
      if (ctx.player(holder).tools.length) ctx.tookEffect('loot', 'bust');
    },
  },
};
