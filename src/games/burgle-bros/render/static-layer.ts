// The parts of the picture that change rarely (background, labels, tile faces, combination numbers, walls), drawn
// once per distinct board and cached with where each room name was written (so tokens.ts can keep names on top);
// tokens are drawn over a copy of it each time (tokens.ts). Where things sit inside a tile: tile-zones.ts.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { parseWall } from '../engine/board.js';
import { WALL_E, WALL_S } from '../engine/types.js';
import type { BurgleView } from '../view.js';
import { font } from '../../../render/fonts.js';
import { cellXY, COL_LABEL_H, FLOOR_TITLE_H, ROW_LABEL_W, type Layout } from './layout.js';
import type { Labels } from './labels.js';
import { C, roomColour } from './theme.js';
import { comboRadius, INSET, nameLineY, nameMaxWidth, namePx, type Rect } from './tile-zones.js';

export { INSET };
const MAX_CACHED = 8;

export interface StaticLayer {
  canvas: Canvas;
  /** Per location: the box around its room name as written (null on face-down and empty tiles). */
  names: (Rect | null)[];
}

const cache = new Map<string, StaticLayer>();

/** Everything the static layer depends on, as one string. */
function staticKey(s: BurgleView, l: Layout, lang: string): string {
  const parts: string[] = [lang, s.scenario, String(s.size), String(s.floorCount), String(s.players.length), `${l.width}x${l.height}`, s.walls.join(','),
    s.dynamited.join(';')];
  for (const t of s.tiles) {
    parts.push(t.revealed ? `${t.room}:${t.combo ?? ''}:${t.cracked ? 1 : 0}:${t.disabled ? 1 : 0}` : t.room === 'empty' ? 'e' : '?');
  }
  return parts.join('|');
}

export function staticLayer(s: BurgleView, l: Layout, labels: Labels, lang: string): StaticLayer {
  const key = staticKey(s, l, lang);
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  // A full cache gives up its oldest layer's canvas, drawn over: a fresh canvas is fresh memory, and touching new
  // pages made each new board's picture a third slower in a burst of many games.
  let canvas: Canvas | undefined;
  if (cache.size >= MAX_CACHED) {
    const [oldest, old] = cache.entries().next().value!;
    cache.delete(oldest);
    if (old.canvas.width === l.width && old.canvas.height === l.height) canvas = old.canvas;
  }
  canvas ??= createCanvas(l.width, l.height);
  const layer: StaticLayer = { canvas, names: s.tiles.map(() => null) };
  const g = canvas.getContext('2d');
  g.save();
  drawStatic(g, s, l, labels, layer.names);
  g.restore();
  cache.set(key, layer);
  return layer;
}

function drawStatic(g: SKRSContext2D, s: BurgleView, l: Layout, labels: Labels, names: (Rect | null)[]): void {
  g.fillStyle = C.bg;
  g.fillRect(0, 0, l.width, l.height);
  const n = l.size * l.size, T = l.tile, gridW = l.size * T;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  for (let f = 0; f < l.floors; f++) {
    const x0 = l.gridX[f], y0 = l.gridY;
    g.fillStyle = C.text;
    g.font = font(17, true);
    g.textAlign = 'left';
    g.fillText(labels.floor(f + 1), x0 - ROW_LABEL_W, y0 - COL_LABEL_H - FLOOR_TITLE_H + 11);
    g.textAlign = 'center';
    // Column letters above, row numbers on the left.
    g.fillStyle = C.dim;
    g.font = font(12, true);
    for (let i = 0; i < l.size; i++) {
      g.fillText('ABCDE'[i], x0 + i * T + T / 2, y0 - COL_LABEL_H / 2);
      g.fillText(String(i + 1), x0 - ROW_LABEL_W / 2, y0 + i * T + T / 2);
    }
    g.fillStyle = C.gap;
    g.fillRect(x0, y0, gridW, gridW);
    for (let cell = 0; cell < n; cell++) names[f * n + cell] = drawTileFace(g, s, l, labels, f, cell);
    drawWalls(g, s, l, f);
  }
}

