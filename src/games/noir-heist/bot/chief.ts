// The chief bot: knows its plainclothes officer and the public record only (knowledge.ts narrows each thief's
// identity on every public fact). It never accuses a cleared name, always takes a sure catch, and otherwise weighs
// each action by the catch it makes now and the best accusation it leaves for its next turn (searches by what they
// may reveal, swaps and shifts by the suspects they bring next to an officer). Easy remembers only a few facts.
import type { BotLevel } from '../../../core/module.js';
import type { Rng } from '../../../core/rng.js';
import type { Action } from '../../../core/types.js';
import { neighbours, parseCell, squareCells } from '../engine/grid.js';
import type { NoirView } from '../view.js';
import { pastTurns, thirdInRow } from './history.js';
import { HISTORY } from './past.js';
import { candidates, massOf, publicOdds, weighCandidates, type Weights } from './knowledge.js';
import { shifted } from './geometry.js';

interface Style {
  /** What a turn later is worth against a catch now. */
  later: number;
  /** Worth of narrowing for its own sake: per thief, one over its candidates. */
  narrowing: number;
  noise: number;
  /** How many of the newest public facts easy keeps (0: all). */
  memory: number;
  /** How much likelier than chance the public record must make a name before he accuses it (0: he may guess). */
  evidence: number;
  /** How much likelier a thief's shifts make the names in the lines it shifted (1: not read at all), at 4, 5, 6 thieves. */
  lean: [number, number, number];
  /** What changes at a table of four thieves (5 players). */
  atFive?: Partial<Style>;
}

export const STYLES: Record<BotLevel, Style> = {
  easy: { later: 0.8, narrowing: 0.5, noise: 0.3, memory: 3, evidence: 0, lean: [1, 1, 1] },
  // At 5 players the normal chief is quick to accuse (a turn later is worth little to him): against the quick
  // thieves there (thief.ts) he wins about half the games, and the game stays short.
  normal: { later: 0.7, narrowing: 1, noise: 0.01, memory: 0, evidence: 1, lean: [1, 1, 1], atFive: { later: 0.25 } },
  hard: { later: 0.55, narrowing: 1.2, noise: 0.001, memory: 0, evidence: 1.25, lean: [1, 1.5, 1.5] },
};

/** The old, forgetful reading: the newest `memory` facts about each thief since its identity last changed. */
function forgetful(v: NoirView, memory: number): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const t of v.thieves) {
    if (t.caught) continue;
    let pool = v.grid.filter((n) => !v.dead.includes(n) && !v.officers.includes(n) && n !== v.plainclothes);
    let kept = 0;
    for (let i = v.log.length - 1; i >= Math.max(0, v.log.length - HISTORY) && kept < memory; i--) {
      const e = v.log[i], p = e.params;
      if (['redrew', 'vanished', 'mimicked'].includes(e.code) && p.who === t.name) break;
      const names = Array.isArray(p.names) ? new Set(p.names) : null;
      if (e.code === 'accused-wrong') pool = pool.filter((n) => n !== p.name);
      else if (names && ['robbed', 'hacked', 'cracked'].includes(e.code) && p.who === t.name) pool = pool.filter((n) => names.has(n));
      else if (names && e.code === 'searched') {
        const inside = Array.isArray(p.found) && p.found.includes(t.name);
        pool = pool.filter((n) => names.has(n) === inside);
      } else continue;
      kept++;
    }
    // Never outside the public record: a name it has cleared stays cleared.
    const allowed = new Set(t.suspects);
    const kept2 = pool.filter((n) => allowed.has(n));
    out.set(t.seat, kept2.length ? kept2 : t.suspects.filter((n) => n !== v.plainclothes));
  }
  return out;
}

const NEAR: number[][] = Array.from({ length: 49 }, (_, i) => neighbours(i));

/** Cells the chief may accuse on this grid: next to a working uniformed officer or his plainclothes officer. */
function eyesOn(v: NoirView, grid: readonly string[]): number[] {
  const seen = new Set<number>();
  for (const eye of [...v.officers.filter((o) => o !== v.stunned), ...(v.plainclothes ? [v.plainclothes] : [])]) {
    for (const j of NEAR[grid.indexOf(eye)] ?? []) seen.add(j);
  }
  return [...seen];
}

/** The likeliest name the chief could accuse on this grid (its chance). */
function bestAccusable(v: NoirView, grid: readonly string[], m: Map<string, number>): number {
  let best = 0;
  for (const j of eyesOn(v, grid)) best = Math.max(best, m.get(grid[j]) ?? 0);
  return Math.min(1, best);
}

/** How narrow the records are: per thief, one over its candidates. */
const narrowness = (w: Weights): number => [...w.values()].reduce((k, x) => k + 1 / Math.max(1, x.size), 0);

/** What a position promises the chief's next turn: its best accusation, plus the narrowing for its own sake. */
function promise(w: Weights, grid: readonly string[], v: NoirView, style: Style, m = massOf(w)): number {
  return bestAccusable(v, grid, m) + style.narrowing * 0.25 * narrowness(w);
}

/** The weights once `name` is cleared (a failed accusation). */
function without(w: Weights, name: string): Weights {
  return new Map([...w].map(([k, x]) => [k, x.size > 1 && x.has(name) ? new Map([...x].filter(([n]) => n !== name)) : x]));
}

