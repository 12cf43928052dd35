// Render bench: an Art Robbery picture against a bare PNG encode of the same size, by the shared picture bench
// (src/render/bench.ts). The view comes from the game's bench (../bench.ts), which plays the game to it.
import { benchPicture, type BenchLine } from '../../../render/bench.js';
import { heightOf, renderView, WIDTH } from './index.js';
import type { ArtView } from '../view.js';

export async function benchRender(view: ArtView): Promise<BenchLine[]> {
  return benchPicture('art-robbery.render', () => renderView(view, 'en'), { width: WIDTH, height: heightOf(view) });
}
