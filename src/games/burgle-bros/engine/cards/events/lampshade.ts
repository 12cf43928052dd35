// Lampshade: the player gains a stealth token (no upper limit, ruling E7).
import type { EventCard } from '../types.js';

export const lampshade: EventCard = {
  id: 'lampshade',
  play(ctx, p) {
    const player = ctx.player(p);
    player.stealth++;
    ctx.tookEffect('events', 'lampshade');
    ctx.emit('stealth-gained', { player: player.name, stealth: player.stealth });
  },
};