/** The expected promise after searching `inside`: every combination of who is found, weighed by its chance. */
function searchPromise(w: Weights, inside: Set<string>, v: NoirView, style: Style): number {
  const names = eyesOn(v, v.grid).map((j) => v.grid[j]);
  // Per thief: its share of each accusable name if found inside, if not, and the chance it is inside.
  const parts: { yes: Map<string, number>; no: Map<string, number>; pin: number; size: [number, number] }[] = [];
  const base = new Map<string, number>();
  let fixedNarrow = 0;
  for (const x of w.values()) {
    let total = 0, yesTotal = 0, yesCount = 0;
    for (const [n, k] of x) {
      total += k;
      if (inside.has(n)) (yesTotal += k), yesCount++;
    }
    if (yesTotal === 0 || yesTotal === total || parts.length >= 5) {
      for (const n of names) if (x.has(n)) base.set(n, (base.get(n) ?? 0) + x.get(n)! / total);
      fixedNarrow += 1 / Math.max(1, x.size);
      continue;
    }
    const yes = new Map<string, number>(), no = new Map<string, number>();
    for (const n of names) {
      const k = x.get(n);
      if (k === undefined) continue;
      if (inside.has(n)) yes.set(n, k / yesTotal);
      else no.set(n, k / (total - yesTotal));
    }
    parts.push({ yes, no, pin: yesTotal / total, size: [yesCount, x.size - yesCount] });
  }
  // The shares by name's place in `names` (looked up once, not in each combination's loop).
  const baseOf = names.map((n) => base.get(n) ?? 0);
  const yesOf = parts.map((part) => names.map((n) => part.yes.get(n) ?? 0));
  const noOf = parts.map((part) => names.map((n) => part.no.get(n) ?? 0));
  let expected = 0;
  for (let mask = 0; mask < 1 << parts.length; mask++) {
    let p = 1, narrow = fixedNarrow, best = 0;
    for (let k = 0; k < parts.length; k++) {
      const isIn = (mask >> k) & 1;
      p *= isIn ? parts[k].pin : 1 - parts[k].pin;
      narrow += 1 / Math.max(1, parts[k].size[isIn ? 0 : 1]);
    }
    for (let j = 0; j < names.length; j++) {
      let x = baseOf[j];
      for (let k = 0; k < parts.length; k++) x += ((mask >> k) & 1 ? yesOf[k] : noOf[k])[j];
      if (x > best) best = x;
    }
    expected += p * (Math.min(1, best) + style.narrowing * 0.25 * narrow);
  }
  return expected;
}

export function chiefMove(v: NoirView, seat: number, legal: Action[], rng: Rng, level: BotLevel): Action {
  const style: Style = { ...STYLES[level], ...(v.thieves.length === 4 ? STYLES[level].atFive : {}) };
  const mine = legal.filter((a) => a.player === seat);
  const cands = style.memory ? forgetful(v, style.memory) : candidates(v);
  const w = weighCandidates(v, cands, style.lean[Math.min(2, Math.max(0, v.thieves.length - 4))]);
  const m = massOf(w);
  const past = pastTurns(v, seat, 6);
  // Not a third time running, nor a shift or swap twice in his last six turns already: thieves who undo his shifts
  // would otherwise keep him going round without end.
  const fresh = (a: Action) => {
    if (thirdInRow(past, a.verb, a.args)) return false;
    if (a.verb !== 'shift' && a.verb !== 'swap') return true;
    const key = [a.verb, ...a.args].join(' ');
    return past.filter((k) => k === key).length < 2;
  };
  // A detective, not a guesser: above easy he accuses only a name the record makes likelier than chance (each thief's
  // chance spread evenly over its record, against the same with no record at all); else he searches or moves first.
  const pool = v.grid.filter((n) => !v.dead.includes(n) && !v.officers.includes(n) && n !== v.plainclothes).length;
  const odds = publicOdds([...cands.values()].filter((r) => r.length > 0), pool);
  const evident = (n: string) => !style.evidence || (odds.mass.get(n) ?? 0) > style.evidence * odds.chance + 1e-9;
  const accusations = mine.filter((a) => a.verb === 'accuse' && (m.get(a.args[0]) ?? 0) > 0);

  // A thief its record pins to one name the chief may accuse: always taken (easy too: it is plain to see).
  const sure = accusations.filter((a) => [...cands.values()].some((ns) => ns.length === 1 && ns[0] === a.args[0]));
  if (sure.length) return sure[0];

  const noise = () => (style.noise ? (rng.int(1000) / 1000) * style.noise : 0);
  let best: Action | null = null, top = -Infinity;
  const consider = (a: Action, value: number) => {
    const x = value + noise();
    if (x > top) [best, top] = [a, x];
  };
  for (const a of accusations) {
    if (!evident(a.args[0])) continue;
    const p = Math.min(1, m.get(a.args[0])!);
    consider(a, p + (1 - p) * style.later * promise(without(w, a.args[0]), v.grid, v, style));
  }
  for (const a of mine) {
    if (!fresh(a)) continue;
    if (a.verb === 'search') {
      const inside = new Set(squareCells(parseCell(a.args[0])).map((i) => v.grid[i]));
      consider(a, style.later * searchPromise(w, inside, v, style));
    } else if (a.verb === 'swap') {
      const g = [...v.grid];
      const i = g.indexOf(a.args[0]), j = g.indexOf(a.args[1]);
      [g[i], g[j]] = [g[j], g[i]];
      consider(a, style.later * promise(w, g, v, style, m));
    } else if (a.verb === 'shift') {
      consider(a, style.later * promise(w, shifted(v.grid, a.args), v, style, m));
    }
  }
  return best ?? mine[rng.int(mine.length)];
}
