// Time Lock: nobody moves through Stairs until the start of the player's next turn (../effects/time-lock.ts).
import { lastingEvent } from './common.js';

export const timeLock = lastingEvent('time-lock');
