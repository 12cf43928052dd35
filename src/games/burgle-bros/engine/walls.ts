// Wall layouts of a floor (NOTES §3): bitmasks from the text form (`A1|B1`, `C1/C2`), each scenario's defaults,
// and random custom layouts ("Advanced Wall Layouts") driven only by the caller's seeded randomInt.
import { borderWalls, floorConnected, innerWalls, parseCell, parseWall, setWall } from './board.js';
import { SCENARIOS } from './content/scenarios.js';
import type { Scenario } from './types.js';

/** Wall bitmasks of one floor: the border, the empty cell's box, and these inner walls. */
export function floorWallsFor(size: number, emptyCell: number | null, inner: readonly string[]): number[] {
  const w = borderWalls(size, emptyCell);
  for (const text of inner) {
    const pair = parseWall(size, text);
    if (!pair) throw new Error(`bad wall "${text}": expected two adjacent cells like A1|B1 or C1/C2 on a ${size}x${size} floor`);
    setWall(size, w, pair[0], pair[1], true);
  }
  return w;
}

/** Each floor's default wall bitmasks for a scenario (Fort Knox's empty cell boxed in). */
export function defaultWalls(scenario: Scenario): number[][] {
  const sc = SCENARIOS[scenario];
  const emptyCell = sc.emptyCell === null ? null : parseCell(sc.size, sc.emptyCell);
  return sc.walls.map((inner) => floorWallsFor(sc.size, emptyCell, inner));
}

/**
 * A random custom layout: exactly `count` inner walls between non-empty cells, every non-empty cell still reachable
 * from every other. Draws `count` candidate walls at a time and keeps the first connected draw, so every valid
 * layout is equally likely (about 1 draw in 4 succeeds on 4x4 with 8 walls, 1 in 15 on Fort Knox with 12).
 */
export function randomWalls(
  size: number,
  emptyCell: number | null,
  count: number,
  randomInt: (n: number) => number,
): string[] {
  // Candidate walls: between two adjacent cells, neither of them the empty cell (its box is not counted).
  const edges: [number, number][] = [];
  for (let cell = 0; cell < size * size; cell++) {
    if (cell === emptyCell) continue;
    if (cell % size < size - 1 && cell + 1 !== emptyCell) edges.push([cell, cell + 1]);
    if (cell < size * size - size && cell + size !== emptyCell) edges.push([cell, cell + size]);
  }
  const cells = size * size - (emptyCell === null ? 0 : 1);
  const max = edges.length - (cells - 1);
  if (!Number.isInteger(count) || count < 0 || count > max) {
    throw new Error(`cannot place ${count} walls on a ${size}x${size} floor and keep it connected (at most ${max})`);
  }
  // Partial Fisher–Yates with the caller's randomness, so the engine's seeded PRNG makes it replayable.
  const shuffle = (upTo: number) => {
    for (let i = 0; i < upTo; i++) {
      const j = i + randomInt(edges.length - i);
      [edges[i], edges[j]] = [edges[j], edges[i]];
    }
  };
  for (let attempt = 0; attempt < 1000; attempt++) {
    shuffle(count);
    const w = borderWalls(size, emptyCell);
    for (let i = 0; i < count; i++) setWall(size, w, edges[i][0], edges[i][1], true);
    if (floorConnected(size, w, emptyCell)) return innerWalls(size, w, emptyCell);
  }
  // Practically unreachable on real floors; a bounded fallback so a pathological randomInt can't loop forever.
  // Walls in random order, each kept unless it cuts the floor: a connected floor can always lose another
  // wall until only a spanning tree is left, so this reaches `count`.
  shuffle(edges.length);
  const w = borderWalls(size, emptyCell);
  let placed = 0;
  for (const [a, b] of edges) {
    if (placed === count) break;
    setWall(size, w, a, b, true);
    if (floorConnected(size, w, emptyCell)) placed++;
    else setWall(size, w, a, b, false);
  }
  return innerWalls(size, w, emptyCell);
}
