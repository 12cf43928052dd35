// The bots' turn planner: a search over the rest of the burglar's turn (moves, peeks, hacks, dice, cracks, tools,
// abilities), each line ended where the real end of turn stops being foreseeable (the guard's walk up to his next
// patrol card) and weighed by evaluate.ts. What the seat cannot see is dealt at random several times over
// (determinize.ts) and the first steps are compared on their average.
import type { Rng } from '../../../core/rng.js';
import {
  applyAction, DIRECTIONS, floorWalls, guardPath, legalActions, parseLoc, step, vertical, type Action, type Direction, type GameState, type Loc,
} from '../engine/index.js';
import { answer } from './answer.js';
import { roomOdds } from './determinize.js';
import { evaluate, WEIGHTS, type Weights } from './evaluate.js';
import { endFast, type TileAs } from './walk.js';
import { cellsPerFloor, floorOfLoc } from './map.js';

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
  /** Tools and free abilities one line may use. */
  freeUses: number;
  /** With every first step's best line lost, the search is made again this many times as wide (beam and budget); 1:
   * not again. The beam ranks lines by their value were the turn to end there, and a way out can look worse on its
   * way than being caught: found at a turn's first step, dropped at its second, after a token paid toward it. */
  widenWhenLost: number;
  /** A line ending on a tile it stepped into face down is weighed over whether that tile's room sets off an alarm
   * there (a Fingerprint or a Laser stepped into, a Detector with something held, a Thermo at the end of the turn),
   * by the odds of such a room among the ones the tile may still be, not by the deal's room alone: the guard turned
   * to that alarm walks onto the burglar, and a few deals often all miss it (alarmOdds, TurnSearch.overRooms). */
  blindAlarms?: boolean;
  /** The same for the last tile a line stepped into face down and then left (a Fingerprint, a Laser or a Detector set
   * off on entry, a Motion on leaving). */
  blindPassed?: boolean;
  /** The ceiling's planner (sim/ceiling.ts): its deal is the true state, so the end of a turn is played out whole
   * (event and patrol cards included) and the guards' later walks follow their known decks. */
  omniscient?: boolean;
}

export const NORMAL: PlanConfig = { deals: 2, beam: 8, budget: 60, weights: WEIGHTS, eventCost: 0, freeUses: 1, widenWhenLost: 2 };

