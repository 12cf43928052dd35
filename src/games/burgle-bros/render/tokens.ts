// Everything that moves, drawn over the cached static layer: guards and their destinations, the active floor's guard
// path, players, tokens on tiles (alarms, hacks, dice, open, stalls, smoke, holes, items, crow, kitty, downstairs),
// the header and the crew panel.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { guardPath } from '../engine/guard-path.js';
import type { GameState } from '../engine/types.js';
import { font } from '../../../render/fonts.js';
import { cardName, type Labels } from './labels.js';
import { cellXY, COL_LABEL_H, FLOOR_TITLE_H, FOOTER_H, HEADER_H, MARGIN, PLAYER_ROW_H, ROW_LABEL_W, type Layout } from './layout.js';
import { INSET } from './static-layer.js';
import { C, PLAYER_COLOURS } from './theme.js';

type G = SKRSContext2D;

/** Short, distinct marks for players: the first letter, two letters when that clashes, else letter and seat. */
export function initials(names: string[]): string[] {
  const clean = names.map((n) => n.trim() || '?');
  const one = clean.map((n) => n[0].toUpperCase());
  const two = clean.map((n, i) => (n.length > 1 ? n[0].toUpperCase() + n[1].toLowerCase() : one[i] + String(i + 1)));
  const unique = (xs: string[], i: number) => xs.filter((x) => x === xs[i]).length === 1;
  const marks = clean.map((_, i) => (unique(one, i) ? one[i] : two[i]));
  return marks.map((m, i) => (marks.filter((x) => x === m).length === 1 ? m : one[i] + String(i + 1)));
}

function alarmsOn(s: GameState, f: number): number {
  const n = s.size * s.size;
  let k = 0;
  for (let i = f * n; i < f * n + n; i++) if (s.tiles[i].alarm) k++;
  return k;
}

/** The floor whose guard moves when the current turn ends: the active player's floor (floor 1 before entering). */
export function activeFloor(s: GameState): number {
  const p = s.players[s.turn.player];
  return p && p.at !== null ? Math.floor(p.at / (s.size * s.size)) : 0;
}

export function drawTokens(g: G, s: GameState, l: Layout, labels: Labels): void {
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  const marks = initials(s.players.map((p) => p.name));
  const active = activeFloor(s);
  drawHeader(g, s, l, labels);
  for (let f = 0; f < l.floors; f++) drawGuardLine(g, s, l, labels, f, f === active);
  for (let f = 0; f < l.floors; f++) drawPath(g, s, l, f, f === active);
  const n = l.size * l.size;
  for (let loc = 0; loc < s.tiles.length; loc++) drawTileTokens(g, s, l, labels, Math.floor(loc / n), loc % n, loc);
  for (let f = 0; f < l.floors; f++) drawDestination(g, s, l, f, f === active);
  // Pieces last, so nothing hides them.
  for (let loc = 0; loc < s.tiles.length; loc++) drawPieces(g, s, l, Math.floor(loc / n), loc % n, loc, marks);
  drawPanel(g, s, l, labels, marks);
}

function drawHeader(g: G, s: GameState, l: Layout, labels: Labels): void {
  const y = MARGIN + HEADER_H / 2 - 2;
  g.textAlign = 'left';
  g.fillStyle = C.text;
  g.font = font(20, true);
  const title = labels.scenario[s.scenario] ?? s.scenario;
  g.fillText(title, MARGIN, y);
  let x = MARGIN + g.measureText(title).width + 18;
  g.font = font(16);
  const p = s.players[s.turn.player];
  let status: string;
  if (s.outcome === 'won') status = labels.won;
  else if (s.outcome === 'lost') status = labels.lost;
  else {
    status = `${labels.turn(s.turn.number, p ? p.name : '?')} · ${labels.actionsLeft(s.turn.actionsLeft)}`;
    if (s.awaiting) status += ` · ${labels.waiting(s.players[s.awaiting.player]?.name ?? '?')}`;
  }
  if (p && s.outcome === 'playing') {
    chipPiece(g, x + 11, y, 10, PLAYER_COLOURS[s.turn.player % 4], initials(s.players.map((q) => q.name))[s.turn.player], true);
    x += 28;
  }
  g.fillStyle = s.outcome === 'lost' ? C.alarm : s.outcome === 'won' ? C.cracked : C.text;
  g.textAlign = 'left';
  g.font = font(16);
  g.fillText(status, x, y, l.width - x - MARGIN);
}

