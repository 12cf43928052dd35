// Render bench for Noir: Heist, like src/cli/bench-render.ts: median draw + encode of a mid-game picture against the
// median bare PNG encode of a blank canvas of the same size, in the same run, and the picture's size.
import { createCanvas } from '@napi-rs/canvas';
import { registerFonts } from '../../../render/fonts.js';
import { playBotGame } from '../../../core/sim.js';
import { SPECTATOR } from '../../../core/types.js';
import { noirHeist } from '../index.js';
import type { NoirState } from '../engine/types.js';
import { viewOf } from '../engine/view.js';
import { HEIGHT, renderView, WIDTH } from './index.js';

type Line = { name: string; value: number; unit: string };

function median(xs: number[]): number {
  const a = [...xs].sort((x, y) => x - y);
  return a.length % 2 ? a[a.length >> 1] : (a[a.length / 2 - 1] + a[a.length / 2]) / 2;
}

/** A mid-game state: half-way through a 6-player bot game. */
export function sampleState(): NoirState {
  const r = playBotGame(noirHeist, { players: 6, seed: 12, keepStates: true });
  const states = r.states as NoirState[];
  return states[Math.floor(states.length / 2)];
}

export async function benchRender(): Promise<Line[]> {
  registerFonts();
  const view = viewOf(sampleState(), SPECTATOR);
  const blank = createCanvas(WIDTH, HEIGHT);
  let bytes = renderView(view, 'en').length;
  blank.encodeSync('png');
  const turn: number[] = [], floor: number[] = [];
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
    { name: 'noir-heist.render.turn_image_ms', value: a, unit: 'ms' },
    { name: 'noir-heist.render.png_floor_ms', value: b, unit: 'ms' },
    { name: 'noir-heist.render.ratio', value: a / b, unit: 'x' },
    { name: 'noir-heist.render.png_bytes', value: bytes, unit: 'bytes' },
  ];
}
