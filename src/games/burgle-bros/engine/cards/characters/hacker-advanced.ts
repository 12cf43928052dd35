// Hacker, Laptop: 1 action to put a hack token on himself (at most one); any player may spend it on a Fingerprint,
// Laser or Motion alarm (rules/alarms.ts offers it as `laptop`).
import type { CharacterSide } from '../types.js';
import { at } from './common.js';

export const hackerAdvanced: CharacterSide = {
  character: 'hacker',
  side: 'advanced',
  name: 'Laptop',
  ability: {
    words: 0,
    cost: 1,
    check(s, p) {
      if (at(s, p) === null) return { code: 'not-on-board' };
      if (s.players[p].laptop >= 1) return { code: 'laptop-full' };
      return null;
    },
    options: () => [[]],
    run(ctx, p) {
      ctx.player(p).laptop = 1;
      ctx.emit('laptop-charged', { player: ctx.player(p).name });
      ctx.tookEffect('abilities', 'hacker:advanced');
    },
  },
};
