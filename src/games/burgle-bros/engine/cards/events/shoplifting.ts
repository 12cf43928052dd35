// Shoplifting: an alarm goes off on every Laboratory whose tool has been taken (a crowbarred one stays quiet).
import type { EventCard } from '../types.js';
import { noEffect } from './common.js';

export const shoplifting: EventCard = {
  id: 'shoplifting',
  play(ctx) {
    let any = false;
    ctx.s.tiles.forEach((t, loc) => {
      if (t.room !== 'laboratory' || !t.toolTaken || t.disabled) return;
      if (ctx.rules.triggerAlarm(ctx, { loc, source: 'shoplifting', player: null })) any = true;
    });
    if (any) ctx.tookEffect('events', 'shoplifting');
    else noEffect(ctx, 'shoplifting', 'no-alarm');
  },
};
