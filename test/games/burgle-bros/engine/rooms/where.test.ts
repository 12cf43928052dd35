// Where the room rules live: in their room's module (src/games/burgle-bros/engine/rooms/), reached through the hooks of
// rooms/types.ts. The general rule files ask the room and name none, but for the few lines listed here; the ways out of a
// tile are listed in one order (rules/movement.ts WAYS), which decides which way is kept when two lead to one tile.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOMS } from '../../../../../src/games/burgle-bros/engine/rooms/index.js';
import { WAYS } from '../../../../../src/games/burgle-bros/engine/rules/movement.js';
import { applyAction, moveOptions, peekOptions, type GameState } from '../../../../../src/games/burgle-bros/engine/index.js';
import { floor, play } from '../../helpers/script.js';

const ENGINE = resolve('src/games/burgle-bros/engine');
const ROOM_IDS = Object.keys(ROOMS).filter((r) => r !== 'empty');

/** The code of a source file, its comments left out. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');

describe('where the room rules are', () => {
  it('every room that makes ways out of a tile is in WAYS, once', () => {
    const making = Object.values(ROOMS).filter((r) => r.waysOut).map((r) => r.room).sort();
    const listed = WAYS.map((w) => w.by).filter((by) => by !== 'thermal-hole');
    expect([...listed].sort()).toEqual(making);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('the general rule files and the actions name no room, but where listed here', () => {
    const named: string[] = [];
    for (const dir of ['rules', 'actions']) {
      for (const f of readdirSync(join(ENGINE, dir)).filter((x) => x.endsWith('.ts')).sort()) {
        const text = code(readFileSync(join(ENGINE, dir, f), 'utf8'));
        for (const room of ROOM_IDS) if (text.includes(`'${room}'`)) named.push(`${dir}/${f}: ${room}`);
      }
    }
    expect(named).toEqual([
      // A refused action's goal: where its room lies (a Safe, the top floor's Stairs).
      'rules/goals.ts: safe', 'rules/goals.ts: stairs',
      // The Safes are a rule module of their own (safes.ts, and the crew holding all the loot: items.ts).
      'rules/items.ts: safe',
      // The order of the ways out of a tile (WAYS): the rooms' rules are theirs.
      'rules/movement.ts: stairs', 'rules/movement.ts: walkway', 'rules/movement.ts: service-duct',
      'rules/safes.ts: safe',
      // `move up` on the top floor's Stairs: the roof is reached by escaping.
      'rules/targets.ts: stairs',
      // The escape is from the top floor's Stairs; add-die and crack need a Safe.
      'actions/escape.ts: stairs',
      'actions/types.ts: safe',
    ]);
  });
});

/** Bank floors without walls; `f1`, `f2` override the fill. Floor 1 is locs 0-15, floor 2 16-31 (A1 = 0, B1 = 1). */
function state(f1: Record<string, string>, revealed1: string[], f2: Record<string, string>, revealed2: string[], change: (s: GameState) => void): GameState {
  const r = play({
    crew: [{ name: 'Ava', character: 'hawk', side: 'basic' }],
    floors: [
      { tiles: floor(f1), walls: [] as string[], revealed: revealed1 },
      { tiles: floor(f2), walls: [] as string[], revealed: revealed2 },
      { tiles: floor(), walls: [] as string[] },
    ],
    guards: [{ floor: 1, at: 'D4', destination: 'D3', die: 1 }], players: [{ at: 'F1 D1' }], actions: [],
  });
  const s: GameState = { ...r.state, tiles: r.state.tiles.map((t) => ({ ...t, items: [...t.items] })) };
  change(s);
  return s;
}

const ways = (s: GameState, loc: number) => moveOptions(s, loc).map((o) => `${o.to} ${o.via} ${o.dir}`);

describe('the order of the ways out of a tile (WAYS): the first of two ways to one tile is kept', () => {
  it('Stairs with a Thermal Bomb hole up: one way up, by the Stairs', () => {
    const s = state({ A1: 'stairs:4' }, ['A1'], {}, [], (x) => { x.tiles[0].thermal = 16; x.tiles[16].thermal = 0; });
    expect(ways(s, 0)).toEqual(['1 door east', '4 door south', '16 stairs up']);
  });
  it('a Walkway with a Thermal Bomb hole down: one way down, through the hole (entered as usual, not quietly)', () => {
    const s = state({}, [], { A1: 'walkway:1' }, ['A1'], (x) => { x.tiles[16].thermal = 0; x.tiles[0].thermal = 16; });
    expect(ways(s, 16)).toEqual(['17 door east', '20 door south', '0 thermal down']);
  });
  it('a Service Duct\'s ways come after the Stairs\' and a hole\'s, a Walkway\'s after the ducts\'', () => {
    const s = state({ A1: 'service-duct:5', D4: 'service-duct:6' }, ['A1', 'D4'], { A1: 'walkway:1' }, ['A1'], (x) => {
      x.tiles[0].downstairs = true;
    });
    expect(ways(s, 0)).toEqual(['1 door east', '4 door south', '15 duct north']);
    expect(ways(s, 16)).toEqual(['17 door east', '20 door south', '0 walkway down']);
  });
  it('a card\'s way comes last (Gymnastics: up into a face-up Walkway)', () => {
    const s = state({}, [], { A1: 'walkway:1' }, ['A1'], (x) => { x.effects = [{ kind: 'gymnastics', owner: 0 }]; });
    expect(ways(s, 0)).toEqual(['1 door east', '4 door south', '16 gymnastics up']);
    const stairs = state({ A1: 'stairs:4' }, ['A1'], { A1: 'walkway:1' }, ['A1'], (x) => { x.effects = [{ kind: 'gymnastics', owner: 0 }]; });
    expect(ways(stairs, 0)).toEqual(['1 door east', '4 door south', '16 stairs up']);
  });
  it('peeks: the room\'s (an Atrium up and down), then up through a hole unless the room already leads there', () => {
    const s = state({ A1: 'atrium:3' }, ['A1'], {}, [], (x) => { x.tiles[0].thermal = 16; x.tiles[16].thermal = 0; });
    expect(peekOptions(s, 0).map((o) => `${o.to} ${o.dir}`)).toEqual(['1 east', '4 south', '16 up']);
    const crowbarred = state({ A1: 'atrium:3' }, ['A1'], {}, [], (x) => { x.tiles[0].disabled = true; });
    expect(peekOptions(crowbarred, 0).map((o) => `${o.to} ${o.dir}`)).toEqual(['1 east', '4 south']);
  });
  it('a move down from a Walkway ignores the Deadbolt below: it costs one action', () => {
    const s = state({ A1: 'deadbolt:1' }, ['A1'], { A1: 'walkway:1' }, ['A1'], (x) => { x.players[0].at = 16; });
    const r = applyAction(s, { player: 0, verb: 'move', args: ['down'] });
    if (!r.ok) throw new Error(r.rejection.code);
    expect(r.state.players[0].at).toBe(0);
    expect(r.state.turn.actionsLeft).toBe(s.turn.actionsLeft - 1);
  });
});
