// Rigger, Tinker: free, pay one of his own stealth tokens to find a tool (drawing two, keeping one, as on the basic
// side). With no stealth token left he has nothing to pay with (ruling C8).
import type { CharacterSide } from '../types.js';
import { at } from './common.js';
import { drawTwoKeepOne } from './rigger-common.js';

export const riggerAdvanced: CharacterSide = {
  character: 'rigger',
  side: 'advanced',
  name: 'Tinker',
  hooks: { drawTool: drawTwoKeepOne },
  ability: {
    words: 0,
    cost: 0,
    check(s, p) {
      if (at(s, p) === null) return { code: 'not-on-board' };
      if (s.players[p].stealth < 1) return { code: 'tinker-no-stealth' };
      if (s.tools.deck.length + s.tools.discard.length === 0) return { code: 'tinker-no-tools' };
      return null;
    },
    options: () => [[]],
    run(ctx, p) {
      const me = ctx.player(p);
      // A payment, not being seen: it comes from his own tokens, never a Lavatory stall or smoke.
      me.stealth--;
      ctx.emit('stealth-lost', { player: me.name, reason: 'tinker', stealth: me.stealth });
      ctx.rules.drawTool(ctx, p);
      ctx.tookEffect('abilities', 'rigger:advanced');
    },
  },
};
