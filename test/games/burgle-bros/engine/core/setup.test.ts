// Setup per NOTES §2–§4 and §8: tiles and numbers, walls, patrol decks, guard dice, decks, options.
import { describe, expect, it } from 'vitest';
import { floorConnected, innerWalls, parseCell } from '../../../../../src/games/burgle-bros/engine/board.js';
import { ALL_EVENTS, ALL_LOOT, ALL_TOOLS, SOLO_LEFT_OUT } from '../../../../../src/games/burgle-bros/engine/content/cards.js';
import { ROOM_TILES, SCENARIOS } from '../../../../../src/games/burgle-bros/engine/content/scenarios.js';
import { buildState, newGame, setupProblem, type GameSetup } from '../../../../../src/games/burgle-bros/engine/setup.js';
import type { GameState, Scenario } from '../../../../../src/games/burgle-bros/engine/types.js';

const crew = (k: number) => ['Ava', 'Bo', 'Cy', 'Di'].slice(0, k).map((name) => ({ name }));
const setup = (scenario: Scenario, k = 2, more: Partial<GameSetup> = {}): GameState =>
  buildState({ scenario, seed: 7, crew: crew(k), ...more });

function floorTiles(s: GameState, f: number) {
  const n = s.size * s.size;
  return s.tiles.slice(f * n, (f + 1) * n);
}
const key = (t: { room: string; combo: number | null }) => `${t.room}:${t.combo ?? '-'}`;

describe('Setup: room tiles (NOTES §2)', () => {
  it('the box holds 42 numbered rooms, 28 of them Office, with numbers 1-3 eight times and 4-6 seven times over 45 tiles', () => {
    expect(ROOM_TILES.length).toBe(42);
    expect(ROOM_TILES.filter((t) => t.office).length).toBe(28);
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (const t of ROOM_TILES) counts[t.combo!]++;
    for (const c of [4, 5, 6]) counts[c]++; // the three Stairs
    expect(counts.slice(1)).toEqual([8, 8, 8, 7, 7, 7]);
  });

  for (const seed of [1, 2, 3]) {
    it(`The Bank Job deals 3 floors of 4×4, each 14 rooms + 1 Safe + 1 Stairs, no tile twice (seed ${seed})`, () => {
      const s = buildState({ scenario: 'bank', seed, crew: crew(2) });
      expect(s.floorCount).toBe(3);
      expect(s.size).toBe(4);
      const seen = new Map<string, number>();
      for (let f = 0; f < 3; f++) {
        const tiles = floorTiles(s, f);
        expect(tiles.filter((t) => t.room === 'safe').length).toBe(1);
        expect(tiles.filter((t) => t.room === 'stairs').length).toBe(1);
        expect(tiles.length).toBe(16);
        for (const t of tiles) if (t.room !== 'safe') seen.set(key(t), (seen.get(key(t)) ?? 0) + 1);
      }
      // Every dealt tile exists in the box as often as it was dealt.
      const box = new Map<string, number>();
      for (const t of [...ROOM_TILES, { room: 'stairs', combo: 4 }, { room: 'stairs', combo: 5 }, { room: 'stairs', combo: 6 }]) {
        box.set(key(t), (box.get(key(t)) ?? 0) + 1);
      }
      for (const [k, n] of seen) expect(n, k).toBeLessThanOrEqual(box.get(k) ?? 0);
      expect(s.tiles.every((t) => !t.revealed)).toBe(true);
    });
  }

  it('The Office Job uses only Office rooms and the Stairs 4 and 5, on 2 floors', () => {
    for (const seed of [1, 2, 3, 4]) {
      const s = buildState({ scenario: 'office', seed, crew: crew(2) });
      expect(s.floorCount).toBe(2);
      const office = new Set(ROOM_TILES.filter((t) => t.office).map(key));
      const stairs: number[] = [];
      for (const t of s.tiles) {
        if (t.room === 'safe') continue;
        if (t.room === 'stairs') stairs.push(t.combo!);
        else expect(office.has(key(t)), key(t)).toBe(true);
      }
      expect(stairs.sort()).toEqual([4, 5]);
    }
  });

  it('The Fort Knox Job: 2 floors of 5×5 with the same empty cell, 3 Safes in all, Stairs on each floor', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const s = buildState({ scenario: 'fortknox', seed, crew: crew(3) });
      expect(s.size).toBe(5);
      expect(s.floorCount).toBe(2);
      const empty = parseCell(5, 'C3')!;
      expect(s.tiles[empty].room).toBe('empty');
      expect(s.tiles[25 + empty].room).toBe('empty');
      expect(s.tiles.filter((t) => t.room === 'safe').length).toBe(3);
      for (let f = 0; f < 2; f++) {
        const tiles = floorTiles(s, f);
        expect(tiles.filter((t) => t.room === 'safe').length).toBeGreaterThanOrEqual(1);
        expect(tiles.filter((t) => t.room === 'stairs').length).toBeGreaterThanOrEqual(1);
        expect(tiles.filter((t) => t.room === 'empty').length).toBe(1);
      }
    }
  });
});

