// The bots' turn planner: a search over the rest of the burglar's turn (moves, peeks, hacks, dice, cracks, tools,
// abilities), each line ended where the real end of turn stops being foreseeable (the guard's walk up to his next
// patrol card) and weighed by evaluate.ts. What the seat cannot see is dealt at random several times over
// (determinize.ts) and the first steps are compared on their average.
import type { Rng } from '../../../core/rng.js';
import {
  actionsForEvent, applyAction, DIRECTIONS, floorWalls, guardPath, legalActions, parseLoc, peekOptions, previewEnd, restate, step, vertical, type Action, type Direction, type GameState, type Loc, type TripAlarm,
} from '../engine/index.js';
import { answer } from './answer.js';
import { aboveTheLoss, asGoodAsLost, evaluate, lootAllHeld, WEIGHTS, workOf, type PotentialCache, type Weights, type Work } from './evaluate.js';
import { isTrade, tradeWeighed } from './trades.js';
import { buddySystemLoses, endFast, shiftChangeLoses } from './walk.js';
import { cellsPerFloor, floorOfLoc } from './map.js';
import { headingFor, seenAtCost } from './safety.js';

export interface PlanConfig {
  /** Deals of what the seat cannot see, each searched on its own. */
  deals: number;
  /** Lines carried one step further at each depth of the search. */
  beam: number;
  /** Lines expanded per deal at most. */
  budget: number;
  weights: Weights;
  /** Ending with so few actions used that an event is drawn: its (unknown) effect, as a cost. */
  eventCost: number;
  /** A short end weighed also by the odds that the event it draws loses the game at once (eventLossOdds). */
  eventDanger?: boolean;
  /** Tools and free abilities one line may use. */
  freeUses: number;
  /** With every first step's best line lost, the search is made again this many times as wide (beam and budget); 1:
   * not again. The beam ranks lines by their value were the turn to end there, and a way out can look worse on its
   * way than being caught: found at a turn's first step, dropped at its second, after a token paid toward it. */
  widenWhenLost: number;
  /** Round trips (roundTrip) weighed as any line: only where every other line was lost, for a round trip spares the
   * game at a price. */
  roundTrips?: boolean;
  /** The deals searched together, a line parting only where a step shows something (infoset.ts); else each deal on
   * its own. */
  infoSets?: boolean;
  /** The ceiling's planner (sim/ceiling.ts): its deal is the true state, so the end of a turn is played out whole
   * (event and patrol cards included) and the guards' later walks follow their known decks. */
  omniscient?: boolean;
  /** The leading first steps searched again on fresh deals of the same view and ranked by both searches: the best of
   * some fifteen steps weighed on four deals is partly the luckiest (docs/bots.md "Hard's second look"). */
  secondLook?: {
    /** The leading first steps searched again: at most this many, each within `within` of the best. */
    leaders: number; within: number;
    /** The fresh deals, and the lines expanded per deal (`budget`). */
    deals: number; budget: number;
  };
}

/** The odds that ending `me`'s turn now draws an event that loses the game at once by moving a guard or a burglar
 * (walk.ts: Shift Change, Buddy System; `plain`: the end without an event): one in the event cards not yet seen for
 * each of them (the deal's deck holds just those). */
function eventLossOdds(s: GameState, me: number, plain: GameState): number {
  const deck = s.events.deck;
  if (!deck.length || !s.players.some((p) => p.stealth === 0 && !p.escaped)) return 0;
  let losing = 0;
  if (deck.includes('shift-change') && shiftChangeLoses(s, me)) losing++;
  if (deck.includes('buddy-system') && buddySystemLoses(s, me, plain)) losing++;
  return losing / deck.length;
}

/** Positions weighed by every search in this process (`TurnSearch.leaf`): the bots' work counted, the same on every
 * machine (GameTools.botWork, for the bench). */
export const searchWork = { positions: 0 };

export const NORMAL: PlanConfig = { deals: 2, beam: 8, budget: 60, weights: WEIGHTS, eventCost: 0, freeUses: 1, widenWhenLost: 2 };

