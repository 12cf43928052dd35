// Secret Door: once face up, players may move into it from any adjacent tile, even through a wall (`throughWall`,
// asked by rules/movement.ts moveOptions), but not out through one; guards don't use it.
import type { RoomRules } from './types.js';

export const secretDoor: RoomRules = { room: 'secret-door', throughWall: 'secret-door' };
