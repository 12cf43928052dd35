// Render bench: median draw + encode of a mid-game Art Robbery picture (5 players, raid 3) against the median bare
// PNG encode of a blank canvas of the same size, interleaved in the same run, and the picture's size in bytes.
import { createCanvas } from '@napi-rs/canvas';
import { registerFonts } from '../../../render/fonts.js';
import { playBotGame } from '../../../core/sim.js';
import { SPECTATOR } from '../../../core/types.js';
import { artRobbery } from '../index.js';
import type { ArtState } from '../engine/types.js';
import { heightOf, renderView, WIDTH } from './index.js';
import type { ArtView } from '../view.js';

type Line = { name: string; value: number; unit: string };

function median(xs: number[]): number {
  const a = [...xs].sort((x, y) => x - y);
  return a.length % 2 ? a[a.length >> 1] : (a[a.length / 2 - 1] + a[a.length / 2]) / 2;
}

/** A mid-game view: a bot game at 5 players stopped in raid 3 with tokens face up. */
export function sampleView(): ArtView {
  let picked: ArtState | null = null;
  playBotGame(artRobbery, {
    players: 5, seed: 12, check: false,
    onStep(state) {
      const s = state as ArtState;
      if (!picked && s.raid === 3 && s.centre.length <= 5) picked = s;
    },
  });
  return artRobbery.view(picked!, SPECTATOR);
}

export async function benchRender(): Promise<Line[]> {
  registerFonts();
  const view = sampleView();
  const blank = createCanvas(WIDTH, heightOf(view));
  let bytes = renderView(view, 'en').length;
  blank.encodeSync('png');
  const turn: number[] = [], floor: number[] = [];
  // Interleaved, so both see the same machine load.
  for (let i = 0; i < 21; i++) {
    let t = performance.now();
    bytes = renderView(view, 'en').length;
    turn.push(performance.now() - t);
    t = performance.now();
    blank.encodeSync('png');
    floor.push(performance.now() - t);
  }
  const a = median(turn), b = median(floor);
  return [
    { name: 'art-robbery.render.turn_image_ms', value: a, unit: 'ms' },
    { name: 'art-robbery.render.png_floor_ms', value: b, unit: 'ms' },
    { name: 'art-robbery.render.ratio', value: a / b, unit: 'x' },
    { name: 'art-robbery.render.png_bytes', value: bytes, unit: 'bytes' },
  ];
}
