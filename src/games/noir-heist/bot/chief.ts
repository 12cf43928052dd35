// The chief bot: knows its plainclothes officer and the public record only (knowledge.ts narrows each thief's
// identity on every public fact). It never accuses a cleared name, always takes a sure catch, and otherwise weighs
// each action by the catch it makes now and the best accusation it leaves for its next turn (searches by what they
// may reveal, swaps and shifts by the suspects they bring next to an officer). Easy remembers only a few facts.
import type { BotLevel } from '../../../core/module.js';
import type { Rng } from '../../../core/rng.js';
import type { Action } from '../../../core/types.js';
import { parseCell, squareCells } from '../engine/grid.js';
import type { NoirView } from '../view.js';
import { pastTurns, thirdInRow } from './history.js';
import { accusableIn, candidates, mass } from './knowledge.js';
import { shifted } from './thief.js';

interface Style {
  /** What a turn later is worth against a catch now. */
  later: number;
  /** Worth of narrowing for its own sake: per thief, one over its candidates. */
  narrowing: number;
  noise: number;
  /** How many of the newest public facts easy keeps (0: all). */
  memory: number;
}

export const STYLES: Record<BotLevel, Style> = {
  easy: { later: 0.5, narrowing: 0.5, noise: 0.15, memory: 4 },
  normal: { later: 0.7, narrowing: 1, noise: 0.01, memory: 0 },
  hard: { later: 0.75, narrowing: 1.2, noise: 0.001, memory: 0 },
};

/** The old, forgetful reading: the newest `memory` facts about each thief since its identity last changed. */
function forgetful(v: NoirView, memory: number): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const t of v.thieves) {
    if (t.caught) continue;
    let pool = v.grid.filter((n) => !v.dead.includes(n) && !v.officers.includes(n) && n !== v.plainclothes);
    let kept = 0;
    for (let i = v.log.length - 1; i >= 0 && kept < memory; i--) {
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

type Cands = Map<number, string[]>;

/** The best accusation a position leaves (its catch chance), plus how narrow the records are. */
function promise(cands: Cands, grid: readonly string[], v: NoirView, style: Style, w = mass(cands)): number {
  let best = 0;
  for (const n of accusableIn(v, grid)) best = Math.max(best, w.get(n) ?? 0);
  let narrow = 0;
  for (const names of cands.values()) narrow += 1 / Math.max(1, names.length);
  return Math.min(1, best) + style.narrowing * narrow * 0.25;
}

const without = (cands: Cands, name: string): Cands => new Map([...cands].map(([k, ns]) => [k, ns.length > 1 ? ns.filter((n) => n !== name) : ns]));

/** The expected promise after searching `names`: every combination of who is inside, weighed by its chance. */
function searchPromise(cands: Cands, inside: Set<string>, v: NoirView, style: Style): number {
  const split: [number, string[], string[], number][] = [];
  const fixed: [number, string[]][] = [];
  for (const [seat, names] of cands) {
    const yes = names.filter((n) => inside.has(n)), no = names.filter((n) => !inside.has(n));
    if (yes.length && no.length) split.push([seat, yes, no, yes.length / names.length]);
    else fixed.push([seat, names]);
  }
  if (split.length === 0) return promise(cands, v.grid, v, style);
  const parts = split.slice(0, 5);
  let total = 0;
  for (let mask = 0; mask < 1 << parts.length; mask++) {
    let p = 1;
    const next: Cands = new Map(fixed);
    parts.forEach(([seat, yes, no, pin], k) => {
      const isIn = (mask >> k) & 1;
      p *= isIn ? pin : 1 - pin;
      next.set(seat, isIn ? yes : no);
    });
    for (const [seat, , , ] of split.slice(5)) next.set(seat, cands.get(seat)!);
    total += p * promise(next, v.grid, v, style);
  }
  return total;
}

export function chiefMove(v: NoirView, seat: number, legal: Action[], rng: Rng, level: BotLevel): Action {
  const style = STYLES[level];
  const mine = legal.filter((a) => a.player === seat);
  const cands = style.memory ? forgetful(v, style.memory) : candidates(v);
  const w = mass(cands);
  const past = pastTurns(v, seat, 2);
  const fresh = (a: Action) => !thirdInRow(past, a.verb, a.args);
  const accusations = mine.filter((a) => a.verb === 'accuse' && (w.get(a.args[0]) ?? 0) > 0);

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
    const p = Math.min(1, w.get(a.args[0])!);
    consider(a, p + (1 - p) * style.later * promise(without(cands, a.args[0]), v.grid, v, style));
  }
  for (const a of mine) {
    if (!fresh(a)) continue;
    if (a.verb === 'search') {
      const inside = new Set(squareCells(parseCell(a.args[0])).map((i) => v.grid[i]));
      consider(a, style.later * searchPromise(cands, inside, v, style));
    } else if (a.verb === 'swap') {
      const g = [...v.grid];
      const i = g.indexOf(a.args[0]), j = g.indexOf(a.args[1]);
      [g[i], g[j]] = [g[j], g[i]];
      consider(a, style.later * promise(cands, g, v, style, w));
    } else if (a.verb === 'shift') {
      consider(a, style.later * promise(cands, shifted(v.grid, a.args), v, style, w));
    }
  }
  return best ?? mine[rng.int(mine.length)];
}
