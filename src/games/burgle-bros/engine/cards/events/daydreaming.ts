// Daydreaming: the guard on the player's floor moves one step less this turn.
import type { EventCard } from '../types.js';
import { floorOfPlayer } from './common.js';

export const daydreaming: EventCard = {
  id: 'daydreaming',
  play(ctx, p) {
    ctx.s.turn.guardSpeedBonus -= 1;
    ctx.tookEffect('events', 'daydreaming');
    ctx.emit('guard-speed-event', { floor: floorOfPlayer(ctx, p)! + 1, delta: -1 });
  },
};
