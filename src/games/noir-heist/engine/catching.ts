// Catching a thief (the chief's accusation) and the caught thief's redraw (`draw`: a new identity, then a new role,
// level 1 before level 2). The chief wins at a catch when the role deck holds no card for this thief.
import { giveIdentity } from './cards.js';
import { refuse, type Ctx } from './ctx.js';
import type { Thief } from './types.js';

export function catchThief(ctx: Ctx, t: Thief, accused: string): void {
  const s = ctx.s;
  t.caught = true;
  t.identity = null;
  t.role = null;
  t.tokens = [];
  t.shown = [];
  t.suspects = [];
  t.pinned = false;
  s.discarded.push(accused);
  for (const o of s.thieves) o.suspects = o.suspects.filter((n) => n !== accused);
  // Cards owed to thieves caught earlier who have not drawn yet are spoken for.
  const owed = s.thieves.filter((o) => o !== t && o.caught).length;
  if (s.roleDeck.length - owed <= 0) {
    s.outcome = 'chief';
    ctx.say('chief-wins', { who: ctx.name(t.seat) });
  }
}

export function redraw(ctx: Ctx, t: Thief): void {
  const s = ctx.s;
  if (!t.caught) refuse('not-caught');
  const identity = s.evidence.shift();
  const role = s.roleDeck.shift();
  if (identity === undefined || role === undefined) return refuse('deck-empty');
  s.rolesDrawn++;
  t.caught = false;
  t.role = role;
  giveIdentity(s, t, identity);
  ctx.revealed = true;
  ctx.say('redrew', { who: ctx.name(t.seat), role });
  ctx.tell([t.seat], 'new-identity', { name: identity });
}
