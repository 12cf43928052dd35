// Art Robbery's figures for `npm run bench`: the picture's cost against a bare PNG encode (render/bench.ts), its
// largest private note (core/note-size.ts) and its bot's decision time (core/bot-bench.ts).
import { botBench } from '../../core/bot-bench.js';
import { noteBench } from '../../core/note-size.js';
import { playBotGame } from '../../core/sim.js';
import { SPECTATOR } from '../../core/types.js';
import type { ArtState } from './engine/types.js';
import { benchRender } from './render/bench.js';

/** The largest private note (options in one menu, choices at once, rows) over the bot games of its samples (GameSamples.notes). */
const benchNotesOf = async () => noteBench((await import('./index.js')).artRobbery)();
/** How long its bot takes to decide, per level (core/bot-bench.ts). */
const benchBotOf = async () => botBench((await import('./index.js')).artRobbery)();
/** The picture of a mid-game view: a bot game at 5 players stopped in raid 3 with tokens face up. */
const benchRenderOf = async () => {
  const { artRobbery } = await import('./index.js');
  let picked: ArtState | null = null;
  playBotGame(artRobbery, {
    players: 5, seed: 12, check: false,
    onStep(state) {
      const s = state as ArtState;
      if (!picked && s.raid === 3 && s.centre.length <= 5) picked = s;
    },
  });
  return benchRender(artRobbery.view(picked!, SPECTATOR));
};

export const benches = [benchNotesOf, benchBotOf, benchRenderOf];
