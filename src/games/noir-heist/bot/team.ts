// The thieves' shared picture, from one thief's view: where each thief it knows stands (its own identity and those
// shown to it), which vault the team can gather three thieves at soonest, and whether a rob now lets a vault fall
// before this round is out (the thieves after this one, in seat order, robbing it in turn).
import { adjacent, quadrantOf } from '../engine/grid.js';
import { hackCells } from '../engine/roles/hacker.js';
import { VAULTS, type RoleId, type Vault } from '../engine/types.js';
import type { NoirView } from '../view.js';
import { stepsTo } from './geometry.js';

export interface Mate {
  seat: number;
  /** Index in the view's thieves (seat order). */
  index: number;
  role: RoleId | null;
  /** Where its identity stands, when this thief knows it. */
  at: number | null;
  tokens: Vault[];
  caught: boolean;
}

export function mates(v: NoirView, grid: readonly string[] = v.grid): Mate[] {
  return v.thieves.map((t, index) => ({
    seat: t.seat, index, role: t.role, at: t.identity !== null && !t.caught ? grid.indexOf(t.identity) : null,
    tokens: [...t.tokens], caught: t.caught,
  }));
}

const HACK = new Map<Vault, Set<number>>(VAULTS.map((z) => [z, new Set(hackCells(z))]));

/** Whether a thief standing at `at` can put a token in vault `z` on its turn (rob inside, or hack from outside). */
export function reaches(role: RoleId | null, at: number, z: Vault): boolean {
  return quadrantOf(at) === z || (role === 'hacker' && HACK.get(z)!.has(at));
}

/** reaches() as a table by cell and vault index (`[at * 4 + VAULTS.indexOf(z)]`, 1: reaches), for a thief of `role`:
 * the team's searches ask it thousands of times a decision. */
export const reachTable = (role: RoleId | null): Uint8Array => REACH[role === 'hacker' ? 1 : 0];
const REACH = [null, 'hacker' as const].map((role) => Uint8Array.from({ length: 49 * 4 }, (_, k) => (reaches(role, k >> 2, VAULTS[k & 3]) ? 1 : 0)));

/** A thief as gatherCost reads it: its role, whether it is caught, and where it stands (null or -1: not known). */
export type Standing = Pick<Mate, 'role' | 'caught'> & { at: number | null };

/** How far a thief is from putting a token in `z`: single-cell shifts (a Hacker also counts its hacking cells). */
export function distance(m: Standing, z: Vault): number {
  if (m.at === null || m.at < 0) return 9;
  if (reaches(m.role, m.at, z)) return 0;
  return stepsTo(m.at, z);
}

/** The team's cost of gathering at `z`: the three nearest known thieves' distances (an unknown or missing one: 4).
 * A Master Safecracker is worth two thieves there (he cracks a second token in). */
export function gatherCost(team: readonly Standing[], z: Vault): number {
  const d = nearest;
  d.clear();
  for (const m of team) {
    if (m.caught) continue;
    const x = distance(m, z);
    d.add(x);
    if (m.role === 'master-safecracker') d.add(x + 1);
  }
  return d.nth(0, 4) + d.nth(1, 4) + d.nth(2, 4);
}

/** The three smallest of the numbers added since clear(), kept in order (what sorting them all and taking the first
 * three gives, with no array made): the searches ask for them of every position they weigh. */
export class ThreeSmallest {
  a = Infinity;
  b = Infinity;
  c = Infinity;
  clear(): void {
    this.a = this.b = this.c = Infinity;
  }
  add(x: number): void {
    if (x < this.a) {
      this.c = this.b;
      this.b = this.a;
      this.a = x;
    } else if (x < this.b) {
      this.c = this.b;
      this.b = x;
    } else if (x < this.c) this.c = x;
  }
  /** The k-th smallest (from 0, k < 3), or `none` when fewer were added. */
  nth(k: number, none: number): number {
    const x = k === 0 ? this.a : k === 1 ? this.b : this.c;
    return x === Infinity ? none : x;
  }
}
const nearest = new ThreeSmallest();

/** What a watched cell of a quadrant adds to the team's cost of gathering there. */
const WATCHED = 0.25;

/** The standing vault the team can gather at soonest (ties: the one with more tokens already, then the first). */

export function target(v: NoirView, team: Mate[]): Vault | null {
  let best: Vault | null = null, cost = Infinity;
  const eyes = v.officers.filter((o) => o !== v.stunned).map((o) => v.grid.indexOf(o));
  for (const z of VAULTS) {
    if (v.robbed.includes(z)) continue;
    const tokens = team.reduce((k, m) => k + m.tokens.filter((x) => x === z).length, 0);
    // A quadrant the officers watch is a worse place to rob: each watched cell costs a little.
    let watched = 0;
    for (let i = 0; i < 49; i++) if (quadrantOf(i) === z && eyes.some((e) => adjacent(e, i))) watched++;
    const c = gatherCost(team, z) - tokens * 0.5 + watched * WATCHED;
    if (c < cost) (cost = c), (best = z);
  }
  return best;
}

/**
 * Whether `me` putting a token into `z` now (`crack`: his second) lets the vault fall before `me` acts again: the
 * thieves after him in seat order each take their token back and, standing where they reach `z`, put one in (a
 * Master Safecracker with one there cracks a second in; a Safecracker's stays). Thieves whose identity `me` doesn't
 * know are taken to do nothing for `z`, and `shy` ones rob only to finish it. Returns how many turns until it falls
 * (0: at once), or -1.
 */
export function fallsWithin(team: readonly Mate[], me: Mate, z: Vault, crack = false, shy: (m: Mate) => boolean = () => false): number {
  const count = new Map<number, number>();
  for (const m of team) count.set(m.seat, m.tokens.filter((x) => x === z).length);
  const keeps = (m: Mate) => m.role === 'safecracker';
  // My own turn: one token of mine lies in `z` after a rob (any other comes back or moves), two after a crack.
  count.set(me.seat, crack ? 2 : 1);
  const total = () => [...count.values()].reduce((a, b) => a + b, 0);
  if (total() >= 3) return 0;
  const n = team.length;
  for (let k = 1; k < n; k++) {
    const m = team[(me.index + k) % n];
    if (m.caught) continue;
    const had = count.get(m.seat)!;
    const back = keeps(m) ? had : 0;
    if (m.at !== null && reaches(m.role, m.at, z)) {
      const crackNow = m.role === 'master-safecracker' && had === 1 && quadrantOf(m.at) === z;
      count.set(m.seat, crackNow ? 2 : keeps(m) ? Math.max(back, 1) : 1);
      // A thief the record has all but found robs only to finish a vault.
      if (shy(m) && total() < 3) count.set(m.seat, back);
    } else count.set(m.seat, back);
    if (total() >= 3) return k;
  }
  return -1;
}
