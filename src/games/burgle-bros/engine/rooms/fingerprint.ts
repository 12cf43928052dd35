// Fingerprint: entering always triggers an alarm (a Fingerprint hack token may cancel it).
import type { RoomRules } from './types.js';

export const fingerprint: RoomRules = {
  room: 'fingerprint',
  hackType: 'fingerprint',
  onEnter(ctx, e) {
    ctx.rules.triggerAlarm(ctx, { loc: e.to, source: 'fingerprint', player: e.mover });
  },
};
