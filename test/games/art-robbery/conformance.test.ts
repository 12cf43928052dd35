// Art Robbery passes the game module contract (test/conformance/kit.ts) at 2, 3 and 5 players.
import { conformance } from '../../conformance/kit.js';
import { artRobbery } from '../../../src/games/art-robbery/index.js';

conformance(artRobbery, {
  cases: [
    { label: '2 players', players: 2, seeds: [1, 7] },
    { label: '3 players', players: 3, seeds: [2, 11] },
    { label: '5 players', players: 5, seeds: [3, 42] },
  ],
});
