// What a seat can tell about each thief's identity from its own view: the public record (every rob, hack, crack,
// search, failed accusation, stun, kill and Insider or Saboteur swap narrows it; the engine keeps it in the view), less
// what only this seat knows (the chief: his plainclothes officer; a thief: its own identity and those shown to it),
// less names another thief must hold (one name left in a record belongs to that thief alone).
import { adjacent } from '../engine/grid.js';
import { walkBack } from './past.js';
import type { NoirView } from '../view.js';

/** For each thief still in play (not caught), the names its identity may be, as this view can tell. */
export function candidates(v: NoirView): Map<number, string[]> {
  const out = new Map<number, string[]>();
  const known = new Map<number, string>();
  for (const t of v.thieves) if (!t.caught && t.identity !== null) known.set(t.seat, t.identity);
  const gone = new Set<string>([...v.officers, ...v.dead]);
  if (v.plainclothes) gone.add(v.plainclothes);
  for (const t of v.thieves) {
    if (t.caught) continue;
    const id = known.get(t.seat);
    out.set(t.seat, id !== undefined ? [id] : t.suspects.filter((n) => !gone.has(n)));
  }
  // A name known to be one thief's is no other's; one name left pins that thief; repeat until nothing changes.
  for (let changed = true, rounds = 0; changed && rounds < 8; rounds++) {
    changed = false;
    const taken = new Map<string, number>();
    for (const [seat, names] of out) if (names.length === 1) taken.set(names[0], seat);
    for (const [seat, names] of out) {
      if (names.length <= 1) continue;
      const left = names.filter((n) => !taken.has(n) || taken.get(n) === seat);
      if (left.length < names.length && left.length > 0) {
        out.set(seat, left);
        changed = true;
      }
    }
  }
  return out;
}

/** How likely each name is some thief's identity: each thief's chance spread evenly over its candidates. */
export function mass(cands: Map<number, string[]>): Map<string, number> {
  const w = new Map<string, number>();
  for (const names of cands.values()) for (const n of names) w.set(n, (w.get(n) ?? 0) + 1 / names.length);
  return w;
}

/**
 * Where the plainclothes officer may be, as a thief can tell: any live card that is no uniformed officer and no
 * identity it knows, narrowed by every accusation the chief made of a card no working uniformed officer stood next
 * to (the plainclothes officer must have). Null when nothing narrowed it (or the log could not be read back).
 */
export function plainclothesCands(v: NoirView): Set<string> | null {
  const known = new Set(v.thieves.flatMap((t) => (t.identity ? [t.identity] : [])));
  let cands: Set<string> | null = null;
  const ok = walkBack(v, v.log.length, (e, _i, then) => {
    if (e.code !== 'caught' && e.code !== 'accused-wrong') return;
    const at = then.grid.indexOf(String(e.params.name));
    if (at < 0) return;
    const seen = then.officers.some((o) => o !== then.stunned && adjacent(then.grid.indexOf(o), at));
    if (seen) return;
    const near = new Set(then.grid.filter((_, j) => adjacent(j, at)));
    cands = cands === null ? near : new Set([...cands].filter((n) => near.has(n)));
  });
  if (!ok || cands === null) return null;
  const left = [...(cands as Set<string>)].filter((n) => !v.officers.includes(n) && !v.dead.includes(n) && !known.has(n));
  return left.length ? new Set(left) : null;
}

/** For each thief, a weight per candidate name (how likely, relative to its other candidates). */
export type Weights = Map<number, Map<string, number>>;

/**
 * Each thief's candidates weighed as the thieves play: a thief who shifts a line usually moves its own card, so each
 * of its shifts since its identity last changed makes the names then in that line `lean` times likelier for it (the
 * hard chief's reading; `lean` 1 weighs every candidate alike).
 */
export function weighCandidates(v: NoirView, cands: Map<number, string[]>, lean = 1): Weights {
  const weight: Weights = new Map();
  for (const [seat, names] of cands) weight.set(seat, new Map(names.map((n) => [n, 1])));
  if (lean === 1) return weight;
  const bySeat = new Map(v.thieves.map((t) => [t.name, t.seat]));
  const done = new Set<number>();
  walkBack(v, v.log.length, (e, _i, then) => {
    const seat = bySeat.get(String(e.params.who));
    if (seat === undefined || done.has(seat)) return;
    // Newest first: the first change of identity met ends what this identity's shifts can tell.
    if (['redrew', 'vanished', 'mimicked'].includes(e.code)) done.add(seat);
    if (e.code !== 'shifted' || e.params.chief) return;
    const w = weight.get(seat);
    if (!w) return;
    const line = e.params.line === 'row' ? 'row' : 'column';
    const index = line === 'row' ? Number(e.params.at) - 1 : 'ABCDEFG'.indexOf(String(e.params.at));
    for (let k = 0; k < 7; k++) {
      const n = then.grid[line === 'row' ? index * 7 + k : k * 7 + index];
      if (w.has(n)) w.set(n, w.get(n)! * lean);
    }
  });
  return weight;
}

/** Each name's chance of being some thief's identity: every thief's weights made into chances and added up. */
export function massOf(weights: Weights): Map<string, number> {
  const out = new Map<string, number>();
  for (const w of weights.values()) {
    let total = 0;
    for (const x of w.values()) total += x;
    for (const [n, x] of w) out.set(n, (out.get(n) ?? 0) + x / total);
  }
  return out;
}

/**
 * Each name's public likelihood (every thief with an identity spreads its chance evenly over its public record) and
 * chance: what each name would have with no record at all (thieves over the names an identity may be).
 */
export function publicOdds(records: readonly (readonly string[])[], pool: number): { mass: Map<string, number>; chance: number } {
  const mass = new Map<string, number>();
  for (const r of records) for (const n of r) mass.set(n, (mass.get(n) ?? 0) + 1 / r.length);
  return { mass, chance: records.length / Math.max(1, pool) };
}
