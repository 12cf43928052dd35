// The picture's floors as parts a phone shows one at a time (the web page's floor tabs): each floor's title, guard
// line, labels and grid, in the picture's pixels. Only the layout (scenario, crew size) decides them.
import type { PictureParts } from '../../../core/module.js';
import type { GameState } from '../engine/types.js';
import { LABELS } from './labels.js';
import { HEADER_H, MARGIN, ROW_LABEL_W, layoutFor } from './layout.js';

/** Room on each side of a floor's grid (its walls are drawn over the edge). */
const PAD = 6;

export function floorParts(s: Pick<GameState, 'size' | 'floorCount' | 'players'>, lang: 'en' | 'ru'): PictureParts {
  const l = layoutFor(s);
  const top = MARGIN + HEADER_H - PAD;
  const bottom = l.gridY + l.size * l.tile + PAD;
  const parts = l.gridX.map((x, f) => {
    const left = Math.max(0, x - ROW_LABEL_W - PAD);
    return { name: LABELS[lang].floor(f + 1), x: left, y: top, w: x + l.size * l.tile + PAD - left, h: bottom - top };
  });
  return { width: l.width, height: l.height, parts };
}

