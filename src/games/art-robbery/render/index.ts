// The picture of a view (PNG): whose turn, the raid and its art kind, the draw and discard piles, the centre's tokens
// (value and alibi dots), each player's face-up tokens, hand size, banked count and the dog, and the results at the
// end. Drawn from the view alone, flat colours on one reused canvas, encoded once. Where a text's length depends on a
// name, its size and cut are decided as data first (header, resultTable, fitted), measured with the canvas.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { font, registerFonts } from '../../../render/fonts.js';
import { encodePng } from '../../../render/png.js';
import { translator } from '../../../core/text.js';
import type { Locale } from '../../../core/types.js';
import { dotsOf } from '../engine/tokens.js';
import { texts } from '../text/index.js';
import type { ArtView } from '../view.js';

const t = translator(texts);
/** Narrow enough to be shown whole in Discord on a computer (its pictures at most some 550 wide) and its small texts
 * readable on a phone (a 760-wide picture was shown some 360 wide there, its counts 7 pixels high). */
export const WIDTH = 560;
const RAID_COLOUR = ['#c8a96a', '#8fa3b3', '#b07a4f', '#8b68b0'];
const BG = '#1e2228', PANEL = '#2a3038', INK = '#eef0f2', DIM = '#9aa3ad', GOLD = '#f2c14e';

/** The header's three rows (title; whose turn; raid and piles), then the centre's panel and the players' rows. */
const ROW = { title: 24, status: 54, raid: 83 } as const;
const CENTRE_TOP = 102, PLAYERS_TOP = CENTRE_TOP + 76;
/** A player's row: the name from NAME_X, the face-up tokens centred from FACE_UP_X on, TOKEN_R in radius. */
export const NAME_X = 18, FACE_UP_X = 236, TOKEN_R = 15;
/** A raid's nine tokens in the centre, and a player's face-up ones (nine at most), each after the one before: the
 * last ends before the dog, drawn at DOG_X, DOG_R in radius. */
export const CENTRE_X = 108, CENTRE_STEP = 46, CENTRE_R = 21, FACE_UP_STEP = 32, DOG_X = WIDTH - 36, DOG_R = 13;
/** The widest a name in a player's row may be: up to the first face-up token, less a gap. */
export const NAME_WIDTH = FACE_UP_X - TOKEN_R - 8 - NAME_X;
/** The results table's columns (name, score, alibis, verdict) and the widest a name there may be. */
export const RESULT_COLUMNS = [18, 230, 320, 410] as const;
export const RESULT_NAME_WIDTH = RESULT_COLUMNS[1] - RESULT_COLUMNS[0] - 12;
/** The margin each side of the picture; the status line has a row of its own, all of the width inside them. */
export const MARGIN = 16;
export const STATUS_WIDTH = WIDTH - 2 * MARGIN;

export function heightOf(v: ArtView): number {
  return PLAYERS_TOP + v.players.length * 64 + (v.final ? 50 + v.players.length * 26 : 4);
}

type Measure = Pick<SKRSContext2D, 'font' | 'measureText'>;
/** A text as the picture draws it: where, at what size, how aligned (its baseline is the middle of the line). */
export interface Label { text: string; x: number; y: number; size: number; bold: boolean; align: 'left' | 'right'; colour: string }

/**
 * `line(part)` at the largest of `sizes` where it fits `width`; if none, at the smallest with `part` (a player's
 * name, a card's) cut with "…" until it fits. A name ran into the title, the tokens or the score column beside it.
 */
export function fitted(g: Measure, part: string, width: number, sizes: readonly number[], bold: boolean, line: (part: string) => string = (x) => x): { text: string; size: number } {
  const fits = (text: string, size: number) => {
    g.font = font(size, bold);
    return g.measureText(text).width <= width;
  };
  const full = line(part);
  for (const size of sizes) if (fits(full, size)) return { text: full, size };
  const size = sizes[sizes.length - 1];
  const letters = [...part];
  for (let n = letters.length - 1; n >= 1; n--) {
    const text = line(`${letters.slice(0, n).join('').trimEnd()}…`);
    if (fits(text, size)) return { text, size };
  }
  return { text: line(letters.length ? `${letters[0]}…` : ''), size };
}

