// Everything that moves, drawn over the cached static layer in this order: the header, the guards' routes
// (guard-walk.ts) with the room names put back on top, chips on tiles (the guard's die, alarms, hacks, dice, open,
// stalls, smoke, holes, items, downstairs), destinations, the pieces (pieces.ts), and the crew panel with the footer
// and its legend (legend.ts, legend-draw.ts).
import type { SKRSContext2D } from '@napi-rs/canvas';
import { cellName } from '../engine/board.js';
import { inForce } from '../engine/cards/effects/index.js';
import { safeCount } from '../engine/content/scenarios.js';
import type { BurgleView } from '../view.js';
import { font } from '../../../render/fonts.js';
import { drawTileChips, type PlacedChip } from './chips.js';
import { drawPlannedPath, drawWalkSteps, drawWalkTrails, guardSpeed } from './guard-walk.js';
import { cardName, type Labels } from './labels.js';
import type { LegendPlan } from './legend.js';
import { drawLegend } from './legend-draw.js';
import { cellXY, COL_LABEL_H, FLOOR_TITLE_H, FOOTER_H, HEADER_H, LEGEND_ROW_H, MARGIN, PLAYER_ROW_H, ROW_LABEL_W, type Layout } from './layout.js';
import { activeFloor, guardsWalkOn, turnEnding } from './marks.js';
import { diamond, drawPieces, pieceBox, piecesAt, playerPiece } from './pieces.js';
import type { StaticLayer } from './static-layer.js';
import { C, PLAYER_COLOURS } from './theme.js';
import { INSET } from './tile-zones.js';

type G = SKRSContext2D;

/** Short, distinct marks for players: the first letter; where that clashes, the first of each of two words ("Bot 1":
 * B1, "Mary Ann": MA), else two letters ("Bob": Bo), else letter and seat. Characters, not UTF-16 halves (an emoji
 * first stays whole). */
export function initials(names: string[]): string[] {
  const ways = names.map((name, i) => {
    const chars = Array.from(name.trim() || '?');
    const one = chars[0].toUpperCase();
    const words = name.trim().split(/\s+/).filter(Boolean).map((w) => Array.from(w)[0].toUpperCase());
    return [one, ...(words.length > 1 ? [words[0] + words[1]] : []), ...(chars.length > 1 ? [one + chars[1].toLowerCase()] : []), one + String(i + 1)];
  });
  // Each name takes its next way while its mark is another's too; the last (letter and seat) is where it stops. Of
  // names clashing, those with a way of their own left take it and a name with none keeps the mark: "b" beside the bots
  // stays B (letter and seat would make it B1, which reads as Bot 1).
  const at = ways.map(() => 0);
  const mark = (i: number) => ways[i][at[i]];
  for (let round = 0; round < 6; round++) {
    const clashing = ways.map((_, i) => i).filter((i) => at[i] < ways[i].length - 1 && ways.some((_, j) => j !== i && mark(j) === mark(i)));
    if (!clashing.length) break;
    const ownWay = (i: number) => at[i] + 1 < ways[i].length - 1;
    const moving = clashing.filter((i) => ownWay(i) || !clashing.some((j) => mark(j) === mark(i) && ownWay(j)));
    for (const i of moving) at[i]++;
  }
  return ways.map((_, i) => (ways.some((_, j) => j !== i && mark(j) === mark(i)) ? String(i + 1) : mark(i)));
}

