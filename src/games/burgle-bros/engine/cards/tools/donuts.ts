// Donuts: pick a guard on the board (any floor); the next time he would move, he doesn't (rules/guards.ts reads
// `skipNext`). `use donuts [FLOOR]`; without a floor the engine asks.
import type { GameState } from '../../types.js';
import type { ToolCard } from '../types.js';
import { at, parseFloor } from './common.js';

const guardFloors = (s: GameState): number[] =>
  s.guards.flatMap((g, f) => (g.placed && g.at !== null && !g.skipNext ? [f] : []));

export const donuts: ToolCard = {
  id: 'donuts',
  use: {
    words: 1,
    cost: 0,
    check(s, p, args) {
      if (at(s, p) === null) return { code: 'not-on-board' };
      if (args[0] === undefined) return guardFloors(s).length ? null : { code: 'donuts-no-guard' };
      const f = parseFloor(s, args[0]);
      if (f === null) return { code: 'donuts-bad-floor', params: { floor: args[0] } };
      if (!guardFloors(s).includes(f)) return { code: 'donuts-no-guard-there', params: { floor: f + 1 } };
      return null;
    },
    options: (s) => guardFloors(s).map((f) => [`floor-${f + 1}`]),
    run(ctx, p, args) {
      let f: number;
      if (args[0] !== undefined) f = parseFloor(ctx.s, args[0])!;
      else {
        const names = guardFloors(ctx.s).map((x) => `floor-${x + 1}`);
        f = Number(ctx.ask(p, 'donuts-which-guard', {}, names).slice(6)) - 1;
      }
      ctx.guard(f).skipNext = true;
      ctx.emit('donuts-given', { player: ctx.player(p).name, floor: f + 1 });
    },
  },
};
