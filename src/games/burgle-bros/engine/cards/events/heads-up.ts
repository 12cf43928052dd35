// Heads Up: the next player to start a turn gets one more action (rules/turn.ts).
import { lastingEvent } from './common.js';

export const headsUp = lastingEvent('heads-up');