export function drawTokens(g: G, s: BurgleView, l: Layout, labels: Labels, layer: StaticLayer, legend: LegendPlan): void {
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  const marks = initials(s.players.map((p) => p.name));
  const active = activeFloor(s); // called off: -1, no guard moves at any end of turn
  drawHeader(g, s, l, labels);
  for (let f = 0; f < l.floors; f++) drawGuardLine(g, s, l, labels, f, f === active);
  const routed = drawWalkTrails(g, s, l);
  for (let f = 0; f < l.floors; f++) {
    const steps = f === active ? guardSpeed(s, f, true).total : 0;
    for (const loc of drawPlannedPath(g, s, l, f, steps, f === active)) routed.add(loc);
  }
  // Routes pass under the room names: the names of the cells they cross are copied back from the static layer.
  for (const loc of routed) {
    const r = layer.names[loc];
    if (r) g.drawImage(layer.canvas, r.x, r.y, r.w, r.h, r.x, r.y, r.w, r.h);
  }
  drawWalkSteps(g, s, l);
  const chips: PlacedChip[][] = [];
  for (let loc = 0; loc < s.tiles.length; loc++) chips.push(drawTileChips(g, s, l, labels, loc, active));
  for (let f = 0; f < l.floors; f++) drawDestination(g, s, l, f);
  // Pieces last, so nothing hides them.
  for (let loc = 0; loc < s.tiles.length; loc++) {
    const here = piecesAt(s, loc);
    if (!here.length) continue;
    const t = s.tiles[loc];
    drawPieces(g, l, pieceBox(l, loc, layer.names[loc], chips[loc], t.revealed && t.combo !== null && t.combo > 0), here, marks);
  }
  drawPanel(g, s, l, labels, marks, legend);
}

/** The header's status never smaller than this (then the names are cut to fit). */
export const HEADER_MIN_PX = 12;
const HEADER_PX = 16;

/** A name cut to `n` characters (not UTF-16 halves), its end replaced by "…". */
function clip(name: string, n: number): string {
  const chars = Array.from(name);
  return chars.length <= n ? name : chars.slice(0, Math.max(1, n - 1)).join('').trimEnd() + '…';
}

/**
 * The header's status: the outcome, who chooses the entrance, or the turn, its actions left (none once the turn's
 * player ended them and the end of the turn asks) and the open question, who answers it and what it is about. Names
 * are cut to `cut` characters.
 */
export function headerStatus(s: BurgleView, labels: Labels, cut = Infinity): string {
  const name = (i: number) => clip(s.players[i]?.name ?? '?', cut);
  if (s.outcome === 'won') return labels.won;
  if (s.outcome === 'lost') return labels.lost;
  if (s.calledOff) return labels.calledOff;
  if (s.entrance === null) return labels.entrance(name(s.awaiting?.player ?? s.turn.player));
  let status = `${labels.turn(s.turn.number, name(s.turn.player))} · ${turnEnding(s) ? labels.turnEnding : labels.actionsLeft(s.turn.actionsLeft)}`;
  if (s.awaiting) {
    const what = labels.asks[s.awaiting.code] ?? labels.askedOther;
    status += ` · ${s.awaiting.player === s.turn.player ? labels.choosing(what) : labels.waiting(name(s.awaiting.player), what)}`;
  }
  return status;
}

/**
 * The status as it fits `width` pixels (measure: a text's width at a size): at the header's size, else smaller down to
 * HEADER_MIN_PX, else with the names cut ("…") at that size, as long as they keep a few letters.
 */
export function fitHeader(measure: (text: string, px: number) => number, s: BurgleView, labels: Labels, width: number): { text: string; px: number } {
  let text = headerStatus(s, labels);
  for (let px = HEADER_PX; px >= HEADER_MIN_PX; px--) if (measure(text, px) <= width) return { text, px };
  const longest = Math.max(0, ...s.players.map((p) => Array.from(p.name).length));
  for (let n = longest - 1; n >= 4; n--) {
    text = headerStatus(s, labels, n);
    if (measure(text, HEADER_MIN_PX) <= width) break;
  }
  return { text, px: HEADER_MIN_PX };
}

function drawHeader(g: G, s: BurgleView, l: Layout, labels: Labels): void {
  const y = MARGIN + HEADER_H / 2 - 2;
  g.textAlign = 'left';
  g.fillStyle = C.text;
  g.font = font(20, true);
  const title = labels.scenario[s.scenario] ?? s.scenario;
  g.fillText(title, MARGIN, y);
  let x = MARGIN + g.measureText(title).width + 18;
  const p = s.players[s.turn.player];
  if (p && s.outcome === 'playing' && !s.calledOff) {
    playerPiece(g, x + 11, y, 14, PLAYER_COLOURS[s.turn.player % 4], initials(s.players.map((q) => q.name))[s.turn.player], true);
    x += 28;
  }
  const measure = (text: string, px: number) => {
    g.font = font(px);
    return g.measureText(text).width;
  };
  const { text, px } = fitHeader(measure, s, labels, l.width - x - MARGIN);
  g.fillStyle = s.outcome === 'lost' ? C.alarm : s.outcome === 'won' ? C.cracked : C.text;
  g.textAlign = 'left';
  g.font = font(px);
  g.fillText(text, x, y, l.width - x - MARGIN);
}

