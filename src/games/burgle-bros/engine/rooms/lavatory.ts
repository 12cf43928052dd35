// Lavatory: 3 stalls (stealth tokens) appear when it is revealed; a player here loses those before their own
// (rules/stealth.ts).
import type { RoomRules } from './types.js';

export const lavatory: RoomRules = {
  room: 'lavatory',
  onReveal(ctx, loc) {
    ctx.tile(loc).stalls = 3;
  },
};
