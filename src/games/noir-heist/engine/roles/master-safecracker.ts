// Master Safecracker (level 2): two steal tokens. Crack (visible): keep the tokens this turn, and if one already lies
// in the zone of the quadrant the suspect stands in, add the second there (which may rob the vault, ../vaults.ts).
import { narrow } from '../cards.js';
import { quadrantOf, where } from '../grid.js';
import { checkVault } from '../vaults.js';
import type { Role } from './types.js';

export const masterSafecracker: Role = {
  id: 'master-safecracker', level: 2, tokens: 2,
  ability: {
    word: 'crack', keepsToken: true,
    targets: () => [[]],
    use(ctx, t) {
      const q = quadrantOf(where(ctx.s, t.identity!));
      const quadrantNames = (v: string) => ctx.s.grid.filter((_, i) => quadrantOf(i) === v);
      ctx.visible = ctx.revealed = true;
      if (q && !ctx.s.robbed.includes(q) && t.tokens.length === 1 && t.tokens[0] === q) {
        t.tokens.push(q);
        narrow(t, quadrantNames(q), true);
        ctx.say('cracked', { who: ctx.name(t.seat), vault: q, names: quadrantNames(q) });
        checkVault(ctx, q);
      } else {
        // Nothing added: publicly, the suspect is not in the quadrant of a token of his still lying in a vault.
        for (const z of t.tokens) narrow(t, quadrantNames(z), false);
        ctx.say('crack-nothing', { who: ctx.name(t.seat) });
      }
    },
  },
};
