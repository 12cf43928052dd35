// Jury-Rig: the player gains a tool.
import type { EventCard } from '../types.js';

export const juryRig: EventCard = {
  id: 'jury-rig',
  play(ctx, p) {
    const had = ctx.player(p).tools.length;
    ctx.rules.drawTool(ctx, p);
    if (ctx.player(p).tools.length > had) ctx.tookEffect('events', 'jury-rig');
  },
};
