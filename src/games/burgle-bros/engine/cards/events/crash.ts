// Crash: with no alarm on the player's floor, the guard's destination becomes the player's tile.
import type { EventCard } from '../types.js';
import { alarmBlocks, floorOfPlayer, noEffect } from './common.js';

export const crash: EventCard = {
  id: 'crash',
  play(ctx, p) {
    const floor = floorOfPlayer(ctx, p)!;
    if (alarmBlocks(ctx, 'crash', floor)) return;
    const guard = ctx.guard(floor);
    if (guard.at === null) return noEffect(ctx, 'crash', 'no-guard', { floor: floor + 1 });
    ctx.tookEffect('events', 'crash');
    guard.dest = ctx.player(p).at!;
    ctx.emit('guard-destination', { floor: floor + 1, at: ctx.name(guard.dest), why: 'crash' });
  },
};
