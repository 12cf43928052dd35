// Every registered game runs the conformance suite (kit.ts) with the bot games its module gives (`samples.bots`):
// registering a game is enough for it to be checked. Its own rules get named tests in test/games/<kind>/.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import { conformance } from './kit.js';

for (const game of GAMES.all()) conformance(game);

describe('the registry', () => {
  it('every registered game gives the setups the shared suites play: bot games, a channel game and a DM game', () => {
    for (const g of GAMES.all()) {
      expect(g.tools?.samples.bots.length, g.kind).toBeGreaterThan(0);
      expect(g.tools?.samples.channel.length, g.kind).toBeGreaterThan(0);
      expect(g.tools?.samples.dm.length, g.kind).toBeGreaterThan(0);
      for (const b of g.tools!.samples.bots) {
        expect(b.players, `${g.kind}: ${b.label}`).toBeGreaterThanOrEqual(g.seating.min);
        expect(b.players, `${g.kind}: ${b.label}`).toBeLessThanOrEqual(g.seating.max);
      }
    }
  });
  it('registering a kind twice is an error, not an overwrite', () => {
    expect(() => GAMES.register(GAMES.require('burgle-bros'))).toThrow(/registered twice/);
  });
});
