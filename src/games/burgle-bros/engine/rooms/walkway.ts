// Walkway: flipped by a move on floor 2 or higher, the mover falls to the cell below (`flippedByMove`); afterwards a
// player may move down from it for one action (`waysOut`), ignoring entry effects below (`quietVia`). The climb up
// into it while Gymnastics is in force is the card's: cards/effects/gymnastics.ts.
import { vertical } from '../board.js';
import type { RoomRules } from './types.js';

export const walkway: RoomRules = {
  room: 'walkway',
  waysOut(s, from, out) {
    const here = s.tiles[from];
    if (!(here.revealed && here.room === 'walkway')) return;
    const down = vertical(s, from, -1);
    if (down !== null) out.push({ to: down, via: 'walkway', dir: 'down' });
  },
  // Moving down from a Walkway ignores the entry effects below (NOTES §6): no Deadbolt cost, no Laser choice, no
  // room effect for entering (rooms/index.ts entryRoom); cards are told the move was quiet (`afterEnter`).
  quietVia: 'walkway',
  flippedByMove(ctx, mover, from, to, via) {
    // A Walkway flipped by a move on floor 2 or higher drops the mover to the cell below: falling is not entering.
    const below = vertical(ctx.g, to, -1);
    if (below === null || via === 'gymnastics') return null;
    ctx.rules.leave(ctx, mover, from);
    ctx.emit('moved', { player: ctx.player(mover).name, to: ctx.name(to), room: 'walkway' });
    ctx.rules.fallTo(ctx, mover, below);
    return below;
  },
};
