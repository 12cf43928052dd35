// Hard's turn planner (docs/bots.md, "The deals searched together"): the search of plan.ts over the same deals, but
// over what the seat would see rather than deal by deal. A line is one sequence of steps for every deal that has
// shown the seat the same things so far, and parts only where a step shows something (a tile turned over, a roll,
// a tool drawn): a group of deals for each thing it may show. So "peek, then step in if it is quiet" is weighed for
// what it is, and no line walks a way chosen by knowing rooms it has not yet seen (the planner's deal-by-deal search
// credits a first step with the best line of each deal, each knowing its own rooms: docs/bots.md).
import type { Action, GameState, Loc } from '../engine/index.js';
import { freeMove, keyOf, rankFirstSteps, rootCandidates, roundTrip, stepWithAnswers, TurnSearch, usesFree, type PlanConfig } from './plan.js';
import type { PotentialCache } from './evaluate.js';

/** What the seat sees of a state within its turn but the faces of the tiles face up: the search's key and what each
 * burglar holds. The faces need not be in it: the deals of one group have shown the same faces, and a group's faces
 * follow from its deals and which tiles are face up (a room never moves within a turn); part() tells deals apart by
 * the faces a step turns over (turnedOver). Building all the faces into every key was a tenth of hard's search. */
function seen(s: GameState): string {
  // What each burglar holds, the outcome and whose turn it is, as character codes made a string at once: each card
  // and outcome a code of its own from 512, whose turn from 256, none of them a code keyOf writes.
  let n = 0;
  for (const p of s.players) {
    HELD[n++] = 124; // |
    for (const t of p.tools) HELD[n++] = codeOf(t);
    HELD[n++] = 47; // /
    for (const l of p.loot) HELD[n++] = codeOf(l);
  }
  HELD[n++] = 124;
  HELD[n++] = codeOf(s.outcome);
  HELD[n++] = 124;
  HELD[n++] = 256 + s.turn.player;
  HELD.length = n;
  return keyOf(s) + String.fromCharCode.apply(null, HELD);
}

const HELD: number[] = [];
const CODES = new Map<string, number>();
/** A card's or an outcome's code in seen(): each its own, past the burglars' numbers. */
function codeOf(name: string): number {
  let c = CODES.get(name);
  if (c === undefined) CODES.set(name, (c = 512 + CODES.size));
  return c;
}

/** The key of a step refused on a deal: the line ends there for it. */
const REFUSED = -1;

/** The faces of the tiles face up in `after` and not in `before` (a tile not taken in hand is the same object). */
function turnedOver(before: GameState, after: GameState): string {
  let k = '';
  for (let i = 0; i < after.tiles.length; i++) {
    const t = after.tiles[i];
    if (t !== before.tiles[i] && t.revealed && !before.tiles[i].revealed) k += `${i}${t.room}${t.combo ?? ''},`;
  }
  return k;
}

/** The deals that have shown the same things along one line. */
interface Group {
  states: GameState[];
  /** Which deals they are. */
  deals: number[];
  /** Ending the turn here (or the game's outcome), averaged over its deals. */
  leaf: number;
  /** Still this seat's turn, the game on: the line may go on. */
  goes: boolean;
  steps: Action[];
  prevAt: Loc | null;
  free: number;
  /** Each step tried from here, and the groups it parts the deals into. */
  next: { action: Action; groups: Group[] }[];
  /** The best the seat can make of it: its leaf, or a step's groups averaged (filled in once searched). */
  value?: number;
  /** Which of `next` gives it (-1: ending here). */
  best?: number;
}

/** A group's value: ending there, or its best step, each step worth its groups' values weighed by their deals. */
function valueOf(g: Group): number {
  if (g.value !== undefined) return g.value;
  g.value = g.leaf;
  g.best = -1;
  g.next.forEach((n, i) => {
    const v = average(n.groups, g.deals.length);
    if (v > g.value!) {
      g.value = v;
      g.best = i;
    }
  });
  return g.value;
}

const average = (groups: Group[], deals: number): number => groups.reduce((t, g) => t + valueOf(g) * g.deals.length, 0) / deals;

/**
 * As plan.ts planRanked, the deals searched together: every first step the planner weighs, best first; `lines` gets
 * the line each first step begins as the first deal would see it, `values` each first step's value, `dealLines` the
 * line each first step begins as each deal would show it. The beam carries `beam` lines per two deals, and the budget
 * counts deals expanded, `budget` per deal, as the deal-by-deal search does.
 */