describe('Setup: walls (NOTES §3)', () => {
  it('default walls are the scenario table', () => {
    for (const sc of ['bank', 'office', 'fortknox'] as const) {
      const s = setup(sc);
      const n = s.size * s.size;
      const empty = SCENARIOS[sc].emptyCell ? parseCell(s.size, SCENARIOS[sc].emptyCell!) : null;
      for (let f = 0; f < s.floorCount; f++) {
        const inner = innerWalls(s.size, s.walls.slice(f * n, (f + 1) * n), empty);
        const expected = [...SCENARIOS[sc].walls[f]];
        expect(inner.length, `${sc} floor ${f + 1}`).toBe(expected.length);
      }
    }
  });
  it('random walls: the same count on every floor (8 on 4×4, 12 on 5×5) and every cell reachable', () => {
    for (const sc of ['bank', 'office', 'fortknox'] as const) {
      for (const seed of [1, 2, 3, 4, 5]) {
        const s = buildState({ scenario: sc, seed, crew: crew(2), walls: 'random' });
        expect(s.options.walls).toBe('random');
        const n = s.size * s.size;
        const empty = s.size === 5 ? parseCell(5, 'C3') : null;
        for (let f = 0; f < s.floorCount; f++) {
          const w = s.walls.slice(f * n, (f + 1) * n);
          expect(innerWalls(s.size, w, empty).length).toBe(s.size === 5 ? 12 : 8);
          expect(floorConnected(s.size, w, empty)).toBe(true);
        }
      }
    }
  });
});

describe('Setup: patrol decks, guards and dice (NOTES §3–§4)', () => {
  it('guard dice start at 2/3/4 (Bank), 2/3 (Office), 3/4 (Fort Knox)', () => {
    expect(setup('bank').guards.map((g) => g.die)).toEqual([2, 3, 4]);
    expect(setup('office').guards.map((g) => g.die)).toEqual([2, 3]);
    expect(setup('fortknox').guards.map((g) => g.die)).toEqual([3, 4]);
  });
  it('one patrol card per cell, with 9, 6, 3, 0 discarded unseen for a crew of 1, 2, 3, 4', () => {
    for (const [k, discards] of [[1, 9], [2, 6], [3, 3], [4, 0]] as const) {
      const s = setup('bank', k);
      for (const g of s.guards) {
        expect(g.discard.length).toBe(discards);
        expect(g.deck.length + g.discard.length).toBe(16);
        expect(new Set([...g.deck, ...g.discard]).size).toBe(16);
      }
      const fk = setup('fortknox', k);
      for (const g of fk.guards) expect(g.deck.length + g.discard.length).toBe(24);
    }
  });
  it('the crew count is the number of characters, not of people: one person with 3 characters discards 3', () => {
    const s = setup('bank', 3);
    expect(s.guards[0].discard.length).toBe(3);
  });
  it('Lost Visual adds one card per floor deck', () => {
    const s = setup('bank', 4, { lostVisual: true });
    for (const g of s.guards) {
      expect(g.deck.length).toBe(17);
      expect(g.deck.filter((c) => c === -1).length).toBe(1);
    }
    expect(s.options.lostVisual).toBe(true);
  });
  it("the first guard is out on floor 1 at the start with a destination that isn't his own cell; the others wait", () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const r = newGame({ scenario: 'bank', seed, crew: crew(2) });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const [g1, g2, g3] = r.state.guards;
      expect(g1.placed).toBe(true);
      expect(g1.at).not.toBeNull();
      expect(g1.dest).not.toBeNull();
      expect(g1.dest).not.toBe(g1.at);
      expect(g2.placed).toBe(false);
      expect(g3.placed).toBe(false);
    }
  });
});

