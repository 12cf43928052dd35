// Gymnastics: until the start of the player's next turn, anyone may move from the tile below a Walkway up into it (rules/movement.ts).
import { lastingEvent } from './common.js';

export const gymnastics = lastingEvent('gymnastics');
