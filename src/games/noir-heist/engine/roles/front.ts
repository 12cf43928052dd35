// Front (level 1): vanish — draw a new identity from the evidence deck, then put the old one back at a random
// place (visible). Identity bookkeeping is in ../cards.ts.
import { giveIdentity, returnToDeck } from '../cards.js';
import { refuse } from '../ctx.js';
import type { Role } from './types.js';

export const front: Role = {
  id: 'front', level: 1, tokens: 1,
  ability: {
    word: 'vanish',
    targets: (s) => (s.evidence.length > 0 ? [[]] : []),
    use(ctx, t) {
      if (ctx.s.evidence.length === 0) refuse('deck-empty');
      const old = t.identity!;
      giveIdentity(ctx.s, t, ctx.s.evidence.shift()!);
      returnToDeck(ctx, old);
      ctx.visible = ctx.revealed = true;
      ctx.say('vanished', { who: ctx.name(t.seat) });
      ctx.tell([t.seat], 'new-identity', { name: t.identity! });
    },
  },
};
