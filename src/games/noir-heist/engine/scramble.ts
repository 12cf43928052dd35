// The no-leak twin: a state that differs only in what `viewer` may not know — deck orders, the rng, the role deck
// order within its levels, identities no public fact pinned down (kept within what the public record allows), and
// for everyone but the chief the plainclothes officer. Every public fact stays.
import { seedRng, type Rng } from '../../../core/rng.js';
import { ROLES } from './roles/index.js';
import type { NoirState } from './types.js';

export function scrambleState(state: NoirState, viewer: number, rng: Rng): NoirState {
  const s = structuredClone(state);
  s.rng = seedRng(rng.int(1 << 30));
  if (s.outcome) return s;
  const chief = viewer === s.chief;
  // Hidden cards: the evidence deck, identities the viewer doesn't know, the plainclothes unless the viewer is chief.
  const free = s.thieves.filter((t) => t.identity !== null && t.seat !== viewer && !t.shown.includes(viewer) && !t.pinned);
  const base = [...s.evidence, ...free.map((t) => t.identity!), ...(chief ? [] : [s.plainclothes])];
  // A random deal that keeps every identity within what the public record allows; a few tries, else keep as is.
  let dealt = false;
  for (let attempt = 0; attempt < 20 && !dealt; attempt++) {
    const pool = rng.shuffle([...base]);
    const picks: string[] = [];
    for (const t of free) {
      const k = pool.findIndex((n) => t.suspects.includes(n));
      if (k < 0) break;
      picks.push(pool.splice(k, 1)[0]);
    }
    if (picks.length < free.length) continue;
    free.forEach((t, i) => (t.identity = picks[i]));
    if (!chief) s.plainclothes = pool.splice(rng.int(pool.length), 1)[0];
    s.evidence = pool;
    dealt = true;
  }
  if (!dealt) rng.shuffle(s.evidence);
  // The role deck: level 1 over level 2, order unknown within each.
  const l1 = s.roleDeck.filter((r) => ROLES[r].level === 1), l2 = s.roleDeck.filter((r) => ROLES[r].level === 2);
  s.roleDeck = [...rng.shuffle(l1), ...rng.shuffle(l2)];
  return s;
}
