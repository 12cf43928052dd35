// The simulator's account of lost stealth tokens (sim/stealth-losses.ts): at an end of turn, a burglar met on the
// guard's way as the turn ended (the walk the table showed) is told apart from one met past it, after a patrol card no
// seat had seen, and the burglar whose turn it was from a crew mate.
import { describe, expect, it } from 'vitest';
import { alarmKind, stealthLossKind } from '../../../../src/games/burgle-bros/sim/stealth-losses.js';
import { applyAction, parseAction, type GameState } from '../../../../src/games/burgle-bros/engine/index.js';
import { floor, play } from '../helpers/script.js';

const crew = [{ name: 'Ava', character: 'spotter', side: 'basic' }, { name: 'Bo', character: 'hacker', side: 'basic' }];
const ALL = ['A1', 'B1', 'C1', 'D1', 'A2', 'B2', 'C2', 'D2', 'A3', 'B3', 'C3', 'D3', 'A4', 'B4', 'C4', 'D4'];

/** The Office Job, every tile face up; floor 1's guard on D1 heads for D2 at speed 3, his next patrol card A4. */
const position = (ava: string, bo: string, rooms: Record<string, string> = {}) => play({
  scenario: 'office', crew,
  floors: [{ tiles: floor(rooms), walls: [], revealed: ALL }, { tiles: floor(), walls: [], revealed: ALL }],
  guards: [{ floor: 1, at: 'D1', destination: 'D2', die: 3 }],
  patrol: { 1: ['A4'] },
  players: [{ at: ava, stealth: 3 }, { at: bo, stealth: 3 }],
}).state;

function apply(s: GameState, line: string) {
  const p = parseAction(s, line);
  if (!p.ok) throw new Error(`${line}: ${p.code}`);
  const r = applyAction(s, p.action);
  if (!r.ok) throw new Error(r.rejection.code);
  return r.state;
}

/** The kinds of every event of `line`, played on `s` by the burglar whose turn it is; an end comes after three hacks
 * (the Computer Room she stands in), so that no event card is drawn. */
function kinds(s: GameState, line: string): string[] {
  if (line.endsWith(' end')) for (let k = 0; k < 3; k++) s = apply(s, 'Ava: hack');
  const p = parseAction(s, line);
  if (!p.ok) throw new Error(`${line}: ${p.code}`);
  const r = applyAction(s, p.action);
  if (!r.ok) throw new Error(r.rejection.code);
  return r.events.map((e) => stealthLossKind(s, s.turn.player, p.action, e) ?? alarmKind(p.action, e)).filter((k) => k !== null);
}

describe('how a stealth token was lost', () => {
  it('the burglar whose turn ended, on the guard\'s shown way (D1 to D2)', () => {
    expect(kinds(position('F1 D2', 'F2 A1'), 'Ava: end')).toEqual(['end:guard:self:shown']);
  });

  it('past it: his next card sends him on from D2 towards A4, first south to D3', () => {
    // D2 is reached with two steps left: D3 is met on the walk of a card nobody had seen.
    expect(kinds(position('F1 D3', 'F2 A1'), 'Ava: end')).toEqual(['end:guard:self:past']);
  });

  it('a crew mate on the floor, met at another burglar\'s end', () => {
    expect(kinds(position('F1 A1', 'F1 D2'), 'Ava: end')).toEqual(['end:guard:mate:shown']);
    expect(kinds(position('F1 A1', 'F1 D3'), 'Ava: end')).toEqual(['end:guard:mate:past']);
  });

  it('a burglar\'s own move into the guard, and the alarm a room sets off', () => {
    expect(kinds(position('F1 C1', 'F2 A1'), 'Ava: move east')).toEqual(['own:guard']);
    expect(kinds(position('F1 A1', 'F2 A1', { B1: 'motion' }), 'Ava: move east')).toEqual([]);
    expect(kinds(position('F1 A1', 'F2 A1', { B1: 'fingerprint' }), 'Ava: move east')).toEqual(['move:fingerprint']);
  });
});
