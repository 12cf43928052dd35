// A drawing thread frees each picture's read-back pixels right after the picture (src/render/free-pixels.ts), so the
// next readback reuses warm memory instead of touching fresh pages.
import { createCanvas } from '@napi-rs/canvas';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { freeLastPicture } from '../../src/render/free-pixels.js';

describe('freeing a picture\'s pixels', () => {
  it('returns a read-back pixel buffer nothing holds any more, and leaves no `gc` behind in this context', async () => {
    const hadGc = 'gc' in globalThis;
    const size = 1000 * 1000 * 4;
    const canvas = createCanvas(1000, 1000);
    const g = canvas.getContext('2d');
    g.fillStyle = '#345';
    g.fillRect(0, 0, 1000, 1000);
    const before = process.memoryUsage().external;
    (() => {
      expect(g.getImageData(0, 0, 1000, 1000).data.length).toBe(size);
    })();
    const held = process.memoryUsage().external;
    expect(held - before).toBeGreaterThanOrEqual(size);
    // The pixels are native memory behind a JavaScript buffer: the collection after the picture finds the buffer
    // dead, the next one returns its memory (the drawing thread collects after every picture).
    let now = held;
    for (let round = 0; round < 5 && now > held - size / 2; round++) {
      freeLastPicture();
      await nextTurn();
      now = process.memoryUsage().external;
    }
    expect(held - now).toBeGreaterThanOrEqual(size * 0.9);
    expect('gc' in globalThis).toBe(hadGc);
  });

  it('can be called again and again', () => {
    for (let i = 0; i < 3; i++) expect(() => freeLastPicture()).not.toThrow();
  });
});
