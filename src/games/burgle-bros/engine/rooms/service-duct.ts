// Service Duct: once both are revealed, players move between them as if adjacent (`waysOut`), even across floors.
import { DIRECTIONS, floorOf, step, type Geometry } from '../board.js';
import type { MoveOption } from '../api.js';
import type { Loc } from '../types.js';
import type { RoomRules } from './types.js';

/** How the way from `a` to `b` is named: up or down to another floor, else the side it lies on. */
function dirBetween(s: Geometry, a: Loc, b: Loc): MoveOption['dir'] {
  const fa = floorOf(s, a), fb = floorOf(s, b);
  if (fb > fa) return 'up';
  if (fb < fa) return 'down';
  for (const d of DIRECTIONS) if (step(s, a, d) === b) return d;
  return 'north';
}

export const serviceDuct: RoomRules = {
  room: 'service-duct',
  waysOut(s, from, out) {
    const here = s.tiles[from];
    if (!(here.revealed && here.room === 'service-duct')) return;
    for (let loc = 0; loc < s.tiles.length; loc++) {
      const t = s.tiles[loc];
      if (loc !== from && t.room === 'service-duct' && t.revealed) out.push({ to: loc, via: 'duct', dir: dirBetween(s, from, loc) });
    }
  },
};
