// Render bench for Noir: Heist: a mid-game picture against a bare PNG encode of the same size, by the shared picture
// bench (src/render/bench.ts).
import { benchPicture, type BenchLine } from '../../../render/bench.js';
import { playBotGame } from '../../../core/sim.js';
import { SPECTATOR } from '../../../core/types.js';
import { noirHeist } from '../index.js';
import type { NoirState } from '../engine/types.js';
import { viewOf } from '../view.js';
import { HEIGHT, renderView, WIDTH } from './index.js';

/** A mid-game state: half-way through a 6-player bot game. */
export function sampleState(): NoirState {
  const r = playBotGame(noirHeist, { players: 6, seed: 12, keepStates: true });
  const states = r.states as NoirState[];
  return states[Math.floor(states.length / 2)];
}

export async function benchRender(): Promise<BenchLine[]> {
  const view = viewOf(sampleState(), SPECTATOR);
  return benchPicture('noir-heist.render', () => renderView(view, 'en'), { width: WIDTH, height: HEIGHT });
}
