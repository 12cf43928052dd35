// Our own PNG encoder for finished pictures. Skia's (canvas.encodeSync('png')) tries every row filter at zlib level 6,
// about 25 ms for a board; our pictures are flat colours and text, so no filter at level 3 gives a file as small in
// about a fifth of the time, and an opaque picture drops its alpha channel. Pixels come from getImageData, which the
// canvas spec defines as unpremultiplied, so a translucent picture is written faithfully as RGBA.
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

function isOpaque(rgba: Uint8ClampedArray): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

/** Scanlines with filter type 0 (none) before each row: RGB when every pixel is opaque, else RGBA. */
function scanlines(rgba: Uint8ClampedArray, width: number, height: number, channels: 3 | 4): Buffer {
  const stride = width * channels + 1;
  const rows = Buffer.allocUnsafe(stride * height);
  let o = 0;
  let s = 0;
  for (let y = 0; y < height; y++) {
    rows[o++] = 0;
    if (channels === 4) {
      rows.set(rgba.subarray(s, s + width * 4), o);
      o += width * 4;
      s += width * 4;
      continue;
    }
    for (let x = 0; x < width; x++) {
      rows[o++] = rgba[s];
      rows[o++] = rgba[s + 1];
      rows[o++] = rgba[s + 2];
      s += 4;
    }
  }
  return rows;
}

/** RGBA pixels (unpremultiplied, row by row) as a PNG file. */
export function encodePixels(rgba: Uint8ClampedArray, width: number, height: number): Buffer {
  if (rgba.length !== width * height * 4) throw new Error(`encodePixels: ${rgba.length} bytes is not ${width}×${height} RGBA`);
  const channels = isOpaque(rgba) ? 3 : 4;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = channels === 3 ? 2 : 6; // colour type: truecolour, or truecolour with alpha
  // [10..12] compression, filter method, interlace: all 0
  const idat = deflateSync(scanlines(rgba, width, height, channels), { level: LEVEL });
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** A finished canvas as PNG bytes. */
export function encodePng(canvas: Canvas): Buffer {
  const { width, height } = canvas;
  return encodePixels(canvas.getContext('2d').getImageData(0, 0, width, height).data, width, height);
}
