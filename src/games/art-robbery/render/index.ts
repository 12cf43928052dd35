// The picture of a view (PNG): the raid and its art kind, the centre's tokens (value and alibi dots), each player's
// face-up tokens, hand size, banked count and the dog, the draw and discard piles, whose turn, and the results at the
// end. Drawn from the view alone, flat colours on one reused canvas, encoded once.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { font, registerFonts } from '../../../render/fonts.js';
import { encodePng } from '../../../render/png.js';
import { translator } from '../../../core/text.js';
import type { Locale } from '../../../core/types.js';
import { dotsOf } from '../engine/tokens.js';
import { texts } from '../text/index.js';
import type { ArtView } from '../view.js';

const t = translator(texts);
export const WIDTH = 760;
const RAID_COLOUR = ['#c8a96a', '#8fa3b3', '#b07a4f', '#8b68b0'];
const BG = '#1e2228', PANEL = '#2a3038', INK = '#eef0f2', DIM = '#9aa3ad', GOLD = '#f2c14e';

export function heightOf(v: ArtView): number {
  return 150 + v.players.length * 64 + (v.final ? 50 + v.players.length * 26 : 4);
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
  g.arc(x, y, 13, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#15181c';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  wordIn(g, t(lang, 'ui.token.dog'), x, y, 13, 12);
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

  // Header: title, raid and art kind, whose turn.
  g.textAlign = 'left';
  g.fillStyle = INK;
  g.font = font(24, true);
  g.fillText(t(lang, 'game.title'), 16, 24);
  g.fillStyle = colour;
  g.font = font(20, true);
  g.fillText(t(lang, 'ui.raid', { raid: v.raid, art: t(lang, `art.${v.raid}`) }), 16, 54);
  g.textAlign = 'right';
  g.fillStyle = GOLD;
  const who = v.calledOff ? t(lang, 'ui.called-off') : v.awaiting ? t(lang, 'ui.waiting', { player: v.names[v.awaiting.player] }) : v.turn !== null ? t(lang, 'ui.turn', { player: v.names[v.turn] }) : t(lang, 'ui.results');
  g.fillText(who, WIDTH - 16, 24);
  g.fillStyle = DIM;
  g.font = font(18);
  const top = v.discard.length ? t(lang, `card.${v.discard[v.discard.length - 1]}`) : '—';
  g.fillText(`${t(lang, 'ui.deck.short')} ${v.deck} · ${t(lang, 'ui.discard.short')} ${v.discard.length} (${top})`, WIDTH - 16, 54);

  // The centre.
  g.fillStyle = PANEL;
  g.fillRect(8, 74, WIDTH - 16, 66);
  g.textAlign = 'left';
  g.fillStyle = DIM;
  g.font = font(17, true);
  g.fillText(t(lang, 'ui.centre'), 18, 107);
  v.centre.forEach((tok, i) => token(g, 130 + i * 58, 107, 25, tok, colour, lang));
  if (v.dog === 'centre') dog(g, WIDTH - 36, 107, lang);

  // Players.
  v.players.forEach((p, i) => {
    const y = 150 + i * 64;
    g.fillStyle = i === v.turn && !v.calledOff ? '#343c47' : PANEL;
    g.fillRect(8, y, WIDTH - 16, 58);
    g.textAlign = 'left';
    g.fillStyle = INK;
    g.font = font(20, true);
    g.fillText(p.name.length > 16 ? p.name.slice(0, 15) + '…' : p.name, 18, y + 19);
    g.fillStyle = DIM;
    g.font = font(17);
    const bot = v.botPlayed?.includes(i) ? ` · ${t(lang, 'ui.bot-plays')}` : '';
    g.fillText(`${t(lang, 'ui.hand.short')} ${p.handSize} · ${t(lang, 'ui.banked.short')} ${p.bankedCount}${bot}`, 18, y + 42, 196);
    p.faceUp.forEach((tok, k) => token(g, 240 + k * 46, y + 29, 20, tok, colour, lang));
    if (v.dog === i) dog(g, WIDTH - 36, y + 29, lang);
  });

  // Results.
  if (v.final) {
    const y0 = 150 + v.players.length * 64 + 8;
    g.fillStyle = GOLD;
    g.font = font(18, true);
    g.textAlign = 'left';
    g.fillText(t(lang, 'ui.results'), 18, y0 + 16);
    g.font = font(17);
    g.fillStyle = DIM;
    const cols = [18, 260, 380, 500];
    [t(lang, 'ui.score.short'), t(lang, 'ui.alibis.short')].forEach((x, k) => g.fillText(x, cols[k + 1], y0 + 16));
    v.players.forEach((p, i) => {
      const y = y0 + 42 + i * 26;
      const won = v.final!.winners.includes(i), caught = v.final!.arrested.includes(i);
      g.fillStyle = won ? GOLD : caught ? '#e07a6f' : INK;
      g.fillText(p.name, cols[0], y);
      g.fillText(String(v.final!.scores[i]), cols[1], y);
      g.fillText(String(v.final!.alibis[i]), cols[2], y);
      g.fillText(won ? t(lang, 'ui.winner') : caught ? t(lang, 'ui.arrested') : '', cols[3], y);
    });
  }
  return c;
}

export function renderView(v: ArtView, lang: Locale): Buffer {
  return encodePng(drawView(v, lang));
}
