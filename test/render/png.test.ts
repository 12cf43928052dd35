// Our PNG encoder (src/render/png.ts): every byte it writes must decode back to the canvas's own pixels, opaque or not.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePixels, encodePng } from '../../src/render/png.js';
import { drawBoard } from '../../src/games/burgle-bros/render/index.js';
import { sampleState } from '../../src/games/burgle-bros/render/sample.js';
import { viewOf } from '../../src/games/burgle-bros/view.js';

type Chunk = { type: string; data: Buffer };

/** Splits a PNG into chunks, checking the signature and every CRC on the way. */
function chunks(png: Buffer): Chunk[] {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const out: Chunk[] = [];
  for (let at = 8; at < png.length; ) {
    const len = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    expect(png.readUInt32BE(at + 8 + len), `CRC of ${type}`).toBe(crc32(png.subarray(at + 4, at + 8 + len)));
    out.push({ type, data: png.subarray(at + 8, at + 8 + len) });
    at += 12 + len;
  }
  return out;
}

describe('PNG encoder', () => {
  it('writes IHDR, IDAT and IEND with valid CRCs: RGBA rows, unfiltered', () => {
    const c = createCanvas(7, 3);
    const g = c.getContext('2d');
    g.fillStyle = '#123456';
    g.fillRect(0, 0, 7, 3);
    const parts = chunks(encodePng(c));
    expect(parts.map((p) => p.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = parts[0].data;
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]]).toEqual([7, 3, 8, 6]);
    const rows = inflateSync(parts[1].data);
    expect(rows.length).toBe(3 * (7 * 4 + 1));
    expect([...rows.subarray(0, 5)]).toEqual([0, 0x12, 0x34, 0x56, 0xff]);
    expect(rows[7 * 4 + 1]).toBe(0);
  });

  it('keeps the alpha channel, unpremultiplied, when a pixel is translucent', () => {
    const rgba = new Uint8ClampedArray([10, 20, 30, 255, 200, 100, 50, 128]);
    const parts = chunks(encodePixels(rgba, 2, 1));
    expect(parts[0].data[9]).toBe(6);
    expect([...inflateSync(parts[1].data)]).toEqual([0, ...rgba]);
  });

  it('refuses pixels that do not match the size', () => {
    expect(() => encodePixels(new Uint8ClampedArray(12), 2, 2)).toThrow(/2×2/);
  });

  it('a board picture decodes to exactly the pixels that were drawn', async () => {
    const canvas = drawBoard(viewOf(sampleState('bank', 5, 12)));
    const { width, height } = canvas;
    const drawn = Buffer.from(canvas.getContext('2d').getImageData(0, 0, width, height).data);
    const img = await loadImage(encodePng(canvas));
    const back = createCanvas(width, height);
    back.getContext('2d').drawImage(img, 0, 0);
    expect([img.width, img.height]).toEqual([width, height]);
    expect(Buffer.from(back.getContext('2d').getImageData(0, 0, width, height).data).equals(drawn)).toBe(true);
  });
});
