// The chief bot: knows its plainclothes officer and the public record only. Each thief's possible identities come
// from the public facts in the view (robs, searches, failed accusations narrow them); it accuses the likeliest
// accusable suspect, searches when unsure, or moves an officer toward the likely suspects.
import type { Rng } from '../../../core/rng.js';
import type { Action } from '../../../core/types.js';
import { neighbours, parseCell, squareCells } from '../engine/grid.js';
import type { NoirView } from '../engine/view.js';
import { cellIndex } from './geometry.js';

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
  if (accuse && best >= 0.2) return accuse;

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
  if (search && info >= 0.6) return search;

  // Bring an officer next to the likeliest suspects: the weight around where the officer would stand.
  let swap: Action | null = null, gain = best;
  for (const a of mine.filter((x) => x.verb === 'swap')) {
    const to = cellIndex(v, a.args[1]);
    const s = neighbours(to).reduce((k, i) => k + w(v.grid[i]), 0) / 2;
    if (s > gain) (gain = s), (swap = a);
  }
  if (swap && gain > best + 0.05) return swap;
  if (accuse && best > 0) return accuse;
  if (search) return search;
  return mine[rng.int(mine.length)];
}
