// Isotope: its holder triggers an alarm on moving into a Thermo (a crowbarred Thermo triggers nothing, ruling T6; nor
// one entered down from a Walkway, whose move ignores the tile's effects for entering it, ruling T12).
import type { LootCard } from '../types.js';

export const isotope: LootCard = {
  id: 'isotope',
  hooks: {
    afterEnter(ctx, holder, mover, loc, quiet) {
      const t = ctx.tile(loc);
      if (quiet || mover !== holder || t.room !== 'thermo' || !t.revealed || t.disabled || ctx.player(mover).at !== loc) return;
      ctx.tookEffect('loot', 'isotope');
      ctx.rules.triggerAlarm(ctx, { loc, source: 'isotope', player: mover });
    },
  },
};
