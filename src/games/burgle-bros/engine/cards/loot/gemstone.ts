// Gemstone: its holder spends 1 more action to move into a tile where other players are.
import type { GameState, Loc } from '../../types.js';
import type { LootCard } from '../types.js';

const othersOn = (s: GameState, p: number, loc: Loc) => s.players.some((o, i) => i !== p && !o.escaped && o.at === loc);

export const gemstone: LootCard = {
  id: 'gemstone',
  hooks: {
    moveCost: (s, holder, mover, to, cost) => (mover === holder && othersOn(s, mover, to) ? cost + 1 : cost),
    // Counted when the holder's own move action paid the extra action.
    afterEnter(ctx, holder, mover, loc) {
      if (mover === holder && ctx.action.verb === 'move' && ctx.action.player === mover && othersOn(ctx.s, mover, loc)) {
        ctx.tookEffect('loot', 'gemstone');
      }
    },
  },
};
