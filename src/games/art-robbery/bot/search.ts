// The hard bot's search: each candidate play (or answer) is tried in many random deals of what the seat cannot see
// (playout.ts), every deal played to the end with the other seats greedy or loose at random (OPPONENTS), and the play
// with the best share of wins (plus a little for the margin) is chosen.
// The same deals and dice serve every candidate, so they are compared like with like.
import type { Rng } from '../../../core/rng.js';
import type { Action } from '../../../core/types.js';
import { isRejection, type Board } from '../engine/board.js';
import { ruleOf } from '../engine/cards/index.js';
import { readSpec } from '../engine/choices.js';
import type { Effect } from '../engine/types.js';
import type { ArtView } from '../view.js';
import { cardCode, clone, deal, finish, play, rollout, settle, shares, tokenCode, type Move, type Sim } from './playout.js';

export interface Candidate {
  action: Action;
  /** What it does in a scratch game. */
  run(s: Sim): void;
  /** The effect when it is a play or an answer to one's own question (for the safety check). */
  effect?: Effect;
}

const board = (v: ArtView): Board => ({ names: v.names, centre: v.centre, faceUp: v.players.map((p) => p.faceUp), dog: v.dog });

function moveOf(card: string, e: Effect): Move {
  const c = cardCode(card);
  if (e.kind === 'take') return { card: c, kind: 'take', token: tokenCode(e.token), victim: -1 };
  if (e.kind === 'steal') return { card: c, kind: 'steal', token: tokenCode(e.token), victim: e.victim };
  if (e.kind === 'dog') return { card: c, kind: 'dog', token: -1, victim: typeof e.from === 'number' ? e.from : -1 };
  return { card: c, kind: 'none', token: -1, victim: -1 };
}

/** The seat's options as settled moves: plays that would ask are left out, their spelled-out answers stay. */
export function candidates(view: ArtView, seat: number, legal: Action[]): Candidate[] {
  const out: Candidate[] = [];
  const aw = view.awaiting;
  if (aw?.kind === 'give') {
    const m: Move = { card: cardCode(aw.card), kind: 'steal', token: tokenCode(aw.token), victim: seat };
    for (const a of legal) {
      const answer = a.args[0] === 'dog' ? 'dog' : 'token';
      out.push({ action: a, run: (s) => (settle(s, aw.thief, m, answer), finish(s, aw.thief)) });
    }
    return out;
  }
  for (const a of legal) {
    if (a.verb !== 'play' && a.verb !== 'choose') continue;
    const card = a.verb === 'choose' && aw?.kind === 'choose' ? aw.card : a.args[0];
    const spec = readSpec(a.verb === 'choose' ? a.args : a.args.slice(1), view.names);
    if (isRejection(spec)) continue;
    const effects = ruleOf(card)(board(view), seat, card, spec);
    if (isRejection(effects) || effects.length !== 1) continue;
    const m = moveOf(card, effects[0]);
    const fromHand = a.verb === 'play';
    out.push({ action: a, effect: effects[0], run: (s) => play(s, seat, m, fromHand) });
  }
  return out;
}

/** How the others may play, in thousandths of random cards among greedy ones: each deal gives each other seat one at
 * random, so the search neither counts on sharp rivals (it would guard too much against beginners) nor on loose ones. */
const OPPONENTS = [0, 500, 1000] as const;

/** How much the margin counts beside the share of the win: a little, so that among plays that win (or lose) as often
 * in a few deals, the one that wins by more is chosen (fewer deals are needed to tell plays apart). */
const MARGIN = 0.15;

/** From -1 to 1: how far ahead of the best other free seat the seat ends, in tens of points; -1 when arrested. */
function margin(s: Sim, seat: number): number {
  let fewest = Infinity, most = -Infinity;
  for (let i = 0; i < s.n; i++) (fewest = Math.min(fewest, s.bankDots[i])), (most = Math.max(most, s.bankDots[i]));
  const arrested = (i: number) => s.n >= 3 && fewest !== most && s.bankDots[i] === fewest;
  if (arrested(seat)) return -1;
  let rival = 0;
  for (let i = 0; i < s.n; i++) if (i !== seat && !arrested(i)) rival = Math.max(rival, s.bankScore[i]);
  return Math.max(-1, Math.min(1, (s.bankScore[seat] - rival) / 10));
}

/** Average share of the win of each candidate over `deals` random deals (each played out once per candidate). */
export function weigh(view: ArtView, seat: number, cands: Candidate[], rng: Rng, deals: number): number[] {
  const total = cands.map(() => 0);
  for (let d = 0; d < deals; d++) {
    const base = deal(view, rng);
    for (let p = 0; p < base.n; p++) if (p !== seat) base.wild[p] = OPPONENTS[rng.int(OPPONENTS.length)];
    cands.forEach((c, i) => {
      const s = clone(base);
      c.run(s);
      rollout(s);
      total[i] += shares(s)[seat] + MARGIN * margin(s, seat);
    });
  }
  return total.map((t) => t / Math.max(1, deals));
}

/** How many deals fit the time budget: playouts cost about one unit per turn left, and there are about four turns
 * (five at a big table) per token left on the board. */
export function dealsFor(view: ArtView, cands: number, budget: number): number {
  const tokensLeft = view.centre.length + 9 * (4 - view.raid);
  const turns = Math.max(4, tokensLeft * (2 + view.names.length * 0.5));
  return Math.max(6, Math.min(400, Math.floor(budget / (turns * Math.max(1, cands)))));
}