function guardSpeed(s: GameState, f: number, active: boolean): { die: number; alarms: number; total: number } {
  const die = s.guards[f].die, alarms = alarmsOn(s, f);
  return { die, alarms, total: Math.max(0, die + alarms + (active ? s.turn.guardSpeedBonus : 0)) };
}

function drawGuardLine(g: G, s: GameState, l: Layout, labels: Labels, f: number, active: boolean): void {
  const guard = s.guards[f];
  if (!guard) return;
  const x = l.gridX[f] - ROW_LABEL_W, y = l.gridY - COL_LABEL_H - FLOOR_TITLE_H + 30;
  const w = l.size * l.tile + ROW_LABEL_W;
  g.textAlign = 'left';
  let text: string;
  if (!guard.placed) text = labels.guardNotYet;
  else if (guard.at === null) text = labels.guardOff;
  else {
    const sp = guardSpeed(s, f, active);
    text = `${labels.speed(sp.die, sp.alarms, sp.total)} · ${labels.patrolLeft(guard.deck.length)}`;
  }
  diamond(g, x + 8, y, 8, C.guard, `${f + 1}`);
  g.fillStyle = active ? C.text : C.dim;
  g.font = font(12, active);
  g.textAlign = 'left';
  g.fillText(text, x + 20, y, w - 20);
  // The floor title line also names the active floor's guard as the one about to move.
  if (active && s.outcome === 'playing') {
    g.font = font(12, true);
    g.fillStyle = C.guard;
    g.textAlign = 'right';
    g.fillText('▶ ' + labels.movesNext, x + w, y - 19);
  }
}

function centre(l: Layout, f: number, cell: number): [number, number] {
  const [x, y] = cellXY(l, f, cell);
  return [x + l.tile / 2, y + l.tile / 2];
}

/** The guard's walk to his destination: solid for the steps he takes at the end of this turn, dashed after. */
function drawPath(g: G, s: GameState, l: Layout, f: number, active: boolean): void {
  const guard = s.guards[f];
  if (!guard || !guard.placed || guard.at === null || guard.dest === null) return;
  const n = l.size * l.size;
  let path: number[];
  try {
    path = guardPath(l.size, s.walls.slice(f * n, f * n + n), guard.at - f * n, guard.dest - f * n);
  } catch {
    return;
  }
  if (path.length < 2) return;
  const steps = active ? guardSpeed(s, f, true).total : 0;
  const pts = path.map((c) => centre(l, f, c));
  g.lineJoin = 'round';
  g.lineCap = 'round';
  g.strokeStyle = active ? C.guard : 'rgba(213,94,0,0.55)';
  // Dashed rest of the way.
  g.lineWidth = active ? 3 : 2;
  g.setLineDash([6, 6]);
  g.beginPath();
  g.moveTo(pts[Math.min(steps, pts.length - 1)][0], pts[Math.min(steps, pts.length - 1)][1]);
  for (let i = Math.min(steps, pts.length - 1) + 1; i < pts.length; i++) g.lineTo(pts[i][0], pts[i][1]);
  g.stroke();
  g.setLineDash([]);
  if (steps > 0) {
    g.lineWidth = 6;
    g.beginPath();
    g.moveTo(pts[0][0], pts[0][1]);
    for (let i = 1; i <= Math.min(steps, pts.length - 1); i++) g.lineTo(pts[i][0], pts[i][1]);
    g.stroke();
  }
  // Arrowheads at each step's middle, pointing the way he walks.
  g.fillStyle = g.strokeStyle;
  for (let i = 1; i < pts.length; i++) {
    const [ax, ay] = pts[i - 1], [bx, by] = pts[i];
    const mx = (ax + bx) / 2, my = (ay + by) / 2, a = Math.atan2(by - ay, bx - ax);
    const r = i <= steps ? 9 : 6;
    g.beginPath();
    g.moveTo(mx + Math.cos(a) * r, my + Math.sin(a) * r);
    g.lineTo(mx + Math.cos(a + 2.5) * r, my + Math.sin(a + 2.5) * r);
    g.lineTo(mx + Math.cos(a - 2.5) * r, my + Math.sin(a - 2.5) * r);
    g.closePath();
    g.fill();
  }
  g.lineCap = 'butt';
}

