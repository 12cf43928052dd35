// Invisible Suit: one more action this turn, and guards and cameras can't see you for the rest of your turn,
// the guard's walk after your actions included (effects/invisible-suit.ts; ruling T4).
import { ACTIONS_ENDED } from '../../types.js';
import type { ToolCard } from '../types.js';
import { usedAsIs } from './common.js';

export const invisibleSuit: ToolCard = {
  id: 'invisible-suit',
  use: usedAsIs((ctx, p) => {
    // Its action is none once the turn's actions are over (Climb Window); being unseen still counts for the guard's walk.
    if (!ctx.s.turn.used.includes(ACTIONS_ENDED)) ctx.s.turn.actionsLeft += 1;
    ctx.s.effects.push({ kind: 'invisible-suit', owner: p });
    ctx.emit('invisible-suit-on', { player: ctx.player(p).name, actions: ctx.s.turn.actionsLeft });
    ctx.tookEffect('tools', 'invisible-suit');
  }),
};
