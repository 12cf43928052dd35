// Guard paths (NOTES §5): the rulebook examples, shortest-and-legal checks on every scenario floor, and a property
// over random connected layouts that the chosen path beats every other shortest path in the clockwise tie-break.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { borderWalls, cellName, floorConnected, openNeighbours, parseCell } from '../../../../src/games/burgle-bros/engine/board.js';
import { distancesFrom, guardPath, guardStepToward, loopArea } from '../../../../src/games/burgle-bros/engine/guard-path.js';
import { defaultWalls, floorWallsFor, randomWalls } from '../../../../src/games/burgle-bros/engine/walls.js';

const bank = defaultWalls('bank');
const names = (size: number, path: number[]) => path.map((c) => cellName(size, c)).join(' ');
const cell = (size: number, name: string) => parseCell(size, name)!;
const pathOf = (size: number, walls: readonly number[], from: string, to: string) =>
  names(size, guardPath(size, walls, cell(size, from), cell(size, to)));

describe('Bank Job examples (NOTES §5)', () => {
  it('floor 1 D3→A1', () => expect(pathOf(4, bank[0], 'D3', 'A1')).toBe('D3 C3 C2 B2 A2 A1'));
  it('floor 1 A2→D2', () => expect(pathOf(4, bank[0], 'A2', 'D2')).toBe('A2 B2 B1 C1 D1 D2'));
  it('floor 1 D2→A2', () => expect(pathOf(4, bank[0], 'D2', 'A2')).toBe('D2 D3 C3 C2 B2 A2'));
  it('floor 2 B3→C2', () => expect(pathOf(4, bank[1], 'B3', 'C2')).toBe('B3 A3 A2 B2 C2'));
  it('floor 3 A4→D1', () => expect(pathOf(4, bank[2], 'A4', 'D1')).toBe('A4 B4 B3 B2 B1 C1 D1'));
});

describe('floor without walls', () => {
  const open = borderWalls(4, null);
  it('A1→B2 goes right first', () => expect(pathOf(4, open, 'A1', 'B2')).toBe('A1 B1 B2'));
  it('B1→A2 goes down first', () => expect(pathOf(4, open, 'B1', 'A2')).toBe('B1 B2 A2'));
  it('B2→A1 goes left first', () => expect(pathOf(4, open, 'B2', 'A1')).toBe('B2 A2 A1'));
  it('A2→B1 goes up first', () => expect(pathOf(4, open, 'A2', 'B1')).toBe('A2 A1 B1'));
});

describe('basics', () => {
  it('from === to is a one-cell path and the step stays put', () => {
    expect(guardPath(4, bank[0], 5, 5)).toEqual([5]);
    expect(guardStepToward(4, bank[0], 5, 5)).toBe(5);
  });
  it('the step is the second cell of the path', () => {
    for (let a = 0; a < 16; a++) {
      for (let b = 0; b < 16; b++) {
        expect(guardStepToward(4, bank[1], a, b)).toBe(guardPath(4, bank[1], a, b)[a === b ? 0 : 1]);
      }
    }
  });
  it('distances match a plain BFS and are -1 for the boxed-in empty cell', () => {
    const fk = defaultWalls('fortknox')[0];
    const d = distancesFrom(5, fk, 0);
    expect(d[cell(5, 'C3')]).toBe(-1);
    expect(d[0]).toBe(0);
    expect(d.filter((x) => x >= 0)).toHaveLength(24);
    expect(() => guardPath(5, fk, 0, cell(5, 'C3'))).toThrow(/unreachable/);
  });
  it('rejects cells off the floor and wall arrays of the wrong length', () => {
    expect(() => guardPath(4, bank[0], 0, 16)).toThrow(/bad destination/);
    expect(() => guardPath(4, bank[0].slice(0, 15), 0, 1)).toThrow(/wall masks/);
  });
});

/** Checks every ordered pair of a floor: shortest, steps only through open sides, never through the empty cell. */
function checkFloor(size: number, walls: readonly number[], empty: number | null): void {
  const g = { size, floorCount: 1 };
  for (let a = 0; a < size * size; a++) {
    if (a === empty) continue;
    const d = distancesFrom(size, walls, a);
    for (let b = 0; b < size * size; b++) {
      if (b === empty) continue;
      const p = guardPath(size, walls, a, b);
      expect(p[0]).toBe(a);
      expect(p[p.length - 1]).toBe(b);
      expect(p.length).toBe(d[b] + 1);
      expect(p).not.toContain(empty);
      for (let i = 1; i < p.length; i++) expect(openNeighbours(g, walls, p[i - 1])).toContain(p[i]);
    }
  }
}