/** The guard's destination: a dashed frame and his die (showing his speed) on the tile's top-left corner. */
function drawDestination(g: G, s: GameState, l: Layout, f: number, active: boolean): void {
  const guard = s.guards[f];
  if (!guard || !guard.placed || guard.dest === null) return;
  const cell = guard.dest - f * l.size * l.size;
  const [x, y] = cellXY(l, f, cell);
  g.strokeStyle = C.guard;
  g.lineWidth = 3;
  g.setLineDash([7, 4]);
  g.strokeRect(x + INSET + 1.5, y + INSET + 1.5, l.tile - 2 * INSET - 3, l.tile - 2 * INSET - 3);
  g.setLineDash([]);
  const sp = guardSpeed(s, f, active).total;
  const d = l.tile >= 90 ? 20 : 18, dx = x - 2, dy = y - 2;
  g.fillStyle = C.guard;
  g.fillRect(dx, dy, d, d);
  g.strokeStyle = '#ffffff';
  g.lineWidth = 1.5;
  g.strokeRect(dx, dy, d, d);
  g.fillStyle = '#ffffff';
  g.font = font(d - 5, true);
  g.textAlign = 'center';
  g.fillText(String(sp), dx + d / 2, dy + d / 2 + 0.5);
}

interface Chip {
  text: string;
  bg: string;
  fg: string;
  /** Draw a round chip instead of a rounded box. */
  round?: boolean;
}

function drawTileTokens(g: G, s: GameState, l: Layout, labels: Labels, f: number, cell: number, loc: number): void {
  const t = s.tiles[loc];
  if (t.room === 'empty') return;
  const [x, y] = cellXY(l, f, cell);
  const T = l.tile;
  if (t.alarm) {
    // A thick frame and a warning triangle on the top-right corner.
    g.strokeStyle = C.alarm;
    g.lineWidth = 4;
    g.strokeRect(x + INSET + 2, y + INSET + 2, T - 2 * INSET - 4, T - 2 * INSET - 4);
    const cx = x + T - 7, cy = y + 6;
    g.beginPath();
    g.moveTo(cx, cy - 10);
    g.lineTo(cx + 11, cy + 9);
    g.lineTo(cx - 11, cy + 9);
    g.closePath();
    g.fillStyle = C.alarm;
    g.fill();
    g.strokeStyle = '#ffffff';
    g.lineWidth = 1.5;
    g.stroke();
    g.fillStyle = '#ffffff';
    g.font = font(13, true);
    g.textAlign = 'center';
    g.fillText('!', cx, cy + 3);
  }
  const chips: Chip[] = [];
  if (t.downstairs) chips.push({ text: '▼', bg: '#1b1b1f', fg: '#ffffff' });
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
  if (s.crow === loc) chips.push({ text: labels.chip.crow, bg: C.crow, fg: '#ffffff' });
  if (s.kitty === loc) chips.push({ text: labels.chip.kitty, bg: C.kitty, fg: '#1b1b1f' });
  for (const item of t.items) chips.push({ text: cardName(labels, item), bg: C.item, fg: '#1b1b1f' });
  if (!chips.length) return;
  // Chips flow left to right from the bottom-left corner (the combination number keeps the bottom-right), upwards.
  const big = T >= 90;
  g.font = font(big ? 11 : 10, true);
  const h = big ? 15 : 13, pad = 3, left = x + INSET + 2;
  let cx = left, cy = y + T - INSET - 2 - h, right = x + T - INSET - (big ? 25 : 21);
  for (const chip of chips) {
    let w = Math.min(T - 2 * INSET - 4, Math.ceil(g.measureText(chip.text).width) + 2 * pad);
    if (cx + w > right && cx > left) {
      cx = left;
      cy -= h + 2;
      right = x + T - INSET - 2;
    }
    w = Math.min(w, right - cx);
    g.fillStyle = chip.bg;
    g.fillRect(cx, cy, w, h);
    g.strokeStyle = '#1b1b1f';
    g.lineWidth = 1;
    g.strokeRect(cx + 0.5, cy + 0.5, w - 1, h - 1);
    g.fillStyle = chip.fg;
    g.textAlign = 'center';
    g.fillText(chip.text, cx + w / 2, cy + h / 2 + 0.5, w - 2);
    cx += w + 2;
  }
}

