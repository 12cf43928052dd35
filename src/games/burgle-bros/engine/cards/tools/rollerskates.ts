// Rollerskates: two more actions this turn; none once the turn's actions are over (Climb Window ended them).
import { ACTIONS_ENDED } from '../../types.js';
import type { ToolCard } from '../types.js';
import { usedAsIs } from './common.js';

const skates = usedAsIs((ctx, p) => {
  ctx.s.turn.actionsLeft += 2;
  ctx.emit('actions-gained', { player: ctx.player(p).name, gained: 2, actions: ctx.s.turn.actionsLeft, by: 'rollerskates' });
  ctx.tookEffect('tools', 'rollerskates');
});

export const rollerskates: ToolCard = {
  id: 'rollerskates',
  use: { ...skates, check: (s, p, args, rules) => (s.turn.used.includes(ACTIONS_ENDED) ? { code: 'actions-ended' } : skates.check(s, p, args, rules)) },
};
