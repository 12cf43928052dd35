// The Art Robbery bot at its three levels (docs/bots.md), from its own view and legal actions only: easy is
// short-sighted with noise (easy.ts), normal the heuristic, hard a search over random deals (search.ts) among the
// heuristic's best options. Above easy it keeps the safety rules below (no arrest by its own last take, no play for
// nothing beside a take, no third idle play in a row).
import type { BotInput } from '../../../core/module.js';
import type { Action } from '../../../core/types.js';
import { isRejection, type Board } from '../engine/board.js';
import { ruleOf } from '../engine/cards/index.js';
import { readSpec } from '../engine/choices.js';
import { dotsOf } from '../engine/tokens.js';
import type { Effect } from '../engine/types.js';
import type { ArtView } from '../view.js';
import { easyMove } from './easy.js';
import { heuristicMove, heuristicWorth } from './heuristic.js';
import { candidates, dealsFor, weigh } from './search.js';

/** Playout turns a hard decision may spend, whatever the game's length: a p99 of 13–24 ms CPU on the shared 2-core
 * machine (bench: `bot.art-robbery.hard.decide_p99_cpu_ms`). */
const HARD_BUDGET = 11_000;

/**
 * Whether this effect could end the game with `seat` arrested: it takes the last token of raid 4 (3+ players) and,
 * however the others' hidden banked dots lie, each of them could end with at least as many alibis.
 */
export function mayArrest(view: ArtView, seat: number, e: Effect): boolean {
  if (view.raid !== 4 || view.names.length < 3 || e.kind !== 'take' || view.centre.length !== 1) return false;
  const me = view.players[seat];
  const mine = (me.alibis ?? 0) + dotsOf(e.token);
  const dots = (ts: readonly string[]) => ts.reduce((n, t) => n + dotsOf(t), 0);
  // Dots banked by the others: all of the first three raids' dots but the seat's own banked ones.
  const hidden = view.tokens.slice(0, 3).reduce((n, r) => n + dots(r), 0) - dots(me.banked ?? []);
  let need = 0;
  for (const [j, p] of view.players.entries()) {
    if (j === seat) continue;
    const short = mine - dots(p.faceUp);
    // A token holds at most two dots: a player this far behind surely has fewer alibis, so the seat goes free.
    if (short > 2 * p.bankedCount) return false;
    need += Math.max(0, short);
  }
  return need <= hidden;
}

/** Every effect an action may have (a play that asks has several). */
function effectsOf(view: ArtView, seat: number, a: Action): Effect[] {
  if (a.verb !== 'play' && a.verb !== 'choose') return [];
  const aw = view.awaiting;
  const card = a.verb === 'choose' && aw?.kind === 'choose' ? aw.card : a.args[0];
  const spec = readSpec(a.verb === 'choose' ? a.args : a.args.slice(1), view.names);
  if (isRejection(spec)) return [];
  const b: Board = { names: view.names, centre: view.centre, faceUp: view.players.map((p) => p.faceUp), dog: view.dog };
  const effects = ruleOf(card)(b, seat, card, spec);
  return isRejection(effects) ? [] : effects;
}

/** Whether this play would be the seat's third play of the same card for nothing in a row (the view's `idle`). */
function thirdIdle(view: ArtView, seat: number, a: Action): boolean {
  const idle = view.players[seat].idle;
  if (a.verb !== 'play' || idle.length < 2 || idle.some((c) => c !== a.args[0])) return false;
  const effects = effectsOf(view, seat, a);
  return effects.length > 0 && effects.every((e) => e.kind === 'none');
}

/** Whether a play does nothing at all (no token, no dog). */
function idlePlay(view: ArtView, seat: number, a: Action): boolean {
  if (a.verb !== 'play') return false;
  const effects = effectsOf(view, seat, a);
  return effects.length > 0 && effects.every((e) => e.kind === 'none');
}

const takesToken = (e: Effect): boolean => e.kind === 'take' || e.kind === 'steal';

/** What a bot above easy may do: nothing that may arrest it at the last take, no third idle play in a row, and no
 * play for nothing while another play takes a token safely (`wastedPlay`). */
export function safe(view: ArtView, seat: number): (a: Action) => boolean {
  const arrestFree = (a: Action) => !effectsOf(view, seat, a).some((e) => mayArrest(view, seat, e));
  const ok = (a: Action) => !thirdIdle(view, seat, a) && arrestFree(a);
  const legalTake = (a: Action) => a.verb === 'play' && ok(a) && effectsOf(view, seat, a).some(takesToken);
  return (a) => ok(a) && !(idlePlay(view, seat, a) && view.players[seat].hand !== undefined && hasTake(view, seat, legalTake));
}

/** Whether some card in the seat's hand, played plainly, takes a token and passes `ok`. */
function hasTake(view: ArtView, seat: number, ok: (a: Action) => boolean): boolean {
  return [...new Set(view.players[seat].hand ?? [])].some((c) => ok({ player: seat, verb: 'play', args: [c] }));
}

/** Candidates the hard search weighs at most: the heuristic's best, so each gets more deals. */
const HARD_WIDTH = 4;

export function botMove(input: BotInput<ArtView>): Action {
  const { view, seat, legal, rng, level } = input;
  if (legal.length <= 1) return legal[0];
  if (level === 'easy') return easyMove(input);
  const ok = safe(view, seat);
  if (level === 'normal') return heuristicMove(input, 0, ok);
  const all = candidates(view, seat, legal);
  let cands = all.some((c) => ok(c.action)) ? all.filter((c) => ok(c.action)) : all;
  if (cands.length === 0) return heuristicMove(input, 0, ok);
  if (cands.length === 1) return cands[0].action;
  const prior = heuristicWorth(view, seat);
  const ranked = cands.map((c) => ({ c, w: prior(c.action) })).sort((a, b) => b.w - a.w);
  cands = ranked.slice(0, HARD_WIDTH).map((r) => r.c);
  const worth = weigh(view, seat, cands, rng, dealsFor(view, cands.length, HARD_BUDGET));
  // Ties go to the heuristic's order: the candidates are sorted by it.
  let best = 0;
  worth.forEach((w, i) => {
    if (w > worth[best] + 1e-9) best = i;
  });
  return cands[best].action;
}
