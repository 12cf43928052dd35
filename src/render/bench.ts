// The picture figure every game's `npm run bench` reports: the median draw + encode of one of its pictures against
// the median bare PNG encode of a blank canvas of the same size, interleaved so both see the same machine load, and
// the picture's size. A game's bench gives its name prefix, how to draw, and the picture's size.
import { createCanvas } from '@napi-rs/canvas';
import { registerFonts } from './fonts.js';

export type BenchLine = { name: string; value: number; unit: string };

export function median(xs: number[]): number {
  const a = [...xs].sort((x, y) => x - y);
  return a.length % 2 ? a[a.length >> 1] : (a[a.length / 2 - 1] + a[a.length / 2]) / 2;
}

/** A turn of the event loop, as between two pictures of the bot's drawing thread (render-worker.ts): the canvas's
 * native pixel buffers are freed by finalizers that run there. */
const turnOfTheLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function benchPicture(prefix: string, draw: () => Buffer, size: { width: number; height: number }, rounds = 21): Promise<BenchLine[]> {
  registerFonts();
  const blank = createCanvas(size.width, size.height);
  let bytes = draw().length;
  blank.encodeSync('png');
  const turn: number[] = [], floor: number[] = [];
  for (let i = 0; i < rounds; i++) {
    await turnOfTheLoop();
    let t = performance.now();
    bytes = draw().length;
    turn.push(performance.now() - t);
    t = performance.now();
    blank.encodeSync('png');
    floor.push(performance.now() - t);
  }
  const a = median(turn), b = median(floor);
  return [
    { name: `${prefix}.turn_image_ms`, value: a, unit: 'ms' },
    { name: `${prefix}.png_floor_ms`, value: b, unit: 'ms' },
    { name: `${prefix}.ratio`, value: a / b, unit: 'x' },
    { name: `${prefix}.png_bytes`, value: bytes, unit: 'bytes' },
  ];
}
