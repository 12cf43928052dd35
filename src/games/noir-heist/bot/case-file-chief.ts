// The case-file chief (`--policies casefile,…` in `npm run sim`): a chief who decides from his case file alone
// (case-file.ts), as a person reads it: where each card stands, which are officers, his plainclothes officer, each
// thief's names left, his own last six actions. It never reads the view's log or records. If it plays about as well as
// the normal chief, the case file holds what a chief needs. It weighs actions as the normal chief does: a sure catch
// at once, else an accusation (only of a name likelier than chance) by its chance plus what it leaves, a search by
// what it may reveal, a swap or shift by the likeliest name it brings next to an eye; never a third identical action
// in a row, nor a shift or swap a third time in six turns.
import type { BotInput } from '../../../core/module.js';
import type { Rng } from '../../../core/rng.js';
import type { Action } from '../../../core/types.js';
import { chiefFile, type ChiefCaseFile } from '../case-file.js';
import { adjacent, COLS, parseCell, shiftOnce, squareCells } from '../engine/grid.js';
import type { LastShift } from '../engine/types.js';
import type { NoirView } from '../view.js';
import { STYLES } from './chief.js';
import { botMove } from './index.js';

/** What a turn later is worth against a catch now (the normal chief's, by table size), and narrowing for its own sake
 * (per thief, one over its names). */
const laterAt = (thieves: number) => (thieves === 4 ? STYLES.normal.atFive?.later : undefined) ?? STYLES.normal.later;
const NARROWING = STYLES.normal.narrowing;
const NOISE = STYLES.normal.noise;

/** The board as the case file tells it. */
interface Board {
  grid: string[];
  /** Cards that can accuse: working uniformed officers and the plainclothes officer. */
  eyes: string[];
  /** Cards that cannot be accused: officers, the dead. */
  closed: Set<string>;
}

function boardOf(f: ChiefCaseFile): Board {
  const grid = Array<string>(49).fill('');
  for (const c of f.cards) grid[parseCell(c.at)] = c.name;
  const eyes = f.cards.filter((c) => (c.mark === 'officer' && !c.stunned) || c.mark === 'plainclothes').map((c) => c.name);
  const closed = new Set(f.cards.filter((c) => c.mark === 'officer' || c.mark === 'dead').map((c) => c.name));
  return { grid, eyes, closed };
}

type Names = string[][];

/** Each name's chance of being some thief's: every thief's chance spread evenly over its names. */
function massOf(names: Names): Map<string, number> {
  const m = new Map<string, number>();
  for (const ns of names) for (const n of ns) m.set(n, (m.get(n) ?? 0) + 1 / ns.length);
  return m;
}

const narrowness = (names: Names) => names.reduce((k, ns) => k + 1 / Math.max(1, ns.length), 0);

/** The cards the chief could accuse with `grid` laid out so. */
function watched(b: Board, grid: readonly string[]): string[] {
  const out = new Set<string>();
  for (const eye of b.eyes) {
    const e = grid.indexOf(eye);
    grid.forEach((n, i) => {
      if (adjacent(e, i) && !b.closed.has(n)) out.add(n);
    });
  }
  return [...out];
}

/** What a layout promises the next turn: its likeliest accusation, plus narrowing for its own sake. */
function promise(b: Board, names: Names, grid: readonly string[], m = massOf(names)): number {
  let best = 0;
  for (const n of watched(b, grid)) best = Math.max(best, m.get(n) ?? 0);
  return Math.min(1, best) + NARROWING * 0.25 * narrowness(names);
}

/** The expected promise after searching `inside`: every combination of who is found, weighed by its chance (the
 * thieves the search could tell apart, at most 5; the others stay as they are). */
function searchPromise(b: Board, names: Names, inside: Set<string>): number {
  const split: { yes: string[]; no: string[]; p: number }[] = [];
  const fixed: Names = [];
  for (const ns of names) {
    const yes = ns.filter((n) => inside.has(n));
    if (yes.length === 0 || yes.length === ns.length || split.length >= 5) fixed.push(ns);
    else split.push({ yes, no: ns.filter((n) => !inside.has(n)), p: yes.length / ns.length });
  }
  let expected = 0;
  for (let mask = 0; mask < 1 << split.length; mask++) {
    let p = 1;
    const after = [...fixed];
    split.forEach((s, k) => {
      const found = (mask >> k) & 1;
      p *= found ? s.p : 1 - s.p;
      after.push(found ? s.yes : s.no);
    });
    expected += p * promise(b, after, b.grid);
  }
  return expected;
}

