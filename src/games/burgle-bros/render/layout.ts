// Where everything goes on the picture: floors side by side (3 for the Bank, 2 for the Office and Fort Knox), row
// and column labels, then the crew panel below. Sizes depend only on the scenario, the crew size and how many rows
// the legend takes (legend.ts: one, more when the marks shown need it).
import type { BurgleView } from '../view.js';

export const MARGIN = 14;
export const HEADER_H = 34;
/** Floor title and guard line above each grid. */
export const FLOOR_TITLE_H = 38;
export const COL_LABEL_H = 16;
export const ROW_LABEL_W = 16;
const FLOOR_GAP = 22;
const PANEL_GAP = 12;
export const PLAYER_ROW_H = 36;
export const FOOTER_H = 44;
/** Each row of the legend after its first (which shares the patrol line). */
export const LEGEND_ROW_H = 18;
const MIN_WIDTH = 760;

export interface Layout {
  width: number;
  height: number;
  /** Tile size in pixels. */
  tile: number;
  size: number;
  floors: number;
  /** Left x of each floor's grid (after the row labels). */
  gridX: number[];
  gridY: number;
  panelY: number;
  /** Rows of the footer's legend line. */
  legendRows: number;
}

/** The room the legend's rows have: the footer's width less its padding. */
export function legendWidth(l: Pick<Layout, 'width'>): number {
  return l.width - 2 * MARGIN - 20;
}

export function layoutFor(s: Pick<BurgleView, 'size' | 'floorCount' | 'players'>, legendRows = 1): Layout {
  const size = s.size, floors = s.floorCount;
  // Fort Knox's 5×5 floors get a little less room per tile; enough for four players, the guard and a pet to fan out.
  const tile = size >= 5 ? 88 : 92;
  const floorW = ROW_LABEL_W + size * tile;
  const boardW = floors * floorW + (floors - 1) * FLOOR_GAP;
  const width = Math.max(MIN_WIDTH, boardW + 2 * MARGIN);
  const left = Math.round((width - boardW) / 2);
  const gridX = Array.from({ length: floors }, (_, f) => left + f * (floorW + FLOOR_GAP) + ROW_LABEL_W);
  const gridY = MARGIN + HEADER_H + FLOOR_TITLE_H + COL_LABEL_H;
  const panelY = gridY + size * tile + PANEL_GAP;
  const height = panelY + Math.max(1, s.players.length) * PLAYER_ROW_H + FOOTER_H + (Math.max(1, legendRows) - 1) * LEGEND_ROW_H + MARGIN;
  return { width, height, tile, size, floors, gridX, gridY, panelY, legendRows: Math.max(1, legendRows) };
}

/** Top-left corner of a cell's square. */
export function cellXY(l: Layout, floor: number, cell: number): [number, number] {
  return [l.gridX[floor] + (cell % l.size) * l.tile, l.gridY + Math.floor(cell / l.size) * l.tile];
}
