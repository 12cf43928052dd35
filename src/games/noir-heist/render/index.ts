// The picture of a view (PNG): the 7×7 grid of suspects with uniformed officers, the stunned one and dead cards, the
// four quadrants and their vaults (tokens, robbed), an arrow on the last shifted line, whose turn, and at the end the
// full reveal. A seat's own picture highlights what it knows (the chief's: his case file on the cards, cleared ×,
// possible ?, certain ! with the thief); the spectator's never does. Drawn from the view alone.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { font, registerFonts } from '../../../render/fonts.js';
import { encodePng } from '../../../render/png.js';
import { lookup } from '../../../core/text.js';
import type { Locale } from '../../../core/types.js';
import { caseMarks } from '../case-file.js';
import { quadrantOf } from '../engine/grid.js';
import type { Vault } from '../engine/types.js';
import type { NoirView } from '../view.js';
import { texts } from '../text/index.js';
import { suspectName } from '../text/suspects.js';

export const CELL = 100;
const LEFT = 34, TOP = 86, BOTTOM = 96;
export const WIDTH = LEFT * 2 + CELL * 7;
export const HEIGHT = TOP + CELL * 7 + BOTTOM;

const QUAD: Record<Vault, string> = { NW: '#e8eef8', NE: '#f8ece4', SW: '#eaf5e6', SE: '#f5eaf5' };
const TOKEN = ['#d62828', '#1d70b8', '#2a9d3a', '#e9a400', '#7b3fb5', '#00897b'];

const t = (lang: Locale, key: string, p: Record<string, unknown> = {}) => lookup(texts, lang, key, p) ?? key;
/**
 * The thieves' token labels, distinct for similar names: a name's first three letters, or a bot's number ("Bot 3" →
 * "B3"); where two would read alike (alice, alicia) each gets its first two letters and its seat number ("al2", "al3"),
 * and the seat number alone if even that is taken.
 */
export function tokenLabels(names: readonly string[], seats: readonly number[]): Map<number, string> {
  const first = (n: string) => [...n.replace(/^(B)ot\s+(\d+)$|^(Б)от\s+(\d+)$/, '$1$2$3$4')].slice(0, 3).join('');
  const key = (x: string) => x.toLowerCase();
  const out = new Map<number, string>();
  const count = (label: string) => seats.filter((k) => key(first(names[k])) === key(label)).length;
  for (const k of seats) out.set(k, count(first(names[k])) > 1 ? `${[...names[k]].slice(0, 2).join('')}${k + 1}` : first(names[k]));
  for (const k of seats) {
    const mine = key(out.get(k)!);
    if (seats.some((j) => j !== k && key(out.get(j)!) === mine)) out.set(k, String(k + 1));
  }
  return out;
}
/** The widest the subtitle (whose turn) may be drawn: the picture less a margin each side. */
export const SUBTITLE_WIDTH = WIDTH - 24;
const SUBTITLE_SIZES = [17, 16, 15, 14, 13, 12];

/** A label drawn in one card's width: bold at the largest of `sizes` it fits at, else at the smallest with its end
 * shortened with "…" (a long player's name under their identity ran over the cards beside it). */
export function cardLabel(g: Pick<SKRSContext2D, 'font' | 'measureText'>, text: string, width = CELL - 10, sizes = [15, 14, 13, 12, 11]): { text: string; size: number } {
  const fits = (s: string, size: number) => {
    g.font = font(size, true);
    return g.measureText(s).width <= width;
  };
  for (const size of sizes) if (fits(text, size)) return { text, size };
  const size = sizes.at(-1)!;
  const letters = [...text];
  for (let n = letters.length - 1; n >= 1; n--) if (fits(`${letters.slice(0, n).join('')}…`, size)) return { text: `${letters.slice(0, n).join('')}…`, size };
  return { text: letters.length ? `${letters[0]}…` : '', size };
}

/**
 * The subtitle (whose turn, or the end) and the font size it is drawn at, measured to fit SUBTITLE_WIDTH: the largest
 * size it fits at; if none does, at the smallest, with the player's name shortened with "…" until it fits (a long
 * name in a long Russian line was clipped at both edges).
 */
export function subtitle(g: Pick<SKRSContext2D, 'font' | 'measureText'>, v: NoirView, lang: Locale): { text: string; size: number } {
  const seat = v.outcome || v.calledOff ? null : v.mimic ? v.mimic.seat : v.turn;
  const line = (who: string) => (v.outcome
    ? t(lang, v.outcome === 'thieves' ? 'end.thieves' : 'end.chief')
    : v.calledOff
      ? t(lang, 'ui.called-off')
      : v.mimic
        ? t(lang, 'turn.mimic', { who })
        : t(lang, v.turn === v.chief ? 'turn.chief' : 'turn.thief', { who, covert: v.covert, of: v.thieves.length }));
  const fits = (text: string, size: number) => {
    g.font = font(size);
    return g.measureText(text).width <= SUBTITLE_WIDTH;
  };
  const name = seat === null ? '' : v.names[seat] ?? '';
  const full = line(name);
  for (const size of SUBTITLE_SIZES) if (fits(full, size)) return { text: full, size };
  const size = SUBTITLE_SIZES.at(-1)!;
  const letters = [...name];
  for (let n = letters.length - 1; n >= 1; n--) {
    const text = line(`${letters.slice(0, n).join('')}…`);
    if (fits(text, size)) return { text, size };
  }
  return { text: line(letters.length ? `${letters[0]}…` : ''), size };
}

