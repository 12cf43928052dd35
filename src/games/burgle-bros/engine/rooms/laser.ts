// Laser: entering costs 2 actions, or 1 and the alarm triggers (a Laser hack token may cancel it). The move action
// (actions/move.ts) asks which, when `payInstead` says the choice is there: the alarm would go off. Flipped by a move,
// it always triggers: there was no chance to pay.
import type { RoomRules } from './types.js';

export const laser: RoomRules = {
  room: 'laser',
  hackType: 'laser',
  payInstead(s, mover, to, rules) {
    return rules.alarmWouldTrigger(s, { loc: to, source: 'laser', player: mover });
  },
  onEnter(ctx, e) {
    if (e.noExtraCosts || e.laserPaid) return;
    ctx.rules.triggerAlarm(ctx, { loc: e.to, source: 'laser', player: e.mover });
  },
};
