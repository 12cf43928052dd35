// The easy Art Robbery bot: short-sighted. It sees only what a play takes now (points plus one per alibi dot, the
// Boss token only beside a face-up 4 or 5), with a loose hand (noise on every option, now and then any legal play);
// it keeps no card for later, never counts alibis against the others, and knows nothing of the end (docs/bots.md).
import type { BotInput } from '../../../core/module.js';
import type { Action } from '../../../core/types.js';
import type { ArtView } from '../view.js';
import { gainOf, immediateGain } from './greedy.js';

/** How loosely it plays: a random bonus up to NOISE on every option, and any legal play one time in WILD. */
const NOISE = 3, WILD = 4;

export function easyMove({ view, seat, legal, rng }: BotInput<ArtView>): Action {
  if (legal.length <= 1 || legal[0].verb === 'discard') return legal[0];
  if (legal[0].verb === 'give') {
    const aw = view.awaiting;
    const keep = aw?.kind === 'give' && immediateGain(view, seat, aw.token) + rng.int(1000) / 1000 * NOISE > 3;
    return legal.find((a) => a.args[0] === (keep ? 'dog' : 'token')) ?? legal[0];
  }
  if (rng.int(WILD) === 0) return legal[rng.int(legal.length)];
  let best = legal[0], top = -Infinity;
  for (const a of legal) {
    const v = gainOf(view, seat, a) + (rng.int(1000) / 1000) * NOISE;
    if (v > top) [best, top] = [a, v];
  }
  return best;
}
