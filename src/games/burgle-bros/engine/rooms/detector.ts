// Detector: entering while holding any tool or loot triggers an alarm.
import type { RoomRules } from './types.js';

export const detector: RoomRules = {
  room: 'detector',
  onEnter(ctx, e) {
    const p = ctx.player(e.mover);
    if (p.tools.length + p.loot.length > 0) ctx.rules.triggerAlarm(ctx, { loc: e.to, source: 'detector', player: e.mover });
  },
};
