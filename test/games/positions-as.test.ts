// `npm run -s position -- FILE --as NAME`: a name that is no player's is refused in every game, naming the players.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';

const SCRIPTS: Record<string, Record<string, unknown>> = {
  'burgle-bros': { scenario: 'office', seed: 1, crew: [{ name: 'Ava', character: 'hawk' }, { name: 'Bo', character: 'juicer' }] },
  'art-robbery': { game: 'art-robbery', seed: 1, players: ['Ava', 'Bo'] },
  'noir-heist': { game: 'noir-heist', seed: 1, chief: 'Ava', thieves: ['Bo', 'Cy', 'Di', 'Ed'] },
};

describe('position --as', () => {
  for (const [kind, script] of Object.entries(SCRIPTS)) {
    it(`${kind}: an unknown name is refused with the players' names; a player's is taken`, () => {
      const run = GAMES.require(kind).tools!.positions.run;
      expect(() => run(script, 'Zed')).toThrow(/"Zed" is not (one of the players|a player of this script): name one of Ava, Bo/);
      expect(() => run(script, 'Bo')).not.toThrow();
    });
  }
});
