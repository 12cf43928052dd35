// Deadbolt: entering costs 3 actions unless a player or a guard is on it; a Deadbolt flipped by a move
// (one action spent) leaves the mover where they were. The 3-action cost is charged in rules/movement.ts.
import type { RoomRules } from './types.js';

export const deadbolt: RoomRules = {
  room: 'deadbolt',
  beforeEnter(ctx, e) {
    if (ctx.rules.occupied(ctx.s, e.to, e.mover)) return true;
    if (e.noExtraCosts) return true;
    if (e.revealedNow || e.oneAction) {
      ctx.emit('deadbolt-stays', { player: ctx.player(e.mover).name, at: ctx.name(e.to) });
      return false;
    }
    return true;
  },
};