function shifted(grid: readonly string[], args: string[]): string[] {
  const line = args[0] as 'row' | 'column';
  const index = line === 'row' ? Number(args[1]) - 1 : COLS.indexOf(args[1]);
  let g = [...grid];
  for (let k = 0; k < Number(args[3] ?? 1); k++) g = shiftOnce(g, line, index, args[2] as LastShift['dir']);
  return g;
}

/** One legal action for the chief, chosen from his case file alone. */
export function caseFileChiefMove(f: ChiefCaseFile, seat: number, legal: Action[], rng: Rng): Action {
  const mine = legal.filter((a) => a.player === seat);
  const later = laterAt(f.thieves.length);
  const b = boardOf(f);
  const names: Names = f.thieves.filter((t) => !t.caught && t.names.length).map((t) => t.names);
  const m = massOf(names);
  const key = (a: Action) => [a.verb, ...a.args].join(' ');
  // Not a third identical action in a row (it gained nothing twice), nor a shift or swap made twice in his last six
  // turns already: thieves who undo his shifts would otherwise keep him going round without end.
  const fresh = (a: Action) => {
    const k = key(a);
    if (f.mine.length >= 2 && f.mine.slice(-2).every((x) => x === k)) return false;
    return (a.verb !== 'shift' && a.verb !== 'swap') || f.mine.filter((x) => x === k).length < 2;
  };
  // A detective, not a guesser: he accuses only a name his file makes likelier than chance (the thieves spread over
  // every card that may be an identity: no officer, no dead, not his plainclothes); else he searches or moves first.
  const pool = f.cards.filter((c) => c.mark !== 'officer' && c.mark !== 'dead' && c.mark !== 'plainclothes').length;
  const chance = names.length / Math.max(1, pool);
  const evident = (n: string) => (m.get(n) ?? 0) > chance + 1e-9;
  const accusations = mine.filter((a) => a.verb === 'accuse' && (m.get(a.args[0]) ?? 0) > 0);

  const sure = accusations.find((a) => f.thieves.some((t) => t.names.length === 1 && t.names[0] === a.args[0]));
  if (sure) return sure;

  let best: Action | null = null, top = -Infinity;
  const consider = (a: Action, value: number) => {
    const x = value + (rng.int(1000) / 1000) * NOISE;
    if (x > top) [best, top] = [a, x];
  };
  for (const a of accusations) {
    if (!evident(a.args[0])) continue;
    const p = Math.min(1, m.get(a.args[0])!);
    const cleared = names.map((ns) => (ns.length > 1 ? ns.filter((n) => n !== a.args[0]) : ns));
    consider(a, p + (1 - p) * later * promise(b, cleared, b.grid));
  }
  for (const a of mine) {
    if (!fresh(a)) continue;
    if (a.verb === 'search') {
      const inside = new Set(squareCells(parseCell(a.args[0])).map((i) => b.grid[i]));
      consider(a, later * searchPromise(b, names, inside));
    } else if (a.verb === 'swap') {
      const g = [...b.grid];
      const i = g.indexOf(a.args[0]), j = g.indexOf(a.args[1]);
      [g[i], g[j]] = [g[j], g[i]];
      consider(a, later * promise(b, names, g, m));
    } else if (a.verb === 'shift') {
      consider(a, later * promise(b, names, shifted(b.grid, a.args), m));
    }
  }
  return best ?? mine[rng.int(mine.length)];
}

/** The simulator's policy `casefile`: the chief's seat plays from its case file; a thief's seat plays as the game's
 * bot at the simulation's level. */
export function caseFileMove(input: BotInput<NoirView>): Action {
  if (input.seat !== input.view.chief) return botMove(input);
  return caseFileChiefMove(chiefFile(input.view), input.seat, input.legal, input.rng);
}
