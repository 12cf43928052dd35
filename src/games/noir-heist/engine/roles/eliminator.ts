// Eliminator (level 1): kill a uniformed officer next to your suspect (visible), 3 times per game at most. The card
// turns dead (stays in the grid, moves with shifts); the top evidence card names the new uniformed officer.
import { narrow, ruleOut } from '../cards.js';
import { refuse } from '../ctx.js';
import { adjacent, neighbours, where } from '../grid.js';
import type { NoirState, Thief } from '../types.js';
import type { Role } from './types.js';

export const MAX_KILLS = 3;

const killable = (s: NoirState, t: Thief): string[] =>
  s.kills >= MAX_KILLS || t.identity === null ? [] : s.officers.filter((o) => adjacent(where(s, o), where(s, t.identity!)));

export const eliminator: Role = {
  id: 'eliminator', level: 1, tokens: 1,
  ability: {
    word: 'kill', card: true,
    targets: (s, t) => killable(s, t).map((o) => [o]),
    use(ctx, t, [name]) {
      if (ctx.s.kills >= MAX_KILLS) refuse('kill-limit');
      if (!killable(ctx.s, t).includes(name)) refuse('kill-not-adjacent', { name });
      const s = ctx.s;
      // Only a card next to the officer could kill him: the public record narrows to those (docs/rulings.md N15).
      narrow(t, neighbours(where(s, name)).map((i) => s.grid[i]), true);
      s.kills++;
      s.dead.push(name);
      s.officers = s.officers.filter((o) => o !== name);
      if (s.stunned === name) s.stunned = null;
      ruleOut(s, name);
      ctx.visible = ctx.revealed = true;
      ctx.say('killed', { who: ctx.name(t.seat), name });
      const next = s.evidence.shift();
      if (next !== undefined) {
        s.officers.push(next);
        ruleOut(s, next);
        ctx.say('new-officer', { name: next });
      }
    },
  },
};
