// Deadbolt: entering costs 3 actions unless a player or a guard is on it (`extraEntryCost`, asked by the move action;
// the bots price it with `entryActions`); a Deadbolt flipped by a move (one action spent) leaves the mover where they
// were (`beforeEnter`). A way in that ignores the entry rules (down from a Walkway) costs nothing more.
import type { RoomRules } from './types.js';

/** What entering costs in all, in actions, when no one is on it. */
const COST = 3;

export const deadbolt: RoomRules = {
  room: 'deadbolt',
  entryActions: COST,
  extraEntryCost(s, mover, to, rules) {
    return rules.occupied(s, to, mover) ? 0 : COST - 1;
  },
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
