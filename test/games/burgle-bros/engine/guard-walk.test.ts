// The guard's last walk (state.lastWalks), kept for the turn picture: set as a turn ends, replaced at the next end,
// copied into the view, and absent from the position report.
import { describe, expect, it } from 'vitest';
import { applyAction, parseAction } from '../../../../src/games/burgle-bros/engine/index.js';
import type { GameState } from '../../../../src/games/burgle-bros/engine/types.js';
import { validateState } from '../../../../src/games/burgle-bros/checks.js';
import { viewOf } from '../../../../src/games/burgle-bros/view.js';
import { floor, play } from '../helpers/script.js';
import { bank, crew2 as eventCrew, playWith } from './cards/events/helpers.js';
import { describe as englishOf } from '../../../../src/games/burgle-bros/text/en-engine.js';

const quiet = () => [
  { tiles: floor({ D4: 'safe', A4: 'stairs:6' }), walls: [] as string[], revealed: ['A1', 'B1', 'C1', 'A2', 'B2'] },
  { tiles: floor({ D4: 'safe', A4: 'stairs:5' }), walls: [] as string[] },
  { tiles: floor({ D4: 'safe', A4: 'stairs:4' }), walls: [] as string[] },
];
const crew2 = [{ name: 'Ava', character: 'hawk' }, { name: 'Bo', character: 'raven' }];
const D1 = 3, D2 = 7, D3 = 11, D4 = 15;

function act(s: GameState, text: string): GameState {
  const p = parseAction(s, text);
  if (!p.ok) throw new Error(`${text}: ${p.code}`);
  const r = applyAction(s, p.action);
  if (!r.ok) throw new Error(`${text}: ${englishOf(r.rejection.code, r.rejection.params)}`);
  return r.state;
}

function afterAvasTurn() {
  return play({ crew: crew2, floors: quiet(), guards: [{ floor: 1, at: 'D1', destination: 'D4', die: 2 }],
    players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], actions: ['Ava: move south', 'Ava: move east', 'Ava: move north', 'Ava: end'] });
}

describe('the guard walk kept for the turn picture', () => {
  it('the end of a turn keeps the cells the guard walked, from his start', () => {
    const r = afterAvasTurn();
    expect(r.text).toContain('Guard on floor 1 moved D2 D3');
    expect(r.state.lastWalks).toEqual([{ floor: 0, from: D1, cells: [D2, D3] }]);
  });

  it('Shift Change: each guard that moved keeps his own walk, in the order they moved', () => {
    const guards = [1, 2, 3].map((f) => ({ floor: f, at: 'A1', destination: 'D1', die: 1 }));
    const r = playWith({
      crew: eventCrew, floors: bank(), guards, players: [{ at: 'F1 A4' }, { at: 'F2 A4' }], events: ['shift-change'],
      actions: ['Ava: end', 'Ava: choose floor-3'],
    });
    // A1 is cell 0, B1 cell 1; floors counted from 0.
    expect(r.state.lastWalks).toEqual([{ floor: 2, from: 0, cells: [1] }, { floor: 1, from: 0, cells: [1] }]);
  });

  it('escaping ends the turn with no guard walk, so the last walk is dropped', () => {
    const top = () => [1, 2, 3].map((f) => ({ tiles: floor({ D4: 'safe', A4: `stairs:${7 - f}` }), walls: [] as string[], revealed: ['A4', 'D4'] }));
    const { state } = play({ crew: crew2, floors: top(), guards: [{ floor: 1, at: 'D1', destination: 'D4', die: 2 }],
      players: [{ at: 'F1 A1' }, { at: 'F3 A4', loot: ['tiara'] }], actions: ['Ava: end'] });
    let s = state;
    expect(s.lastWalks).toHaveLength(1);
    // States are never changed once made (their tiles are shared and frozen): a copy with the safes open.
    s = { ...s, tiles: s.tiles.map((t) => (t.room === 'safe' ? { ...t, open: true } : t)) };
    s = act(s, 'Bo: escape');
    expect(s.players[1].escaped).toBe(true);
    expect(s.lastWalks).toBeUndefined();
  });

  it('no walk is kept before any turn has ended', () => {
    const r = play({ crew: crew2, floors: quiet(), guards: [{ floor: 1, at: 'D1', destination: 'D4', die: 2 }],
      players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], actions: ['Ava: move east'] });
    expect(r.state.lastWalks).toBeUndefined();
  });

  it('the next end of turn replaces the last walk', () => {
    let s = afterAvasTurn().state;
    s = act(s, 'Bo: move south');
    // Still the walk of the turn before, until Bo's turn ends.
    expect(s.lastWalks).toEqual([{ floor: 0, from: D1, cells: [D2, D3] }]);
    s = act(s, 'Bo: move east');
    s = act(s, 'Bo: move north');
    s = act(s, 'Bo: end');
    // From D3 he reaches D4, draws a new destination and takes his second step towards it.
    expect(s.lastWalks).toHaveLength(1);
    expect(s.lastWalks![0].from).toBe(D3);
    expect(s.lastWalks![0].cells[0]).toBe(D4);
    expect(s.lastWalks![0].cells).toHaveLength(2);
    expect(s.lastWalks![0].cells[1]).toBe(s.guards[0].at);
  });

  it('a walk is copied, not shared, by the next action and reaches the view', () => {
    const s = afterAvasTurn().state;
    const next = act(s, 'Bo: move east');
    expect(next.lastWalks).not.toBe(s.lastWalks);
    expect(viewOf(s).lastWalks).toEqual(s.lastWalks);
  });

  it('the position report does not list the walk', () => {
    const r = afterAvasTurn();
    expect(JSON.stringify(r.report)).not.toContain('lastWalks');
  });

  it('loading a snapshot accepts a state with or without walks and refuses a malformed one', () => {
    const s = afterAvasTurn().state;
    expect(validateState(JSON.parse(JSON.stringify(s)))).toBeNull();
    const without = JSON.parse(JSON.stringify(s));
    delete without.lastWalks;
    expect(validateState(without)).toBeNull();
    expect(validateState({ ...without, lastWalks: [{ floor: 9, from: 0, cells: [] }] })).toMatch(/last walks/);
    expect(validateState({ ...without, lastWalks: 'D2 D3' })).toMatch(/last walks/);
  });
});
