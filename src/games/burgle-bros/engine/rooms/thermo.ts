// Thermo: an alarm if the active player's turn ends on it (checked once, after the actions).
import type { RoomRules } from './types.js';

export const thermo: RoomRules = {
  room: 'thermo',
  onEndActions(ctx, player, loc) {
    ctx.rules.triggerAlarm(ctx, { loc, source: 'thermo', player });
  },
};
