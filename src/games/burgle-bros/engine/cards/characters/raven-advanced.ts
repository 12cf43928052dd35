// Raven, Disrupt: free, put the crow on her own tile. A guard who starts to move on the crow's tile while no alarm
// is active on his floor loses all his movement, and the crow comes back to her. A guard with Donuts never starts to
// move: they go first, and the crow stays for next time (ruling C16). The crow outlasts her escape (ruling C18).
import type { CharacterSide } from '../types.js';
import { at } from './common.js';

export const ravenAdvanced: CharacterSide = {
  character: 'raven',
  side: 'advanced',
  name: 'Disrupt',
  hooksOutlastEscape: true,
  hooks: {
    guardSkips(ctx, _holder, floor) {
      const g = ctx.guard(floor);
      // Donuts: he won't start his movement this time (the core eats them), so the crow does nothing yet.
      if (g.skipNext) return false;
      if (ctx.s.crow === null || g.at !== ctx.s.crow || ctx.rules.alarmCount(ctx.s, floor) > 0) return false;
      ctx.emit('crow-disrupts', { floor: floor + 1, at: ctx.name(g.at) });
      ctx.s.crow = null;
      ctx.tookEffect('abilities', 'raven:advanced');
      return true;
    },
  },
  ability: {
    words: 0,
    cost: 0,
    check(s, p) {
      const here = at(s, p);
      if (here === null) return { code: 'not-on-board' };
      if (s.crow === here) return { code: 'crow-already-here' };
      return null;
    },
    options: () => [[]],
    run(ctx, p) {
      const here = ctx.player(p).at!;
      ctx.s.crow = here;
      ctx.emit('crow-placed', { player: ctx.player(p).name, at: ctx.name(here) });
    },
  },
};
