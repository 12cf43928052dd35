// Camera: a player entering a Camera while a guard stands on another revealed Camera triggers an alarm there.
// The guard's side (a guard stepping onto a Camera) is in rules/sight.ts.
import { triggerAlarm } from '../rules/alarms.js';
import { guardWatchesCameraOtherThan, hidden } from '../rules/sight.js';
import type { RoomRules } from './types.js';

export const camera: RoomRules = {
  room: 'camera',
  onEnter(ctx, e) {
    if (guardWatchesCameraOtherThan(ctx.s, e.to) && !hidden(ctx.s, e.mover)) triggerAlarm(ctx, { loc: e.to, source: 'camera', player: e.mover });
  },
};
