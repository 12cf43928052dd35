// Burgle Bros. passes the game module contract (test/conformance/kit.ts): views with the face-down tiles and decks
// blanked, scrambled twins, replay, legal moves and pictures, for each building.
import { conformance } from '../../conformance/kit.js';
import { burgleBros } from '../../../src/games/burgle-bros/index.js';

conformance(burgleBros, {
  cases: [
    { label: 'The Office Job, 2 players', options: { scenario: 'office' }, players: 2, seeds: [1, 2] },
    { label: 'The Bank Job, 3 players', options: { scenario: 'bank' }, players: 3, seeds: [3] },
    { label: 'Fort Knox, solo', options: { scenario: 'fortknox' }, players: 1, seeds: [4] },
  ],
});