function drawPieces(g: G, s: GameState, l: Layout, f: number, cell: number, loc: number, marks: string[]): void {
  const guard = s.guards[f];
  const hasGuard = !!guard && guard.placed && guard.at === loc;
  const here: number[] = [];
  s.players.forEach((p, i) => {
    if (p.at === loc && !p.escaped) here.push(i);
  });
  if (!hasGuard && !here.length) return;
  const [x, y] = cellXY(l, f, cell);
  const T = l.tile, cy = y + T / 2 + 3;
  const count = here.length + (hasGuard ? 1 : 0);
  const k = T / 80;
  const step = Math.min(25 * k, (T - 2 * INSET - 24 * k) / Math.max(1, count - 1));
  let cx = x + T / 2 - (step * (count - 1)) / 2;
  if (hasGuard) {
    diamond(g, cx, cy, Math.round(14 * k), C.guard, `G${f + 1}`);
    cx += step;
  }
  for (const i of here) {
    chipPiece(g, cx, cy, Math.round(11 * k), PLAYER_COLOURS[i % 4], marks[i], i === s.turn.player && s.outcome === 'playing');
    cx += step;
  }
}

/** A player's piece: a coloured disc with the initial; the active player gets a white ring. */
function chipPiece(g: G, cx: number, cy: number, r: number, colour: string, mark: string, active: boolean): void {
  if (active) {
    g.beginPath();
    g.arc(cx, cy, r + 4, 0, Math.PI * 2);
    g.fillStyle = C.active;
    g.fill();
    g.lineWidth = 1.5;
    g.strokeStyle = '#000000';
    g.stroke();
  }
  g.beginPath();
  g.arc(cx, cy, r, 0, Math.PI * 2);
  g.fillStyle = colour;
  g.fill();
  g.lineWidth = 2;
  g.strokeStyle = '#000000';
  g.stroke();
  g.fillStyle = '#000000';
  g.font = font(mark.length > 1 ? Math.round(r * 0.95) : Math.round(r * 1.25), true);
  g.textAlign = 'center';
  g.fillText(mark, cx, cy + 0.5);
}

/** A guard: a diamond with his floor's mark. */
function diamond(g: G, cx: number, cy: number, r: number, colour: string, mark: string): void {
  g.beginPath();
  g.moveTo(cx, cy - r);
  g.lineTo(cx + r, cy);
  g.lineTo(cx, cy + r);
  g.lineTo(cx - r, cy);
  g.closePath();
  g.fillStyle = colour;
  g.fill();
  g.lineWidth = 2;
  g.strokeStyle = '#ffffff';
  g.stroke();
  g.fillStyle = '#ffffff';
  g.font = font(mark.length > 1 ? Math.round(r * 0.75) : Math.round(r * 1.1), true);
  g.textAlign = 'center';
  g.fillText(mark, cx, cy + 0.5);
}

