// The picture's floors as parts a phone shows one at a time (the web page's floor tabs): each floor's title, guard
// line, labels and grid, in the picture's pixels. Only the layout (scenario, crew size) decides them, fixed for the
// whole game as the web page needs; the height is the picture's least (one legend row: a picture with more rows is
// taller below the floors, legend.ts); the floor shown first is the one the game is on.
import type { PictureParts } from '../../../core/module.js';
import type { GameState } from '../engine/types.js';
import { LABELS } from './labels.js';
import { HEADER_H, MARGIN, ROW_LABEL_W, layoutFor } from './layout.js';

/** Room on each side of a floor's grid (its walls are drawn over the edge). */
const PAD = 6;

/** The floor the game is on now: the player whose turn it is (or who took the last one), on the top floor once on the
 * roof, the first before anyone entered. */
function floorNow(s: Pick<GameState, 'size' | 'floorCount' | 'players'> & Partial<Pick<GameState, 'turn'>>): number {
  const p = s.turn ? s.players[s.turn.player] : undefined;
  if (!p) return 0;
  if (p.escaped) return s.floorCount - 1;
  return p.at === null ? 0 : Math.min(s.floorCount - 1, Math.floor(p.at / (s.size * s.size)));
}

export function floorParts(s: Pick<GameState, 'size' | 'floorCount' | 'players'> & Partial<Pick<GameState, 'turn'>>, lang: 'en' | 'ru'): PictureParts {
  const l = layoutFor(s);
  const top = MARGIN + HEADER_H - PAD;
  const bottom = l.gridY + l.size * l.tile + PAD;
  const parts = l.gridX.map((x, f) => {
    const left = Math.max(0, x - ROW_LABEL_W - PAD);
    return { name: LABELS[lang].floor(f + 1), x: left, y: top, w: x + l.size * l.tile + PAD - left, h: bottom - top };
  });
  return { width: l.width, height: l.height, parts, first: floorNow(s) };
}

