// Chips along the bottom of a tile: the guard's die at his destination, the alarm's warning triangle (with the
// alarm's frame), and tokens and cards lying there (hack, dice, open, stalls, smoke, holes, crowbar, items, ▼).
// Which chips a tile has is decided in marks.ts (tileChips, without a canvas); this file places and draws them, and
// the legend's samples (legend-draw.ts). pieces.ts keeps the pieces above them; tile-zones.ts has the sizes.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BurgleView } from '../view.js';
import { font } from '../../../render/fonts.js';
import type { Labels } from './labels.js';
import { tileChips, type Chip } from './marks.js';
import { C } from './theme.js';
import { cellXY, type Layout } from './layout.js';
import { chipH, INSET, type Rect } from './tile-zones.js';

type G = SKRSContext2D;

export { tileChips, type Chip, type ChipKind } from './marks.js';

export interface PlacedChip extends Rect {
  chip: Chip;
}

/**
 * Where a tile's chips go: left to right from the bottom-left corner (the combination keeps the bottom-right), then
 * upwards. `top` is the highest pixel they use (null without chips). `g` only measures the texts.
 */
export function placeChips(g: G, chips: Chip[], x: number, y: number, T: number): { placed: PlacedChip[]; top: number | null } {
  const big = T >= 90;
  const h = chipH(T), left = x + INSET + 2, bottomRow = y + T - INSET - 2 - h;
  let cx = left, cy = bottomRow, right = x + T - INSET - (big ? 25 : 21);
  const placed: PlacedChip[] = [];
  for (const chip of chips) {
    let w = Math.min(T - 2 * INSET - 4, chipWidth(g, chip, h, big ? 11 : 10));
    if (cx + w > right && cx > left) {
      cx = left;
      cy -= h + 2;
      right = x + T - INSET - 2;
    }
    w = Math.min(w, right - cx);
    // The die stands 2 pixels taller than its row.
    placed.push(chip.shape === 'die' ? { chip, x: cx, y: cy - 2, w, h: h + 2 } : { chip, x: cx, y: cy, w, h });
    cx += w + 2;
  }
  return { placed, top: placed.length ? Math.min(...placed.map((c) => c.y)) : null };
}

/** Draws a tile's alarm frame and chips; returns where the chips are. */
export function drawTileChips(g: G, s: BurgleView, l: Layout, labels: Labels, loc: number, active: number): PlacedChip[] {
  const t = s.tiles[loc];
  if (t.room === 'empty') return [];
  const n = l.size * l.size, T = l.tile;
  const [x, y] = cellXY(l, Math.floor(loc / n), loc % n);
  if (t.alarm) {
    g.strokeStyle = C.alarm;
    g.lineWidth = 4;
    g.strokeRect(x + INSET + 2, y + INSET + 2, T - 2 * INSET - 4, T - 2 * INSET - 4);
  }
  const chips = tileChips(s, labels, loc, active);
  if (!chips.length) return [];
  const h = chipH(T), big = T >= 90;
  const { placed } = placeChips(g, chips, x, y, T);
  for (const { chip, x: cx, y: cy, w } of placed) drawChip(g, chip, cx, cy, w, h, big ? 11 : 10);
  return placed;
}

/** One chip in a row `h` high (a die stands 2 pixels taller), its label in `px` (the legend draws its samples so). */
export function drawChip(g: G, chip: Chip, x: number, y: number, w: number, h: number, px: number): void {
  if (chip.shape === 'die') die(g, x, y, h + 2, chip.text);
  else if (chip.shape === 'triangle') warning(g, x, y, w, h);
  else {
    g.fillStyle = chip.bg;
    g.fillRect(x, y, w, h);
    g.strokeStyle = '#1b1b1f';
    g.lineWidth = 1;
    g.strokeRect(x + 0.5, y + 0.5, w - 1, h - 1);
    g.fillStyle = chip.fg;
    g.textAlign = 'center';
    g.font = font(px, true);
    g.fillText(chip.text, x + w / 2, y + h / 2 + 0.5, w - 2);
  }
  g.font = font(px, true);
}

/** A chip's natural width in a row `h` high, its label in `px`. */
export function chipWidth(g: G, chip: Chip, h: number, px: number): number {
  if (chip.shape === 'die') return h + 2;
  if (chip.shape === 'triangle') return h + 6;
  g.font = font(px, true);
  return Math.ceil(g.measureText(chip.text).width) + 6;
}

/** The guard's die at his destination, showing his speed. */
function die(g: G, x: number, y: number, d: number, text: string): void {
  g.fillStyle = '#1b1b1f';
  g.fillRect(x - 1, y - 1, d + 2, d + 2);
  g.fillStyle = C.guard;
  g.fillRect(x, y, d, d);
  g.strokeStyle = '#ffffff';
  g.lineWidth = 1.5;
  g.strokeRect(x + 0.75, y + 0.75, d - 1.5, d - 1.5);
  g.fillStyle = '#ffffff';
  g.font = font(d - 5, true);
  g.textAlign = 'center';
  g.fillText(text, x + d / 2, y + d / 2 + 0.5);
}

/** The alarm's warning triangle with an exclamation mark. */
function warning(g: G, x: number, y: number, w: number, h: number): void {
  g.beginPath();
  g.moveTo(x + w / 2, y - 2);
  g.lineTo(x + w, y + h);
  g.lineTo(x, y + h);
  g.closePath();
  g.strokeStyle = '#1b1b1f';
  g.lineWidth = 4;
  g.lineJoin = 'round';
  g.stroke();
  g.fillStyle = C.alarm;
  g.fill();
  g.strokeStyle = '#ffffff';
  g.lineWidth = 1.5;
  g.stroke();
  g.fillStyle = '#ffffff';
  g.font = font(11, true);
  g.textAlign = 'center';
  g.fillText('!', x + w / 2, y + h / 2 + 2);
}

