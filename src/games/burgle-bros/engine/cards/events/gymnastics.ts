// Gymnastics: until the start of the player's next turn, anyone may move from the tile below a Walkway up into it (the
// lasting effect, cards/effects/gymnastics.ts, opens the way).
import { lastingEvent } from './common.js';

export const gymnastics = lastingEvent('gymnastics');
