// The normal (and, with noise, the easy) Art Robbery bot: from its own view and legal actions only. It values tokens
// by points plus alibis (more when behind on alibis), prefers the centre to stealing, steals from the leader, guards
// a lead with the dog, answers "dog or token" by what the token is worth, and takes the cheapest 2-player discard.
import type { Rng } from '../../../core/rng.js';
import type { Action } from '../../../core/types.js';
import { isRejection, type Board } from '../engine/board.js';
import { ruleOf } from '../engine/cards/index.js';
import { readSpec } from '../engine/choices.js';
import { cardNumber, dotsOf, valueOf } from '../engine/tokens.js';
import type { Effect, Token } from '../engine/types.js';
import type { ArtView } from '../view.js';

interface Mind {
  view: ArtView;
  seat: number;
  board: Board;
  alibiWeight: number;
  /** Visible strength of each seat: face-up points plus a guess for banked ones. */
  strength: number[];
}

function mind(view: ArtView, seat: number): Mind {
  const me = view.players[seat];
  const guessDots = (p: ArtView['players'][number]) => p.faceUp.reduce((n, t) => n + dotsOf(t), 0) + p.bankedCount * 0.35;
  const others = view.players.filter((_, i) => i !== seat).map(guessDots);
  const mine = me.alibis ?? guessDots(me);
  const behind = others.length > 0 && mine <= Math.min(...others) + 1;
  const strength = view.players.map((p, i) => (i === seat ? me.score ?? 0 : p.faceUp.reduce((n, t) => n + (valueOf(t) ?? 0), 0) + p.bankedCount * 2.6));
  return {
    view, seat, strength,
    board: { names: view.names, centre: view.centre, faceUp: view.players.map((p) => p.faceUp), dog: view.dog },
    alibiWeight: behind ? 3 + view.raid * 0.5 : 1.8,
  };
}

function tokenWorth(m: Mind, t: Token): number {
  if (t === 'boss') {
    const mine = m.view.players[m.seat].faceUp.some((x) => valueOf(x)! >= 4);
    const chance = m.view.centre.some((x) => (valueOf(x) ?? 0) >= 4);
    return mine ? 5 : chance ? 2 : 0.3;
  }
  return valueOf(t)! + dotsOf(t) * m.alibiWeight;
}

function effectWorth(m: Mind, e: Effect): number {
  if (e.kind === 'take') return tokenWorth(m, e.token);
  if (e.kind === 'steal') {
    const lead = m.strength[e.victim] - Math.max(...m.strength.filter((_, i) => i !== e.victim));
    const dogged = m.view.dog === e.victim ? 0.6 : 1;
    // A steal hurts a rival too, but it invites steals back: a little below the centre.
    return (tokenWorth(m, e.token) + Math.max(0, lead) * 0.1) * dogged - 0.4;
  }
  if (e.kind === 'dog') {
    const guarded = m.view.players[m.seat].faceUp.reduce((n, t) => n + tokenWorth(m, t), 0);
    const leading = m.strength[m.seat] >= Math.max(...m.strength) ? 1 : 0;
    return 0.8 + guarded * 0.25 + leading;
  }
  return 0;
}

/** What keeping a card is worth: flexible cards are worth holding. */
function keepWorth(m: Mind, card: string): number {
  if (card === 'greedy') return 2;
  if (card === 'boss') return 1;
  if (card === 'dog') return 0.8;
  const n = cardNumber(card)!;
  return m.view.centre.some((t) => valueOf(t) === n) ? 0.3 + n * 0.1 : 0.1;
}

function playWorth(m: Mind, a: Action): number {
  const spec = readSpec(a.args.slice(1), m.view.names);
  if (isRejection(spec)) return -Infinity;
  const effects = ruleOf(a.args[0])(m.board, m.seat, a.args[0], spec);
  if (isRejection(effects)) return -Infinity;
  const best = Math.max(...effects.map((e) => effectWorth(m, e)));
  return best - keepWorth(m, a.args[0]) * 0.5 - (effects.length > 1 ? 0.01 : 0);
}

function chooseWorth(m: Mind, a: Action): number {
  const aw = m.view.awaiting;
  if (aw?.kind !== 'choose') return 0;
  const spec = readSpec(a.args, m.view.names);
  if (isRejection(spec)) return -Infinity;
  const effects = ruleOf(aw.card)(m.board, m.seat, aw.card, spec);
  return isRejection(effects) ? -Infinity : Math.max(...effects.map((e) => effectWorth(m, e)));
}

/** The heuristic's worth of each play or answer (no dice): the hard bot ranks its candidates with it. */
export function heuristicWorth(view: ArtView, seat: number): (a: Action) => number {
  const m = mind(view, seat);
  return (a) => (a.verb === 'choose' ? chooseWorth(m, a) : a.verb === 'play' ? playWorth(m, a) : 0);
}

/** `noise`: how loosely it plays (easy: a random bonus up to this much on every option). `allowed` filters out
 * options it must never take (the safety rule, index.ts) while others remain. */
export function heuristicMove({ view, seat, legal, rng }: { view: ArtView; seat: number; legal: Action[]; rng: Rng }, noise = 0, allowed: (a: Action) => boolean = () => true): Action {
  if (legal.length <= 1) return legal[0];
  const m = mind(view, seat);
  const verb = legal[0].verb;
  if (verb === 'discard') return legal[0];
  if (verb === 'give') {
    const aw = view.awaiting;
    const worth = aw?.kind === 'give' ? tokenWorth(m, aw.token) : 0;
    return legal.find((a) => a.args[0] === (worth >= 3 ? 'dog' : 'token')) ?? legal[0];
  }
  const score = (a: Action) => (a.verb === 'choose' ? chooseWorth(m, a) : playWorth(m, a)) + rng.int(100) / 1000 + (noise ? (rng.int(1000) / 1000) * noise : 0);
  const options = legal.filter(allowed);
  let best = options[0] ?? legal[0], top = -Infinity;
  for (const a of options.length ? options : legal) {
    const v = score(a);
    if (v > top) [best, top] = [a, v];
  }
  return best;
}
