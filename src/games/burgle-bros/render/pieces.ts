// The pieces on a tile — the guard, the players, Raven's crow and the Persian Kitty — fanned out (tile-zones.ts
// fanOut) in the box between the room name and the chips, so none hides another. Drawn last, over everything else.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BurgleView } from '../view.js';
import { font } from '../../../render/fonts.js';
import { cellXY, type Layout } from './layout.js';
import { C, PLAYER_COLOURS } from './theme.js';
import { comboTop, fanOut, INSET, pieceSlot, type Rect } from './tile-zones.js';

type G = SKRSContext2D;

export type Piece =
  | { kind: 'guard'; floor: number }
  | { kind: 'player'; seat: number; active: boolean }
  | { kind: 'crow' }
  | { kind: 'kitty' };

/** What stands on a location, guard first. */
export function piecesAt(s: BurgleView, loc: number): Piece[] {
  const n = s.size * s.size, f = Math.floor(loc / n);
  const out: Piece[] = [];
  const guard = s.guards[f];
  if (guard && guard.placed && guard.at === loc) out.push({ kind: 'guard', floor: f });
  s.players.forEach((p, i) => {
    if (p.at === loc && !p.escaped) out.push({ kind: 'player', seat: i, active: i === s.turn.player && s.outcome === 'playing' && !s.calledOff });
  });
  if (s.crow === loc) out.push({ kind: 'crow' });
  if (s.kitty === loc) out.push({ kind: 'kitty' });
  return out;
}

export interface PieceRoom {
  box: Rect;
  /** Chips of upper rows standing up into the box. */
  obstacles: Rect[];
}

/**
 * Where the pieces of a cell may go: below its room name (`name`, null when none), above its bottom row of chips
 * and the combination disc, clear of any higher row of chips.
 */
export function pieceBox(l: Layout, loc: number, name: Rect | null, chips: Rect[], combo: boolean): PieceRoom {
  const n = l.size * l.size;
  const [x, y] = cellXY(l, Math.floor(loc / n), loc % n);
  const T = l.tile;
  const top = name ? name.y + name.h + 1 : y + INSET + 3;
  let bottom = y + T - INSET - 2;
  // The bottom row: chips within a die's height of the lowest one.
  const lowest = Math.max(-Infinity, ...chips.map((c) => c.y));
  const bottomRow = chips.filter((c) => c.y >= lowest - 2);
  if (bottomRow.length) bottom = Math.min(bottom, ...bottomRow.map((c) => c.y - 1));
  if (combo) bottom = Math.min(bottom, y + comboTop(T) - 1);
  const obstacles = chips.filter((c) => c.y < lowest - 2).map((c) => ({ x: c.x - 1, y: c.y - 1, w: c.w + 2, h: c.h + 2 }));
  return { box: { x: x + INSET + 2, y: top, w: T - 2 * INSET - 4, h: Math.max(0, bottom - top) }, obstacles };
}

export function drawPieces(g: G, l: Layout, room: PieceRoom, pieces: Piece[], marks: string[]): void {
  if (!pieces.length) return;
  const fan = fanOut(room.box, pieces.length, pieceSlot(l.tile), room.obstacles);
  pieces.forEach((p, i) => {
    const [cx, cy] = fan.centres[i];
    if (p.kind === 'guard') diamond(g, cx, cy, fan.r, C.guard, fan.r >= 11 ? `G${p.floor + 1}` : 'G');
    else if (p.kind === 'player') playerPiece(g, cx, cy, fan.r, PLAYER_COLOURS[p.seat % 4], marks[p.seat], p.active);
    else if (p.kind === 'crow') crow(g, cx, cy, fan.r);
    else kitty(g, cx, cy, fan.r);
  });
}

