// Makeup Kit: every player on your tile (you too) gains one stealth.
import type { ToolCard } from '../types.js';
import { at, usedAsIs } from './common.js';

export const makeupKit: ToolCard = {
  id: 'makeup-kit',
  use: usedAsIs((ctx, p) => {
    const here = at(ctx.s, p);
    ctx.s.players.forEach((pl) => {
      if (pl.escaped || pl.at !== here) return;
      pl.stealth++;
      ctx.emit('makeup-stealth', { player: pl.name, stealth: pl.stealth, by: 'makeup-kit' });
    });
    ctx.tookEffect('tools', 'makeup-kit');
  }),
};
