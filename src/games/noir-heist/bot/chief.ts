// The chief bot: knows its plainclothes officer and the public record only. Each thief's possible identities come
// from the public facts in the view (robs, searches, failed accusations narrow them); it accuses the likeliest
// accusable suspect, searches when unsure, or moves an officer toward the likely suspects.
import type { Rng } from '../../../core/rng.js';
import type { Action } from '../../../core/types.js';
import { parseCell, squareCells } from '../engine/grid.js';
import type { NoirView } from '../view.js';
import { cellIndex } from './geometry.js';

/** How many public facts about each thief the bot keeps in mind (the newest): a perfect memory would pin every
 * identity down within a few searches, which no table of people does; this keeps the bot a fair opponent. */
export const MEMORY = 4;

/** The names a thief's identity may be, from the newest public facts since their identity last changed. */
export function recall(v: NoirView, seat: number): string[] {
  const name = v.names[seat];
  let pool = v.grid.filter((n) => !v.dead.includes(n) && !v.officers.includes(n) && n !== v.plainclothes);
  let kept = 0;
  for (let i = v.log.length - 1; i >= 0 && kept < MEMORY; i--) {
    const e = v.log[i], p = e.params;
    if (['redrew', 'vanished', 'mimicked'].includes(e.code) && p.who === name) break;
    if (e.code === 'caught' && p.thief === name) break;
    if (e.code === 'accused-wrong') pool = pool.filter((n) => n !== p.name);
    const names = Array.isArray(p.names) ? new Set(p.names) : null;
    if (!names) continue;
    if (['robbed', 'hacked', 'cracked'].includes(e.code) && p.who === name) pool = pool.filter((n) => names.has(n));
    else if (e.code === 'searched') {
      const inside = Array.isArray(p.found) && p.found.includes(name);
      pool = pool.filter((n) => names.has(n) === inside);
    } else continue;
    kept++;
  }
  return pool;
}

/** How much a search must split the candidates before the bot spends its action on it. */
const SEARCH_INFO = 0.6;

export function chiefMove(v: NoirView, seat: number, legal: Action[], rng: Rng): Action {
  const mine = legal.filter((a) => a.player === seat);
  const open = v.thieves.filter((t) => !t.caught).map((t) => recall(v, t.seat));
  const weight = new Map<string, number>();
  for (const c of open) for (const n of c) weight.set(n, (weight.get(n) ?? 0) + 1 / Math.max(1, c.length));
  const w = (n: string) => weight.get(n) ?? 0;

  let accuse: Action | null = null, best = 0;
  for (const a of mine.filter((x) => x.verb === 'accuse')) {
    const s = w(a.args[0]) + rng.int(100) / 10000;
    if (s > best) (best = s), (accuse = a);
  }
  if (accuse && best >= 0.5) return accuse;

  let search: Action | null = null, info = 0;
  for (const a of mine.filter((x) => x.verb === 'search')) {
    const names = new Set(squareCells(parseCell(a.args[0])).map((i) => v.grid[i]));
    let s = 0;
    for (const c of open) {
      const inside = c.filter((n) => names.has(n)).length;
      s += Math.min(inside, c.length - inside) / Math.max(1, c.length);
    }
    if (s > info) (info = s), (search = a);
  }
  // Searching again and again while the thieves walk away learns nothing lasting: after two, act on what is known.
  const chiefCodes = ['searched', 'caught', 'accused-wrong', 'chief-swapped'];
  const recent = v.log.filter((e) => chiefCodes.includes(e.code) || (e.code === 'shifted' && e.params.chief)).slice(-2);
  const searchedTwice = recent.length === 2 && recent.every((e) => e.code === 'searched');
  if (search && info >= SEARCH_INFO && !searchedTwice) return search;

  // Bring an officer toward the likeliest suspects: how much closer the weighted names get to the officer.
  const dist = (a: number, b: number) => Math.max(Math.abs((a % 7) - (b % 7)), Math.abs(Math.floor(a / 7) - Math.floor(b / 7)));
  const near = (d: number) => (d <= 1 ? 1 : 1 / d);
  const heavy = [...weight.entries()].filter(([, x]) => x >= 0.05);
  let swap: Action | null = null, gain = 0;
  for (const a of mine.filter((x) => x.verb === 'swap')) {
    const from = cellIndex(v, a.args[0]), to = cellIndex(v, a.args[1]);
    let s = rng.int(100) / 100000;
    for (const [n, x] of heavy) {
      const at = cellIndex(v, n);
      const after = n === a.args[1] ? from : at;
      s += x * (near(dist(to, after)) - near(dist(from, at)));
    }
    if (s > gain) (gain = s), (swap = a);
  }
  const known = heavy.some(([, x]) => x >= 0.5);
  if (swap && (known || info < 0.3 || searchedTwice)) return swap;
  if (swap) return swap;
  if (accuse && best > 0) return accuse;
  return mine[rng.int(mine.length)];
}
