// Engine speed: random play with invariant checks off, on one core (legal-action listing and applying both count).
// The engine's steady speed, as in a bot that has been running: the same mix of games is played for 2 s first, since
// V8 compiles the hot paths of every scenario and crew size only after a second or so (the first second runs at a third
// of the speed), then whole games are measured for at least 2 s.
import { playRandomGame } from '../sim/random-play.js';

const game = (n: number) => playRandomGame({ scenario: n % 3 === 0 ? 'fortknox' : 'bank', crew: 1 + (n % 4), seed: n }).actions;

function playFor(ms: number, firstSeed: number): { actions: number; ns: number } {
  let actions = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  for (let n = firstSeed; elapsed < ms * 1e6; n++) {
    actions += game(n);
    elapsed = Number(process.hrtime.bigint() - start);
  }
  return { actions, ns: elapsed };
}

export async function benchEngine(): Promise<{ name: string; value: number; unit: string }[]> {
  playFor(2000, 1_000_000);
  const { actions, ns } = playFor(2000, 0);
  return [{ name: 'engine.actions_per_sec', value: Math.round(actions / (ns / 1e9)), unit: '1/s' }];
}