describe('Setup: the crew and the decks (NOTES §8)', () => {
  it('starting stealth is 3 by default and can be set', () => {
    expect(setup('bank').players.every((p) => p.stealth === 3)).toBe(true);
    expect(setup('bank', 2, { stealth: 2 }).players.every((p) => p.stealth === 2)).toBe(true);
  });
  it('characters are drawn at random without repeats; chosen ones are kept', () => {
    const s = buildState({ scenario: 'bank', seed: 3, crew: [{ name: 'Ava', character: 'hacker' }, { name: 'Bo' }, { name: 'Cy' }, { name: 'Di' }] });
    expect(s.players[0].character).toBe('hacker');
    expect(new Set(s.players.map((p) => p.character)).size).toBe(4);
  });
  it('solo with one character leaves out the Rook, both Gold Bars, Buddy System, Dead Drop and Jump the Gun', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      const s = buildState({ scenario: 'bank', seed, crew: crew(1) });
      expect(s.players[0].character).not.toBe('rook');
      expect(s.loot.deck).not.toContain('gold-bar');
      expect(s.loot.deck.length).toBe(ALL_LOOT.length - 2);
      for (const e of SOLO_LEFT_OUT) expect(s.events.deck).not.toContain(e);
      expect(s.events.deck.length).toBe(ALL_EVENTS.length - SOLO_LEFT_OUT.length);
    }
    expect(setupProblem({ scenario: 'bank', seed: 1, crew: [{ name: 'Ava', character: 'rook' }] })?.code).toBe('rook-alone');
  });
  it('with two characters run by one person nothing is left out', () => {
    const s = setup('bank', 2);
    expect(s.loot.deck.length + s.players.flatMap((p) => p.loot).length).toBe(ALL_LOOT.length);
    expect(s.events.deck.length).toBe(ALL_EVENTS.length);
    expect(s.tools.deck.length + s.players.flatMap((p) => p.tools).length).toBe(ALL_TOOLS.length);
  });
  it('refuses a crew of 0 or 5, repeated characters and repeated names', () => {
    expect(setupProblem({ scenario: 'bank', seed: 1, crew: [] })).not.toBeNull();
    expect(setupProblem({ scenario: 'bank', seed: 1, crew: [...crew(4), { name: 'Ed' }] })).not.toBeNull();
    expect(setupProblem({ scenario: 'bank', seed: 1, crew: [{ name: 'A', character: 'hawk' }, { name: 'B', character: 'hawk' }] })).not.toBeNull();
    expect(setupProblem({ scenario: 'bank', seed: 1, crew: [{ name: 'Ava' }, { name: 'ava' }] })).not.toBeNull();
  });
  it('the same seed deals the same game; another seed deals another', () => {
    expect(JSON.stringify(setup('bank'))).toBe(JSON.stringify(setup('bank')));
    expect(JSON.stringify(buildState({ scenario: 'bank', seed: 8, crew: crew(2) }))).not.toBe(JSON.stringify(setup('bank')));
  });
});

describe('Setup: the entrance (NOTES §6)', () => {
  it('the first player is asked for the entrance among the cells of floor 1; it is revealed with a Downstairs token', () => {
    const r = newGame({ scenario: 'bank', seed: 4, crew: crew(2) });
    if (!r.ok) throw new Error('setup failed');
    expect(r.state.awaiting?.code).toBe('choose-entrance');
    expect(r.state.awaiting?.player).toBe(0);
    expect(r.state.awaiting?.options.length).toBe(16);
  });
});
