// Chihuahua: at the start of each of its holder's turns, roll a die; on a 6 it barks: an alarm on their tile.
import type { LootCard } from '../types.js';

export const chihuahua: LootCard = {
  id: 'chihuahua',
  hooks: {
    turnStartOrder: 1,
    turnStart(ctx, holder) {
      const pl = ctx.player(holder);
      if (pl.at === null || pl.escaped) return;
      const roll = ctx.die();
      ctx.emit('chihuahua-rolled', { player: pl.name, roll });
      if (roll !== 6) return;
      ctx.tookEffect('loot', 'chihuahua');
      ctx.rules.triggerAlarm(ctx, { loc: pl.at, source: 'chihuahua', player: holder });
    },
  },
};
