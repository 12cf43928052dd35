// Our own PNG encoder for finished pictures. Skia's (canvas.encodeSync('png')) tries every row filter at zlib level 6,
// about 20 ms for a board; our pictures are flat colours and text, so unfiltered RGBA rows (copied, not converted) at
// zlib level 3 give a file about as small in a fifth of the time. Pixels come from getImageData, which the canvas
// spec defines as unpremultiplied, so any picture, translucent or not, is written faithfully.
import { crc32, deflateSync } from 'node:zlib';
import type { Canvas } from '@napi-rs/canvas';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** zlib level: 3 measured smallest-for-its-time on our pictures (1–2 larger, 4+ much slower for a few KB). */
const LEVEL = 3;

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.allocUnsafe(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** The scanline buffer, kept between pictures: a fresh 2–3 MB buffer per picture kept the garbage collector busy. */
let rowsBuffer = Buffer.alloc(0);

/** Scanlines: each row of RGBA pixels as it is, after its filter-type byte 0 (none). Valid until the next call. */
function scanlines(rgba: Uint8ClampedArray, width: number, height: number): Buffer {
  const row = width * 4;
  const size = (row + 1) * height;
  if (rowsBuffer.length < size) rowsBuffer = Buffer.allocUnsafe(size);
  const rows = rowsBuffer.subarray(0, size);
  for (let y = 0; y < height; y++) {
    rows[y * (row + 1)] = 0;
    rows.set(rgba.subarray(y * row, (y + 1) * row), y * (row + 1) + 1);
  }
  return rows;
}

/** RGBA pixels (unpremultiplied, row by row) as a PNG file. */
export function encodePixels(rgba: Uint8ClampedArray, width: number, height: number): Buffer {
  if (rgba.length !== width * height * 4) throw new Error(`encodePixels: ${rgba.length} bytes is not ${width}×${height} RGBA`);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // colour type: truecolour with alpha
  // [10..12] compression, filter method, interlace: all 0
  const idat = deflateSync(scanlines(rgba, width, height), { level: LEVEL });
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** A finished canvas as PNG bytes. */
export function encodePng(canvas: Canvas): Buffer {
  const { width, height } = canvas;
  return encodePixels(canvas.getContext('2d').getImageData(0, 0, width, height).data, width, height);
}