function drawPanel(g: G, s: GameState, l: Layout, labels: Labels, marks: string[]): void {
  const x0 = MARGIN, w = l.width - 2 * MARGIN;
  let y = l.panelY;
  g.fillStyle = C.panel;
  g.fillRect(x0, y, w, s.players.length * PLAYER_ROW_H + FOOTER_H - 6);
  g.textAlign = 'left';
  s.players.forEach((p, i) => {
    const cy = y + PLAYER_ROW_H / 2;
    const isActive = i === s.turn.player && s.outcome === 'playing';
    chipPiece(g, x0 + 20, cy, 11, PLAYER_COLOURS[i % 4], marks[i], isActive);
    let x = x0 + 42;
    g.textAlign = 'left';
    g.fillStyle = C.text;
    g.font = font(15, true);
    g.fillText(p.name, x, cy - 8, 150);
    x += Math.min(150, g.measureText(p.name).width) + 8;
    g.font = font(13);
    g.fillStyle = C.dim;
    const who = cardName(labels, p.character) + (labels.sides[p.side] ?? '');
    g.fillText(who, x, cy - 8, 160);
    // Stealth: filled pips for tokens left (at least three places shown), with the number for colour-blind players.
    let sx = x0 + 42;
    const pips = Math.max(3, p.stealth);
    for (let k = 0; k < pips; k++) {
      g.beginPath();
      g.arc(sx + 5, cy + 9, 5, 0, Math.PI * 2);
      if (k < p.stealth) {
        g.fillStyle = C.text;
        g.fill();
      } else {
        g.strokeStyle = C.dim;
        g.lineWidth = 1.5;
        g.stroke();
      }
      sx += 13;
    }
    g.fillStyle = C.dim;
    g.font = font(12);
    const tail = p.escaped ? ` · ${labels.escaped}` : p.at === null ? ` · ${labels.outside}` : '';
    g.fillText(`${p.stealth} ${labels.stealth}${tail}`, sx + 2, cy + 9, 140);
    // Tools and loot on the right half.
    const rx = x0 + Math.max(300, Math.round(w * 0.36)), rw = x0 + w - rx - 8;
    const tools = p.tools.length ? p.tools.map((id) => cardName(labels, id)).join(', ') : labels.none;
    const lootList = [...p.loot.map((id) => cardName(labels, id))];
    if (p.heldAlarms) lootList.push(`${p.heldAlarms}×▲!`);
    const loot = lootList.length ? lootList.join(', ') : labels.none;
    g.font = font(13, true);
    g.fillStyle = C.dim;
    g.fillText(labels.tools + ':', rx, cy - 8);
    g.fillText(labels.loot + ':', rx, cy + 9);
    const lw = Math.max(g.measureText(labels.tools + ':').width, g.measureText(labels.loot + ':').width) + 6;
    g.font = font(13);
    g.fillStyle = C.text;
    g.fillText(tools + (p.laptop ? ` · ${labels.chip.hack}${p.laptop}` : ''), rx + lw, cy - 8, rw - lw);
    g.fillText(loot, rx + lw, cy + 9, rw - lw);
    y += PLAYER_ROW_H;
  });
  // Footer: safes still closed, decks left, patrol cards per floor.
  // One safe per floor; face-down safes are not known to be safes, so count the open ones.
  const closed = s.floorCount - s.tiles.filter((t) => t.room === 'safe' && t.open).length;
  g.textAlign = 'left';
  const patrol = s.guards.map((gd, f) => `${labels.floor(f + 1)}: ${gd.deck.length}`).join(', ');
  g.font = font(13);
  g.fillStyle = C.text;
  let line = `${labels.safesLeft(closed)} · ${labels.piles(s.tools.deck.length, s.loot.deck.length, s.events.deck.length)}`;
  if (s.effects.length) {
    const names = s.effects.map((e) => `${cardName(labels, e.kind)} (${s.players[e.owner]?.name ?? '?'})`);
    line += ` · ${labels.effects}: ${names.join(', ')}`;
  }
  g.fillText(line, x0 + 10, y + 10, w - 20);
  g.fillStyle = C.dim;
  g.font = font(12);
  g.fillText(`${labels.patrolPerFloor}: ${patrol}   ·   ${labels.legend.join('  ')}`, x0 + 10, y + 28, w - 20);
}
