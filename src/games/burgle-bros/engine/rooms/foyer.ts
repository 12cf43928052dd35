// Foyer: a guard on an orthogonally adjacent tile with no wall between sees a player in it (1 stealth), whether the
// player enters it (`onEnter`) or the guard steps next to it (`guardStepsBy`).
import { floorOf, openNeighbours } from '../board.js';
import type { RoomRules } from './types.js';

export const foyer: RoomRules = {
  room: 'foyer',
  onEnter(ctx, e) {
    const g = ctx.guard(floorOf(ctx.s, e.to));
    if (!g.placed || g.at === null || ctx.rules.hidden(ctx.s, e.mover)) return;
    if (openNeighbours(ctx.s, ctx.s.walls, e.to).includes(g.at)) ctx.rules.loseStealth(ctx, e.mover, 'foyer');
  },
  guardStepsBy(ctx, p, at, guardAt) {
    const s = ctx.s;
    if (floorOf(s, at) === floorOf(s, guardAt) && openNeighbours(s, s.walls, at).includes(guardAt)) ctx.rules.loseStealth(ctx, p, 'foyer');
  },
};
