// The thief bot, from its own view only (its identity, those shown to it, the public board and record). It shows its
// identity to every other thief, gathers the team at a vault by the team's plan (plan.ts, unstick.ts: covert shifts
// first, a token only where it can count), else with shifts that keep clear of officers, and robs only when the vault
// can fall before its token comes back. A known mate's card that stands where it robs a vault stays there unless no
// other move serves the crew as well (crew.ts). Hard also weighs who puts the tokens in: a rob that pins its thief's
// record down to one name costs the plan. Easy plays loosely and has no plan: much noise, little care for officers,
// a lone rob now and then, no look ahead.
import type { BotLevel } from '../../../core/module.js';
import type { Rng } from '../../../core/rng.js';
import type { Action } from '../../../core/types.js';
import { adjacent, lineCells, lineLabel, quadrantOf, shiftOnce } from '../engine/grid.js';
import { hackCells } from '../engine/roles/hacker.js';
import { VAULTS, type Vault } from '../engine/types.js';
import type { NoirView } from '../view.js';
import { shifted, swapped } from './geometry.js';
import { chiefQuiet, pastTurns, repeatsLast, thirdInRow } from './history.js';
import { barred } from './crew.js';
import { plainclothesCands } from './knowledge.js';
import { fallsWithin, gatherCost, mates, reaches, target, type Mate } from './team.js';
import { teamPlan } from './plan.js';
import { STALLED_ROUNDS, turnsSinceToken, unstickShift, type UnstickShift } from './unstick.js';

/** What a level weighs (the easy thief cares less for its record and officers, and sometimes robs alone). */
interface Style {
  /** Cost of a visible move (it hands the chief a turn). */
  visible: number;
  /** Weight of standing where a uniformed officer may accuse, by how exposed the record is; at 4, 5 and 6 thieves
   * (set with the simulator so each side wins about half the games at every table size, docs/bots.md). */
  danger: [number, number, number];
  /** Random spread added to every move's cost. */
  noise: number;
  /** Worth of one step less for the team to gather three thieves at a vault (and of being gathered). */
  step: number;
  /** How much the best covert shift after this one counts (a two-step plan), 0 for none. */
  ahead: number;
  /** Cost of shifting a line that holds one's own card (a chief who reads shifts learns the line). */
  reveal: number;
  /** A thief whose public record is this small robs only to finish a vault. */
  shy: number;
  /** What each thief a team plan leaves next to an officer adds to the plan's cost (in chief turns), at 4, 5, 6 thieves. */
  care: [number, number, number];
  /** Whether the team plans turn by turn (plan.ts) before it plans by runs of shifts (unstick.ts). */
  plan: boolean;
  /** What changes at a table of four thieves (5 players). */
  atFive?: Partial<Style>;
  /** Chance of a lone rob when nothing better is planned. */
  lone: number;
  /** What a lone token costs the team's plan (chief turns): one its vault cannot fall with before it comes back, the
   * cards standing as they are (it shows the quadrant, and counts only if a shift brings a third thief in). */
  alone: number;
  /** What a token costs the team's plan (chief turns) for pinning its thief down: this times how much nearer one name
   * the rob brings its public record (one over its size, squared); 0: not weighed. */
  pin: number;
  show: boolean;
}

export const STYLES: Record<BotLevel, Style> = {
  easy: { visible: 2, danger: [2, 2, 2.5], noise: 0.6, step: 2, ahead: 0, reveal: 0, shy: 0, care: [0, 0, 0], lone: 0.015, alone: 0, pin: 0, plan: false, show: true },
  // At 5 players normal thieves keep little care for officers (a quick game; the normal chief there is quick to
  // accuse, chief.ts): careful ones made the game last a median of 26 chief turns.
  normal: { visible: 4, danger: [1.3, 2.2, 3], noise: 0.3, step: 2.5, ahead: 0.5, reveal: 0, shy: 0, care: [0.2, 0.35, 0.3], lone: 0, alone: 1, pin: 0, plan: true, show: true },
  // At 5 players the hard chief does not read shifts (he won two games in three there), so neither side plays for it.
  hard: {
    visible: 4, danger: [4.5, 2.8, 4], noise: 0.1, step: 2.5, ahead: 0.5, reveal: 0.3, shy: 0, care: [1, 0.5, 0.5], lone: 0, alone: 1, pin: 1, plan: true, show: true,
    atFive: { noise: 0.3, reveal: 0 },
  },
};

