// What the guards' coming walks may cost a burglar before their next turn (bot/evaluate.ts threat()), beyond the guard of
// their own floor: on an Atrium, the guards of the floors above and below (the rules' sight through it); on a Camera, a
// guard of any floor stepping onto another Camera (an alarm on the burglar's tile).
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../src/core/rng.js';
import { botAction } from '../../../../src/games/burgle-bros/bot/index.js';
import { hitChance, hitCost, threat, WEIGHTS } from '../../../../src/games/burgle-bros/bot/evaluate.js';
import { applyAction, legalActions, parseAction, type GameState } from '../../../../src/games/burgle-bros/engine/index.js';
import { viewOf } from '../../../../src/games/burgle-bros/view.js';
import { floor, play } from '../helpers/script.js';

const crew = [{ name: 'Ava', character: 'spotter', side: 'basic' }, { name: 'Bo', character: 'hacker', side: 'basic' }];
const ALL = ['A1', 'B1', 'C1', 'D1', 'A2', 'B2', 'C2', 'D2', 'A3', 'B3', 'C3', 'D3', 'A4', 'B4', 'C4', 'D4'];
const B2 = 5;

/** The Office Job, every tile face up: Ava on F1 B2 (`room`), Bo on floor 2, whose guard walks A2 B2 C2 at Bo's end,
 * over F1 B2. Floor 1's guard walks D1 D2 D3 D4 at Ava's end, nowhere near her. */
const position = (room: string, f2: Record<string, string> = {}) => play({
  scenario: 'office', crew,
  floors: [{ tiles: floor({ B2: room }), walls: [], revealed: ALL }, { tiles: floor(f2), walls: [], revealed: ALL }],
  guards: [{ floor: 1, at: 'D1', destination: 'D4', die: 3 }, { floor: 2, at: 'A2', destination: 'D2', die: 2 }],
  players: [{ at: 'F1 B2', stealth: 3 }, { at: 'F2 D4', stealth: 3 }],
}).state;

describe('the threat beyond the guard of a burglar\'s own floor', () => {
  it('on an Atrium: the guard of the floor above walking over it sees the burglar', () => {
    const s = position('atrium');
    expect(hitChance(s, 1, B2, 2)).toBe(1);
    expect(threat(s, 0, null)).toBeGreaterThanOrEqual(hitCost(s, 0));
    // The same walk over a plain room costs nothing.
    expect(threat(position('computer-fingerprint:4'), 0, null)).toBe(0);
  });

  it('as the engine plays it: Bo\'s end of turn costs Ava on the Atrium a stealth token', () => {
    let s = position('atrium');
    for (const line of ['Ava: end', 'Bo: end']) {
      const p = parseAction(s, line);
      if (!p.ok) throw new Error(`${line}: ${p.code}`);
      const r = applyAction(s, p.action);
      if (!r.ok) throw new Error(r.rejection.code);
      s = r.state;
    }
    expect(s.players[0].stealth).toBe(2);
  });

  it('on a Camera: a guard of another floor stepping onto another Camera is an alarm on the burglar\'s tile', () => {
    expect(threat(position('camera', { C2: 'camera' }), 0, null)).toBeCloseTo(WEIGHTS.cameraAlarm);
    // No Camera on his way, or the burglar on no Camera: nothing.
    expect(threat(position('camera'), 0, null)).toBe(0);
    expect(threat(position('computer-fingerprint:4', { C2: 'camera' }), 0, null)).toBe(0);
  });

  it('normal and hard do not end their turn on the Atrium the guard above is about to walk over', () => {
    // Ava on F1 A2 with one action left; the only face-down tile is F2 B2, a peek up from the Atrium next to her: ending
    // there brings her nearest to it, and Bo's end then walks floor 2's guard over her.
    const start = play({
      scenario: 'office', crew,
      floors: [{ tiles: floor({ B2: 'atrium' }), walls: [], revealed: ALL }, { tiles: floor(), walls: [], revealed: ALL.filter((c) => c !== 'B2') }],
      guards: [{ floor: 1, at: 'D1', destination: 'D4', die: 3 }, { floor: 2, at: 'A2', destination: 'D2', die: 2 }],
      players: [{ at: 'F1 A2', stealth: 3 }, { at: 'F2 D4', stealth: 3 }],
      actions: ['Ava: hack', 'Ava: hack', 'Ava: hack'],
    }).state;
    expect(start.turn.actionsLeft).toBe(1);
    for (const level of ['normal', 'hard'] as const) {
      let s: GameState = start;
      for (let i = 0; i < 4 && s.turn.player === 0 && s.outcome === 'playing'; i++) {
        const a = botAction({ view: viewOf(s), seat: 0, legal: legalActions(s), rng: new Rng(seedRng(1)), level });
        const r = applyAction(s, a);
        if (!r.ok) throw new Error(r.rejection.code);
        s = r.state;
      }
      expect(s.turn.player, level).toBe(1);
      expect(s.players[0].at, level).not.toBe(B2);
    }
  });
});
