// What the bots compute from a view: cells of names, distance to a quadrant, where a shift would move a card.
// Pure helpers on the public grid; the strategies are in thief.ts and chief.ts.
import { lineCells, shiftOnce, SIZE } from '../engine/grid.js';
import type { LastShift, Vault } from '../engine/types.js';
import type { NoirView } from '../view.js';

export const cellIndex = (v: NoirView, name: string): number => v.grid.indexOf(name);

/** Where the card at `i` ends up after shifting (line, index, dir, dist); unchanged if not in the line. */
export function afterShift(i: number, args: string[]): number {
  const line = args[0] as 'row' | 'column';
  const index = line === 'row' ? Number(args[1]) - 1 : 'ABCDEFG'.indexOf(args[1]);
  const cells = lineCells(line, index);
  const k = cells.indexOf(i);
  if (k < 0) return i;
  const dist = Number(args[3] ?? 1);
  const step = args[2] === 'east' || args[2] === 'south' ? dist : -dist;
  return cells[(((k + step) % SIZE) + SIZE) % SIZE];
}

/** Steps along a wrapping line of 7 from `x` to the nearest of `lo`…`lo + 2`. */
const wrapSteps = (x: number, lo: number): number => {
  let best = 9;
  for (let t = lo; t < lo + 3; t++) {
    const d = Math.abs(x - t);
    best = Math.min(best, d, SIZE - d);
  }
  return best;
};

/** Single-cell shifts (rows and columns wrap) that bring the card at `i` into quadrant `q`. */
export function stepsTo(i: number, q: Vault): number {
  const col = i % SIZE, row = Math.floor(i / SIZE);
  return wrapSteps(col, q[1] === 'W' ? 0 : 4) + wrapSteps(row, q[0] === 'N' ? 0 : 4);
}

/** The grid after a shift written as action arguments (`row 3 east [2]`). */
export function shifted(grid: readonly string[], args: string[]): string[] {
  const line = args[0] as 'row' | 'column';
  const index = line === 'row' ? Number(args[1]) - 1 : 'ABCDEFG'.indexOf(args[1]);
  let g = [...grid];
  for (let k = 0; k < Number(args[3] ?? 1); k++) g = shiftOnce(g, line, index, args[2] as LastShift['dir']);
  return g;
}

/** The grid with cards `a` and `b` changed places. */
export function swapped(grid: readonly string[], a: string, b: string): string[] {
  const g = [...grid];
  const i = g.indexOf(a), j = g.indexOf(b);
  g[i] = b;
  g[j] = a;
  return g;
}
