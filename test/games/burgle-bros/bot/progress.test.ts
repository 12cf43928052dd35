// The measure's guide to the next useful thing (bot/evaluate.ts potential()): the work there was when the turn began
// counts too, so opening the safe the crew stands on never looks like a step away from the work.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../src/core/rng.js';
import { botAction } from '../../../../src/games/burgle-bros/bot/index.js';
import { evaluate, lootAllHeld, workOf, WEIGHTS } from '../../../../src/games/burgle-bros/bot/evaluate.js';
import { legalActions, type GameState } from '../../../../src/games/burgle-bros/engine/index.js';
import { viewOf } from '../../../../src/games/burgle-bros/view.js';
import { floor, play } from '../helpers/script.js';

const ALL = ['A1', 'B1', 'C1', 'D1', 'A2', 'B2', 'C2', 'D2', 'A3', 'B3', 'C3', 'D3', 'A4', 'B4', 'C4', 'D4'];
const C1 = 2;

/** The Office Job: the crew of three on floor 1's safe (C1), six dice on it and every number of its combination
 * rolled but the 1 (F1 C3); the Stairs far off in A4, floor 2 all face down; the guard on the far side. */
function onTheSafe(): GameState {
  const s = play({
    scenario: 'office',
    crew: [{ name: 'Ava', character: 'hacker', side: 'basic' }, { name: 'Bo', character: 'spotter', side: 'basic' }, { name: 'Cy', character: 'juicer', side: 'basic' }],
    floors: [
      {
        tiles: floor({
          A1: 'computer-fingerprint:5', B1: 'computer-fingerprint:2', C1: 'safe', D1: 'computer-fingerprint:6',
          C2: 'computer-fingerprint:4', C3: 'computer-fingerprint:1', C4: 'computer-fingerprint:3', A4: 'stairs',
        }),
        walls: [], revealed: ALL,
      },
      { tiles: floor() },
    ],
    guards: [{ floor: 1, at: 'D4', destination: 'D3', die: 2 }],
    players: [{ at: 'F1 C1', stealth: 2 }, { at: 'F1 C1', stealth: 2 }, { at: 'F1 C1', stealth: 3 }],
  }).state;
  const tiles = s.tiles.slice();
  tiles[C1] = { ...tiles[C1], dice: 6 };
  for (const c of ['A1', 'B1', 'D1', 'C2', 'C4']) {
    const loc = ALL.indexOf(c);
    tiles[loc] = { ...tiles[loc], cracked: true };
  }
  return { ...s, tiles };
}

describe('the work there was when the turn began counts too', () => {
  it('the safe open is worth more than the same position with it shut, weighed from the turn\'s start', () => {
    const s = onTheSafe();
    const tiles = s.tiles.slice();
    tiles[C1 + 8] = { ...tiles[C1 + 8], cracked: true };
    tiles[C1] = { ...tiles[C1], open: true };
    const opened = { ...s, tiles };
    const begun = s.players.map((_, p) => workOf(s, p, lootAllHeld(s), WEIGHTS));
    expect(evaluate(opened, 0, null, WEIGHTS, undefined, false, begun)).toBeGreaterThan(evaluate(s, 0, null, WEIGHTS, undefined, false, begun));
    // Weighed from where it stands, the open safe's crew is far from the next thing (floor 2): the measure alone does
    // not see the opening as progress, which kept the crew on the safe.
    expect(evaluate(opened, 0, null)).toBeLessThan(evaluate(s, 0, null));
  });

  it('normal and hard roll for the last number rather than end the turn on the safe', () => {
    const s = onTheSafe();
    for (const level of ['normal', 'hard'] as const) {
      const a = botAction({ view: viewOf(s), seat: 0, legal: legalActions(s), rng: new Rng(seedRng(1)), level });
      expect(a.verb, level).toBe('crack');
    }
  });
});
