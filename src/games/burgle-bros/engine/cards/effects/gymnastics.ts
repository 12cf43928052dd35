// Gymnastics (event): until the start of its owner's next turn anyone may move from the tile below a revealed
// Walkway up into it: the way (via 'gymnastics') is this effect's `moveWays`, listed after every other (rules/movement.ts
// moveOptions). A Walkway climbed into this way is already face up: nobody falls (rooms/walkway.ts).
import { vertical } from '../../board.js';
import type { EffectRules } from '../types.js';

export const gymnastics: EffectRules = {
  kind: 'gymnastics',
  hooks: {},
  moveWays(s, _owner, from, out) {
    const up = vertical(s, from, 1);
    if (up !== null && s.tiles[up].room === 'walkway' && s.tiles[up].revealed) out.push({ to: up, via: 'gymnastics', dir: 'up' });
  },
};
