// Throw Voice: with no alarm on the player's floor, the player moves the guard's destination to a tile next to it,
// through a doorway (not through walls, Secret Doors, Service Ducts or Stairs).
import { openNeighbours } from '../../board.js';
import type { EventCard } from '../types.js';
import { alarmBlocks, floorOfPlayer, noEffect } from './common.js';

export const throwVoice: EventCard = {
  id: 'throw-voice',
  play(ctx, p) {
    const floor = floorOfPlayer(ctx, p)!;
    if (alarmBlocks(ctx, 'throw-voice', floor)) return;
    const guard = ctx.guard(floor);
    if (guard.at === null || guard.dest === null) return noEffect(ctx, 'throw-voice', 'no-guard', { floor: floor + 1 });
    const targets = openNeighbours(ctx.s, ctx.s.walls, guard.dest).filter((l) => ctx.tile(l).room !== 'empty');
    if (targets.length === 0) return noEffect(ctx, 'throw-voice', 'no-room');
    const names = targets.map((l) => ctx.name(l));
    const pick = ctx.ask(p, 'throw-voice-pick', { floor: floor + 1, at: ctx.name(guard.dest) }, names);
    ctx.tookEffect('events', 'throw-voice');
    guard.dest = targets[names.indexOf(pick)];
    ctx.emit('guard-destination', { floor: floor + 1, at: pick, why: 'throw-voice' });
  },
};