/** A position's identity within one turn: what the search may reach by different orders of the same steps. */
export function keyOf(s: GameState): string {
  let k = `${s.turn.actionsLeft},${s.turn.actionsUsed},${s.turn.backAndForth ?? 0},${s.turn.used.join('+')},${s.turn.motionEntered.length},${s.crow},${s.kitty},${s.effects.length}|`;
  for (const p of s.players) k += `${p.at},${p.stealth},${p.tools.length},${p.loot.length},${p.laptop},${p.heldAlarms};`;
  for (const g of s.guards) k += `${g.at},${g.dest},${g.skipNext ? 1 : 0};`;
  // The tiles as character codes in one array, made a string at once: the same text as adding a piece a tile, at
  // less than half the cost (every position the search weighs has a key).
  const tiles = s.tiles;
  let n = 0;
  for (let i = 0; i < tiles.length; i++) {
    const t = tiles[i];
    KEY_CODES[n++] = 48 + ((t.revealed ? 1 : 0) | (t.alarm ? 2 : 0) | (t.cracked ? 4 : 0) | (t.open ? 8 : 0) | (t.disabled ? 16 : 0) | (t.toolTaken ? 32 : 0));
    if (t.hack || t.dice || t.smoke || t.stalls) {
      n = digitsOf(t.hack, n);
      n = digitsOf(t.dice, n);
      n = digitsOf(t.smoke, n);
      n = digitsOf(t.stalls, n);
    }
    if (t.items.length) n = digitsOf(t.items.length, n);
  }
  KEY_CODES.length = n;
  return k + String.fromCharCode.apply(null, KEY_CODES);
}

const KEY_CODES: number[] = [];

/** `x` written in decimal into KEY_CODES from `n`; where it ends. */
function digitsOf(x: number, n: number): number {
  if (x >= 0 && x < 10) KEY_CODES[n++] = 48 + x;
  else for (const ch of String(x)) KEY_CODES[n++] = ch.charCodeAt(0);
  return n;
}

/** The action applied, with every question it raises answered by the answering rules (answer.ts). Null if refused. */
export function stepWithAnswers(s: GameState, a: Action): GameState | null {
  let r = applyAction(s, a);
  for (let i = 0; r.ok && r.state.awaiting && i < 12; i++) {
    const q = r.state.awaiting;
    r = applyAction(r.state, answer(r.state, q.player, legalActions(r.state)));
  }
  return r.ok && !r.state.awaiting ? r.state : null;
}

export const FREE_VERBS = new Set(['use', 'ability', 'give', 'take']);

/** A tool or free ability, limited per line (PlanConfig.freeUses); a trade is not (a tool taken is then used). */
export const usesFree = (a: Action) => FREE_VERBS.has(a.verb) && !isTrade(a);

interface Line {
  state: GameState;
  /** Which first step it began with, and every step so far. */
  root: number;
  steps: Action[];
  prevAt: Loc | null;
  free: number;
  value: number;
}

/**
 * A beam search over the rest of one burglar's turn on one deal: every line is weighed as if the turn ended there
 * (`leaf`), the best `beam` lines go one step further, until no action is left. Each first step is credited with the
 * best line it began.
 */
export class TurnSearch {
  /** Each burglar's useful things to do as the turn's search began (evaluate.ts potential()). */
  private begun: Work[][] = [];

  constructor(private readonly me: number, private readonly cfg: PlanConfig, private readonly potentials: PotentialCache) {}

  /** The value of ending the turn now, as far as it can be foreseen. */
  leaf(s: GameState): number {
    searchWork.positions++;
    if (this.cfg.omniscient) {
      const ended = stepWithAnswers(s, { player: this.me, verb: 'end', args: [] });
      return ended ? evaluate(ended, this.me, null, this.cfg.weights, this.potentials, true, this.begun) : -this.cfg.weights.lost;
    }
    const known = endFast(s, this.me);
    let v = evaluate(known.state, this.me, known.walking, this.cfg.weights, this.potentials, false, this.begun);
    const me = s.players[this.me];
    const threshold = me.loot.includes('stamp') ? 3 : 2;
    // A line as good as lost is made no worse by the event its end draws, which may yet spare it (one that sends the
    // guard elsewhere).
    if (actionsForEvent(s.turn) <= threshold && !asGoodAsLost(v, this.cfg.weights)) {
      v = aboveTheLoss(v - this.cfg.eventCost - (this.cfg.eventDanger ? eventLossOdds(s, this.me, known.state) * this.cfg.weights.lost : 0), this.cfg.weights);
    }
    return v;
  }

  /** A line's value: over (won, lost, escaped: the turn passed) or weighed as if ended now. */
  weigh(s: GameState): { value: number; goes: boolean } {
    if (!this.goesOn(s)) return { value: evaluate(s, this.me, null, this.cfg.weights, this.potentials, false, this.begun), goes: false };
    return { value: this.leaf(s), goes: true };
  }