describe('every scenario floor', () => {
  for (const sc of ['bank', 'office', 'fortknox'] as const) {
    it(`${sc}: all paths are shortest, legal and avoid the empty cell`, () => {
      const empty = sc === 'fortknox' ? cell(5, 'C3') : null;
      for (const walls of defaultWalls(sc)) checkFloor(sc === 'fortknox' ? 5 : 4, walls, empty);
    });
  }
  it('Fort Knox: no path enters the boxed-in empty cell C3', () => {
    const c3 = cell(5, 'C3');
    for (const walls of defaultWalls('fortknox')) {
      for (let a = 0; a < 25; a++) {
        for (let b = 0; b < 25; b++) {
          if (a !== c3 && b !== c3) expect(guardPath(5, walls, a, b)).not.toContain(c3);
        }
      }
    }
  });
});

/** Every shortest path from a to b (small floors only). */
function allShortest(size: number, walls: readonly number[], a: number, b: number): number[][] {
  const g = { size, floorCount: 1 };
  const d = distancesFrom(size, walls, b);
  const out: number[][] = [];
  const walk = (path: number[]) => {
    const at = path[path.length - 1];
    if (at === b) {
      out.push([...path]);
      return;
    }
    for (const n of openNeighbours(g, walls, at)) {
      if (d[n] === d[at] - 1) {
        path.push(n);
        walk(path);
        path.pop();
      }
    }
  };
  walk([a]);
  return out;
}

/** NOTES §5 applied literally: P beats Q when the loop from their split to their next meeting, along P first, is clockwise. */
function beats(size: number, p: number[], q: number[]): boolean {
  let split = 0;
  while (p[split + 1] === q[split + 1]) split++;
  return loopArea(size, p.slice(split), q.slice(split)) > 0;
}

const layoutArb = fc
  .record({
    size: fc.integer({ min: 2, max: 5 }),
    withEmpty: fc.boolean(),
    fill: fc.double({ min: 0, max: 1, noNaN: true }),
    seeds: fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
  })
  .map(({ size, withEmpty, fill, seeds }) => {
    // An empty cell only on floors big enough to stay interesting; it sits in the middle like Fort Knox's.
    const empty = withEmpty && size >= 3 ? Math.floor((size * size) / 2) : null;
    const cells = size * size - (empty === null ? 0 : 1);
    const edges = 2 * size * (size - 1) - (empty === null ? 0 : 4);
    const count = Math.round(fill * (edges - (cells - 1)));
    let i = 0;
    const inner = randomWalls(size, empty, count, (n) => seeds[i++ % seeds.length] % n);
    return { size, empty, inner, walls: floorWallsFor(size, empty, inner) };
  });

describe('clockwise tie-break over random connected layouts', () => {
  it('the chosen path is a shortest path that beats every other shortest path; the tournament never fails', () => {
    fc.assert(
      fc.property(layoutArb, ({ size, empty, walls }) => {
        expect(floorConnected(size, walls, empty)).toBe(true);
        for (let a = 0; a < size * size; a++) {
          for (let b = 0; b < size * size; b++) {
            if (a === empty || b === empty || a === b) continue;
            const chosen = guardPath(size, walls, a, b); // throws if no single winner exists
            const all = allShortest(size, walls, a, b);
            expect(all.map((p) => p.join())).toContain(chosen.join());
            // One assertion for all of them (an expect each was most of this property's time).
            expect(all.filter((other) => other.join() !== chosen.join() && !beats(size, chosen, other))).toEqual([]);
            // And no other path beats everything: the winner is unique.
            const winners = all.filter((p) => all.every((q) => q === p || beats(size, p, q)));
            expect(winners).toHaveLength(1);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('ties are antisymmetric: of two different shortest paths exactly one beats the other', () => {
    fc.assert(
      fc.property(layoutArb, fc.nat(), fc.nat(), ({ size, empty, walls }, x, y) => {
        const n = size * size;
        const a = x % n, b = y % n;
        if (a === empty || b === empty || a === b) return;
        const all = allShortest(size, walls, a, b);
        for (const p of all) for (const q of all) if (p !== q) expect(beats(size, p, q)).not.toBe(beats(size, q, p));
      }),
      { numRuns: 200 },
    );
  });
});

describe('cache', () => {
  it('stays correct past the 64-layout bound', () => {
    const layouts: number[][] = [];
    for (let s = 0; s < 80; s++) {
      let state = s * 7919 + 1;
      const rnd = (n: number) => {
        state = (state * 1103515245 + 12345) % 2147483648;
        return state % n;
      };
      layouts.push(floorWallsFor(4, null, randomWalls(4, null, 8, rnd)));
    }
    const first = layouts.map((w) => guardPath(4, w, 0, 15).join());
    const again = layouts.map((w) => guardPath(4, w, 0, 15).join());
    expect(again).toEqual(first);
    // (How cheap the memoized lookups are is a figure of `npm run bench`, not a timed assertion here.)
  });
});
