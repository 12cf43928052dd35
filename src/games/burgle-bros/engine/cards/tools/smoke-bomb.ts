// Smoke Bomb: three stealth tokens on your tile; players there lose those before their own (rules/stealth.ts).
import type { ToolCard } from '../types.js';
import { at, usedAsIs } from './common.js';

export const smokeBomb: ToolCard = {
  id: 'smoke-bomb',
  use: usedAsIs((ctx, p) => {
    const here = at(ctx.s, p)!;
    ctx.tile(here).smoke += 3;
    ctx.emit('smoke-bomb', { player: ctx.player(p).name, at: ctx.name(here), tokens: ctx.tile(here).smoke });
    ctx.tookEffect('tools', 'smoke-bomb');
  }),
};
