// Board geometry: cell names (`F2 C3`), neighbours, wall bitmasks and their text form (`A1|B1`, `C1/C2`).
// Pure helpers over (size, floorCount, walls); the guard's path-finding is in guard-path.ts.
import { WALL_E, WALL_N, WALL_S, WALL_W, type Loc } from './types.js';

export type Direction = 'north' | 'east' | 'south' | 'west';
export const DIRECTIONS: readonly Direction[] = ['north', 'east', 'south', 'west'];
export const DIR_BIT: Record<Direction, number> = { north: WALL_N, east: WALL_E, south: WALL_S, west: WALL_W };
const COLS = 'ABCDE';

export interface Geometry {
  size: number;
  floorCount: number;
}

export const floorOf = (g: Geometry, loc: Loc): number => Math.floor(loc / (g.size * g.size));
export const cellOf = (g: Geometry, loc: Loc): number => loc % (g.size * g.size);
export const rowOf = (g: Geometry, loc: Loc): number => Math.floor(cellOf(g, loc) / g.size);
export const colOf = (g: Geometry, loc: Loc): number => cellOf(g, loc) % g.size;

/** `A1` for a cell index on a floor of this size. */
export function cellName(size: number, cell: number): string {
  return COLS[cell % size] + String(Math.floor(cell / size) + 1);
}

/** `F2 C3` for a loc. */
export function locName(g: Geometry, loc: Loc): string {
  return `F${floorOf(g, loc) + 1} ${cellName(g.size, cellOf(g, loc))}`;
}

/** Parses `C3` into a cell index on a floor, or null. */
export function parseCell(size: number, text: string): number | null {
  const m = /^([A-Ea-e])([1-5])$/.exec(text.trim());
  if (!m) return null;
  const col = COLS.indexOf(m[1].toUpperCase());
  const row = Number(m[2]) - 1;
  if (col >= size || row >= size) return null;
  return row * size + col;
}

/** Parses `F2 C3` (also `F2C3`, `f2 c3`) into a loc, or null. */
export function parseLoc(g: Geometry, text: string): Loc | null {
  const m = /^[Ff]([1-9])\s*([A-Ea-e][1-5])$/.exec(text.trim());
  if (!m) return null;
  const floor = Number(m[1]) - 1;
  if (floor >= g.floorCount) return null;
  const cell = parseCell(g.size, m[2]);
  return cell === null ? null : floor * g.size * g.size + cell;
}

/** Parses a target cell as a player types it: `F2 C3`, or a bare `C3` meaning that cell on `floor` (their own). */
export function parseLocOn(g: Geometry, text: string, floor: number | null): Loc | null {
  const full = parseLoc(g, text);
  if (full !== null || floor === null) return full;
  const cell = parseCell(g.size, text);
  return cell === null ? null : floor * g.size * g.size + cell;
}

/** The cell one step in a direction on the same floor, ignoring walls; null off the edge. */
export function step(g: Geometry, loc: Loc, dir: Direction): Loc | null {
  const r = rowOf(g, loc), c = colOf(g, loc);
  switch (dir) {
    case 'north': return r > 0 ? loc - g.size : null;
    case 'south': return r < g.size - 1 ? loc + g.size : null;
    case 'west': return c > 0 ? loc - 1 : null;
    case 'east': return c < g.size - 1 ? loc + 1 : null;
  }
}

/** Direction from a to b if they are orthogonal neighbours on one floor. */
export function directionTo(g: Geometry, a: Loc, b: Loc): Direction | null {
  for (const d of DIRECTIONS) if (step(g, a, d) === b) return d;
  return null;
}

/** Same column and row one floor up (+1) or down (−1); null outside the building. */
export function vertical(g: Geometry, loc: Loc, delta: 1 | -1): Loc | null {
  const f = floorOf(g, loc) + delta;
  if (f < 0 || f >= g.floorCount) return null;
  return loc + delta * g.size * g.size;
}

