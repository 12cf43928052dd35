// Where Is He?: the guard on the player's floor is put on his destination, then takes the next one. With an alarm on
// that floor, he is put on the nearest alarm instead, turns it off and takes his next destination as usual.
import type { EventCard } from '../types.js';
import { floorOfPlayer, guardJumps, jumpToNearestAlarm, noEffect } from './common.js';

export const whereIsHe: EventCard = {
  id: 'where-is-he',
  play(ctx, p) {
    const floor = floorOfPlayer(ctx, p)!;
    const guard = ctx.guard(floor);
    if (guard.at === null) return noEffect(ctx, 'where-is-he', 'no-guard', { floor: floor + 1 });
    if (jumpToNearestAlarm(ctx, p, floor, 'where-is-he')) return ctx.tookEffect('events', 'where-is-he');
    if (guard.dest === null || guard.dest === guard.at) return noEffect(ctx, 'where-is-he', 'no-guard', { floor: floor + 1 });
    ctx.tookEffect('events', 'where-is-he');
    guardJumps(ctx, floor, guard.dest, 'where-is-he');
    ctx.rules.nextDestination(ctx, floor);
  },
};
