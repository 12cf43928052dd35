// The guard's path on one floor (NOTES §5): always a shortest path, ties broken clockwise as seen on the board.
// Per wall layout we precompute all-pairs distances and a next-step table once and memoize it, because the
// engine asks for paths on nearly every action while walls change only when Dynamite removes one.
import { WALL_E, WALL_N, WALL_S, WALL_W, type GameState, type Loc } from './types.js';

interface Layout {
  size: number;
  /** dist[from * n + to]: steps between two cells, -1 when unreachable (symmetric). */
  dist: Int16Array;
  /** next[from * n + to]: the guard's next cell from `from` heading for `to` (`from` itself when equal, -1 unreachable). */
  next: Int16Array;
}

const MAX_LAYOUTS = 64;
const layouts = new Map<string, Layout>();

/** Open neighbours of a cell, given its wall bits (a set bit is a wall or the edge). */
function neighbours(size: number, floorWalls: readonly number[], cell: number): number[] {
  const w = floorWalls[cell];
  const out: number[] = [];
  if (!(w & WALL_N) && cell >= size) out.push(cell - size);
  if (!(w & WALL_E) && cell % size < size - 1) out.push(cell + 1);
  if (!(w & WALL_S) && cell < size * size - size) out.push(cell + size);
  if (!(w & WALL_W) && cell % size > 0) out.push(cell - 1);
  return out;
}

function bfs(size: number, adj: readonly number[][], from: number, out: Int16Array, offset: number): void {
  const n = size * size;
  for (let i = 0; i < n; i++) out[offset + i] = -1;
  out[offset + from] = 0;
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const at = queue[head];
    for (const nb of adj[at]) {
      if (out[offset + nb] !== -1) continue;
      out[offset + nb] = out[offset + at] + 1;
      queue.push(nb);
    }
  }
}

/**
 * Twice the signed area (shoelace over cell centres, x = column, y = row growing down) of the loop that runs from
 * `v` along P = v, a, next(a), … to the first cell the two paths share, then back along Q = v, b, next(b), ….
 * Positive means the loop turns clockwise on the board, i.e. P wins the tie. Both paths are shortest paths to the
 * same target, so a shared cell sits at the same index on both: walking them in lockstep finds it.
 */
export function loopArea(size: number, p: readonly number[], q: readonly number[]): number {
  // p and q start at the same cell; find the first later index where they meet again.
  let m = 1;
  while (m < p.length && m < q.length && p[m] !== q[m]) m++;
  if (m >= p.length || m >= q.length) throw new Error('loopArea: the two paths never meet again');
  const loop = [...p.slice(0, m + 1), ...q.slice(1, m).reverse()];
  let area = 0;
  for (let i = 0; i < loop.length; i++) {
    const a = loop[i], b = loop[(i + 1) % loop.length];
    const ax = a % size, ay = Math.floor(a / size), bx = b % size, by = Math.floor(b / size);
    area += ax * by - bx * ay;
  }
  return area;
}

function buildLayout(size: number, floorWalls: readonly number[]): Layout {
  const n = size * size;
  const adj: number[][] = [];
  for (let c = 0; c < n; c++) adj.push(neighbours(size, floorWalls, c));
  const dist = new Int16Array(n * n);
  for (let from = 0; from < n; from++) bfs(size, adj, from, dist, from * n);
  const next = new Int16Array(n * n).fill(-1);

  for (let to = 0; to < n; to++) {
    const d = (c: number) => dist[c * n + to];
    // Cells by increasing distance, so best(n) is settled before any cell that steps onto n.
    const order: number[] = [];
    for (let c = 0; c < n; c++) if (d(c) >= 0) order.push(c);
    order.sort((a, b) => d(a) - d(b));
    const pathFrom = (start: number, first: number): number[] => {
      const out = [start, first];
      for (let at = first; at !== to; ) {
        at = next[at * n + to];
        out.push(at);
      }
      return out;
    };
    for (const v of order) {
      if (v === to) {
        next[v * n + to] = v;
        continue;
      }
      const cands = adj[v].filter((nb) => d(nb) === d(v) - 1);
      let chosen = cands[0];
      if (cands.length > 1) {
        const paths = cands.map((c) => pathFrom(v, c));
        // The candidate that beats every other one; the clockwise order is consistent, so exactly one does.
        const winners = paths.filter((p, i) => paths.every((q, j) => i === j || loopArea(size, p, q) > 0));
        if (winners.length !== 1) {
          throw new Error(`guard path: no single clockwise winner from cell ${v} to ${to} (${winners.length} found)`);
        }
        chosen = winners[0][1];
      }
      next[v * n + to] = chosen;
    }
  }
  return { size, dist, next };
}