export function planRankedInfoSets(
  deals: GameState[], seat: number, all: Action[], cfg: PlanConfig, lines?: Map<Action, Action[]>, values?: Map<Action, number>,
  dealLines?: Map<Action, Action[][]>,
): Action[] {
  const legal = rootCandidates(deals[0], all).filter((a) => !freeMove(deals[0], a));
  if (legal.length === 0) return [all.find((a) => a.verb === 'end') ?? all[0]];
  const potentials: PotentialCache = new Map();
  const searches = deals.map((s) => {
    const t = new TurnSearch(seat, cfg, potentials);
    t.prime(s);
    return t;
  });
  // A line of moves back to where the seat stood, paid for and gaining nothing (plan.ts roundTrip): never taken.
  const trips = deals.map((s) => (cfg.roundTrips ? () => false : roundTrip(s, seat)));
  // Groups reached by different orders of the same steps are one group.
  const made = new Map<string, Group>();
  // Each key seen (a long text) as a number, so the keys built on it stay short.
  const keys = new Map<string, number>();
  const idOf = (key: string): number => {
    let id = keys.get(key);
    if (id === undefined) keys.set(key, (id = keys.size));
    return id;
  };

  /** The groups step `a` from `from` parts its deals into; the new ones that may go on join `fresh`. */
  const part = (from: Group | null, a: Action, fresh: Group[]): Group[] => {
    const states = from ? from.states : deals;
    const ids = from ? from.deals : deals.map((_, d) => d);
    const parts = new Map<string, { key: number; states: GameState[]; deals: number[]; goes: boolean }>();
    states.forEach((s, j) => {
      const d = ids[j];
      const after = stepWithAnswers(s, a);
      // Refused on this deal (it shows that much): the line ends there for it, the state it stood in kept.
      const key = after ? idOf(seen(after)) : REFUSED;
      const shown = after ? `${key}/${turnedOver(s, after)}` : 'refused';
      let p = parts.get(shown);
      if (!p) parts.set(shown, (p = { key, states: [], deals: [], goes: !!after && searches[d].goesOn(after) }));
      p.states.push(after ?? s);
      p.deals.push(d);
    });
    const at = states[0].players[seat].at;
    const groups: Group[] = [];
    for (const p of parts.values()) {
      const key = p.key;
      const id = `${key}#${p.deals.join(',')}`;
      let g = key === REFUSED ? undefined : made.get(id);
      if (!g) {
        // Weighed only now: a quarter of the deals a step takes come to a group another order of steps made.
        const steps = [...(from?.steps ?? []), a];
        const trip = key !== REFUSED && trips[p.deals[0]](p.states[0], steps);
        let sum = 0;
        if (!trip) p.states.forEach((s, j) => (sum += key === REFUSED ? searches[p.deals[j]].leaf(s) : searches[p.deals[j]].weigh(s).value));
        g = {
          states: p.states, deals: p.deals, leaf: trip ? -Infinity : sum / p.deals.length, goes: p.goes && !trip, steps, prevAt: at,
          free: (from?.free ?? 0) + (usesFree(a) ? 1 : 0), next: [],
        };
        if (key !== REFUSED) made.set(id, g);
        if (g.goes) fresh.push(g);
      }
      groups.push(g);
    }
    return groups;
  };

  let frontier: Group[] = [];
  const firsts = legal.map((a) => (a.verb === 'end' ? [] : part(null, a, frontier)));
  const budget = cfg.budget * deals.length;
  const beam = cfg.beam * Math.max(1, Math.round(deals.length / 2));
  let spent = 0;
  for (let depth = 0; depth < 8 && frontier.length && spent < budget; depth++) {
    frontier.sort((x, y) => y.leaf - x.leaf);
    frontier = frontier.slice(0, beam);
    const fresh: Group[] = [];
    for (const g of frontier) {
      if (spent >= budget) break;
      spent += g.states.length;
      const last = g.steps[g.steps.length - 1] ?? null;
      for (const a of searches[g.deals[0]].candidates(g.states[0], last, g.prevAt, g.free)) g.next.push({ action: a, groups: part(g, a, fresh) });
    }
    frontier = fresh;
  }

  const ending = deals.reduce((t, s, d) => t + searches[d].leaf(s), 0) / deals.length;
  const worth = legal.map((a, i) => (a.verb === 'end' ? ending : average(firsts[i], deals.length)));
  /** The line first step `i` begins as deal `d` would show it: each group's best step, followed into d's group. */
  const lineOf = (i: number, d: number): Action[] => {
    const line = [legal[i]];
    let g = firsts[i].find((x) => x.deals.includes(d));
    while (g && g.best !== undefined && g.best >= 0) {
      const n = g.next[g.best];
      line.push(n.action);
      g = n.groups.find((x) => x.deals.includes(d));
    }
    return line;
  };
  if (lines) legal.forEach((a, i) => lines.set(a, lineOf(i, 0)));
  if (dealLines) legal.forEach((a, i) => dealLines.set(a, deals.map((_, d) => lineOf(i, d))));
  if (values) legal.forEach((a, i) => values.set(a, worth[i]));
  // Ranked as planRanked ranks its sums over the deals.
  return rankFirstSteps(legal, worth.map((w) => w * deals.length), deals.length);
}
