// Change of Plans: with no alarm on the player's floor, the guard there draws his next patrol card now,
// as if he had reached his destination.
import type { EventCard } from '../types.js';
import { alarmBlocks, floorOfPlayer, noEffect } from './common.js';

export const changeOfPlans: EventCard = {
  id: 'change-of-plans',
  play(ctx, p) {
    const floor = floorOfPlayer(ctx, p)!;
    if (alarmBlocks(ctx, 'change-of-plans', floor)) return;
    if (ctx.guard(floor).at === null) return noEffect(ctx, 'change-of-plans', 'no-guard', { floor: floor + 1 });
    ctx.tookEffect('events', 'change-of-plans');
    ctx.rules.drawDestination(ctx, floor);
  },
};