  /** Whether a line may go on from `s`: the game on and still this burglar's turn (weigh's `goes`). */
  goesOn(s: GameState): boolean {
    return s.outcome === 'playing' && s.turn.player === this.me;
  }

  /** The steps worth trying: no straight step back to the tile just left, tools and free abilities sparingly. */
  candidates(s: GameState, last: Action | null, prevAt: number | null, free: number): Action[] {
    const out: Action[] = [];
    const at = s.players[this.me].at;
    const crow = crowFilter(s);
    for (const a of legalActions(s)) {
      if (!crow(a)) continue;
      switch (a.verb) {
        case 'end':
          continue;
        case 'move':
          if (last?.verb === 'move' && prevAt !== null && stepsBackTo(s, a, prevAt)) continue;
          break;
        case 'hack':
          if (at !== null && s.tiles[at].hack >= 3) continue;
          break;
        case 'use':
        case 'ability':
          if (free >= this.cfg.freeUses) continue;
          break;
        case 'give':
        case 'take':
          if (!tradeWeighed(s, a)) continue;
          break;
      }
      out.push(a);
    }
    return out;
  }

  /** The work each burglar had as the search began on `s`. */
  prime(s: GameState): void {
    const allHeld = lootAllHeld(s);
    this.begun = s.players.map((_, p) => workOf(s, p, allHeld, this.cfg.weights));
  }

  /** Every first step's value (the best line it begins) and that line. */
  search(s: GameState, legal: Action[]): { values: number[]; lines: Action[][] } {
    this.prime(s);
    const values = legal.map(() => -Infinity);
    const lines: Action[][] = legal.map((a) => [a]);
    const seen = new Set<string>();
    const at0 = s.players[this.me].at;
    const trip = this.cfg.roundTrips ? () => false : roundTrip(s, this.me);
    let frontier: Line[] = [];
    legal.forEach((a, i) => {
      if (a.verb === 'end') {
        values[i] = this.leaf(s);
        return;
      }
      const next = stepWithAnswers(s, a);
      // One step may close a round trip the turn began at an earlier decision.
      if (!next || trip(next, [a])) return;
      const w = this.weigh(next);
      values[i] = w.value;
      const key = keyOf(next);
      if (!w.goes || seen.has(key)) return;
      seen.add(key);
      frontier.push({ state: next, root: i, steps: [a], prevAt: at0, free: usesFree(a) ? 1 : 0, value: w.value });
    });
    let expanded = 0;
    for (let depth = 0; depth < 8 && frontier.length; depth++) {
      frontier.sort((a, b) => b.value - a.value);
      frontier = frontier.slice(0, this.cfg.beam);
      const next: Line[] = [];
      for (const line of frontier) {
        if (expanded++ >= this.cfg.budget) break;
        const last = line.steps[line.steps.length - 1];
        const at = line.state.players[this.me].at;
        for (const a of this.candidates(line.state, last, line.prevAt, line.free)) {
          const child = stepWithAnswers(line.state, a);
          if (!child) continue;
          const key = keyOf(child);
          if (seen.has(key)) continue;
          seen.add(key);
          const steps = [...line.steps, a];
          if (trip(child, steps)) continue;
          const w = this.weigh(child);
          if (w.value > values[line.root]) {
            values[line.root] = w.value;
            lines[line.root] = steps;
          }
          if (w.goes) next.push({ state: child, root: line.root, steps, prevAt: at, free: line.free + (usesFree(a) ? 1 : 0), value: w.value });
        }
      }
      frontier = next;
    }
    return { values, lines };
  }
}

/** Hack tokens on the board and on the Laptops. */
function hackTokens(s: GameState): number {
  let n = 0;
  for (const t of s.tiles) n += t.hack;
  for (const p of s.players) n += p.laptop ?? 0;
  return n;
}

/**
 * A line of moves alone back onto the tile `me` stands on in `s`, having set off an alarm, spent a hack token or lost
 * a stealth token on the way, with nothing turned over, found or handed on: a round trip that paid for nothing. Never
 * weighed nor carried on: ending the turn where it began, or any other line, does as much without the price. The
 * measure could prefer it for what the alarm did to the guard's walk (a Camera's alarm moved him where the unseen
 * patrol cards' odds, past his known walk, looked kinder), or for the event card four actions spared; an alarm is a
 * price the crew pays again (docs/bots.md, "A round trip that pays for nothing").
 * So too a line that closes the turn's own round trip, begun at an earlier decision: the turn all moves (tools or
 * free abilities spent on the way buy nothing back) that found nothing (TurnState.trip), back on its first tile, paid
 * for, and no tile turned over that a peek from there could not have shown (the burglar steps into a Motion room,
 * then, planned again from there, straight back out; or spends a Crowbar on the open Keypad behind him first). A trip
 * whose alarms keep the guard's known end-of-turn walk off someone it would reach is weighed as any line, as the
 * simulator excuses it.
 */
