// A guard walks at every turn ended on his floor, so burglars sharing a floor make its guard walk more often and run
// through his patrol deck (and speed up) sooner: normal's and hard's measure weigh each pair of burglars inside on
// one floor in a crew of three or more (bot/evaluate.ts crowdedPairs, the weight `crowd`; a crew of two's Bank Jobs
// did not gain by it, nor normal's when it planned on two deals: docs/bots.md).
import { describe, expect, it } from 'vitest';
import { crowdedPairs, evaluate } from '../../../../src/games/burgle-bros/bot/evaluate.js';
import { LEVELS } from '../../../../src/games/burgle-bros/bot/index.js';
import type { GameState } from '../../../../src/games/burgle-bros/engine/index.js';
import { floor, play } from '../helpers/script.js';

const crew = [
  { name: 'Ava', character: 'spotter', side: 'basic' }, { name: 'Bo', character: 'hacker', side: 'basic' },
  { name: 'Cy', character: 'juicer', side: 'basic' },
];
const ALL = ['A1', 'B1', 'C1', 'D1', 'A2', 'B2', 'C2', 'D2', 'A3', 'B3', 'C3', 'D3', 'A4', 'B4', 'C4', 'D4'];

/** The Bank Job, every tile face up, the crew where `at` puts them (null: escaped). */
const position = (at: (string | null)[]): GameState => {
  const s = play({
    scenario: 'bank', crew,
    floors: [0, 1, 2].map(() => ({ tiles: floor(), walls: [], revealed: ALL })),
    guards: [{ floor: 1, at: 'D4', destination: 'D3', die: 2 }, { floor: 2, at: 'D4', destination: 'D3', die: 2 }, { floor: 3, at: 'D4', destination: 'D3', die: 2 }],
    players: at.map((loc) => ({ at: loc ?? 'F3 A1', stealth: 3 })),
  }).state;
  at.forEach((loc, p) => { if (loc === null) s.players[p] = { ...s.players[p], escaped: true, at: null }; });
  return s;
};

describe('crowded floors', () => {
  it('counts the pairs of burglars inside on each floor', () => {
    expect(crowdedPairs(position(['F1 A1', 'F2 A1', 'F3 A1']))).toBe(0);
    expect(crowdedPairs(position(['F1 A1', 'F1 B2', 'F3 A1']))).toBe(1);
    expect(crowdedPairs(position(['F2 A1', 'F2 B2', 'F2 C3']))).toBe(3);
    // Burglars on the roof are out of the building.
    expect(crowdedPairs(position(['F3 A1', 'F3 B2', null]))).toBe(1);
    expect(crowdedPairs(position(['F3 A1', null, null]))).toBe(0);
  });

  it('is weighed by normal\'s and hard\'s measure, `crowd` a pair, and not by easy\'s', () => {
    const hard = LEVELS.hard.weights;
    expect(hard.crowd).toBeGreaterThan(0);
    expect(LEVELS.normal.weights.crowd).toBe(hard.crowd);
    expect(LEVELS.easy.weights.crowd).toBe(0);
    for (const at of [['F1 A1', 'F2 A1', 'F3 A1'], ['F1 A1', 'F1 B2', 'F3 A1'], ['F2 A1', 'F2 B2', 'F2 C3']]) {
      const s = position(at);
      const apart = evaluate(s, 0, null, { ...hard, crowd: 0 });
      expect(apart - evaluate(s, 0, null, hard)).toBeCloseTo(hard.crowd * crowdedPairs(s), 9);
    }
  });

  it('is not weighed in a crew of two (it lost them Bank Jobs)', () => {
    const s = position(['F1 A1', 'F1 B2', 'F3 A1']);
    const pair: GameState = { ...s, players: s.players.slice(0, 2) };
    expect(crowdedPairs(pair)).toBe(1);
    const hard = LEVELS.hard.weights;
    expect(evaluate(pair, 0, null, hard)).toBeCloseTo(evaluate(pair, 0, null, { ...hard, crowd: 0 }), 9);
  });
});
