// The Keycard (loot): no safe can be cracked unless its holder stands on it. The measure's guide to the next useful
// thing (bot/evaluate.ts workOf) knows it: cracking is the holder's work, and the others' only at a safe the holder is
// on. Before, a crew member waited on a safe nobody could crack while the holder was drawn to other work, turn after
// turn (a hard Bank Job of three, seed 1, game 3: ten turns of no action, each drawing an event).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../src/core/rng.js';
import { botAction } from '../../../../src/games/burgle-bros/bot/index.js';
import { lootAllHeld, workOf, WEIGHTS } from '../../../../src/games/burgle-bros/bot/evaluate.js';
import { legalActions, type GameState } from '../../../../src/games/burgle-bros/engine/index.js';
import { viewOf } from '../../../../src/games/burgle-bros/view.js';
import { floor, play } from '../helpers/script.js';

const ALL = ['A1', 'B1', 'C1', 'D1', 'A2', 'B2', 'C2', 'D2', 'A3', 'B3', 'C3', 'D3', 'A4', 'B4', 'C4', 'D4'];
const C1 = 2;

/** The Office Job: floor 1 face up, its safe (C1) with six dice and every number of its combination face up; Bo on
 * the safe, his turn; Ava holds the Keycard by the Stairs (A4), Cy beside her; floor 2 face down; the guard far off. */
function keycardAway(holderAt = 'F1 A4'): GameState {
  const s = play({
    scenario: 'office',
    crew: [{ name: 'Bo', character: 'spotter', side: 'basic' }, { name: 'Ava', character: 'hacker', side: 'basic' }, { name: 'Cy', character: 'juicer', side: 'basic' }],
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
    players: [{ at: 'F1 C1', stealth: 3 }, { at: holderAt, stealth: 3, loot: ['keycard'] }, { at: 'F1 B4', stealth: 3 }],
  }).state;
  const tiles = s.tiles.slice();
  tiles[C1] = { ...tiles[C1], dice: 6 };
  return { ...s, tiles };
}

const crackWork = (s: GameState, p: number) => workOf(s, p, lootAllHeld(s), WEIGHTS).filter((w) => w.loc === C1);

describe('the Keycard', () => {
  it('makes cracking its holder\'s work, and the others\' only where the holder stands', () => {
    const away = keycardAway();
    expect(legalActions(away).some((a) => a.verb === 'crack')).toBe(false);
    expect(crackWork(away, 0)).toEqual([]);
    expect(crackWork(away, 1)).toHaveLength(1);
    const there = keycardAway('F1 C1');
    expect(legalActions(there).some((a) => a.verb === 'crack')).toBe(true);
    expect(crackWork(there, 0)).toHaveLength(1);
  });

  it('normal and hard leave a safe they cannot crack rather than wait on it for the holder', () => {
    // The hard Bank Job of three, seed 1, game 3, turn 74: the Raven on floor 2's safe (six dice, its combination all
    // face up), the Keycard with the Rigger on floor 3; she had ended her turns there with no action since turn 72.
    const s = JSON.parse(readFileSync(fileURLToPath(new URL('./positions/keycard-holder-away.json', import.meta.url)), 'utf8')) as GameState;
    const me = s.players[s.turn.player], holder = s.players.find((p) => p.loot.includes('keycard'))!;
    expect(s.tiles[me.at!].room === 'safe' && !s.tiles[me.at!].open && holder.at !== me.at).toBe(true);
    expect(legalActions(s).some((a) => a.verb === 'crack')).toBe(false);
    for (const level of ['normal', 'hard'] as const) {
      const a = botAction({ view: viewOf(s), seat: s.turn.player, legal: legalActions(s), rng: new Rng(seedRng(1)), level });
      expect(a.verb, level).toBe('move');
    }
  });
});