const HACK_CELLS = Object.fromEntries(VAULTS.map((z) => [z, new Set(hackCells(z))])) as Record<Vault, Set<number>>;

/** After this many chief turns without an accusation the thieves care this much (a share) for his officers. */
const QUIET_TURNS = 6;
/** Rounds without a token put in after which the thieves' care for officers starts to fade (gone after twice that). */
const LONG_STALL = 6;
/** How much the thieves care for the officers (a share) once the chief has been quiet QUIET_TURNS turns. */
const QUIET = 0.2;

/** Cells a working uniformed officer can accuse from (the plainclothes officer is unknown to thieves). */
function watched(v: NoirView, grid: readonly string[], stunned = v.stunned, officers = v.officers): Set<number> {
  const eyes = officers.filter((o) => o !== stunned).map((o) => grid.indexOf(o));
  const out = new Set<number>();
  for (let i = 0; i < 49; i++) if (eyes.some((e) => adjacent(e, i))) out.add(i);
  return out;
}

export function thiefMove(v: NoirView, seat: number, legal: Action[], rng: Rng, level: BotLevel): Action {
  const style: Style = { ...STYLES[level], ...(v.thieves.length === 4 ? STYLES[level].atFive : {}) };
  // A chief who has stopped accusing is feared less: against him, care for officers would only stall the game.
  const quiet = chiefQuiet(v, QUIET_TURNS) ? QUIET : 1;
  // A long stall is worse for the team than a catch: past LONG_STALL rounds with no token put in, the care for
  // officers fades to nothing (else thieves and chief can undo each other's shifts for ever).
  const stall = turnsSinceToken(v);
  const fade = Math.max(0, 1 - Math.max(0, stall - LONG_STALL * v.thieves.length) / (LONG_STALL * v.thieves.length));
  const danger = style.danger[Math.min(2, Math.max(0, v.thieves.length - 4))] * quiet * fade;
  const shows = legal.filter((a) => a.verb === 'show');
  if (style.show && shows.length) return shows[0];
  const turn = legal.filter((a) => a.verb !== 'show');
  if (turn.length === 0) return legal[0];
  const of = (verb: string, word?: string) => turn.filter((a) => a.verb === verb && (word === undefined || a.args[0] === word));
  if (of('draw').length) return of('draw')[0];

  const team = mates(v);
  const me = team.find((m) => m.seat === seat)!;
  const view = v.thieves[me.index];
  // Each thief's record on the grid as it stands, counted once a decision (the moves weighed ask it again and again).
  const records = new Map<number, number>();
  const record = (m: Mate, grid: readonly string[] = v.grid) => {
    const counted = grid === v.grid ? records.get(m.index) : undefined;
    if (counted !== undefined) return counted;
    const t = v.thieves[m.index];
    const size = t.suspects.filter((n) => !v.officers.includes(n) && !v.dead.includes(n) && grid.includes(n)).length || 1;
    if (grid === v.grid) records.set(m.index, size);
    return size;
  };
  // Where past accusations say the plainclothes officer stands (a hidden eye: only the odds of standing next to him).
  const plain = style.show ? plainclothesCands(v) : null;
  const plainNear = (at: number, grid: readonly string[]) => {
    if (!plain) return 0;
    let k = 0;
    for (const n of plain) if (adjacent(grid.indexOf(n), at)) k++;
    return k / plain.size;
  };
  // How much standing watched costs a thief: more the fewer names its record leaves.
  const exposure = (m: Mate, at: number, eyes: Set<number>, size = record(m), grid: readonly string[] = v.grid) =>
    (eyes.has(at) ? 1 : plainNear(at, grid)) * (4 / Math.max(1, size - 1) + 0.3);

  const choices = of('choose');
  if (choices.length) {
    const goal = target(v, team);
    const eyes = watched(v, v.grid);
    const score = (a: Action) => {
      const at = v.grid.indexOf(a.args[0]);
      const q = quadrantOf(at);
      return (goal && q === goal ? -2 : q && !v.robbed.includes(q) ? -1 : 0) + (eyes.has(at) ? 2 : 0) + rng.int(100) / 1000;
    };
    return choices.reduce((a, b) => (score(b) < score(a) ? b : a));
  }

  // Every thief reads the same public records, so they agree on who is too exposed to start a burst.
  const shy = (m: Mate) => level !== 'easy' && record(m) <= style.shy;
  const past = pastTurns(v, seat, 2);
  // A known mate's card stays where it reaches the vault it robs unless no other move serves the crew as well (crew.ts).
  const bar = barred(v, seat, turn);
  const fresh = (a: Action) => !thirdInRow(past, a.verb, a.args) && !bar.has([a.verb, ...a.args].join(' '));
  const here = me.at!;

  // Rob, hack or crack when the vault falls at once or before this thief's token comes back.
  const robs: [Action, Vault, boolean][] = [];
  for (const a of of('rob')) robs.push([a, quadrantOf(here)!, false]);
  for (const a of of('ability', 'hack')) robs.push([a, a.args[1] as Vault, false]);
  const q = quadrantOf(here);
  if (q && of('ability', 'crack').length && me.tokens.length === 1 && me.tokens[0] === q && !v.robbed.includes(q)) {
    robs.push([of('ability', 'crack')[0], q, true]);
  }
  const eyesNow = watched(v, v.grid);
  // A rob shows the quadrant (a hack: the cells around it): a thief whose record that leaves at two names or fewer,
  // standing next to an officer, puts a token in only to finish the vault, or the chief catches it first. A quiet chief
  // is not feared for it. Every thief applies the same rule to its mates (fallsWithin), so none robs into nothing
  // counting on a mate who holds back.
  const holdsBack = (m: Mate, z: Vault): boolean => {
    if (level === 'easy' || quiet < 1 || m.at === null || !eyesNow.has(m.at)) return false;
    const hack = quadrantOf(m.at) !== z;
    return v.thieves[m.index].suspects.filter((n) => hack || quadrantOf(v.grid.indexOf(n)) === z).length <= 2;
  };
  // How far a token into each vault would narrow each thief's record (the plan weighs who puts tokens in by it): to the
  // quadrant's names, or for a Hacker standing outside every quadrant to those of the cells it hacks from.
  const narrowing = style.pin > 0 ? team.map((m) => {
    const t = v.thieves[m.index];
    const names = t.suspects.filter((n) => !v.officers.includes(n) && !v.dead.includes(n) && v.grid.includes(n));
    const now = Math.max(1, names.length);
    const hacks = m.role === 'hacker' && m.at !== null && quadrantOf(m.at) === null;
    return VAULTS.map((z) => {
      const cells = hacks ? HACK_CELLS[z] : null;
      const after = Math.max(1, names.filter((n) => (cells ? cells.has(v.grid.indexOf(n)) : quadrantOf(v.grid.indexOf(n)) === z)).length);
      return style.pin * Math.max(0, 1 / (after * after) - 1 / (now * now));
    });
  }) : undefined;
  let plan: [Action, number] | null = null;
  for (const [a, z, crack] of robs) {
    const k = fallsWithin(team, me, z, crack, (m) => shy(m) || holdsBack(m, z));
    if (k < 0 || (k > 0 && (shy(me) || holdsBack(me, z)))) continue;
    // A rob that pins this thief down is left to the team's plan, unless it robs the vault at once.
    if (k > 0 && narrowing && narrowing[me.index][VAULTS.indexOf(z)] > 0.5 * style.pin) continue;
    if (k > 0 && !fresh(a)) continue;
    if (!plan || k < plan[1]) plan = [a, k];
  }
  if (plan) return plan[0];
  if (style.lone > 0 && robs.length && rng.int(1000) < style.lone * 1000) return robs[0][0];

  // The plan may say this turn changes nothing for the team: then only a shift of a line with no known thief in it.
  let idle = false;
  // The team's plan: the cheapest run of shifts that gathers three of it at a vault (unstick.ts); easy has none.
  if (level !== 'easy' && stall >= STALLED_ROUNDS * v.thieves.length) {
    const shifts = of('shift').filter((a) => a.args[3] === undefined && fresh(a));
    // Asked of the same few shifts at every step the plans search: each looked up once.
    const looked = new Map<UnstickShift, Action | undefined>();
    const find = (x: UnstickShift) => {
      if (looked.has(x)) return looked.get(x);
      const a = shifts.find((s) => s.args[0] === x.line && s.args[1] === lineLabel(x.line, x.index) && s.args[2] === x.dir);
      looked.set(x, a);
      return a;
    };
    const care = style.care[Math.min(2, Math.max(0, v.thieves.length - 4))] * quiet * fade;
    if (style.plan) {
      // The turn-by-turn plan (plan.ts) when it finds a vault's fall; each thief's cost at a chief turn it stands next
      // to a working officer: more the smaller its record.
      const exposure = team.map((m) => care * Math.min(3, 3 / Math.max(1, record(m) - 1)));
      const step = teamPlan({ v, team, me: me.index, exposure, allowed: (x) => find(x) !== undefined, lone: style.alone, narrowing });
      if (step?.kind === 'shift' && find(step.shift)) return find(step.shift)!;
      if (step?.kind === 'rob' && !holdsBack(me, step.vault)) {
        const a = quadrantOf(here) === step.vault ? of('rob')[0] : of('ability', 'hack').find((x) => x.args[1] === step.vault);
        if (a && fresh(a)) return a;
      }
      if (step?.kind === 'crack' && of('ability', 'crack').length) return of('ability', 'crack')[0];
      idle = step?.kind === 'idle';
    }
    const step = idle ? null : unstickShift(v, team, (x) => find(x) !== undefined, care, style.reveal, me.index);
    if (step) return find(step)!;
  }

  // Everything else is a move: weigh where it leaves the team.
  const goal = target(v, team);
  const base = goal ? gatherCost(team, goal) : 0;
  const known = team.filter((m) => m.at !== null && !m.caught);
  const gatherAt = (grid: readonly string[]): number => {
    const after = mates(v, grid);
    let gather = gatherCost(after, goal!);
    for (const z of ['NW', 'NE', 'SW', 'SE'] as Vault[]) if (z !== goal && !v.robbed.includes(z)) gather = Math.min(gather, gatherCost(after, z) + 1);
    return gather + (gather === 0 ? -1 : 0);
  };
  // The best the next covert shift (anyone's) could make of a grid: a step may need another to pay off.
  const nextStep = (grid: readonly string[]): number => {
    let best = gatherAt(grid);
    for (const line of ['row', 'column'] as const) {
      for (let index = 0; index < 7; index++) {
        if (lineCells(line, index).some((c) => v.officers.includes(grid[c]))) continue;
        for (const dir of line === 'row' ? (['east', 'west'] as const) : (['north', 'south'] as const)) {
          best = Math.min(best, gatherAt(shiftOnce([...grid], line, index, dir)));
        }
      }
    }
    return best;
  };
  const spent = v.covert + 1 >= v.thieves.length;
  const evaluate = (grid: readonly string[], visible: boolean, eyes: Set<number>, sizes?: Map<number, number>): number => {
    const after = mates(v, grid);
    let cost = 0;
    if (goal) {
      cost = style.step * gatherAt(grid);
    }
    for (const m of known) {
      const at = after[m.index].at!;
      cost += exposure(m, at, eyes, sizes?.get(m.seat), grid) * danger * (m.seat === seat ? 1 : 0.5);
    }
    // Against a quiet chief the team also wavers less: noise there only lets the thieves undo each other's shifts.
    // When the round's covert actions are all but spent, any move gives the chief his turn: a visible one costs no more.
    return cost + (visible && !spent ? style.visible : 0) + (style.noise ? (rng.int(1000) / 1000) * style.noise * quiet : 0);
  };
  const officerIn = (a: Action) => {
    const line = a.args[0] as 'row' | 'column';
    const index = line === 'row' ? Number(a.args[1]) - 1 : 'ABCDEFG'.indexOf(a.args[1]);
    return lineCells(line, index).some((c) => v.officers.includes(v.grid[c]));
  };
  const options: [Action, number, readonly string[] | null][] = [];
  const shiftsNow = of('shift').filter((a) => fresh(a));
  const untouched = (a: Action) => {
    const line = a.args[0] as 'row' | 'column';
    const cells = lineCells(line, line === 'row' ? Number(a.args[1]) - 1 : 'ABCDEFG'.indexOf(a.args[1]));
    return a.args[3] === undefined && !known.some((m) => cells.includes(m.at!));
  };
  const idleShifts = idle ? shiftsNow.filter(untouched) : [];
  for (const a of idleShifts.length ? idleShifts : shiftsNow) {
    const visible = view.role === 'snitch' ? false : a.args[3] === '2' || officerIn(a);
    const grid = shifted(v.grid, a.args);
    const line = a.args[0] as 'row' | 'column';
    const own = lineCells(line, line === 'row' ? Number(a.args[1]) - 1 : 'ABCDEFG'.indexOf(a.args[1])).includes(here);
    options.push([a, evaluate(grid, visible, watched(v, grid)) + (own ? style.reveal : 0), grid]);
  }
  const mine = record(me);
  for (const a of of('ability')) {
    if (!fresh(a) || repeatsLast(past, a.verb, a.args)) continue;
    const word = a.args[0];
    if (word === 'stun' || word === 'kill') {
      // Worth it only when the officer watches a thief of the team who stands where the team gathers.
      const officer = a.args[1];
      const at = v.grid.indexOf(officer);
      const guards = known.some((m) => adjacent(at, m.at!) && goal !== null && reaches(m.role, m.at!, goal));
      if (!guards) continue;
      const eyes = word === 'stun' ? watched(v, v.grid, officer) : watched(v, v.grid, v.stunned, v.officers.filter((o) => o !== officer));
      // The record shrinks to the officer's neighbours (rulings N15).
      const sizes = new Map([[seat, Math.min(mine, 8)]]);
      options.push([a, evaluate(v.grid, true, eyes, sizes) + 0.5, null]);
    } else if (word === 'vanish' || word === 'mimic') {
      // A new identity wipes a record that has all but found this thief.
      if (mine > 3) continue;
      options.push([a, base + style.visible + (level === 'easy' ? 1 : -2), null]);
    } else if (word === 'swap' && view.role === 'saboteur') {
      // Everyone sees the two cards: the record shrinks to them, so only when it is that small already.
      if (mine > 2) continue;
      const grid = swapped(v.grid, view.identity!, a.args[1]);
      options.push([a, evaluate(grid, false, watched(v, grid), new Map([[seat, 2]])), grid]);
    } else if (word === 'swap' && view.role === 'insider') {
      // Everyone sees which card took the officer's place: only for a thief the record has found already.
      if (mine > 1) continue;
      const grid = swapped(v.grid, view.identity!, a.args[1]);
      options.push([a, evaluate(grid, true, watched(v, grid), new Map([[seat, 1]])), grid]);
    }
  }
  // The few best moves also count what the next covert shift could make of them (a step may need another).
  options.sort((a, b) => a[1] - b[1]);
  if (goal && style.ahead) {
    for (const o of options.slice(0, 6)) {
      if (!o[2]) continue;
      const now = gatherAt(o[2]);
      if (now > -1) o[1] += style.step * style.ahead * (nextStep(o[2]) - now);
    }
  }
  if (options.length) return options.reduce((a, b) => (b[1] < a[1] ? b : a))[0];
  const rest = turn.filter(fresh);
  return (rest.length ? rest : turn)[rng.int((rest.length ? rest : turn).length)];
}
