// Camera: a player entering a Camera while a guard stands on another revealed Camera triggers an alarm there.
// The guard's side (a guard stepping onto a Camera) is in rules/sight.ts.
import type { RoomRules } from './types.js';

export const camera: RoomRules = {
  room: 'camera',
  onEnter(ctx, e) {
    if (ctx.rules.guardWatchesCameraOtherThan(ctx.s, e.to) && !ctx.rules.hidden(ctx.s, e.mover)) ctx.rules.triggerAlarm(ctx, { loc: e.to, source: 'camera', player: e.mover });
  },
};
