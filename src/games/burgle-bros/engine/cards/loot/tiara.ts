// Tiara: its holder loses 1 stealth on moving into a tile next to a guard (no wall between: walls block sight,
// as for the Foyer; ruling T7), besides the usual loss for a guard on the tile itself.
import { floorOf, openNeighbours } from '../../board.js';
import type { LootCard } from '../types.js';

export const tiara: LootCard = {
  id: 'tiara',
  hooks: {
    afterEnter(ctx, holder, mover, loc) {
      if (mover !== holder || ctx.player(mover).at !== loc || ctx.rules.hidden(ctx.s, mover)) return;
      const g = ctx.guard(floorOf(ctx.s, loc));
      if (!g.placed || g.at === null || !openNeighbours(ctx.s, ctx.s.walls, loc).includes(g.at)) return;
      ctx.tookEffect('loot', 'tiara');
      ctx.rules.loseStealth(ctx, mover, 'tiara');
    },
  },
};
