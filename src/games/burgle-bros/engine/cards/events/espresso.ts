// Espresso: the guard on the player's floor moves one step more this turn.
import type { EventCard } from '../types.js';
import { floorOfPlayer } from './common.js';

export const espresso: EventCard = {
  id: 'espresso',
  play(ctx, p) {
    ctx.s.turn.guardSpeedBonus += 1;
    ctx.tookEffect('events', 'espresso');
    ctx.emit('guard-speed-event', { floor: floorOfPlayer(ctx, p)! + 1, delta: 1 });
  },
};