/** Neighbours on the floor that no wall separates from loc. */
export function openNeighbours(g: Geometry, walls: readonly number[], loc: Loc): Loc[] {
  const out: Loc[] = [];
  for (const d of DIRECTIONS) {
    if (walls[loc] & DIR_BIT[d]) continue;
    const n = step(g, loc, d);
    if (n !== null) out.push(n);
  }
  return out;
}

/** Wall bitmasks for one floor with only the outer border (and the empty cell boxed in). */
export function borderWalls(size: number, emptyCell: number | null): number[] {
  const w: number[] = [];
  for (let cell = 0; cell < size * size; cell++) {
    const r = Math.floor(cell / size), c = cell % size;
    let bits = 0;
    if (r === 0) bits |= WALL_N;
    if (r === size - 1) bits |= WALL_S;
    if (c === 0) bits |= WALL_W;
    if (c === size - 1) bits |= WALL_E;
    w.push(bits);
  }
  if (emptyCell !== null) {
    w[emptyCell] = WALL_N | WALL_E | WALL_S | WALL_W;
    const r = Math.floor(emptyCell / size), c = emptyCell % size;
    if (r > 0) w[emptyCell - size] |= WALL_S;
    if (r < size - 1) w[emptyCell + size] |= WALL_N;
    if (c > 0) w[emptyCell - 1] |= WALL_E;
    if (c < size - 1) w[emptyCell + 1] |= WALL_W;
  }
  return w;
}

/** Parses `A1|B1` (side by side) or `C1/C2` (one above the other) into the two cells, or null. */
export function parseWall(size: number, text: string): [number, number] | null {
  const m = /^\s*([A-Ea-e][1-5])\s*([|/])\s*([A-Ea-e][1-5])\s*$/.exec(text);
  if (!m) return null;
  const a = parseCell(size, m[1]), b = parseCell(size, m[3]);
  if (a === null || b === null) return null;
  const [lo, hi] = a < b ? [a, b] : [b, a];
  if (m[2] === '|' && hi === lo + 1 && Math.floor(lo / size) === Math.floor(hi / size)) return [lo, hi];
  if (m[2] === '/' && hi === lo + size) return [lo, hi];
  return null;
}

/** The text form of the wall between two adjacent cells. */
export function wallName(size: number, a: number, b: number): string {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  return `${cellName(size, lo)}${hi === lo + 1 ? '|' : '/'}${cellName(size, hi)}`;
}

/** Sets or clears the wall between two adjacent cells of one floor's bitmask array. */
export function setWall(size: number, floorWalls: number[], a: number, b: number, present: boolean): void {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  const [loBit, hiBit] = hi === lo + 1 ? [WALL_E, WALL_W] : [WALL_S, WALL_N];
  if (present) {
    floorWalls[lo] |= loBit;
    floorWalls[hi] |= hiBit;
  } else {
    floorWalls[lo] &= ~loBit;
    floorWalls[hi] &= ~hiBit;
  }
}

/** Inner walls of one floor in text form (not the border, not the empty cell's box). */
export function innerWalls(size: number, floorWalls: readonly number[], emptyCell: number | null): string[] {
  const out: string[] = [];
  for (let cell = 0; cell < size * size; cell++) {
    if (cell === emptyCell) continue;
    const c = cell % size, r = Math.floor(cell / size);
    if (c < size - 1 && cell + 1 !== emptyCell && floorWalls[cell] & WALL_E) out.push(wallName(size, cell, cell + 1));
    if (r < size - 1 && cell + size !== emptyCell && floorWalls[cell] & WALL_S) out.push(wallName(size, cell, cell + size));
  }
  return out;
}

/** True when every non-empty cell of a floor can reach every other through open sides. */
export function floorConnected(size: number, floorWalls: readonly number[], emptyCell: number | null): boolean {
  const g = { size, floorCount: 1 };
  const start = emptyCell === 0 ? 1 : 0;
  const seen = new Set<number>([start]);
  const stack = [start];
  while (stack.length) {
    const at = stack.pop()!;
    for (const n of openNeighbours(g, floorWalls, at)) {
      if (n === emptyCell || seen.has(n)) continue;
      seen.add(n);
      stack.push(n);
    }
  }
  return seen.size === size * size - (emptyCell === null ? 0 : 1);
}
