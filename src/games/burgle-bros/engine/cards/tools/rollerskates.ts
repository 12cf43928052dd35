// Rollerskates: two more actions this turn.
import type { ToolCard } from '../types.js';
import { usedAsIs } from './common.js';

export const rollerskates: ToolCard = {
  id: 'rollerskates',
  use: usedAsIs((ctx, p) => {
    ctx.s.turn.actionsLeft += 2;
    ctx.emit('actions-gained', { player: ctx.player(p).name, gained: 2, actions: ctx.s.turn.actionsLeft, by: 'rollerskates' });
    ctx.tookEffect('tools', 'rollerskates');
  }),
};
