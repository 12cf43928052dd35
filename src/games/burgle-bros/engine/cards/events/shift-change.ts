// Shift Change: the guard on the player's floor doesn't move this turn; the guards already out on other floors move
// instead, in the order the player chooses (rules/turn.ts, question guard-order).
import type { EventCard } from '../types.js';
import { floorOfPlayer } from './common.js';

export const shiftChange: EventCard = {
  id: 'shift-change',
  play(ctx, p) {
    ctx.s.turn.shiftChange = true;
    ctx.tookEffect('events', 'shift-change');
    const floor = floorOfPlayer(ctx, p)!;
    const others = ctx.s.guards.filter((g, f) => f !== floor && g.placed).length;
    ctx.emit('shift-change', { floor: floor + 1, others });
  },
};