/** Draws one tile's face; returns the box around its room name. */
function drawTileFace(g: SKRSContext2D, s: BurgleView, l: Layout, labels: Labels, f: number, cell: number): Rect | null {
  const t = s.tiles[f * l.size * l.size + cell];
  const [x, y] = cellXY(l, f, cell);
  const T = l.tile, w = T - 2 * INSET;
  if (t.room === 'empty') {
    g.fillStyle = C.bg;
    g.fillRect(x, y, T, T);
    return null;
  }
  if (!t.revealed) {
    g.fillStyle = C.faceDown;
    g.fillRect(x + INSET, y + INSET, w, w);
    // A face-down card look: an inner frame, no text.
    g.strokeStyle = C.faceDownMark;
    g.lineWidth = 2;
    g.strokeRect(x + INSET + 7, y + INSET + 7, w - 14, w - 14);
    return null;
  }
  g.fillStyle = roomColour(t.room);
  g.fillRect(x + INSET, y + INSET, w, w);
  // Crowbarred: a cross, kept off the name (below) so the name stays readable.
  if (t.disabled) {
    g.strokeStyle = 'rgba(0,0,0,0.35)';
    g.lineWidth = 3;
    g.beginPath();
    g.moveTo(x + INSET + 4, y + INSET + 4);
    g.lineTo(x + T - INSET - 4, y + T - INSET - 4);
    g.moveTo(x + T - INSET - 4, y + INSET + 4);
    g.lineTo(x + INSET + 4, y + T - INSET - 4);
    g.stroke();
  }
  const lines = (labels.rooms[t.room] ?? [t.room.replace(/-/g, ' ')]).filter((line) => line !== '');
  g.fillStyle = C.roomText;
  const big = t.room === 'safe' || t.room === 'stairs';
  const maxW = nameMaxWidth(T);
  let left = Infinity, right = -Infinity, top = Infinity, bottom = -Infinity;
  lines.forEach((line, i) => {
    // A long name is set a size or two smaller before it is squeezed.
    let px = namePx(T, big);
    g.font = font(px, true);
    while (px > namePx(T, big) - 2 && g.measureText(line).width > maxW) g.font = font(--px, true);
    const m = g.measureText(line), width = Math.min(maxW, m.width), ly = y + nameLineY(T, i);
    if (t.disabled) {
      g.fillStyle = roomColour(t.room);
      const px0 = Math.floor(x + T / 2 - width / 2) - 2, py0 = Math.floor(ly - m.actualBoundingBoxAscent) - 2;
      g.fillRect(px0, py0, Math.ceil(x + T / 2 + width / 2) + 2 - px0, Math.ceil(ly + m.actualBoundingBoxDescent) + 2 - py0);
      g.fillStyle = C.roomText;
    }
    g.fillText(line, x + T / 2, ly, maxW);
    left = Math.min(left, x + T / 2 - width / 2);
    right = Math.max(right, x + T / 2 + width / 2);
    top = Math.min(top, ly - m.actualBoundingBoxAscent);
    bottom = Math.max(bottom, ly + m.actualBoundingBoxDescent);
  });
  if (t.room === 'stairs') {
    // An up arrow: the way to the next floor (or the roof).
    const ay = y + nameLineY(T, 1) + 3;
    g.beginPath();
    g.moveTo(x + T / 2 - 8, ay + 4);
    g.lineTo(x + T / 2 + 8, ay + 4);
    g.lineTo(x + T / 2, ay - 5);
    g.closePath();
    g.fill();
    left = Math.min(left, x + T / 2 - 8);
    right = Math.max(right, x + T / 2 + 8);
    bottom = ay + 4;
  }
  // The box around the ink, a pixel of air on each side: what must never be covered.
  const name: Rect | null = lines.length
    ? { x: Math.floor(left) - 1, y: Math.floor(top) - 1, w: Math.ceil(right) - Math.floor(left) + 2, h: Math.ceil(bottom) - Math.floor(top) + 2 }
    : null;
  if (t.combo !== null && t.combo > 0) {
    const cr = comboRadius(T);
    comboDisc(g, x + T - INSET - cr - 2, y + T - INSET - cr - 2, cr, t.combo, t.cracked, T >= 90 ? 14 : 12);
  }
  return name;
}

