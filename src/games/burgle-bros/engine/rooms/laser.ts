// Laser: entering costs 2 actions, or 1 and the alarm triggers (a Laser hack token may cancel it).
// Flipped by a move, it always triggers: there was no chance to pay. The choice is asked in actions/move.ts (laserChoice).
import type { RoomRules } from './types.js';

export const laser: RoomRules = {
  room: 'laser',
  hackType: 'laser',
  onEnter(ctx, e) {
    if (e.noExtraCosts || e.laserPaid) return;
    ctx.rules.triggerAlarm(ctx, { loc: e.to, source: 'laser', player: e.mover });
  },
};
