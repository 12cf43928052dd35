// Fingerprint: entering always triggers an alarm (a Fingerprint hack token may cancel it).
import { triggerAlarm } from '../rules/alarms.js';
import type { RoomRules } from './types.js';

export const fingerprint: RoomRules = {
  room: 'fingerprint',
  hackType: 'fingerprint',
  onEnter(ctx, e) {
    triggerAlarm(ctx, { loc: e.to, source: 'fingerprint', player: e.mover });
  },
};
