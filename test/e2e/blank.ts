// The one picture a bot sends when a test reads none (startHarness's `pictures: 'blank'`, the machines of
// takeover.test.ts): a real PNG of one transparent pixel, so each post that asks for a picture still carries one.
import { encodePixels } from '../../src/render/png.js';

export const BLANK_PICTURE = encodePixels(new Uint8ClampedArray(4), 1, 1);
