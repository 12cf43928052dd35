// Dynamite: blow away a wall on a side of your tile (not the building's outer wall, nor a wall of Fort Knox's
// empty cell, NOTES §7), and trigger an alarm on your tile. `use dynamite [DIRECTION]`.
import { DIR_BIT, DIRECTIONS, floorOf, setWall, step, wallName, type Direction } from '../../board.js';
import type { GameState } from '../../types.js';
import type { ToolCard } from '../types.js';
import { at } from './common.js';

function sides(s: GameState, p: number): Direction[] {
  const here = at(s, p);
  if (here === null) return [];
  return DIRECTIONS.filter((d) => {
    const n = step(s, here, d);
    return n !== null && s.tiles[n].room !== 'empty' && (s.walls[here] & DIR_BIT[d]) !== 0;
  });
}

export const dynamite: ToolCard = {
  id: 'dynamite',
  use: {
    words: 1,
    cost: 0,
    check(s, p, args) {
      if (at(s, p) === null) return { code: 'not-on-board' };
      const all = sides(s, p);
      if (all.length === 0) return { code: 'dynamite-no-wall' };
      if (args[0] !== undefined && !all.includes(args[0] as Direction)) return { code: 'dynamite-bad-side', params: { dir: args[0] } };
      return null;
    },
    options: (s, p) => sides(s, p).map((d) => [d]),
    run(ctx, p, args) {
      const s = ctx.s;
      const here = at(s, p)!;
      const all = sides(s, p);
      const dir = (args[0] ?? ctx.ask(p, 'dynamite-which-wall', { at: ctx.name(here) }, [...all])) as Direction;
      const other = step(s, here, dir)!;
      const n = s.size * s.size;
      const f = floorOf(s, here);
      const floorWalls = s.walls.slice(f * n, f * n + n);
      setWall(s.size, floorWalls, here - f * n, other - f * n, false);
      s.walls = [...s.walls.slice(0, f * n), ...floorWalls, ...s.walls.slice(f * n + n)];
      const wall = `F${f + 1} ${wallName(s.size, here - f * n, other - f * n)}`;
      s.dynamited = [...s.dynamited, wall];
      ctx.emit('dynamite-wall', { player: ctx.player(p).name, wall });
      ctx.tookEffect('tools', 'dynamite');
      ctx.rules.triggerAlarm(ctx, { loc: here, source: 'dynamite', player: p });
    },
  },
};
