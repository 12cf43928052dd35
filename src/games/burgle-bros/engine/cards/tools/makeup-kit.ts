// Makeup Kit: every player on your tile (you too) gains one stealth.
import type { ToolCard } from '../types.js';
import { at } from './common.js';

export const makeupKit: ToolCard = {
  id: 'makeup-kit',
  use: {
    words: 0,
    cost: 0,
    check: (s, p) => (at(s, p) === null ? { code: 'not-on-board' } : null),
    options: () => [[]],
    run(ctx, p) {
      const here = at(ctx.s, p);
      ctx.s.players.forEach((pl) => {
        if (pl.escaped || pl.at !== here) return;
        pl.stealth++;
        ctx.emit('makeup-stealth', { player: pl.name, stealth: pl.stealth, by: 'makeup-kit' });
      });
      ctx.tookEffect('tools', 'makeup-kit');
    },
  },
};
