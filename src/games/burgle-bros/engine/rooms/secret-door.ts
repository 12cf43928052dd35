// Secret Door: players may move into it from any adjacent tile, even through a wall, but not out through one;
// guards don't use it. The adjacency is in rules/movement.ts.
import type { RoomRules } from './types.js';

export const secretDoor: RoomRules = { room: 'secret-door' };