/** A position's identity within one turn: what the search may reach by different orders of the same steps. */
function keyOf(s: GameState): string {
  let k = `${s.turn.actionsLeft},${s.turn.actionsUsed},${s.turn.used.join('+')},${s.turn.motionEntered.length},${s.crow},${s.kitty},${s.effects.length}|`;
  for (const p of s.players) k += `${p.at},${p.stealth},${p.tools.length},${p.loot.length},${p.laptop},${p.heldAlarms};`;
  for (const g of s.guards) k += `${g.at},${g.dest},${g.skipNext ? 1 : 0};`;
  const tiles = s.tiles;
  for (let i = 0; i < tiles.length; i++) {
    const t = tiles[i];
    const bits = (t.revealed ? 1 : 0) | (t.alarm ? 2 : 0) | (t.cracked ? 4 : 0) | (t.open ? 8 : 0) | (t.disabled ? 16 : 0) | (t.toolTaken ? 32 : 0);
    k += String.fromCharCode(48 + bits) + (t.hack || t.dice || t.smoke || t.stalls ? `${t.hack}${t.dice}${t.smoke}${t.stalls}` : '') + (t.items.length ? t.items.length : '');
  }
  return k;
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

const FREE_VERBS = new Set(['use', 'ability', 'give', 'take']);

interface Line {
  state: GameState;
  /** Which first step it began with, and every step so far. */
  root: number;
  steps: Action[];
  prevAt: Loc | null;
  /** The tiles the line stepped into face down: the burglar's, and the last one left. */
  blind: Blind;
  free: number;
  value: number;
}

/**
 * A beam search over the rest of one burglar's turn on one deal: every line is weighed as if the turn ended there
 * (`leaf`), the best `beam` lines go one step further, until no action is left. Each first step is credited with the
 * best line it began.
 */
class TurnSearch {
  /** The position the search starts from, and the odds of an alarm room per floor (blindAlarms). */
  private root: GameState | null = null;
  private odds: AlarmOdds[] = [];

  constructor(private readonly me: number, private readonly cfg: PlanConfig, private readonly potentials: Map<string, number>) {}

  /** The value of ending the turn now, as far as it can be foreseen; `blind`: the burglar's tile, stepped into face
   * down by the line. */
  leaf(s: GameState, blind: Blind = NO_BLIND): number {
    if (this.cfg.omniscient) {
      const ended = stepWithAnswers(s, { player: this.me, verb: 'end', args: [] });
      return ended ? evaluate(ended, this.me, null, this.cfg.weights, this.potentials, true) : -this.cfg.weights.lost;
    }
    const known = endFast(s, this.me);
    let v = evaluate(known.state, this.me, known.walking, this.cfg.weights, this.potentials);
    if (this.cfg.blindAlarms) {
      const v0 = v;
      if (blind.here !== null) v += this.overRooms(s, blind.here, v0, false) - v0;
      if (blind.left !== null && this.cfg.blindPassed) v += this.overRooms(s, blind.left, v0, true) - v0;
    }
    const me = s.players[this.me];
    const threshold = me.loot.includes('stamp') ? 3 : 2;
    if (s.turn.actionsUsed <= threshold) v -= this.cfg.eventCost;
    return v;
  }

  /**
   * `v`, the value of ending on `at` (stepped into face down) as the deal has its room, weighed with the value of the
   * other case by the odds the seat sees: an alarm there (the deal's room a quiet one) or none (the deal's room set
   * one off). One more end of turn played out, not the line replayed on each room.
   */
  private overRooms(s: GameState, at: Loc, v: number, left: boolean): number {
    const root = this.root!;
    const f = floorOfLoc(s, at);
    const g = s.guards[f];
    const me = s.players[this.me];
    // Only the walk of the burglar's own floor is played out at the end (walk.ts).
    if (me.at === null || floorOfLoc(s, me.at) !== f) return v;
    if (!g.placed || g.at === null || g.at === at || root.tiles[at].alarm || s.effects.some((e) => e.kind === 'emp')) return v;
    const o = this.odds[f];
    const p = (left ? (hackAtHand(root, 'motion') ? 0 : o.motion) : o.thermo) + (hackAtHand(root, 'fingerprint') ? 0 : o.fingerprint)
      + (hackAtHand(root, 'laser') ? 0 : o.laser) + (me.tools.length + me.loot.length > 0 ? o.detector : 0);
    if (p <= 0) return v;
    const t = s.tiles[at];
    const alarmed = t.alarm || (!left && t.room === 'thermo' && t.revealed && !t.disabled);
    const as: TileAs = alarmed ? { at, alarm: false, dest: root.guards[f].dest } : { at, alarm: true };
    const other = endFast(s, this.me, as);
    const w = evaluate(other.state, this.me, other.walking, this.cfg.weights, this.potentials);
    return alarmed ? p * v + (1 - p) * w : (1 - p) * v + p * w;
  }

  /** A line's value: over (won, lost, escaped: the turn passed) or weighed as if ended now. */
  private weigh(s: GameState, blind: Blind = NO_BLIND): { value: number; goes: boolean } {
    if (s.outcome !== 'playing' || s.turn.player !== this.me) return { value: evaluate(s, this.me, null, this.cfg.weights, this.potentials), goes: false };
    return { value: this.leaf(s, blind), goes: true };
  }

  /** The tiles stepped into face down after `child`: the burglar's, if `child` steps into it from `parent` face down
   * (or still the one it was), and the last one left. */
  private blindAfter(parent: GameState, child: GameState, blind: Blind): Blind {
    if (!this.cfg.blindAlarms) return NO_BLIND;
    const from = parent.players[this.me].at, to = child.players[this.me].at;
    if (to === from) return blind;
    const left = blind.here ?? blind.left;
    if (to === null) return { here: null, left };
    return { here: parent.tiles[to].revealed ? null : to, left: to === left ? null : left };
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
          if (a.args.length > 1) continue;
          break;
      }
      out.push(a);
    }
    return out;
  }

  /** Every first step's value (the best line it begins) and that line. */
  search(s: GameState, legal: Action[]): { values: number[]; lines: Action[][] } {
    const values = legal.map(() => -Infinity);
    const lines: Action[][] = legal.map((a) => [a]);
    const seen = new Set<string>();
    const at0 = s.players[this.me].at;
    this.root = s;
    if (this.cfg.blindAlarms) this.odds = alarmOdds(s);
    let frontier: Line[] = [];
    legal.forEach((a, i) => {
      if (a.verb === 'end') {
        values[i] = this.leaf(s);
        return;
      }
      const next = stepWithAnswers(s, a);
      if (!next) return;
      const blind = this.blindAfter(s, next, NO_BLIND);
      const w = this.weigh(next, blind);
      values[i] = w.value;
      const key = keyOf(next);
      if (!w.goes || seen.has(key)) return;
      seen.add(key);
      frontier.push({ state: next, root: i, steps: [a], prevAt: at0, blind, free: FREE_VERBS.has(a.verb) ? 1 : 0, value: w.value });
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
          const blind = this.blindAfter(line.state, child, line.blind);
          const w = this.weigh(child, blind);
          const steps = [...line.steps, a];
          if (w.value > values[line.root]) {
            values[line.root] = w.value;
            lines[line.root] = steps;
          }
          if (w.goes) next.push({ state: child, root: line.root, steps, prevAt: at, blind, free: line.free + (FREE_VERBS.has(a.verb) ? 1 : 0), value: w.value });
        }
      }
      frontier = next;
    }
    return { values, lines };
  }
}

