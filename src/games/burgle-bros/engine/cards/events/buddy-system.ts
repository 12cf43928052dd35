// Buddy System: the player chooses another character in the building, who is put on the player's tile.
import type { EventCard } from '../types.js';
import { noEffect, placePlayer } from './common.js';

export const buddySystem: EventCard = {
  id: 'buddy-system',
  play(ctx, p) {
    const at = ctx.player(p).at!;
    const others = ctx.s.players
      .map((pl, i) => ({ pl, i }))
      .filter(({ pl, i }) => i !== p && !pl.escaped && pl.at !== null && pl.at !== at);
    if (others.length === 0) return noEffect(ctx, 'buddy-system', 'no-buddy');
    const names = others.map(({ pl }) => pl.name);
    const pick = ctx.ask(p, 'buddy-system-pick', { at: ctx.name(at) }, names);
    ctx.tookEffect('events', 'buddy-system');
    placePlayer(ctx, others[names.indexOf(pick)].i, at, 'buddy-system');
  },
};
