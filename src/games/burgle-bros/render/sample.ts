// Sample game states for the render command, the bench and the tests: a new game played at random for some turns
// with the simulator's player (bot/index.ts). Not used by the bot itself.
import { applyAction, legalActions, newGame } from '../engine/index.js';
import type { GameState, Scenario } from '../engine/types.js';
import { Rng, seedRng } from '../../../core/rng.js';
import { pickAction } from '../bot/index.js';
import { describe } from '../text/en-engine.js';

const NAMES = ['Ava', 'Bo', 'Cy', 'Di'];

/**
 * Plays random legal actions until `turns` turns are over; returns the state reached. Random crews get caught
 * quickly, so actions that lose are avoided, and when a game can't go on, the players' choices are replayed with
 * another seed (same game seed, same building); the furthest game is kept.
 */
export function sampleState(scenario: Scenario, seed: number, turns: number, crew = 3): GameState {
  const start = newGame({ scenario, seed, crew: NAMES.slice(0, crew).map((name) => ({ name })), randomSides: true });
  if (!start.ok) throw new Error(describe(start.rejection.code, start.rejection.params));
  let best = start.state;
  for (let attempt = 0; attempt < 25; attempt++) {
    const s = playFrom(start.state, seed * 31 + attempt, turns);
    if (s.turn.number > best.turn.number || s.outcome !== 'playing') best = s;
    if (s.turn.number > turns || s.outcome !== 'playing') break;
  }
  return best;
}

function playFrom(first: GameState, pickSeed: number, turns: number): GameState {
  const rng = new Rng(seedRng(pickSeed ^ 0x7e4d));
  let s = first;
  for (let step = 0; step < 5000 && s.outcome === 'playing' && s.turn.number <= turns; step++) {
    const legal = legalActions(s);
    if (!legal.length) break;
    let next: GameState | null = null;
    for (const action of [pickAction(rng, s, legal), ...rng.shuffle([...legal])]) {
      const r = applyAction(s, action);
      if (r.ok && r.state.outcome !== 'lost') {
        next = r.state;
        break;
      }
    }
    if (!next) break;
    s = next;
  }
  return s;
}
