// Jump the Gun: the next player's turn is skipped, guard movement included (rules/turn.ts).
import { lastingEvent } from './common.js';

export const jumpTheGun = lastingEvent('jump-the-gun');
