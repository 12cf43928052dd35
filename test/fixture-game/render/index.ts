// The picture of a Lockbox view (PNG): each seat's dialled cards and total, the combination, whose turn or who won,
// and — in a seat's own picture — its hand. Drawn from the view alone with the bundled font, encoded by encodePng.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { translator } from '../../../src/core/text.js';
import type { Locale } from '../../../src/core/types.js';
import { font, registerFonts } from '../../../src/render/fonts.js';
import { encodePng } from '../../../src/render/png.js';
import { texts } from '../text/index.js';
import type { LockboxView } from '../view.js';

const t = translator(texts);
const W = 480, ROW = 44, CARD_W = 34;
const BG = '#1d2126', INK = '#eef0f2', DIM = '#9aa3ad', GOLD = '#e8b949', SILVER = '#b9c3cc';

function card(g: SKRSContext2D, x: number, y: number, code: string): void {
  g.fillStyle = code.startsWith('g') ? GOLD : SILVER;
  g.fillRect(x, y, CARD_W - 4, ROW - 12);
  g.fillStyle = BG;
  g.font = font(16, true);
  g.fillText(code.slice(1), x + 10, y + 22);
}

export function renderView(v: LockboxView, lang: Locale): Buffer {
  registerFonts();
  const rows = v.names.length + (v.hand ? 1 : 0);
  const c = createCanvas(W, 70 + rows * ROW);
  const g = c.getContext('2d');
  g.fillStyle = BG;
  g.fillRect(0, 0, c.width, c.height);
  g.fillStyle = INK;
  g.font = font(18, true);
  g.fillText(`${t(lang, 'game.title')} · ${v.combination}`, 14, 28);
  g.font = font(14);
  g.fillStyle = DIM;
  const names = (seats: number[]) => seats.map((k) => v.names[k]).join(', ');
  g.fillText(v.winners ? t(lang, 'ui.picture.won', { players: names(v.winners) }) : t(lang, 'ui.picture.turn', { player: v.names[v.turn] }), 14, 52);
  v.names.forEach((name, k) => {
    const y = 64 + k * ROW;
    g.fillStyle = k === v.turn && !v.winners ? GOLD : INK;
    g.font = font(14, k === v.turn);
    g.fillText(`${name.slice(0, 14)} (${v.totals[k]})`, 14, y + 22);
    v.played.filter((p) => p.seat === k).forEach((p, i) => card(g, 170 + i * CARD_W, y + 4, p.card));
  });
  if (v.hand) {
    const y = 64 + v.names.length * ROW;
    g.fillStyle = INK;
    g.font = font(14, true);
    g.fillText(t(lang, 'ui.picture.hand'), 14, y + 22);
    v.hand.forEach((code, i) => card(g, 170 + i * CARD_W, y + 4, code));
  }
  return encodePng(c);
}
