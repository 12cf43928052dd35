// Motion: an alarm if a player enters and leaves it in the same turn (a Motion hack token may cancel it).
import type { RoomRules } from './types.js';

/** Entries are remembered per player and tile for the current turn: player * 10000 + loc. */
const key = (player: number, loc: number) => player * 10000 + loc;

export const motion: RoomRules = {
  room: 'motion',
  hackType: 'motion',
  onEnter(ctx, e) {
    ctx.s.turn.motionEntered.push(key(e.mover, e.to));
  },
  onLeave(ctx, player, loc) {
    if (ctx.s.turn.motionEntered.includes(key(player, loc))) ctx.rules.triggerAlarm(ctx, { loc, source: 'motion', player });
  },
};
