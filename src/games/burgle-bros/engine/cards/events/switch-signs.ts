// Switch Signs: the guard on the player's floor and his destination swap places. With an alarm on that floor, the
// guard is put on the nearest alarm instead, turns it off and takes his next destination as usual.
import type { EventCard } from '../types.js';
import { floorOfPlayer, guardJumps, jumpToNearestAlarm, noEffect } from './common.js';

export const switchSigns: EventCard = {
  id: 'switch-signs',
  play(ctx, p) {
    const floor = floorOfPlayer(ctx, p)!;
    const guard = ctx.guard(floor);
    if (guard.at === null) return noEffect(ctx, 'switch-signs', 'no-guard', { floor: floor + 1 });
    if (jumpToNearestAlarm(ctx, p, floor, 'switch-signs')) return ctx.tookEffect('events', 'switch-signs');
    if (guard.dest === null || guard.dest === guard.at) return noEffect(ctx, 'switch-signs', 'no-guard', { floor: floor + 1 });
    ctx.tookEffect('events', 'switch-signs');
    const from = guard.at;
    const to = guard.dest;
    const alarms = ctx.rules.alarmCount(ctx.s, floor);
    guard.dest = from;
    guardJumps(ctx, floor, to, 'switch-signs');
    // An alarm set off as he arrived (a Camera seeing a burglar) turned him toward it, and that was told.
    if (guard.dest !== from) return;
    // One set off on his old tile (a burglar there with him) is where he heads anyway: for the alarm, as he would have.
    const why = ctx.rules.alarmCount(ctx.s, floor) > alarms ? 'alarm' : 'switch-signs';
    ctx.emit('guard-destination', { floor: floor + 1, at: ctx.name(from), why });
  },
};
