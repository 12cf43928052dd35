// Walkway: flipped by a move on floor 2 or higher, the mover falls to the cell below (rules/movement.ts);
// afterwards a player may move down from it for one action, ignoring entry effects below.
import type { RoomRules } from './types.js';

export const walkway: RoomRules = { room: 'walkway' };