export function roundTrip(s: GameState, me: number): (x: GameState, steps: readonly Action[]) => boolean {
  const p0 = s.players[me];
  const alarms = (x: GameState) => x.tiles.reduce((n, t) => n + (t.alarm ? 1 : 0), 0);
  const revealed = (x: GameState) => x.tiles.reduce((n, t) => n + (t.revealed ? 1 : 0), 0);
  const alarms0 = alarms(s);
  const revealed0 = revealed(s);
  const hack0 = hackTokens(s);
  // The Move this decision's first step would undo by going straight back (rules/back-and-forth.ts), and what it cost.
  const undone = s.turn.player === me ? s.turn.trail?.at(-1) : undefined;
  // The alarms a closed trip set off (with where their guards were heading), or null: no trip.
  const trip = (x: GameState, steps: readonly Action[]): TripAlarm[] | null => {
    const p = x.players[me];
    // A first step straight back over a Move an earlier decision paid an alarm (or a hack token) for, no tile turned
    // over by either: a round trip of one tile, which a line never plans (TurnSearch.candidates). The Rigger left a
    // Motion room, setting its alarm off, and stepped back into it at his next decision (the Bank Job of three, normal,
    // seed 2, game 9, turn 38).
    if (undone?.paid && steps.length === 1 && (x.turn.backAndForth ?? 0) > (s.turn.backAndForth ?? 0)) return undone.paid;
    const turn = x.turn.trip;
    if (turn?.paid && x.turn.player === me && p.at === turn.from && steps.every((a) => a.verb === 'move' || a.verb === 'use' || a.verb === 'ability')) {
      const seen = turn.turnedOver.length ? peekOptions(x, turn.from).map((o) => o.to) : [];
      // The turn's own alarms, those set off at earlier decisions too: a trip excused by its alarm when planned is
      // excused still when, planned again after the alarm, its way back is weighed (a Rook stepped into a Fingerprint's
      // alarm to turn the guard off the tile he was to order a mate onto; planned again, the way back was barred and he
      // ended in the guard's way: the Bank Job of three, normal, seed 1, game 17, turn 22).
      if (turn.turnedOver.every((l) => seen.includes(l))) return turn.alarms ?? [];
    }
    if (!steps.every((a) => a.verb === 'move') || p.at !== p0.at) return null;
    if (p.tools.length !== p0.tools.length || p.loot.length !== p0.loot.length || p.stealth > p0.stealth) return null;
    if (revealed(x) !== revealed0) return null;
    return p.stealth < p0.stealth || hackTokens(x) < hack0 || alarms(x) > alarms0 ? alarmsSince(s, x) : null;
  };
  return (x, steps) => {
    const set = trip(x, steps);
    return set !== null && !(set.length > 0 && alarmsKeepWalkOff(x, set));
  };
}

/** Whether move `a` sets off an alarm or spends a hack token on `s`: a price a round trip could pay for nothing. */
export function paysAlarmOrHack(s: GameState, a: Action): boolean {
  if (a.verb !== 'move') return false;
  const after = stepWithAnswers(s, a);
  if (!after) return false;
  const alarms = (x: GameState) => x.tiles.reduce((n, t) => n + (t.alarm ? 1 : 0), 0);
  return alarms(after) > alarms(s) || hackTokens(after) < hackTokens(s);
}

/** Whether `walked`, the moves `me` will make from `s` (a first step, then the next decision's line), closes a round
 * trip that paid for nothing (roundTrip, its excuses included) before doing anything else. */
export function closesRoundTrip(s: GameState, me: number, walked: readonly Action[] | null): boolean {
  if (!walked) return false;
  const trip = roundTrip(s, me);
  let x = s;
  for (let i = 0; i < walked.length && walked[i].verb === 'move'; i++) {
    const next = stepWithAnswers(x, walked[i]);
    if (!next || next.outcome !== 'playing' || next.turn.player !== me || next.turn.number !== s.turn.number) return false;
    x = next;
    if (trip(x, walked.slice(0, i + 1))) return true;
  }
  return false;
}

