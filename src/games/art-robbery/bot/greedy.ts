// The simulator's `greedy` baseline for Art Robbery (docs/bots.md): the play with the largest immediate gain in
// points plus one per alibi dot, ties at random. Anyone can reimplement it from these lines; it reads only its view.
import type { BotInput } from '../../../core/module.js';
import type { Action } from '../../../core/types.js';
import { isRejection, type Board } from '../engine/board.js';
import { ruleOf } from '../engine/cards/index.js';
import { readSpec } from '../engine/choices.js';
import { dotsOf, valueOf } from '../engine/tokens.js';
import type { Effect, Token } from '../engine/types.js';
import type { ArtView } from '../view.js';

/** A token's immediate worth to `seat`: value plus dots; the Boss token 5 when a face-up 4 or 5 would keep it now. */
export function immediateGain(view: ArtView, seat: number, t: Token): number {
  if (t === 'boss') return view.players[seat].faceUp.some((x) => (valueOf(x) ?? 0) >= 4) ? 5 : 0;
  return valueOf(t)! + dotsOf(t);
}

function effectGain(view: ArtView, seat: number, e: Effect): number {
  return e.kind === 'take' || e.kind === 'steal' ? immediateGain(view, seat, e.token) : 0;
}

/** The best gain a play or an answer can bring (a play that asks is worth its best answer). */
export function gainOf(view: ArtView, seat: number, a: Action): number {
  const board: Board = { names: view.names, centre: view.centre, faceUp: view.players.map((p) => p.faceUp), dog: view.dog };
  const card = a.verb === 'choose' && view.awaiting?.kind === 'choose' ? view.awaiting.card : a.args[0];
  const spec = readSpec(a.verb === 'choose' ? a.args : a.args.slice(1), view.names);
  if (isRejection(spec)) return -1;
  const effects = ruleOf(card)(board, seat, card, spec);
  return isRejection(effects) ? -1 : Math.max(...effects.map((e) => effectGain(view, seat, e)));
}

export function greedyMove({ view, seat, legal, rng }: BotInput<ArtView>): Action {
  const verb = legal[0].verb;
  if (verb === 'discard') return legal[0];
  if (verb === 'give') {
    const aw = view.awaiting;
    const keep = aw?.kind === 'give' && immediateGain(view, seat, aw.token) > 0;
    return legal.find((a) => a.args[0] === (keep ? 'dog' : 'token')) ?? legal[0];
  }
  let best: Action[] = [], top = -Infinity;
  for (const a of legal) {
    const g = gainOf(view, seat, a);
    if (g > top) [best, top] = [[a], g];
    else if (g === top) best.push(a);
  }
  return best[rng.int(best.length)];
}
