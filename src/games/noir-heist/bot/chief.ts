// The chief bot: knows its plainclothes officer and the public record only. Each thief's possible identities come
// from the public facts in the view (robs, searches, failed accusations narrow them); it accuses the likeliest
// accusable suspect, searches when unsure, or moves an officer toward the likely suspects.
import type { Rng } from '../../../core/rng.js';
import type { Action } from '../../../core/types.js';
import { parseCell, squareCells } from '../engine/grid.js';
import type { NoirView } from '../engine/view.js';
import { cellIndex } from './geometry.js';

/** How much a search must split the candidates before the bot spends its action on it. */
const SEARCH_INFO = 0.6;

export function chiefMove(v: NoirView, seat: number, legal: Action[], rng: Rng): Action {
  const mine = legal.filter((a) => a.player === seat);
  const open = v.thieves.filter((t) => !t.caught).map((t) => t.suspects.filter((n) => n !== v.plainclothes && !v.officers.includes(n)));
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
  if (search && info >= SEARCH_INFO) return search;

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
  if (swap && (known || info < 0.3)) return swap;
  if (swap) return swap;
  if (accuse && best > 0) return accuse;
  return mine[rng.int(mine.length)];
}
