// Gold Bar: the first one drawn brings the second out of the loot deck onto the safe's tile (the crew must pick
// it up to win); the loot deck is then shuffled. Nobody may hold both (actions/trade.ts).
import { parseLoc } from '../../board.js';
import type { Ctx } from '../../ctx.js';
import type { LootCard } from '../types.js';

/** The safe just opened: the last `safe-opened` event names it (the Peterman's Drill opens safes on other floors). */
function openedSafe(ctx: Ctx, p: number): number | null {
  for (let i = ctx.events.length - 1; i >= 0; i--) {
    const e = ctx.events[i];
    if (e.code === 'safe-opened') return parseLoc(ctx.s, String(e.params.at));
  }
  return ctx.player(p).at;
}

export const goldBar: LootCard = {
  id: 'gold-bar',
  onDraw(ctx, p) {
    const deck = ctx.s.loot.deck.slice();
    const i = deck.indexOf('gold-bar');
    const safe = openedSafe(ctx, p);
    if (i < 0 || safe === null) return;
    deck.splice(i, 1);
    ctx.tile(safe).items.push('gold-bar');
    ctx.s.loot.deck = ctx.rng.shuffle(deck);
    // Its drawer may not pick up the second (nobody holds both): the line says whose it is not. A Drill's draw
    // leaves both on the tile (rulings 19), for anyone.
    const held = ctx.player(p).loot.includes('gold-bar');
    ctx.emit('gold-bar-left', { at: ctx.name(safe), ...(held ? { holder: ctx.player(p).name } : {}) });
    ctx.tookEffect('loot', 'gold-bar');
  },
};