/**
 * The header's texts: the title; whose turn (or who must answer, or the end) on a row of its own, the whole width,
 * shrunk and then the name cut to fit (it was drawn over the title); the raid, and the piles beside it in what is left.
 */
export function header(g: Measure, v: ArtView, lang: Locale): Label[] {
  const title: Label = { text: t(lang, 'game.title'), x: MARGIN, y: ROW.title, size: 24, bold: true, align: 'left', colour: INK };
  const [key, seat]: [string, number | null] = v.calledOff ? ['ui.called-off', null] : v.awaiting ? ['ui.waiting', v.awaiting.player] : v.turn !== null ? ['ui.turn', v.turn] : ['ui.results', null];
  const who = fitted(g, seat === null ? '' : v.names[seat] ?? '', STATUS_WIDTH, [20, 19, 18, 17, 16, 15], true, (player) => t(lang, key, { player }));
  const status: Label = { ...who, x: MARGIN, y: ROW.status, bold: true, align: 'left', colour: GOLD };
  const raid: Label = { text: t(lang, 'ui.raid', { raid: v.raid, art: t(lang, `art.${v.raid}`) }), x: MARGIN, y: ROW.raid, size: 20, bold: true, align: 'left', colour: RAID_COLOUR[v.raid - 1] };
  g.font = font(raid.size, raid.bold);
  const room = STATUS_WIDTH - g.measureText(raid.text).width - 24;
  const top = v.discard.length ? t(lang, `card.${v.discard[v.discard.length - 1]}`) : t(lang, 'ui.none');
  const piles = fitted(g, top, room, [18, 17, 16, 15], false, (card) => t(lang, 'ui.deck', { deck: v.deck, discard: v.discard.length, top: card }));
  return [title, status, raid, { ...piles, x: WIDTH - MARGIN, y: ROW.raid, bold: false, align: 'right', colour: DIM }];
}

/** The results table's texts: its heading, the columns' names, and a row a player, each name fitted to its column. */
export function resultTable(g: Measure, v: ArtView, lang: Locale): Label[] {
  if (!v.final) return [];
  const y0 = PLAYERS_TOP + v.players.length * 64 + 8;
  const cell = (text: string, column: number, y: number, colour: string, size = 17, bold = false): Label => ({ text, x: RESULT_COLUMNS[column], y, size, bold, align: 'left', colour });
  const out = [cell(t(lang, 'ui.results'), 0, y0 + 16, GOLD, 18, true), cell(t(lang, 'ui.score.short'), 1, y0 + 16, DIM), cell(t(lang, 'ui.alibis.short'), 2, y0 + 16, DIM)];
  v.players.forEach((p, i) => {
    const y = y0 + 42 + i * 26;
    const won = v.final!.winners.includes(i), caught = v.final!.arrested.includes(i);
    const colour = won ? GOLD : caught ? '#e07a6f' : INK;
    const name = fitted(g, p.name, RESULT_NAME_WIDTH, [17, 16, 15], false);
    out.push(cell(name.text, 0, y, colour, name.size), cell(String(v.final!.scores[i]), 1, y, colour), cell(String(v.final!.alibis[i]), 2, y, colour));
    const verdict = won ? t(lang, 'ui.winner') : caught ? t(lang, 'ui.arrested') : '';
    if (verdict) out.push(cell(verdict, 3, y, colour));
  });
  return out;
}

function draw(g: SKRSContext2D, l: Label): void {
  g.font = font(l.size, l.bold);
  g.fillStyle = l.colour;
  g.textAlign = l.align;
  g.fillText(l.text, l.x, l.y);
}

const canvases = new Map<string, Canvas>();
function canvasOf(w: number, h: number): Canvas {
  const key = `${w}x${h}`;
  let c = canvases.get(key);
  if (!c) canvases.set(key, (c = createCanvas(w, h)));
  return c;
}

