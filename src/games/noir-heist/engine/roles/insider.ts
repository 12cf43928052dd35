// Insider (level 1): swap places with any uniformed officer (visible). Marks stay on their cards.
// Everyone sees which card took the officer's place, so the public record narrows to it (docs/rulings.md N5).
import { narrow } from '../cards.js';
import { refuse } from '../ctx.js';
import { where } from '../grid.js';
import type { Role } from './types.js';

export const insider: Role = {
  id: 'insider', level: 1, tokens: 1,
  ability: {
    word: 'swap', card: true,
    targets: (s) => s.officers.map((o) => [o]),
    use(ctx, t, [name]) {
      if (!ctx.s.officers.includes(name)) refuse('insider-not-officer', { name });
      const a = where(ctx.s, t.identity!), b = where(ctx.s, name);
      ctx.s.grid[a] = name;
      ctx.s.grid[b] = t.identity!;
      ctx.visible = true;
      // Everyone sees which card took the officer's place.
      narrow(t, [t.identity!], true);
      // `card`: the card that took the officer's place (public, rulings N5): a reader replaying the grid needs it.
      ctx.say('insider-swapped', { who: ctx.name(t.seat), name, card: t.identity! });
    },
  },
};
