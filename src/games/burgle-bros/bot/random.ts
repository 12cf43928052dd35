// The random player: a seeded player that picks among the legal actions, mostly useful ones (escape when it can,
// crack and add dice often, end the turn now and then). It was the game's only bot; it stays as the simulator's
// baseline (`--policies random`), the rules' fuzzer (sim/random-play.ts) and the render samples' player.
import type { Rng } from '../../../core/rng.js';
import type { Action } from '../engine/index.js';
import type { BurgleView } from '../view.js';

/** Picks an action from what the crew sees (the view; the simulator passes its state, which has the same two fields):
 * mostly useful ones; ending the turn early sometimes (events), using free actions sometimes. */
export function pickAction(rng: Rng, s: Pick<BurgleView, 'awaiting' | 'turn'>, legal: Action[]): Action {
  if (s.awaiting) return legal[rng.int(legal.length)];
  const end = legal.find((a) => a.verb === 'end');
  const free = legal.filter((a) => a.verb === 'use' || a.verb === 'give' || a.verb === 'take' || a.verb === 'ability');
  const main = legal.filter((a) => a.verb !== 'end' && !free.includes(a));
  // Always try escaping and opening safes when possible: games should end.
  const escape = main.find((a) => a.verb === 'escape');
  if (escape) return escape;
  if (free.length && rng.int(4) === 0) return free[rng.int(free.length)];
  if (main.length === 0 || (end && rng.int(s.turn.actionsUsed <= 1 ? 8 : 14) === 0)) return end ?? legal[rng.int(legal.length)];
  const crack = main.find((a) => a.verb === 'crack');
  if (crack && rng.int(2) === 0) return crack;
  const addDie = main.find((a) => a.verb === 'add-die');
  if (addDie && rng.int(2) === 0) return addDie;
  return main[rng.int(main.length)];
}