/** The chance that a face-down tile of a floor is each room whose alarm a burglar stepping into it blind (or, for the
 * Thermo, ending there) sets off. */
interface AlarmOdds { fingerprint: number; laser: number; thermo: number; detector: number; motion: number }

/** The tiles a line stepped into face down: the burglar's (`here`), and the last one it left. */
interface Blind { here: Loc | null; left: Loc | null }
const NO_BLIND: Blind = { here: null, left: null };

/** Per floor, from what the seat sees (determinize.ts roomOdds). */
function alarmOdds(s: GameState): AlarmOdds[] {
  return roomOdds(s).map((o) => ({ fingerprint: o.get('fingerprint') ?? 0, laser: o.get('laser') ?? 0, thermo: o.get('thermo') ?? 0, detector: o.get('detector') ?? 0, motion: o.get('motion') ?? 0 }));
}

/** Whether an alarm of this kind would be hacked away (answer.ts spends a hack token or the Laptop before an alarm). */
function hackAtHand(s: GameState, kind: 'fingerprint' | 'laser' | 'motion'): boolean {
  if (s.players.some((p) => p.laptop > 0)) return true;
  const room = `computer-${kind}`;
  return s.tiles.some((t) => t.room === room && t.revealed && t.hack > 0);
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

/** The first steps the planner weighs: trades between burglars are left out (it has no use for them yet), and the
 * Raven's crow goes only where the guard of her floor is about to walk (crowTargets). */
export function rootCandidates(s: GameState, legal: Action[]): Action[] {
  const crow = crowFilter(s);
  return legal.filter((a) => !((a.verb === 'give' || a.verb === 'take') && a.args.length > 1) && crow(a));
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
function freeMove(s: GameState, a: Action): boolean {
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
  const potentials = new Map<string, number>();
  deals.forEach((s, d) => {
    const r = new TurnSearch(seat, cfg, potentials).search(s, legal);
    r.values.forEach((v, i) => { sums[i] += v; });
    // The first deal's best line after each first step: where the turn is heading (safety.ts reads it).
    if (d === 0 && lines) legal.forEach((a, i) => lines.set(a, r.lines[i]));
  });
  const free = (a: Action) => FREE_VERBS.has(a.verb) && !(a.verb === 'take' && a.args.length === 1);
  // Ending the turn wins a tie: steps that gain nothing (a step there and back) are not taken.
  const margin = (i: number) => (free(legal[i]) ? FREE_MARGIN * deals.length : legal[i].verb === 'end' ? -0.01 : 0);
  if (values) legal.forEach((a, i) => values.set(a, sums[i] / deals.length));
  const order = legal.map((_, i) => i);
  // Stable: the earlier of two equal steps first, as the planner always chose.
  order.sort((a, b) => (sums[b] - margin(b)) - (sums[a] - margin(a)) || a - b);
  return order.map((i) => legal[i]);
}

export type { Rng };