/** A player's piece in a place of radius r: a coloured disc with the initial; the active player's has a white ring. */
export function playerPiece(g: G, cx: number, cy: number, r: number, colour: string, mark: string, active: boolean): void {
  // The active player's ring fits inside the same place, so the piece is no bigger than the others.
  const ring = Math.max(1.5, Math.min(3.5, r * 0.22));
  const disc = r - 0.75 - (active ? ring : 0);
  if (active) {
    g.beginPath();
    g.arc(cx, cy, r - 0.75, 0, Math.PI * 2);
    g.fillStyle = C.active;
    g.fill();
    g.lineWidth = 1.5;
    g.strokeStyle = '#000000';
    g.stroke();
  }
  g.beginPath();
  g.arc(cx, cy, disc, 0, Math.PI * 2);
  g.fillStyle = colour;
  g.fill();
  g.lineWidth = disc >= 8 ? 2 : 1.25;
  g.strokeStyle = '#000000';
  g.stroke();
  g.fillStyle = '#000000';
  g.font = font(Math.max(7, Math.round(mark.length > 1 ? disc * 0.95 : disc * 1.25)), true);
  g.textAlign = 'center';
  g.fillText(mark, cx, cy + 0.5);
}

/** A guard: a diamond with his floor's mark. */
export function diamond(g: G, cx: number, cy: number, r: number, colour: string, mark: string): void {
  g.beginPath();
  g.moveTo(cx, cy - r);
  g.lineTo(cx + r, cy);
  g.lineTo(cx, cy + r);
  g.lineTo(cx - r, cy);
  g.closePath();
  g.fillStyle = colour;
  g.fill();
  g.lineWidth = r >= 10 ? 2 : 1.5;
  g.strokeStyle = '#ffffff';
  g.stroke();
  g.fillStyle = '#ffffff';
  g.font = font(Math.max(7, mark.length > 1 ? Math.round(r * 0.75) : Math.round(r * 1.1)), true);
  g.textAlign = 'center';
  g.fillText(mark, cx, cy + 0.5);
}

/** Raven's crow: a black disc with a white bird in flight. */
export function crow(g: G, cx: number, cy: number, r: number): void {
  const d = r - 1;
  g.beginPath();
  g.arc(cx, cy, d, 0, Math.PI * 2);
  g.fillStyle = C.crow;
  g.fill();
  g.lineWidth = 1.5;
  g.strokeStyle = '#ffffff';
  g.stroke();
  g.beginPath();
  g.moveTo(cx - d * 0.62, cy - d * 0.05);
  g.quadraticCurveTo(cx - d * 0.3, cy - d * 0.45, cx, cy + d * 0.2);
  g.quadraticCurveTo(cx + d * 0.3, cy - d * 0.45, cx + d * 0.62, cy - d * 0.05);
  g.lineWidth = Math.max(1.5, d * 0.18);
  g.stroke();
}

/** The Persian Kitty: an orange cat's head, ears up. */
export function kitty(g: G, cx: number, cy: number, r: number): void {
  const d = (r - 1) * 0.82, ey = cy + (r - 1) * 0.12;
  g.beginPath();
  g.moveTo(cx - d * 0.95, ey - d * 0.35);
  g.lineTo(cx - d * 0.75, ey - d * 1.3);
  g.lineTo(cx - d * 0.2, ey - d * 0.9);
  g.lineTo(cx + d * 0.2, ey - d * 0.9);
  g.lineTo(cx + d * 0.75, ey - d * 1.3);
  g.lineTo(cx + d * 0.95, ey - d * 0.35);
  g.arc(cx, ey, d, -0.35, Math.PI + 0.35, false);
  g.closePath();
  g.fillStyle = C.kitty;
  g.fill();
  g.lineWidth = 1.5;
  g.strokeStyle = '#1b1b1f';
  g.stroke();
  g.fillStyle = '#1b1b1f';
  for (const side of [-1, 1]) {
    g.beginPath();
    g.arc(cx + side * d * 0.38, ey - d * 0.1, Math.max(1, d * 0.13), 0, Math.PI * 2);
    g.fill();
  }
}
