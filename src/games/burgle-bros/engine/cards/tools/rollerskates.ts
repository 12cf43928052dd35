// Rollerskates: two more actions this turn.
import type { ToolCard } from '../types.js';
import { at } from './common.js';

export const rollerskates: ToolCard = {
  id: 'rollerskates',
  use: {
    words: 0,
    cost: 0,
    check: (s, p) => (at(s, p) === null ? { code: 'not-on-board' } : null),
    options: () => [[]],
    run(ctx, p) {
      ctx.s.turn.actionsLeft += 2;
      ctx.emit('actions-gained', { player: ctx.player(p).name, gained: 2, actions: ctx.s.turn.actionsLeft, by: 'rollerskates' });
      ctx.tookEffect('tools', 'rollerskates');
    },
  },
};
