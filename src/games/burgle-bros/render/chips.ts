// Chips along the bottom of a tile: the guard's die at his destination, the alarm's warning triangle (with the
// alarm's frame), and tokens and cards lying there (hack, dice, open, stalls, smoke, holes, crowbar, items, ▼).
// pieces.ts keeps the pieces above them; tile-zones.ts has the sizes.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BurgleView } from '../view.js';
import { font } from '../../../render/fonts.js';
import { guardSpeed } from './guard-walk.js';
import { cardName, type Labels } from './labels.js';
import { cellXY, type Layout } from './layout.js';
import { C } from './theme.js';
import { chipH, INSET, type Rect } from './tile-zones.js';

type G = SKRSContext2D;

export interface Chip {
  text: string;
  bg: string;
  fg: string;
  /** A die (a square) or a warning triangle instead of a label box. */
  shape?: 'die' | 'triangle';
}

/** The chips of a tile, in their order: the guard's die, the alarm, then the tokens and cards lying there. */
export function tileChips(s: BurgleView, labels: Labels, loc: number, active: number): Chip[] {
  const t = s.tiles[loc];
  if (t.room === 'empty') return [];
  const f = Math.floor(loc / (s.size * s.size));
  const chips: Chip[] = [];
  const guard = s.guards[f];
  if (guard && guard.placed && guard.dest === loc) {
    chips.push({ text: String(guardSpeed(s, f, f === active).total), bg: C.guard, fg: '#ffffff', shape: 'die' });
  }
  // The alarm's warning triangle (with its frame, drawTileChips): never colour alone.
  if (t.alarm) chips.push({ text: '!', bg: C.alarm, fg: '#ffffff', shape: 'triangle' });
  // The entrance carries the Downstairs token (setup-begin.ts) but leads outside, not down: marked as the entrance.
  if (t.downstairs) chips.push({ text: loc === s.entrance ? labels.chip.entrance : '▼', bg: '#1b1b1f', fg: '#ffffff' });
  if (t.hack > 0) chips.push({ text: `${labels.chip.hack}${t.hack}`, bg: C.hack, fg: '#ffffff' });
  if (t.dice > 0) chips.push({ text: labels.chip.dice(t.dice), bg: C.dice, fg: '#ffffff' });
  if (t.open) chips.push({ text: labels.chip.open, bg: C.open, fg: '#ffffff' });
  if (t.room === 'lavatory' && t.revealed && t.stalls > 0) chips.push({ text: labels.chip.stalls(t.stalls), bg: '#ffffff', fg: '#1b1b1f' });
  if (t.smoke > 0) chips.push({ text: labels.chip.smoke(t.smoke), bg: C.smoke, fg: '#ffffff' });
  if (t.thermal !== null) {
    const other = Math.floor(t.thermal / (s.size * s.size)) + 1;
    chips.push({ text: `◎${other > f + 1 ? '↑' : '↓'}${other}`, bg: C.hole, fg: '#ffffff' });
  }
  if (t.disabled) chips.push({ text: labels.chip.off, bg: '#1b1b1f', fg: '#ffffff' });
  for (const item of t.items) chips.push({ text: cardName(labels, item), bg: C.item, fg: '#1b1b1f' });
  return chips;
}

export interface PlacedChip extends Rect {
  chip: Chip;
}

/**
 * Where a tile's chips go: left to right from the bottom-left corner (the combination keeps the bottom-right), then
 * upwards. `top` is the highest pixel they use (null without chips). `g` only measures the texts.
 */
export function placeChips(g: G, chips: Chip[], x: number, y: number, T: number): { placed: PlacedChip[]; top: number | null } {
  const big = T >= 90;
  g.font = font(big ? 11 : 10, true);
  const h = chipH(T), pad = 3, left = x + INSET + 2, bottomRow = y + T - INSET - 2 - h;
  let cx = left, cy = bottomRow, right = x + T - INSET - (big ? 25 : 21);
  const placed: PlacedChip[] = [];
  for (const chip of chips) {
    const natural = chip.shape === 'die' ? h + 2 : chip.shape === 'triangle' ? h + 6 : Math.ceil(g.measureText(chip.text).width) + 2 * pad;
    let w = Math.min(T - 2 * INSET - 4, natural);
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
  for (const { chip, x: cx, y: cy, w } of placed) {
    if (chip.shape === 'die') die(g, cx, cy, h + 2, chip.text);
    else if (chip.shape === 'triangle') warning(g, cx, cy, w, h);
    else {
      g.fillStyle = chip.bg;
      g.fillRect(cx, cy, w, h);
      g.strokeStyle = '#1b1b1f';
      g.lineWidth = 1;
      g.strokeRect(cx + 0.5, cy + 0.5, w - 1, h - 1);
      g.fillStyle = chip.fg;
      g.textAlign = 'center';
      g.fillText(chip.text, cx + w / 2, cy + h / 2 + 0.5, w - 2);
    }
    g.font = font(big ? 11 : 10, true);
  }
  return placed;
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

