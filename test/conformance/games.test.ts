// The conformance suite (kit.ts) for every registered game; each game lists the setups it is checked with. A game
// registered without cases here fails: every game in the registry must conform.
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import { conformance, type ConformanceCase } from './kit.js';

const CASES: Record<string, ConformanceCase[]> = {
  'burgle-bros': [
    { label: 'The Office Job, 2 players', options: { scenario: 'office' }, players: 2, seeds: [1, 2] },
    { label: 'The Bank Job, 3 players', options: { scenario: 'bank' }, players: 3, seeds: [3] },
    { label: 'Fort Knox, solo', options: { scenario: 'fortknox' }, players: 1, seeds: [4] },
  ],
};

describe('the registry', () => {
  it('every registered game has conformance cases', () => {
    expect(GAMES.kinds().filter((k) => !CASES[k])).toEqual([]);
  });
  it('registering a kind twice is an error, not an overwrite', () => {
    expect(() => GAMES.register(GAMES.require('burgle-bros'))).toThrow(/registered twice/);
  });
});

for (const game of GAMES.all()) conformance(game, { cases: CASES[game.kind] ?? [] });
