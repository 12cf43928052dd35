// Stairs: revealing them puts a Downstairs token on the cell above, which becomes adjacent to them
// (rules/movement.ts); the top floor's Stairs lead to the roof (actions/escape.ts).
import { vertical } from '../board.js';
import type { RoomRules } from './types.js';

export const stairs: RoomRules = {
  room: 'stairs',
  onReveal(ctx, loc) {
    const above = vertical(ctx.g, loc, 1);
    if (above !== null) ctx.tile(above).downstairs = true;
  },
};
