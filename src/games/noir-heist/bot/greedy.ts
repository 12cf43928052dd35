// The simulator's `greedy` baseline for Noir: Heist (docs/bots.md): the first legal action of the kind that most
// directly advances the side. The chief accuses the suspect the public record makes likeliest (else searches where
// the most likelihood lies); a thief robs (or hacks) whenever it may, else shifts toward the nearest standing vault.
// `passive` is a chief who never accuses, to measure the thieves alone.
import type { BotInput } from '../../../core/module.js';
import type { Action } from '../../../core/types.js';
import { parseCell, squareCells } from '../engine/grid.js';
import { VAULTS } from '../engine/types.js';
import type { NoirView } from '../view.js';
import { afterShift, cellIndex, stepsTo } from './geometry.js';

/** Each name's public likelihood: every uncaught thief's chance spread evenly over its public record. */
function publicMass(v: NoirView): Map<string, number> {
  const w = new Map<string, number>();
  for (const t of v.thieves) {
    if (t.caught || t.suspects.length === 0) continue;
    for (const n of t.suspects) w.set(n, (w.get(n) ?? 0) + 1 / t.suspects.length);
  }
  return w;
}

function firstBest(actions: Action[], score: (a: Action) => number): Action | null {
  let best: Action | null = null, top = -Infinity;
  for (const a of actions) {
    const s = score(a);
    if (s > top) [best, top] = [a, s];
  }
  return best;
}

export function greedyMove({ view: v, seat, legal }: BotInput<NoirView>): Action {
  const turn = legal.filter((a) => a.verb !== 'show');
  if (turn.length === 0) return legal[0];
  const of = (verb: string) => turn.filter((a) => a.verb === verb);
  if (seat === v.chief) {
    const w = publicMass(v);
    const accuse = firstBest(of('accuse'), (a) => w.get(a.args[0]) ?? 0);
    if (accuse && (w.get(accuse.args[0]) ?? 0) > 0) return accuse;
    const search = firstBest(of('search'), (a) => squareCells(parseCell(a.args[0])).reduce((k, i) => k + (w.get(v.grid[i]) ?? 0), 0));
    return search ?? turn[0];
  }
  const me = v.thieves.find((t) => t.seat === seat)!;
  const direct = [...of('draw'), ...of('choose'), ...of('rob'), ...of('ability').filter((a) => a.args[0] === 'hack')];
  if (direct.length) return direct[0];
  const open = VAULTS.filter((z) => !v.robbed.includes(z));
  const here = cellIndex(v, me.identity!);
  const near = (i: number) => Math.min(...open.map((z) => stepsTo(i, z)));
  return firstBest(of('shift'), (a) => -near(afterShift(here, a.args))) ?? turn[0];
}

/** The `passive` baseline chief: searches and never accuses (measures how fast the thieves rob with no one to stop
 * them); as a thief it plays greedy. */
export function passiveMove(input: BotInput<NoirView>): Action {
  if (input.seat !== input.view.chief) return greedyMove(input);
  const searches = input.legal.filter((a) => a.verb === 'search');
  return searches[input.rng.int(searches.length)] ?? input.legal.find((a) => a.verb !== 'accuse') ?? input.legal[0];
}
