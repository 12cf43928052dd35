// Stairs: revealing them puts a Downstairs token on the cell above (`onReveal`); from face-up Stairs a player moves
// up, and from the Downstairs token down to them (`waysOut`), and peeks up (`peeksOut`). The top floor's Stairs lead
// to the roof (actions/escape.ts). A Thermal Bomb hole works as Stairs but is none (ruling E8): rules/movement.ts.
import { vertical } from '../board.js';
import type { RoomRules } from './types.js';

export const stairs: RoomRules = {
  room: 'stairs',
  onReveal(ctx, loc) {
    const above = vertical(ctx.g, loc, 1);
    if (above !== null) ctx.tile(above).downstairs = true;
  },
  // Asked of every tile whenever its ways are listed: nothing is worked out before the tile is seen to need it.
  waysOut(s, from, out) {
    const here = s.tiles[from];
    if (here.revealed && here.room === 'stairs') {
      const up = vertical(s, from, 1);
      if (up !== null) out.push({ to: up, via: 'stairs', dir: 'up' });
    }
    if (here.downstairs) {
      const down = vertical(s, from, -1);
      if (down !== null && s.tiles[down].room === 'stairs' && s.tiles[down].revealed) out.push({ to: down, via: 'stairs', dir: 'down' });
    }
  },
  peeksOut(s, at, out) {
    const up = vertical(s, at, 1);
    if (up !== null) out.push({ to: up, dir: 'up' });
  },
};
