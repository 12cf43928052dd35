// Engine speed: random play with invariant checks off, on one core (legal-action listing and applying both count).
import { playRandomGame } from '../sim/random-play.js';

export async function benchEngine(): Promise<{ name: string; value: number; unit: string }[]> {
  // Warm up the JIT, then measure whole games until at least 2 s have passed.
  for (let i = 0; i < 20; i++) playRandomGame({ scenario: 'bank', crew: 2, seed: 900 + i });
  let actions = 0;
  let games = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < 2e9) {
    actions += playRandomGame({ scenario: games % 3 === 0 ? 'fortknox' : 'bank', crew: 1 + (games % 4), seed: games }).actions;
    games++;
    elapsed = Number(process.hrtime.bigint() - start);
  }
  return [{ name: 'engine.actions_per_sec', value: Math.round(actions / (elapsed / 1e9)), unit: '1/s' }];
}