/** A word written across a round token: bold, at `size` or smaller until it fits inside it (`DOG` ran past its edge). */
export function wordIn(g: SKRSContext2D, word: string, x: number, y: number, r: number, size: number): void {
  for (g.font = font(size, true); size > 7 && g.measureText(word).width > r * 1.7; ) g.font = font(--size, true);
  g.fillText(word, x, y);
}

function token(g: SKRSContext2D, x: number, y: number, r: number, tok: string, colour: string, lang: Locale): void {
  g.fillStyle = tok === 'boss' ? '#23252a' : colour;
  g.beginPath();
  g.arc(x, y, r, 0, Math.PI * 2);
  g.fill();
  g.strokeStyle = tok === 'boss' ? GOLD : '#00000055';
  g.lineWidth = 2;
  g.stroke();
  g.fillStyle = tok === 'boss' ? GOLD : '#15181c';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  if (tok === 'boss') {
    wordIn(g, t(lang, 'ui.token.boss'), x, y, r, Math.round(r * 0.55));
    return;
  }
  const dots = dotsOf(tok);
  g.font = font(Math.round(r * 1.0), true);
  g.fillText(tok[0], x, dots ? y - r * 0.2 : y);
  g.fillStyle = '#ffffff';
  for (let i = 0; i < dots; i++) {
    g.beginPath();
    g.arc(x + (i - (dots - 1) / 2) * r * 0.5, y + r * 0.55, r * 0.19, 0, Math.PI * 2);
    g.fill();
  }
}

function dog(g: SKRSContext2D, x: number, y: number, lang: Locale): void {
  g.fillStyle = GOLD;
  g.beginPath();
  g.arc(x, y, DOG_R, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#15181c';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  wordIn(g, t(lang, 'ui.token.dog'), x, y, DOG_R, 12);
}

function drawView(v: ArtView, lang: Locale): Canvas {
  registerFonts();
  const h = heightOf(v);
  const c = canvasOf(WIDTH, h);
  const g = c.getContext('2d');
  const colour = RAID_COLOUR[v.raid - 1];
  g.fillStyle = BG;
  g.fillRect(0, 0, WIDTH, h);
  g.textBaseline = 'middle';

  // Header: title, whose turn, raid and art kind with the piles.
  for (const l of header(g, v, lang)) draw(g, l);

  // The centre.
  const mid = CENTRE_TOP + 33;
  g.fillStyle = PANEL;
  g.fillRect(8, CENTRE_TOP, WIDTH - 16, 66);
  g.textAlign = 'left';
  g.fillStyle = DIM;
  g.font = font(17, true);
  g.fillText(t(lang, 'ui.centre'), 18, mid);
  v.centre.forEach((tok, i) => token(g, CENTRE_X + i * CENTRE_STEP, mid, CENTRE_R, tok, colour, lang));
  if (v.dog === 'centre') dog(g, DOG_X, mid, lang);

  // Players.
  v.players.forEach((p, i) => {
    const y = PLAYERS_TOP + i * 64;
    g.fillStyle = i === v.turn && !v.calledOff ? '#343c47' : PANEL;
    g.fillRect(8, y, WIDTH - 16, 58);
    const name = fitted(g, p.name, NAME_WIDTH, [20, 19, 18, 17, 16], true);
    draw(g, { ...name, x: NAME_X, y: y + 19, bold: true, align: 'left', colour: INK });
    g.fillStyle = DIM;
    g.font = font(17);
    const bot = v.botPlayed?.includes(i) ? ` · ${t(lang, 'ui.bot-plays')}` : '';
    g.fillText(`${t(lang, 'ui.hand.short')} ${p.handSize} · ${t(lang, 'ui.banked.short')} ${p.bankedCount}${bot}`, NAME_X, y + 42, NAME_WIDTH);
    p.faceUp.forEach((tok, k) => token(g, FACE_UP_X + k * FACE_UP_STEP, y + 29, TOKEN_R, tok, colour, lang));
    if (v.dog === i) dog(g, DOG_X, y + 29, lang);
  });

  // Results.
  for (const l of resultTable(g, v, lang)) draw(g, l);
  return c;
}

export function renderView(v: ArtView, lang: Locale): Buffer {
  return encodePng(drawView(v, lang));
}