/** A tile's number for the safe: a white disc, or green and struck through once cracked. */
export function comboDisc(g: SKRSContext2D, cx: number, cy: number, r: number, combo: number, cracked: boolean, px: number): void {
  g.beginPath();
  g.arc(cx, cy, r, 0, Math.PI * 2);
  g.fillStyle = cracked ? C.cracked : C.combo;
  g.fill();
  g.lineWidth = 1.5;
  g.strokeStyle = C.roomText;
  g.stroke();
  g.fillStyle = cracked ? '#ffffff' : C.comboText;
  g.font = font(px, true);
  g.textAlign = 'center';
  g.fillText(String(combo), cx, cy + 0.5);
  if (cracked) {
    // Cracked: the number is covered, shown struck through as well as green.
    const d = r >= 8 ? 6 : Math.round(r * 0.7);
    g.strokeStyle = '#ffffff';
    g.lineWidth = 1.5;
    g.beginPath();
    g.moveTo(cx - d, cy + d);
    g.lineTo(cx + d, cy - d);
    g.stroke();
  }
}

function drawWalls(g: SKRSContext2D, s: BurgleView, l: Layout, f: number): void {
  const n = l.size * l.size, T = l.tile, x0 = l.gridX[f], y0 = l.gridY;
  g.strokeStyle = C.wall;
  g.lineCap = 'round';
  g.lineWidth = 7;
  g.beginPath();
  g.rect(x0, y0, l.size * T, l.size * T);
  for (let cell = 0; cell < n; cell++) {
    const bits = s.walls[f * n + cell];
    const r = Math.floor(cell / l.size), c = cell % l.size;
    const x = x0 + c * T, y = y0 + r * T;
    if (bits & WALL_E && c < l.size - 1) {
      g.moveTo(x + T, y);
      g.lineTo(x + T, y + T);
    }
    if (bits & WALL_S && r < l.size - 1) {
      g.moveTo(x, y + T);
      g.lineTo(x + T, y + T);
    }
  }
  g.stroke();
  g.lineCap = 'butt';
  // Dynamited walls: a dashed outline where the wall was, with a burst mark.
  for (const d of s.dynamited) {
    const m = /^F(\d)\s+(.+)$/.exec(d);
    if (!m || Number(m[1]) - 1 !== f) continue;
    const pair = parseWall(l.size, m[2]);
    if (!pair) continue;
    const [a, b] = pair;
    const [ax, ay] = cellXY(l, f, a);
    const vertical = b === a + 1;
    const [sx, sy, ex, ey] = vertical ? [ax + T, ay, ax + T, ay + T] : [ax, ay + T, ax + T, ay + T];
    g.strokeStyle = C.wall;
    g.lineWidth = 2;
    g.setLineDash([5, 4]);
    g.beginPath();
    g.moveTo(sx, sy);
    g.lineTo(ex, ey);
    g.stroke();
    g.setLineDash([]);
    burst(g, (sx + ex) / 2, (sy + ey) / 2, 9);
  }
}

/** The burst marking a wall blown up by Dynamite. */
export function burst(g: SKRSContext2D, cx: number, cy: number, r: number): void {
  g.beginPath();
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8, rr = i % 2 ? r * 0.45 : r;
    g.lineTo(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr);
  }
  g.closePath();
  g.fillStyle = C.kitty;
  g.fill();
  g.strokeStyle = C.wall;
  g.lineWidth = 1.5;
  g.stroke();
}
