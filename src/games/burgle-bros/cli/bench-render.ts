// Render bench (run by `npm run -s bench`): median draw + encode of a mid-game Bank Job picture against the median
// bare PNG encode of a blank canvas of the same size, measured in the same run, and the picture's size.
import { createCanvas } from '@napi-rs/canvas';
import { layoutFor, registerFonts, renderBoard } from '../render/index.js';
import { sampleState } from '../render/sample.js';

type Line = { name: string; value: number; unit: string };

function median(xs: number[]): number {
  const a = [...xs].sort((x, y) => x - y);
  return a.length % 2 ? a[a.length >> 1] : (a[a.length / 2 - 1] + a[a.length / 2]) / 2;
}

export async function benchRender(): Promise<Line[]> {
  registerFonts();
  const state = sampleState('bank', 5, 12);
  const l = layoutFor(state);
  const blank = createCanvas(l.width, l.height);
  let bytes = renderBoard(state).length;
  blank.encodeSync('png');
  const turn: number[] = [], floor: number[] = [];
  // Interleaved, so both see the same machine load.
  for (let i = 0; i < 21; i++) {
    let t = performance.now();
    bytes = renderBoard(state).length;
    turn.push(performance.now() - t);
    t = performance.now();
    blank.encodeSync('png');
    floor.push(performance.now() - t);
  }
  const a = median(turn), b = median(floor);
  return [
    { name: 'render.turn_image_ms', value: a, unit: 'ms' },
    { name: 'render.png_floor_ms', value: b, unit: 'ms' },
    { name: 'render.ratio', value: a / b, unit: 'x' },
    { name: 'render.png_bytes', value: bytes, unit: 'bytes' },
  ];
}
