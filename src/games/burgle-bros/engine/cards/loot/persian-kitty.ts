// Persian Kitty: at the start of each of its holder's turns, roll a die; on 1–2 it escapes to the tile next to
// them (no wall between) closest to the nearest revealed Laser, Motion or Fingerprint on that floor (none: it
// stays; NOTES §7). A loose Kitty is nobody's until picked up (`take persian-kitty`, free).
import { floorOf, openNeighbours } from '../../board.js';
import type { Loc, LootId } from '../../types.js';
import type { LootCard } from '../types.js';

const LURES = new Set(['laser', 'motion', 'fingerprint']);

export const persianKitty: LootCard = {
  id: 'persian-kitty',
  hooks: {
    turnStartOrder: 2,
    turnStart(ctx, holder) {
      const s = ctx.s;
      const pl = ctx.player(holder);
      if (pl.at === null || pl.escaped || !pl.loot.includes('persian-kitty')) return;
      const roll = ctx.die();
      ctx.emit('kitty-rolled', { player: pl.name, roll });
      if (roll > 2) return;
      const floor = floorOf(s, pl.at);
      const n = s.size * s.size;
      const lures: Loc[] = [];
      for (let loc = floor * n; loc < (floor + 1) * n; loc++) {
        if (s.tiles[loc].revealed && LURES.has(s.tiles[loc].room)) lures.push(loc);
      }
      let best = Infinity;
      let nearest: Loc[] = [];
      for (const c of openNeighbours(s, s.walls, pl.at)) {
        const dist = ctx.rules.guardDistances(s, floor, c);
        const d = Math.min(...lures.map((l) => (dist[l % n] >= 0 ? dist[l % n] : Infinity)));
        if (d < best) [best, nearest] = [d, [c]];
        else if (d === best && d < Infinity) nearest.push(c);
      }
      if (nearest.length === 0) {
        ctx.emit('kitty-stays', { player: pl.name });
        return;
      }
      nearest.sort((a, b) => a - b);
      const names = nearest.map((l) => ctx.name(l));
      const to = nearest[names.indexOf(ctx.ask(holder, 'kitty-where', { player: pl.name }, names))];
      pl.loot.splice(pl.loot.indexOf('persian-kitty' as LootId), 1);
      s.kitty = to;
      ctx.emit('kitty-escaped', { player: pl.name, at: ctx.name(to) });
      ctx.tookEffect('loot', 'persian-kitty');
    },
  },
};