/** The alarms on in `x` that were off in `s`, their guards' destinations as in `s`. */
function alarmsSince(s: GameState, x: GameState): TripAlarm[] {
  const n = x.size * x.size;
  const out: TripAlarm[] = [];
  for (let at = 0; at < x.tiles.length; at++) if (x.tiles[at].alarm && !s.tiles[at].alarm) out.push({ at, dest: s.guards[Math.floor(at / n)].dest });
  return out;
}

/** Whether `set`, the alarms a trip set off, keep the guard's known end-of-turn walk from `x` off a burglar it would
 * otherwise reach: the end previewed as it stands, and with those of them still on turned off and their guards
 * heading where they were before them; or turn a guard off a burglar's tile his next walk would reach (headingFor). */
function alarmsKeepWalkOff(x: GameState, set: readonly TripAlarm[]): boolean {
  const n = x.size * x.size;
  const tiles = x.tiles.slice();
  const guards = x.guards.slice();
  for (const { at, dest } of set) {
    if (!tiles[at].alarm) continue;
    tiles[at] = { ...tiles[at], alarm: false };
    const f = Math.floor(at / n);
    if (guards[f].dest === at) guards[f] = { ...guards[f], dest };
  }
  const now = previewEnd(x);
  const calmState = restate(x, { tiles, guards });
  const calm = previewEnd(calmState);
  if (x.players.some((p) => seenAtCost(calm, p.name) && !seenAtCost(now, p.name))) return true;
  // Or turn him off a burglar's tile that his next walk, a mate's end of turn on the floor, would reach.
  return [...new Set(set.map((a) => Math.floor(a.at / n)))].some((f) => {
    const target = headingFor(calmState, f);
    return target !== null && headingFor(x, f) !== target;
  });
}

/** Whether the move `a` goes straight back to `prevAt`. */
function stepsBackTo(s: GameState, a: Action, prevAt: number): boolean {
  const at = s.players[a.player].at;
  if (at === null) return false;
  const where = a.args[0];
  const to = (DIRECTIONS as readonly string[]).includes(where) ? step(s, at, where as Direction)
    : where === 'up' ? vertical(s, at, 1) : where === 'down' ? vertical(s, at, -1) : parseLoc(s, where);
  return to === prevAt;
}

/** For tests and tuning: each first step's value per deal, and the line the search expects after the best one. */
export function explain(deals: GameState[], seat: number, legal: Action[], cfg: PlanConfig): { values: number[][]; lines: Action[][] } {
  const values: number[][] = [];
  const lines: Action[][] = [];
  for (const s of deals) {
    const r = new TurnSearch(seat, cfg, new Map()).search(s, legal);
    values.push(r.values);
    let best = 0;
    for (let i = 1; i < r.values.length; i++) if (r.values[i] > r.values[best]) best = i;
    lines.push(r.lines[best]);
  }
  return { values, lines };
}

/** A step that spends no action (a tool, a free ability, a trade) must gain this much over the best other line to be
 * taken: a free step that changes nothing is never taken, so a turn of free steps always ends. */
const FREE_MARGIN = 3;

/** The first steps the planner weighs: trades between burglars only where the measure tells them apart (trades.ts),
 * and the Raven's crow only where the guard of her floor is about to walk (crowTargets). */
export function rootCandidates(s: GameState, legal: Action[]): Action[] {
  const crow = crowFilter(s);
  return legal.filter((a) => tradeWeighed(s, a) && crow(a));
}

/**
 * The crow (Distract) may be moved as often as she likes, for free: a planner that weighs its places afresh each
 * time could move it back and forth for ever. So it is moved only onto the walk her floor's guard is about to take,
 * and never while it already stands on that walk.
 */
function crowFilter(s: GameState): (a: Action) => boolean {
  const p = s.turn.player;
  const me = s.players[p];
  if (me.character !== 'raven' || me.side !== 'basic' || me.at === null) return () => true;
  const f = floorOfLoc(s, me.at);
  const g = s.guards[f];
  const n = cellsPerFloor(s);
  const walk = new Set<Loc>();
  if (g.placed && g.at !== null && g.dest !== null) {
    const speed = g.die + s.tiles.slice(f * n, (f + 1) * n).filter((t) => t.alarm).length;
    guardPath(s.size, floorWalls(s, f), g.at % n, g.dest % n).slice(1, speed + 1).forEach((c) => walk.add(f * n + c));
  }
  if (s.crow !== null && walk.has(s.crow)) return (a) => a.verb !== 'ability';
  return (a) => a.verb !== 'ability' || walk.has(parseLoc(s, a.args[0] ?? '') ?? -1);
}

