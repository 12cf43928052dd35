// The 7×7 grid: cells A1–G7 (A1 top-left), adjacency (8 neighbours, no wrap), the four corner quadrants and the
// shift of a row or column (wrapping). Who may shift what is in thief.ts and chief.ts.
import type { LastShift, NoirState, Vault } from './types.js';

export const SIZE = 7;
export const COLS = 'ABCDEFG';

export const cellName = (i: number): string => COLS[i % SIZE] + String(Math.floor(i / SIZE) + 1);

/** The index of a cell like "C3" (any case), or -1. */
export function parseCell(s: string): number {
  const m = /^([a-g])([1-7])$/i.exec(s.trim());
  if (!m) return -1;
  return (Number(m[2]) - 1) * SIZE + COLS.indexOf(m[1].toUpperCase());
}

export function adjacent(a: number, b: number): boolean {
  if (a >= 0 && a < SIZE * SIZE && b >= 0 && b < SIZE * SIZE) return ADJACENT[a * SIZE * SIZE + b] === 1;
  return adjacentAt(a, b);
}

function adjacentAt(a: number, b: number): boolean {
  if (a === b) return false;
  const dc = Math.abs((a % SIZE) - (b % SIZE)), dr = Math.abs(Math.floor(a / SIZE) - Math.floor(b / SIZE));
  return dc <= 1 && dr <= 1;
}

/** adjacent() of two cells, looked up (the bots ask it hundreds of thousands of times a game). */
const ADJACENT = Uint8Array.from({ length: SIZE ** 4 }, (_, k) => (adjacentAt(Math.floor(k / (SIZE * SIZE)), k % (SIZE * SIZE)) ? 1 : 0));

export function neighbours(i: number): number[] {
  const out: number[] = [];
  for (let j = 0; j < SIZE * SIZE; j++) if (adjacent(i, j)) out.push(j);
  return out;
}

export function quadrantOf(i: number): Vault | null {
  const c = i % SIZE, r = Math.floor(i / SIZE);
  if (c === 3 || r === 3) return null;
  return ((r < 3 ? 'N' : 'S') + (c < 3 ? 'W' : 'E')) as Vault;
}

export const CENTRE = 3 * SIZE + 3;

export const where = (s: NoirState, name: string): number => s.grid.indexOf(name);

/** The cells of a row or column. */
export function lineCells(line: 'row' | 'column', index: number): number[] {
  const known = (line === 'row' ? ROW_CELLS : COLUMN_CELLS)[index];
  if (known) return known.slice();
  return Array.from({ length: SIZE }, (_, k) => (line === 'row' ? index * SIZE + k : k * SIZE + index));
}
/** The cells of a row or column, to read only (no copy: for the checks every legal shift makes). */
export function lineCellsShared(line: 'row' | 'column', index: number): readonly number[] {
  return (line === 'row' ? ROW_CELLS : COLUMN_CELLS)[index] ?? lineCells(line, index);
}
/** Each row's and column's cells, made once (lineCells() hands out copies). */
const ROW_CELLS = Array.from({ length: SIZE }, (_, index) => Array.from({ length: SIZE }, (_, k) => index * SIZE + k));
const COLUMN_CELLS = Array.from({ length: SIZE }, (_, index) => Array.from({ length: SIZE }, (_, k) => k * SIZE + index));

/** The grid after a one-cell shift: east/south move cards toward the higher index, wrapping. */
export function shiftOnce(grid: string[], line: 'row' | 'column', index: number, dir: LastShift['dir']): string[] {
  const cells = lineCells(line, index);
  const cards = cells.map((c) => grid[c]);
  const forward = dir === 'east' || dir === 'south';
  const moved = forward ? [cards[SIZE - 1], ...cards.slice(0, SIZE - 1)] : [...cards.slice(1), cards[0]];
  const out = [...grid];
  cells.forEach((c, k) => (out[c] = moved[k]));
  return out;
}

export const OPPOSITE: Record<LastShift['dir'], LastShift['dir']> = { east: 'west', west: 'east', north: 'south', south: 'north' };

/** A line's label as players type it: row 3, column B. */
export const lineLabel = (line: 'row' | 'column', index: number): string => (line === 'row' ? String(index + 1) : COLS[index]);

/** The cells of the 4×4 search square whose top-left cell is `top`. */
export function squareCells(top: number): number[] {
  const c0 = top % SIZE, r0 = Math.floor(top / SIZE);
  const out: number[] = [];
  for (let r = r0; r < r0 + 4; r++) for (let c = c0; c < c0 + 4; c++) out.push(r * SIZE + c);
  return out;
}

/** Top-left cells a search may name: A1–D4. */
export const SQUARE_TOPS: number[] = Array.from({ length: 16 }, (_, k) => Math.floor(k / 4) * SIZE + (k % 4));
