// Where things sit inside one tile, so nothing covers a room name: the name along the top, chips (the guard's die,
// the alarm, tokens) and the combination along the bottom, pieces fanned out in the box between (fanOut).
// static-layer.ts draws the names; tokens.ts, guard-walk.ts and pieces.ts place the rest with these numbers.

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The gap between a tile's face and its cell's edge. */
export const INSET = 3;

/** Room-name text size for a tile size; Safe and Stairs are written bigger. */
export function namePx(tile: number, big: boolean): number {
  const px = tile >= 90 ? 12 : 11;
  return big ? px + 2 : px;
}

/** The centre line of each line of a room name, from the tile's top. */
export function nameLineY(tile: number, line: number): number {
  return INSET + 13 + line * (namePx(tile, false) + 1);
}

/** The widest a name line may be: clear of the alarm frame on both sides. */
export function nameMaxWidth(tile: number): number {
  return tile - 2 * INSET - 12;
}

/** Radius of the combination disc in the bottom-right corner. */
export function comboRadius(tile: number): number {
  return tile >= 90 ? 10 : 8.5;
}

/** The top of the combination disc, from the tile's top. */
export function comboTop(tile: number): number {
  return tile - INSET - 2 - 2 * comboRadius(tile);
}

/** Height of one chip row. */
export function chipH(tile: number): number {
  return tile >= 90 ? 15 : 13;
}

/** Where the guard's path and walk pass through a cell: below any room name, above the chips. */
export function anchor(tile: number): number {
  return Math.round(tile * 0.57);
}

/** Nominal radius of a piece's place (player, guard, crow, kitty) on an uncrowded tile. */
export function pieceSlot(tile: number): number {
  return Math.round(14 * (tile / 80));
}

export interface Fan {
  /** The radius every piece gets: no two circles of this radius around the centres overlap. */
  r: number;
  centres: [number, number][];
}

const GAP = 1.5;

/** Row sizes for `count` pieces in `rows` rows, fuller rows first. */
function rowSizes(count: number, rows: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < rows; i++) out.push(Math.floor(count / rows) + (i < count % rows ? 1 : 0));
  return out.filter((k) => k > 0);
}

/** A pattern of `count` centres of radius `r` in `rows` staggered rows fitting the box, from (0, 0); or null. */
function pattern(box: Rect, count: number, rows: number, r: number): { pts: [number, number][]; w: number; h: number } | null {
  const sizes = rowSizes(count, rows);
  const n = sizes.length, d = 2 * r + GAP;
  if (2 * r > box.h || 2 * r > box.w) return null;
  const dy = n > 1 ? Math.min(d, (box.h - 2 * r) / (n - 1)) : 0;
  // Rows closer than a diameter are staggered by half a step, so neighbours across rows still keep apart.
  const stagger = n > 1 && dy < d;
  const s = stagger ? Math.max(d, 2 * Math.sqrt(d * d - dy * dy)) : d;
  const pts: [number, number][] = [];
  sizes.forEach((k, i) => {
    const start = stagger && i % 2 ? s / 2 : ((sizes[0] - k) * s) / 2;
    for (let j = 0; j < k; j++) pts.push([start + j * s, i * dy]);
  });
  const minX = Math.min(...pts.map((p) => p[0])), maxX = Math.max(...pts.map((p) => p[0]));
  if (maxX - minX + 2 * r > box.w + 0.01) return null;
  for (let a = 0; a < pts.length; a++) {
    for (let b = a + 1; b < pts.length; b++) {
      if (Math.hypot(pts[a][0] - pts[b][0], pts[a][1] - pts[b][1]) < 2 * r + GAP - 0.01) return null;
    }
  }
  return { pts: pts.map(([x, y]) => [x - minX, y]), w: maxX - minX, h: (n - 1) * dy };
}

/** Whether a circle keeps clear of a rectangle. */
function clear([cx, cy]: [number, number], r: number, o: Rect): boolean {
  const nx = Math.max(o.x, Math.min(cx, o.x + o.w)), ny = Math.max(o.y, Math.min(cy, o.y + o.h));
  return Math.hypot(cx - nx, cy - ny) >= r + 0.5;
}

/** The pattern placed in the box: centred when nothing is in the way, else the first place clear of the obstacles. */
function place(box: Rect, p: { pts: [number, number][]; w: number; h: number }, r: number, obstacles: Rect[]): [number, number][] | null {
  const x0 = box.x + r, x1 = box.x + box.w - r - p.w, y0 = box.y + r, y1 = box.y + box.h - r - p.h;
  const at = (ox: number, oy: number) => p.pts.map(([x, y]) => [x + ox, y + oy] as [number, number]);
  const centred = at((x0 + x1) / 2, (y0 + y1) / 2);
  if (obstacles.every((o) => centred.every((c) => clear(c, r, o)))) return centred;
  for (let oy = y0; oy <= y1 + 0.01; oy += 1) {
    for (let ox = x1; ox >= x0 - 0.01; ox -= 1) {
      const pts = at(ox, oy);
      if (obstacles.every((o) => pts.every((c) => clear(c, r, o)))) return pts;
    }
  }
  return null;
}

/**
 * Fans `count` pieces out in a box so none hides another nor any obstacle (chips standing up into the box): one
 * row when they fit at full size, else the arrangement (up to three staggered rows) that keeps them largest.
 */
export function fanOut(box: Rect, count: number, nominal: number, obstacles: Rect[] = []): Fan {
  if (count <= 0) return { r: nominal, centres: [] };
  let best: Fan | null = null;
  for (let rows = 1; rows <= Math.min(3, count); rows++) {
    for (let r = nominal; r >= 4; r -= 0.25) {
      const p = pattern(box, count, rows, r);
      const centres = p && place(box, p, r, obstacles);
      if (centres) {
        // More rows only when that keeps the pieces clearly larger.
        if (!best || r > best.r + 0.5) best = { r, centres };
        break;
      }
    }
  }
  // A box too small for anything: a single row at the smallest size, overlapping if it must.
  return best ?? { r: 4, centres: Array.from({ length: count }, (_, i) => [box.x + 4 + (i * (box.w - 8)) / Math.max(1, count - 1), box.y + box.h / 2]) };
}
