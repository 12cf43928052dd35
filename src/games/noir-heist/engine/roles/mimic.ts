// Mimic (level 2): draw 3 evidence cards, keep one as the new identity (`choose NAME`, asked of the Mimic alone),
// then the other two and the old identity go back at random places (visible).
import { giveIdentity, returnToDeck } from '../cards.js';
import { refuse, type Ctx } from '../ctx.js';
import type { Thief } from '../types.js';
import type { Role } from './types.js';

export const mimic: Role = {
  id: 'mimic', level: 2, tokens: 1,
  ability: {
    word: 'mimic',
    targets: (s) => (s.evidence.length > 0 ? [[]] : []),
    use(ctx, t) {
      if (ctx.s.evidence.length === 0) refuse('deck-empty');
      const options = ctx.s.evidence.splice(0, 3);
      ctx.s.mimic = { seat: t.seat, options };
      ctx.visible = ctx.revealed = true;
      ctx.turnEnds = false;
      ctx.say('mimicking', { who: ctx.name(t.seat), count: options.length });
      ctx.tell([t.seat], 'mimic-options', { names: options });
    },
  },
};

/** The Mimic's answer: the chosen card becomes the identity, the rest and the old identity go back. */
export function chooseIdentity(ctx: Ctx, t: Thief, name: string): void {
  const m = ctx.s.mimic;
  if (!m || m.seat !== t.seat) refuse('choose-nothing');
  const pick = m!.options.find((o) => o.toLowerCase() === name.toLowerCase());
  if (!pick) refuse('choose-not-offered', { names: m!.options.join(', ') });
  const old = t.identity!;
  giveIdentity(ctx.s, t, pick!);
  for (const back of [...m!.options.filter((o) => o !== pick), old]) returnToDeck(ctx, back);
  ctx.s.mimic = null;
  ctx.revealed = ctx.visible = true;
  ctx.say('mimicked', { who: ctx.name(t.seat) });
  ctx.tell([t.seat], 'new-identity', { name: pick! });
}
