// Lost Grip: the player falls to the tile below (falling is not entering, NOTES §6); nothing happens on floor 1.
import { vertical } from '../../board.js';
import type { EventCard } from '../types.js';
import { noEffect } from './common.js';

export const lostGrip: EventCard = {
  id: 'lost-grip',
  play(ctx, p) {
    const down = vertical(ctx.s, ctx.player(p).at!, -1);
    if (down === null) return noEffect(ctx, 'lost-grip', 'ground-floor', { player: ctx.player(p).name });
    ctx.tookEffect('events', 'lost-grip');
    ctx.rules.fallTo(ctx, p, down);
  },
};
