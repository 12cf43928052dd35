// Render bench (run by `npm run -s bench`): a mid-game Bank Job picture against a bare PNG encode of the same size,
// measured by the shared picture bench (src/render/bench.ts).
import { benchPicture, type BenchLine } from '../../../render/bench.js';
import { pictureLayout, renderBoard } from './index.js';
import { LABELS } from './labels.js';
import { sampleState } from './sample.js';
import { viewOf } from '../view.js';

export async function benchRender(): Promise<BenchLine[]> {
  const state = viewOf(sampleState('bank', 5, 12));
  return benchPicture('render', () => renderBoard(state), pictureLayout(state, LABELS.en).layout);
}
