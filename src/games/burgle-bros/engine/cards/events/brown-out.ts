// Brown Out: every alarm in the building goes off the board; for each alarm removed, its floor's guard draws a new
// patrol card (ruling E5: each card drawn becomes his destination in turn, the last one stands).
import { floorOf } from '../../board.js';
import type { EventCard } from '../types.js';
import { noEffect } from './common.js';
import { tileToChange } from '../../tiles.js';

export const brownOut: EventCard = {
  id: 'brown-out',
  play(ctx) {
    const s = ctx.s;
    const perFloor = s.guards.map(() => 0);
    s.tiles.forEach((t, loc) => {
      if (!t.alarm) return;
      tileToChange(s, loc).alarm = false;
      perFloor[floorOf(s, loc)]++;
      ctx.emit('alarm-off-event', { at: ctx.name(loc), event: 'brown-out' });
    });
    const removed = perFloor.reduce((a, b) => a + b, 0);
    if (removed === 0) return noEffect(ctx, 'brown-out', 'no-alarms');
    ctx.tookEffect('events', 'brown-out');
    perFloor.forEach((count, floor) => {
      const guard = ctx.guard(floor);
      for (let i = 0; i < count && guard.placed && guard.at !== null; i++) ctx.rules.drawDestination(ctx, floor);
    });
  },
};