function drawGuardLine(g: G, s: BurgleView, l: Layout, labels: Labels, f: number, active: boolean): void {
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
    text = `${labels.speed(sp.die, sp.alarms, sp.total)} · ${labels.patrolLeft(guard.patrolLeft)}`;
    // The card the Spotter saw and put back on top: the whole crew knows it.
    if (guard.patrolNext?.length) text += ` · ${labels.patrolNext(guard.patrolNext.map((c) => (c < 0 ? labels.lostVisualCard : cellName(s.size, c))).join(', '))}`;
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

/** The guard's destination: a dashed frame (his die, showing his speed, is the first chip on the tile). */
function drawDestination(g: G, s: BurgleView, l: Layout, f: number): void {
  const guard = s.guards[f];
  if (!guard || !guard.placed || guard.dest === null || !guardsWalkOn(s)) return;
  const [x, y] = cellXY(l, f, guard.dest - f * l.size * l.size);
  g.strokeStyle = C.guard;
  g.lineWidth = 3;
  g.setLineDash([7, 4]);
  g.strokeRect(x + INSET + 1.5, y + INSET + 1.5, l.tile - 2 * INSET - 3, l.tile - 2 * INSET - 3);
  g.setLineDash([]);
}

function drawPanel(g: G, s: BurgleView, l: Layout, labels: Labels, marks: string[], legend: LegendPlan): void {
  const x0 = MARGIN, w = l.width - 2 * MARGIN;
  let y = l.panelY;
  g.fillStyle = C.panel;
  g.fillRect(x0, y, w, s.players.length * PLAYER_ROW_H + FOOTER_H - 6 + (legend.rows - 1) * LEGEND_ROW_H);
  g.textAlign = 'left';
  s.players.forEach((p, i) => {
    const cy = y + PLAYER_ROW_H / 2;
    const isActive = i === s.turn.player && s.outcome === 'playing';
    playerPiece(g, x0 + 20, cy, 15, PLAYER_COLOURS[i % 4], marks[i], isActive);
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
    const tail = (p.escaped ? ` · ${labels.escaped}` : p.at === null ? ` · ${labels.outside}` : '') + (s.botPlayed?.includes(i) ? ` · ${labels.botPlays}` : '');
    // Tools and loot on the right half; the line before it is squeezed to end short of it.
    const rx = x0 + Math.max(300, Math.round(w * 0.36)), rw = x0 + w - rx - 8;
    g.fillText(`${labels.stealth(p.stealth)}${tail}`, sx + 2, cy + 9, Math.max(140, rx - sx - 12));
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
  // Footer: safes still closed, decks left, then patrol cards per floor and the legend (legend.ts).
  // Face-down safes are not known to be safes, so count the open ones, of every safe there is (Fort Knox: 3 on 2 floors).
  const closed = safeCount(s) - s.tiles.filter((t) => t.room === 'safe' && t.open).length;
  g.textAlign = 'left';
  g.font = font(13);
  g.fillStyle = C.text;
  let line = `${labels.safesLeft(closed)} · ${labels.piles(s.tools.left, s.loot.left, s.events.left)}`;
  // Only what works now: a suit worn in its wearer's turn is idle in the others' (rulings T4).
  const effects = s.effects.filter((e) => inForce(s, e));
  if (effects.length) {
    const names = effects.map((e) => `${cardName(labels, e.kind)} (${s.players[e.owner]?.name ?? '?'})`);
    line += ` · ${labels.effects}: ${names.join(', ')}`;
  }
  g.fillText(line, x0 + 10, y + 10, w - 20);
  drawLegend(g, legend, labels, x0 + 10, y + 28);
}