/** A move that costs no action (an event's free stairs, an ability): never a first step. The planner, which keeps no
 * memory between its decisions, weighed two such moves each better than the other and went up and down a turn long
 * (a hard Bank Job of three that never ended); inside a line it may still take them. But for the Acrobat slipping into
 * a guard's tile from one without him: she cannot slip on from there (a first step never goes from a guard's tile to
 * another), so no two such steps follow each other; and barred, her lines through a guard were planned and never
 * walked (she paid a token into a Foyer beside him on her way to the Stairs, then turned back: an Office Job, normal,
 * seed 7, game 8). */
export function freeMove(s: GameState, a: Action): boolean {
  if (a.verb !== 'move') return false;
  const r = applyAction(s, a);
  if (!(r.ok && r.state.turn.player === s.turn.player && r.state.turn.actionsLeft >= s.turn.actionsLeft && !r.state.awaiting)) return false;
  const from = s.players[a.player].at;
  const onGuard = from !== null && s.guards.some((g) => g.placed && g.at === from);
  return onGuard || !r.events.some((e) => e.code === 'acrobat-slips-in');
}

/** The planner's choice for `seat` among `legal`, over the given deals (whole states consistent with its view). */
export function planOver(deals: GameState[], seat: number, all: Action[], cfg: PlanConfig): Action {
  return planRanked(deals, seat, all, cfg)[0];
}

/** Every first step the planner weighs, best first (ties kept in the order of `legal`); `lines`, if given, gets the
 * line each first step begins on the first deal, `values` each first step's value averaged over the deals. */
export function planRanked(
  deals: GameState[], seat: number, all: Action[], cfg: PlanConfig, lines?: Map<Action, Action[]>, values?: Map<Action, number>,
): Action[] {
  const legal = rootCandidates(deals[0], all).filter((a) => !freeMove(deals[0], a));
  if (legal.length === 0) return [all.find((a) => a.verb === 'end') ?? all[0]];
  const sums = legal.map(() => 0);
  const potentials: PotentialCache = new Map();
  deals.forEach((s, d) => {
    const r = new TurnSearch(seat, cfg, potentials).search(s, legal);
    r.values.forEach((v, i) => { sums[i] += v; });
    // The first deal's best line after each first step: where the turn is heading (safety.ts reads it).
    if (d === 0 && lines) legal.forEach((a, i) => lines.set(a, r.lines[i]));
  });
  if (values) legal.forEach((a, i) => values.set(a, sums[i] / deals.length));
  return rankFirstSteps(legal, sums, deals.length);
}

/** What a step into a face-down tile must gain a deal over the peek at it to be taken first: half an action. The
 * deals put a room there each, and their few rooms are mostly quiet; an alarm room found by stepping in turns the guard
 * to the burglar, who steps back out, the trip paid for what the peek would have shown (the Office Job of three,
 * normal, seed 1, game 6, turn 14: the step 670.2, the peek 669.2). */
const PEEK_FIRST = 2;

/** First steps best first by their values summed over `deals` deals: a free step must gain FREE_MARGIN a deal, ending
 * the turn wins a tie (steps that gain nothing, a step there and back, are not taken), a step into a face-down tile
 * must gain PEEK_FIRST a deal over the peek at it (the step may cost a token or an alarm the deals did not weigh
 * against the peek: a Rigger stepped into a Fingerprint and back, two hack tokens, where the peek was weighed the
 * same), and of two equal steps the earlier, as the planner always chose. */
export function rankFirstSteps(legal: Action[], sums: number[], deals: number): Action[] {
  const free = (a: Action) => FREE_VERBS.has(a.verb) && !(a.verb === 'take' && a.args.length === 1);
  // Peeks are offered at face-down tiles only: a move the same way goes into one.
  const peeks = new Set(legal.filter((a) => a.verb === 'peek').map((a) => a.args[0]));
  const margin = (i: number) => (free(legal[i]) ? FREE_MARGIN * deals : legal[i].verb === 'end' ? -0.01
    : legal[i].verb === 'move' && peeks.has(legal[i].args[0]) ? PEEK_FIRST * deals : 0);
  const order = legal.map((_, i) => i);
  order.sort((a, b) => (sums[b] - margin(b)) - (sums[a] - margin(a)) || a - b);
  return order.map((i) => legal[i]);
}

export type { Rng };
