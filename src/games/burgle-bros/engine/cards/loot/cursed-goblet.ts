// Cursed Goblet: its finder loses 1 stealth when drawing it; with none left nothing happens, and drawing it never
// loses the game (NOTES §7). A Lavatory stall or Smoke Bomb token there takes the loss first, as for any loss.
import type { LootCard } from '../types.js';

export const cursedGoblet: LootCard = {
  id: 'cursed-goblet',
  onDraw(ctx, p) {
    const pl = ctx.player(p);
    if (pl.stealth === 0) {
      ctx.emit('goblet-no-stealth', { player: pl.name });
      return;
    }
    ctx.rules.loseStealth(ctx, p, 'cursed-goblet');
    ctx.tookEffect('loot', 'cursed-goblet');
  },
};
