// Noir: Heist's figures for `npm run bench`: the picture's cost against a bare PNG encode (render/bench.ts), its
// largest private note (core/note-size.ts) and its bot's decision time (core/bot-bench.ts).
import { botBench } from '../../core/bot-bench.js';
import { noteBench } from '../../core/note-size.js';
import { playBotGame } from '../../core/sim.js';
import { SPECTATOR } from '../../core/types.js';
import type { NoirState } from './engine/types.js';
import { benchRender } from './render/bench.js';

/** The largest private note (options in one menu, choices at once, rows) over the bot games of its samples (GameSamples.notes). */
const benchNotesOf = async () => noteBench((await import('./index.js')).noirHeist)();
/** How long its bot takes to decide, per level (core/bot-bench.ts). */
const benchBotOf = async () => botBench((await import('./index.js')).noirHeist)();
/** The picture of a mid-game state: half-way through a 6-player bot game. */
const benchRenderOf = async () => {
  const { noirHeist } = await import('./index.js');
  const states = playBotGame(noirHeist, { players: 6, seed: 12, keepStates: true }).states as NoirState[];
  return benchRender(noirHeist.view(states[Math.floor(states.length / 2)], SPECTATOR));
};

export const benches = [benchNotesOf, benchBotOf, benchRenderOf];
