// Noir: Heist against the game module contract (test/conformance/kit.ts), at 5, 6 and 7 players.
import { conformance } from '../../conformance/kit.js';
import { noirHeist } from '../../../src/games/noir-heist/index.js';

conformance(noirHeist, {
  cases: [
    { label: '5 players', players: 5, seeds: [1, 2] },
    { label: '6 players, 3 officers', players: 6, seeds: [3], options: { officers: 3 } },
    { label: '7 players, 5 officers', players: 7, seeds: [4, 5], options: { officers: 5 } },
  ],
});
