// Cleaner (level 1): stun a uniformed officer next to your suspect (visible); any other stunned officer recovers.
// A stunned officer can't accuse (../chief.ts) and the chief can't shift his line (../shift.ts). Narrows the record.
import { narrow } from '../cards.js';
import { refuse } from '../ctx.js';
import { adjacent, neighbours, where } from '../grid.js';
import type { NoirState, Thief } from '../types.js';
import type { Role } from './types.js';

const stunnable = (s: NoirState, t: Thief): string[] =>
  s.officers.filter((o) => t.identity !== null && adjacent(where(s, o), where(s, t.identity)));

export const cleaner: Role = {
  id: 'cleaner', level: 1, tokens: 1,
  ability: {
    word: 'stun', card: true,
    targets: (s, t) => stunnable(s, t).map((o) => [o]),
    use(ctx, t, [name]) {
      if (!stunnable(ctx.s, t).includes(name)) refuse('stun-not-adjacent', { name });
      ctx.s.stunned = name;
      ctx.visible = true;
      // Only a card next to the officer could stun him: the public record narrows to those (docs/rulings.md N15).
      narrow(t, neighbours(where(ctx.s, name)).map((i) => ctx.s.grid[i]), true);
      ctx.say('stunned', { who: ctx.name(t.seat), name });
    },
  },
};
