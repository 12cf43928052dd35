// Keycard: no safe can be cracked unless the player holding the Keycard is on it.
import type { LootCard } from '../types.js';

export const keycard: LootCard = {
  id: 'keycard',
  hooks: {
    crackBlocked: (s, holder, _cracker, safe) => (s.players[holder].at === safe ? null : 'keycard-not-here'),
    // It bites when someone reaches a closed safe the Keycard's holder isn't on.
    afterEnter(ctx, holder, mover, loc) {
      const t = ctx.tile(loc);
      if (mover !== holder && t.room === 'safe' && !t.open && ctx.player(holder).at !== loc) ctx.tookEffect('loot', 'keycard');
    },
  },
};
