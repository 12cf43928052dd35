// Thermal Bomb: a hole from your tile to the tile above or below it (you choose); both work as Stairs for every
// player from now on. An alarm goes off on your tile. `use thermal-bomb [up|down]`.
import { vertical } from '../../board.js';
import type { GameState } from '../../types.js';
import type { ToolCard } from '../types.js';
import { at } from './common.js';

function ways(s: GameState, p: number): ('up' | 'down')[] {
  const here = at(s, p);
  if (here === null || s.tiles[here].thermal !== null) return [];
  return (['up', 'down'] as const).filter((d) => {
    const v = vertical(s, here, d === 'up' ? 1 : -1);
    return v !== null && s.tiles[v].room !== 'empty' && s.tiles[v].thermal === null;
  });
}

export const thermalBomb: ToolCard = {
  id: 'thermal-bomb',
  use: {
    words: 1,
    cost: 0,
    check(s, p, args) {
      if (at(s, p) === null) return { code: 'not-on-board' };
      const all = ways(s, p);
      if (all.length === 0) return { code: 'thermal-bomb-no-way' };
      if (args[0] !== undefined && !all.includes(args[0] as 'up')) return { code: 'thermal-bomb-bad-way', params: { dir: args[0] } };
      return null;
    },
    options: (s, p) => ways(s, p).map((d) => [d]),
    run(ctx, p, args) {
      const here = at(ctx.s, p)!;
      const dir = args[0] ?? ctx.ask(p, 'thermal-bomb-which-way', { at: ctx.name(here) }, ways(ctx.s, p));
      const other = vertical(ctx.s, here, dir === 'up' ? 1 : -1)!;
      ctx.tile(here).thermal = other;
      ctx.tile(other).thermal = here;
      ctx.emit('thermal-bomb-hole', { player: ctx.player(p).name, at: ctx.name(here), to: ctx.name(other) });
      ctx.tookEffect('tools', 'thermal-bomb');
      ctx.rules.triggerAlarm(ctx, { loc: here, source: 'thermal-bomb', player: p });
    },
  },
};