/** The last few layouts used, compared cell by cell: cheaper than building the map key on every guard step. */
const recent: { size: number; walls: number[]; layout: Layout }[] = [];
const RECENT = 8;

function sameWalls(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function layoutFor(size: number, floorWalls: readonly number[]): Layout {
  for (let i = 0; i < recent.length; i++) {
    const r = recent[i];
    if (r.size === size && sameWalls(r.walls, floorWalls)) return r.layout;
  }
  const key = size + ':' + floorWalls.join(',');
  let layout = layouts.get(key);
  if (!layout) {
    if (floorWalls.length !== size * size) {
      throw new Error(`guard path: ${floorWalls.length} wall masks for a ${size}x${size} floor`);
    }
    layout = buildLayout(size, floorWalls);
    // Bounded: evict the oldest layout (walls rarely change, so old layouts are dead games or pre-Dynamite).
    if (layouts.size >= MAX_LAYOUTS) layouts.delete(layouts.keys().next().value!);
    layouts.set(key, layout);
  }
  recent.unshift({ size, walls: floorWalls.slice(), layout });
  if (recent.length > RECENT) recent.pop();
  return layout;
}

function checkCell(size: number, cell: number, what: string): void {
  if (!Number.isInteger(cell) || cell < 0 || cell >= size * size) throw new Error(`guard path: bad ${what} cell ${cell}`);
}

/** Steps from `from` to every cell of the floor (walls block), -1 where unreachable. */
export function distancesFrom(size: number, floorWalls: readonly number[], from: number): number[] {
  checkCell(size, from, 'start');
  const n = size * size;
  return Array.from(layoutFor(size, floorWalls).dist.subarray(from * n, from * n + n));
}

/** The guard's next cell from `from` toward `to` (`from` when they are equal). Throws if `to` is unreachable. */
export function guardStepToward(size: number, floorWalls: readonly number[], from: number, to: number): number {
  checkCell(size, from, 'start');
  checkCell(size, to, 'destination');
  const next = layoutFor(size, floorWalls).next[from * size * size + to];
  if (next < 0) throw new Error(`guard path: cell ${to} is unreachable from ${from}`);
  return next;
}

/** A floor's tables of the guards' ways, for a caller that walks many of them (a path never built as an array):
 * `dist[from * n + to]` steps between two cells, `next[from * n + to]` the guard's next cell toward `to`. */
export function guardTables(size: number, floorWalls: readonly number[]): { readonly dist: Int16Array; readonly next: Int16Array } {
  return layoutFor(size, floorWalls);
}

/** The guard's whole path from `from` to `to`, both ends included (`[from]` when equal). */
export function guardPath(size: number, floorWalls: readonly number[], from: number, to: number): number[] {
  checkCell(size, from, 'start');
  checkCell(size, to, 'destination');
  const { next } = layoutFor(size, floorWalls);
  const n = size * size;
  if (next[from * n + to] < 0) throw new Error(`guard path: cell ${to} is unreachable from ${from}`);
  const path = [from];
  for (let at = from; at !== to; ) {
    at = next[at * n + to];
    path.push(at);
  }
  return path;
}

/** A floor's wall masks (cells 0..size²-1 of that floor). */
export function floorWalls(s: GameState, floor: number): number[] {
  const n = s.size * s.size;
  return s.walls.slice(floor * n, floor * n + n);
}

/** Path lengths from a cell on the floor to every cell of that floor (indexed by cell, -1 unreachable). */
export function guardDistances(s: GameState, floor: number, from: Loc): number[] {
  const n = s.size * s.size;
  return distancesFrom(s.size, floorWalls(s, floor), from - floor * n);
}
