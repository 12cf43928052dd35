// Atrium: peek up or down from here (rules/peek.ts); a guard directly above or below sees a player in it.
import { seesFromAboveOrBelow } from '../rules/sight.js';
import type { RoomRules } from './types.js';

export const atrium: RoomRules = {
  room: 'atrium',
  onEnter(ctx, e) {
    seesFromAboveOrBelow(ctx, e.mover, e.to);
  },
};
