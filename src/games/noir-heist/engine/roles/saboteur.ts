// Saboteur (level 2): instead of a shift, swap places with an adjacent live card (covert). Not a shift for the
// no-undo rule.
import { narrow } from '../cards.js';
import { refuse } from '../ctx.js';
import { neighbours, where } from '../grid.js';
import type { NoirState, Thief } from '../types.js';
import type { Role } from './types.js';

const around = (s: NoirState, t: Thief): string[] =>
  t.identity === null ? [] : neighbours(where(s, t.identity)).map((i) => s.grid[i]).filter((n) => !s.dead.includes(n));

export const saboteur: Role = {
  id: 'saboteur', level: 2, tokens: 1,
  ability: {
    word: 'swap', card: true, covert: true,
    targets: (s, t) => around(s, t).map((n) => [n]),
    use(ctx, t, [name]) {
      if (!around(ctx.s, t).includes(name)) refuse('saboteur-not-adjacent', { name });
      const a = where(ctx.s, t.identity!), b = where(ctx.s, name);
      ctx.s.grid[a] = name;
      ctx.s.grid[b] = t.identity!;
      // The grid is public: everyone sees which two cards changed places, so the identity is one of them.
      const pair = [t.identity!, name].sort();
      narrow(t, pair, true);
      ctx.say('saboteur-swapped', { who: ctx.name(t.seat), a: pair[0], b: pair[1] });
    },
  },
};
