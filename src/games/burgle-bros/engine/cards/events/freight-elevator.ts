// Freight Elevator: the player is put on the tile above. On the top floor they escape to the roof if the crew holds
// all the loot; otherwise nothing happens (NOTES §7).
import { vertical } from '../../board.js';
import type { EventCard } from '../types.js';
import { noEffect, placePlayer } from './common.js';

export const freightElevator: EventCard = {
  id: 'freight-elevator',
  play(ctx, p) {
    const player = ctx.player(p);
    const up = vertical(ctx.s, player.at!, 1);
    if (up !== null) {
      ctx.tookEffect('events', 'freight-elevator');
      placePlayer(ctx, p, up, 'freight-elevator');
      return;
    }
    if (!ctx.rules.crewHoldsAllLoot(ctx.s)) return noEffect(ctx, 'freight-elevator', 'loot-missing');
    ctx.tookEffect('events', 'freight-elevator');
    // The turn is already ending (rules/turn.ts): the guard doesn't move for an escaped player.
    player.escaped = true;
    player.at = null;
    ctx.emit('escaped', { player: player.name });
  },
};
