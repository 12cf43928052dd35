// Atrium: a player in it peeks up or down (`peeksOut`); a guard directly above or below sees a player in it (1
// stealth), whether the player enters it (`onEnter`) or the guard steps there (`guardStepsBy`).
import { vertical } from '../board.js';
import type { RoomRules } from './types.js';

export const atrium: RoomRules = {
  room: 'atrium',
  peeksOut(s, at, out) {
    const up = vertical(s, at, 1), down = vertical(s, at, -1);
    if (up !== null) out.push({ to: up, dir: 'up' });
    if (down !== null) out.push({ to: down, dir: 'down' });
  },
  onEnter(ctx, e) {
    // The player entering is seen by a guard directly above or below.
    if (ctx.rules.hidden(ctx.s, e.mover)) return;
    for (const delta of [1, -1] as const) {
      const v = vertical(ctx.s, e.to, delta);
      if (v !== null && ctx.rules.guardOn(ctx.s, v)) ctx.rules.loseStealth(ctx, e.mover, 'atrium');
    }
  },
  guardStepsBy(ctx, p, at, guardAt) {
    const s = ctx.s;
    if (vertical(s, at, 1) === guardAt || vertical(s, at, -1) === guardAt) ctx.rules.loseStealth(ctx, p, 'atrium');
  },
};
