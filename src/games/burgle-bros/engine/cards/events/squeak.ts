// Squeak: the guard on the player's floor takes one step toward the nearest character on that floor
// (by his path; the player picks on a tie). He notices what he steps into as usual.
import { cellName, floorOf } from '../../board.js';
import { guardStepToward } from '../../guard-path.js';
import type { EventCard } from '../types.js';
import { floorOfPlayer, noEffect } from './common.js';

export const squeak: EventCard = {
  id: 'squeak',
  play(ctx, p) {
    const s = ctx.s;
    const floor = floorOfPlayer(ctx, p)!;
    const guard = ctx.guard(floor);
    if (guard.at === null) return noEffect(ctx, 'squeak', 'no-guard', { floor: floor + 1 });
    const n = s.size * s.size;
    const dist = ctx.rules.guardDistances(s, floor, guard.at);
    const here = s.players
      .map((pl, i) => ({ pl, i }))
      .filter(({ pl }) => !pl.escaped && pl.at !== null && floorOf(s, pl.at) === floor && dist[pl.at % n] >= 0);
    if (here.length === 0) return noEffect(ctx, 'squeak', 'no-one-near', { floor: floor + 1 });
    const best = Math.min(...here.map(({ pl }) => dist[pl.at! % n]));
    if (best === 0) return noEffect(ctx, 'squeak', 'already-there', { floor: floor + 1 });
    // Players on the same tile are one target.
    const targets = [...new Set(here.filter(({ pl }) => dist[pl.at! % n] === best).map(({ pl }) => pl.at!))];
    const names = targets.map((l) => ctx.name(l));
    const target = targets[names.indexOf(ctx.ask(p, 'squeak-pick', { floor: floor + 1 }, names))];
    const next = floor * n + guardStepToward(s.size, ctx.rules.floorWalls(s, floor), guard.at - floor * n, target - floor * n);
    ctx.tookEffect('events', 'squeak');
    guard.at = next;
    ctx.emit('guard-moved', { floor: floor + 1, cells: [cellName(s.size, next - floor * n)], speed: 1 });
    ctx.rules.guardStepped(ctx, next);
  },
};
