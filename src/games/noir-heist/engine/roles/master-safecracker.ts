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
        // Nothing added: publicly, with one token on the board in a vault not yet robbed, the suspect stands outside
        // that token's quadrant. With two tokens (or that vault robbed) nothing is added wherever he stands, so the
        // crack tells nothing of where (rulings N18).
        if (t.tokens.length === 1 && !ctx.s.robbed.includes(t.tokens[0])) narrow(t, quadrantNames(t.tokens[0]), false);
        ctx.say('crack-nothing', { who: ctx.name(t.seat) });
      }
    },
  },
};