const xy = (i: number) => ({ x: LEFT + (i % 7) * CELL, y: TOP + Math.floor(i / 7) * CELL });

function arrow(g: SKRSContext2D, x1: number, y1: number, x2: number, y2: number): void {
  g.beginPath();
  g.moveTo(x1, y1);
  g.lineTo(x2, y2);
  g.stroke();
  const a = Math.atan2(y2 - y1, x2 - x1);
  g.beginPath();
  g.moveTo(x2, y2);
  g.lineTo(x2 - 12 * Math.cos(a - 0.5), y2 - 12 * Math.sin(a - 0.5));
  g.lineTo(x2 - 12 * Math.cos(a + 0.5), y2 - 12 * Math.sin(a + 0.5));
  g.closePath();
  g.fill();
}

export function renderView(v: NoirView, lang: Locale): Buffer {
  registerFonts();
  const c = createCanvas(WIDTH, HEIGHT);
  const g = c.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, WIDTH, HEIGHT);
  g.textAlign = 'center';
  g.textBaseline = 'middle';

  // Title and whose turn.
  g.fillStyle = '#1b1b1b';
  g.font = font(24, true);
  g.fillText(t(lang, 'game.title'), WIDTH / 2, 22);
  const names = v.names;
  const status = subtitle(g, v, lang);
  g.font = font(status.size);
  g.fillText(status.text, WIDTH / 2, 50);

  // Column letters and row numbers.
  g.font = font(15, true);
  g.fillStyle = '#555555';
  for (let k = 0; k < 7; k++) {
    g.fillText("ABCDEFG"[k], LEFT + k * CELL + CELL / 2, TOP - 12);
    g.fillText(String(k + 1), LEFT / 2, TOP + k * CELL + CELL / 2);
  }

  // Who each known identity belongs to (own, shown, or everyone at the end).
  const owner = new Map<string, string>();
  v.thieves.forEach((th, i) => {
    const id = v.reveal ? v.reveal.identities[i] : th.identity;
    if (id) owner.set(id, names[th.seat]);
  });
  const pc = v.reveal?.plainclothes ?? v.plainclothes;
  const mine = v.thieves.find((th) => th.seat === v.viewer)?.identity ?? null;
  // The chief's case file on his cards (none for anyone else, nor after the end).
  const marks = caseMarks(v);
  const thiefLabels = tokenLabels(names, v.thieves.map((th) => th.seat));

  for (let i = 0; i < 49; i++) {
    const { x, y } = xy(i);
    const n = v.grid[i];
    const q = quadrantOf(i);
    const dead = v.dead.includes(n), officer = v.officers.includes(n);
    g.fillStyle = dead ? '#3a3a3a' : officer ? '#2b4c7e' : q ? QUAD[q] : '#f4f4f4';
    g.fillRect(x + 2, y + 2, CELL - 4, CELL - 4);
    g.fillStyle = dead ? '#9a9a9a' : officer ? '#ffffff' : '#1b1b1b';
    // As large as fits the cell: Discord shows the picture at about half size.
    // The card's name in the reader's language (its id, the English name, for an English reader).
    const shown = suspectName(lang, n);
    let px = 25;
    g.font = font(px, true);
    while (px > 14 && g.measureText(shown).width > CELL - 10) g.font = font(--px, true);
    g.fillText(shown, x + CELL / 2, y + CELL / 2 - (owner.has(n) || n === pc ? 10 : 0));
    if (officer || dead) {
      g.font = font(12);
      g.fillText(dead ? '✝' : '★', x + CELL / 2, y + 16);
    }
    if (n === v.stunned) {
      g.strokeStyle = '#f2c200';
      g.lineWidth = 6;
      g.strokeRect(x + 5, y + 5, CELL - 10, CELL - 10);
      g.font = font(12, true);
      g.fillStyle = '#f2c200';
      g.fillText('zZ', x + CELL - 16, y + 16);
    }
    const mark = marks?.[i] ?? null;
    if (mark) {
      g.textAlign = 'left';
      g.font = font(18, true);
      if (mark.mark === 'cleared') {
        // Ruled out: the card dimmed, a cross in its corner.
        g.fillStyle = 'rgba(255,255,255,0.6)';
        g.fillRect(x + 2, y + 2, CELL - 4, CELL - 4);
        g.fillStyle = '#8a1c1c';
        g.fillText('×', x + 8, y + 16);
      } else {
        g.fillStyle = mark.mark === 'confirmed' ? '#d62828' : '#d97a00';
        g.fillText(mark.mark === 'confirmed' ? '!' : '?', x + 8, y + 16);
        if (mark.mark === 'confirmed') {
          // Certain: whose identity it is, under the name, and a red frame.
          g.textAlign = 'center';
          const who = mark.thieves.map((k) => names[k]).join(', ');
          let size = 15;
          g.font = font(size, true);
          while (size > 10 && g.measureText(who).width > CELL - 10) g.font = font(--size, true);
          g.fillText(who.length > 18 && g.measureText(who).width > CELL - 10 ? mark.thieves.map((k) => thiefLabels.get(k)).join(' ') : who, x + CELL / 2, y + CELL - 14);
          g.strokeStyle = '#d62828';
          g.lineWidth = 3;
          g.strokeRect(x + 3, y + 3, CELL - 6, CELL - 6);
        }
      }
      g.textAlign = 'center';
    }
    if (owner.has(n) || n === pc) {
      const label = cardLabel(g, n === pc ? t(lang, 'render.plainclothes') : owner.get(n)!);
      g.font = font(label.size, true);
      g.fillStyle = n === pc ? '#7b3fb5' : '#0b7a35';
      g.fillText(label.text, x + CELL / 2, y + CELL / 2 + 16);
      g.strokeStyle = n === pc ? '#7b3fb5' : n === mine ? '#0b7a35' : '#5cb85c';
      g.lineWidth = n === mine ? 5 : 3;
      g.strokeRect(x + 3, y + 3, CELL - 6, CELL - 6);
    }
  }

  // Quadrant borders and vaults in the corners.
  g.strokeStyle = '#333333';
  g.lineWidth = 2;
  const corners: Record<Vault, number> = { NW: 0, NE: 4, SW: 28, SE: 32 };
  for (const z of ['NW', 'NE', 'SW', 'SE'] as Vault[]) {
    const { x, y } = xy(corners[z]);
    g.strokeRect(x, y, CELL * 3, CELL * 3);
  }

  // The last shift: an arrow beside the moved line.
  if (v.lastShift) {
    const m = v.lastShift;
    g.strokeStyle = g.fillStyle = '#d62828';
    g.lineWidth = 4;
    if (m.line === 'row') {
      const y = TOP + m.index * CELL + CELL / 2;
      const [a, b] = m.dir === 'east' ? [LEFT + 40, LEFT + 7 * CELL - 40] : [LEFT + 7 * CELL - 40, LEFT + 40];
      g.globalAlpha = 0.55;
      arrow(g, a, y + 30, b, y + 30);
    } else {
      const x = LEFT + m.index * CELL + CELL / 2;
      const [a, b] = m.dir === 'south' ? [TOP + 40, TOP + 7 * CELL - 40] : [TOP + 7 * CELL - 40, TOP + 40];
      g.globalAlpha = 0.55;
      arrow(g, x + 30, a, x + 30, b);
    }
    g.globalAlpha = 1;
  }

  // Vault panel: tokens per vault, or robbed.
  const y0 = TOP + 7 * CELL + 14;
  g.font = font(16, true);
  (['NW', 'NE', 'SW', 'SE'] as Vault[]).forEach((z, k) => {
    const x = LEFT + k * (7 * CELL) / 4;
    g.fillStyle = QUAD[z];
    g.fillRect(x + 4, y0, (7 * CELL) / 4 - 8, 70);
    g.fillStyle = '#1b1b1b';
    g.textAlign = 'left';
    g.fillText(t(lang, `vault.${z}`), x + 12, y0 + 16);
    if (v.robbed.includes(z)) {
      g.fillStyle = '#d62828';
      g.fillText(t(lang, 'render.robbed'), x + 12, y0 + 46);
    } else {
      let k2 = 0;
      const labels = tokenLabels(names, v.thieves.map((th) => th.seat));
      v.thieves.forEach((th, ti) => {
        for (const tok of th.tokens) {
          if (tok !== z) continue;
          g.fillStyle = TOKEN[ti % TOKEN.length];
          g.beginPath();
          g.arc(x + 22 + k2 * 40, y0 + 46, 13, 0, Math.PI * 2);
          g.fill();
          g.fillStyle = '#ffffff';
          g.font = font(11, true);
          g.textAlign = 'center';
          g.fillText(labels.get(th.seat)!, x + 22 + k2 * 40, y0 + 46);
          g.font = font(16, true);
          g.textAlign = 'left';
          k2++;
        }
      });
    }
    g.textAlign = 'center';
  });
  return encodePng(c);
}
