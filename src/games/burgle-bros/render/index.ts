// The floor picture: a game view (view.ts, never the full state) to PNG bytes. The static layer (static-layer.ts) is
// cached per board; tokens (tokens.ts: routes in guard-walk.ts, chips.ts, pieces.ts; tile-zones.ts says where in a
// tile each goes) are drawn over it on one reused canvas, then encoded once.
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { BurgleView } from '../view.js';
import { registerFonts } from '../../../render/fonts.js';
import { encodePng } from '../../../render/png.js';
import { LABELS, type Lang } from './labels.js';
import { pictureLayout } from './legend.js';
import { staticLayer } from './static-layer.js';
import { drawTokens } from './tokens.js';

export { registerFonts } from '../../../render/fonts.js';
export { layoutFor } from './layout.js';
export { pictureLayout } from './legend.js';

export interface RenderOptions {
  lang?: Lang;
}

const work = new Map<string, Canvas>();

/** Draws the picture onto a canvas (reused between calls of the same size) without encoding it. */
export function drawBoard(state: BurgleView, opts: RenderOptions = {}): Canvas {
  registerFonts();
  const lang: Lang = opts.lang === 'ru' ? 'ru' : 'en';
  const labels = LABELS[lang];
  const { layout: l, legend } = pictureLayout(state, labels);
  const base = staticLayer(state, l, labels, lang);
  const key = `${l.width}x${l.height}`;
  let canvas = work.get(key);
  if (!canvas) {
    canvas = createCanvas(l.width, l.height);
    work.set(key, canvas);
  }
  const g = canvas.getContext('2d');
  // Every picture starts from the context's default state (font, alignment, line width...), not from what the last
  // picture on this reused canvas left set: the same view always draws the same pixels.
  g.save();
  g.drawImage(base.canvas, 0, 0);
  drawTokens(g, state, l, labels, base, legend);
  g.restore();
  return canvas;
}

/** The picture of a view (view.ts) as PNG bytes. */
export function renderBoard(state: BurgleView, opts: { lang?: 'en' | 'ru' } = {}): Buffer {
  return encodePng(drawBoard(state, opts));
}
