// The evidence deck and identities: drawing, putting cards back at random places, a thief's fresh identity, and
// what the public record allows identities to be (robs, searches and failed accusations narrow it).
import type { Ctx } from './ctx.js';
import type { NoirState, Thief } from './types.js';

/** Puts a card back into the evidence deck at a random place. */
export function returnToDeck(ctx: Ctx, name: string): void {
  const at = ctx.rng.int(ctx.s.evidence.length + 1);
  ctx.s.evidence.splice(at, 0, name);
}

/** Every name an identity could publicly be: live cards, not uniformed officers, not discarded identities. */
export function publicPool(s: NoirState): string[] {
  return s.grid.filter((n) => !s.dead.includes(n) && !s.officers.includes(n) && !s.discarded.includes(n));
}

export function giveIdentity(s: NoirState, t: Thief, name: string): void {
  t.identity = name;
  t.shown = [];
  t.pinned = false;
  t.suspects = publicPool(s).sort();
}

/** The public learned that each named thief's identity is (or is not) among `names`. */
export function narrow(t: Thief, names: string[], inside: boolean): void {
  const set = new Set(names);
  t.suspects = t.suspects.filter((n) => set.has(n) === inside);
  t.pinned = true;
}

/** A name that is publicly no identity (a failed accusation, a new officer, a death). */
export function ruleOut(s: NoirState, name: string): void {
  for (const t of s.thieves) t.suspects = t.suspects.filter((n) => n !== name);
}
