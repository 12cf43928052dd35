// A state's copy shares its tiles with the state it was copied from until a rule changes one, and its decks, discards
// and walls outright (engine/tiles.ts): the engine copies on every action, and the bots' search over thousands of them.
import { describe, expect, it } from 'vitest';
import { applyAction, cloneState, parseAction, tileToChange } from '../../../../src/games/burgle-bros/engine/index.js';
import type { GameState } from '../../../../src/games/burgle-bros/engine/types.js';
import { floor, play } from '../helpers/script.js';

const quiet = () => [
  { tiles: floor({ D4: 'safe', A4: 'stairs:6' }), walls: [] as string[], revealed: ['A1', 'B1', 'C1', 'A2', 'B2'] },
  { tiles: floor({ D4: 'safe', A4: 'stairs:5' }), walls: [] as string[] },
  { tiles: floor({ D4: 'safe', A4: 'stairs:4' }), walls: [] as string[] },
];
const start = (): GameState => play({
  crew: [{ name: 'Ava', character: 'hawk' }, { name: 'Bo', character: 'raven' }], floors: quiet(),
  guards: [{ floor: 1, at: 'D1', destination: 'D4', die: 2 }], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], actions: [],
}).state;
const A3 = 8;

function act(s: GameState, text: string): GameState {
  const p = parseAction(s, text);
  if (!p.ok) throw new Error(`${text}: ${p.code}`);
  const r = applyAction(s, p.action);
  if (!r.ok) throw new Error(`${text}: ${r.rejection.code}`);
  return r.state;
}

describe("the tiles of a state's copy", () => {
  it('are the same objects but for the few the actions touched, and the state before is left as it was', () => {
    const s = start();
    const before = JSON.stringify(s);
    // Two steps south: onto A2 (face up), then into A3, turned over.
    const after = act(act(s, 'Ava: move south'), 'Ava: move south');
    expect(JSON.stringify(s)).toBe(before);
    expect(after.tiles[A3].revealed).toBe(true);
    expect(s.tiles[A3].revealed).toBe(false);
    // Copied: the tiles the rules took in hand (ctx.tile), the one turned over among them; the 45 others shared.
    const copied = after.tiles.flatMap((t, loc) => (t === s.tiles[loc] ? [] : [loc]));
    expect(copied).toContain(A3);
    expect(copied).toHaveLength(3);
    expect(s.tiles).toHaveLength(48);
  });

  it('are copied once for a change: a second change of the same tile changes that copy', () => {
    const s = cloneState(start());
    const first = tileToChange(s, A3);
    first.alarm = true;
    expect(tileToChange(s, A3)).toBe(first);
    expect(s.tiles[A3]).toBe(first);
  });

  it("are the copy's to change until it is copied in turn: then they are shared again", () => {
    const s = cloneState(start());
    const mine = tileToChange(s, A3);
    const copy = cloneState(s);
    expect(copy.tiles[A3]).toBe(mine);
    const again = tileToChange(s, A3);
    expect(again).not.toBe(mine);
    again.alarm = true;
    expect(copy.tiles[A3].alarm).toBe(false);
  });

  it('are frozen while shared in these tests (HEIST_CHECK_SHARED): a rule changing one in place would throw', () => {
    expect(process.env.HEIST_CHECK_SHARED).toBe('1');
    const s = start();
    const copy = cloneState(s);
    expect(Object.isFrozen(copy.tiles[A3])).toBe(true);
    expect(() => { copy.tiles[A3].alarm = true; }).toThrow(TypeError);
    expect(Object.isFrozen(tileToChange(copy, A3))).toBe(false);
  });
});

describe("the decks, discards and walls of a state's copy", () => {
  it('are shared, and a rule that draws writes new ones: the state before keeps its own', () => {
    // The guard a step from his destination: at the end of the turn he reaches it and draws his next card.
    const s = play({
      crew: [{ name: 'Ava', character: 'hawk' }, { name: 'Bo', character: 'raven' }], floors: quiet(),
      guards: [{ floor: 1, at: 'D3', destination: 'D4', die: 2 }], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], actions: [],
    }).state;
    const before = JSON.stringify(s);
    const copy = cloneState(s);
    expect(copy.guards[0].deck).toBe(s.guards[0].deck);
    expect(copy.events.deck).toBe(s.events.deck);
    expect(copy.walls).toBe(s.walls);
    // Four actions and the end of the turn.
    let after = s;
    for (const text of ['Ava: move south', 'Ava: move north', 'Ava: move east', 'Ava: move west', 'Ava: end']) after = act(after, text);
    expect(after.guards[0].discard.length + after.guards[0].deck.length).toBe(s.guards[0].discard.length + s.guards[0].deck.length);
    expect(after.guards[0].deck).toHaveLength(s.guards[0].deck.length - 1);
    expect(after.guards[0].deck).not.toBe(s.guards[0].deck);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('are frozen while shared in these tests: a rule changing one in place would throw', () => {
    const s = start();
    const copy = cloneState(s);
    for (const xs of [copy.guards[0].deck, copy.guards[0].discard, copy.events.deck, copy.tools.discard, copy.walls, copy.dynamited]) {
      expect(Object.isFrozen(xs)).toBe(true);
      expect(() => (xs as unknown[]).push(0)).toThrow(TypeError);
    }
  });
});
