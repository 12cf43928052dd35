// Atrium: peek up or down from here (its targets: rules/targets.ts); a guard directly above or below sees a player in it.
import type { RoomRules } from './types.js';

export const atrium: RoomRules = {
  room: 'atrium',
  onEnter(ctx, e) {
    ctx.rules.seesFromAboveOrBelow(ctx, e.mover, e.to);
  },
};
