// Render bench: a mid-game Art Robbery picture (5 players, raid 3) against a bare PNG encode of the same size, by the
// shared picture bench (src/render/bench.ts).
import { benchPicture, type BenchLine } from '../../../render/bench.js';
import { playBotGame } from '../../../core/sim.js';
import { SPECTATOR } from '../../../core/types.js';
import { artRobbery } from '../index.js';
import type { ArtState } from '../engine/types.js';
import { heightOf, renderView, WIDTH } from './index.js';
import type { ArtView } from '../view.js';

/** A mid-game view: a bot game at 5 players stopped in raid 3 with tokens face up. */
export function sampleView(): ArtView {
  let picked: ArtState | null = null;
  playBotGame(artRobbery, {
    players: 5, seed: 12, check: false,
    onStep(state) {
      const s = state as ArtState;
      if (!picked && s.raid === 3 && s.centre.length <= 5) picked = s;
    },
  });
  return artRobbery.view(picked!, SPECTATOR);
}

export async function benchRender(): Promise<BenchLine[]> {
  const view = sampleView();
  return benchPicture('art-robbery.render', () => renderView(view, 'en'), { width: WIDTH, height: heightOf(view) });
}
