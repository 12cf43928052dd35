// Foyer: a guard on an orthogonally adjacent tile with no wall between sees a player in it (1 stealth).
// Checked when the player enters (here) and when a guard steps next to it (rules/sight.ts).
import type { RoomRules } from './types.js';

export const foyer: RoomRules = {
  room: 'foyer',
  onEnter(ctx, e) {
    ctx.rules.seesIntoFoyer(ctx, e.mover, e.to);
  },
};
