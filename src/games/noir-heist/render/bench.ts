// Render bench for Noir: Heist: a picture against a bare PNG encode of the same size, by the shared picture bench
// (src/render/bench.ts). The view comes from the game's bench (../bench.ts), which plays the game to it.
import { benchPicture, type BenchLine } from '../../../render/bench.js';
import type { NoirView } from '../view.js';
import { HEIGHT, renderView, WIDTH } from './index.js';

export async function benchRender(view: NoirView): Promise<BenchLine[]> {
  return benchPicture('noir-heist.render', () => renderView(view, 'en'), { width: WIDTH, height: HEIGHT });
}
