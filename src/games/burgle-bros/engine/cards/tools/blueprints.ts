// Blueprints: peek at a tile anywhere on any floor. `use blueprints [CELL]`; without a cell the engine asks.
import { locName } from '../../board.js';
import type { GameState, Loc } from '../../types.js';
import type { ToolCard } from '../types.js';
import { at, parseTarget, type Check } from './common.js';

function faceDown(s: GameState): Loc[] {
  const out: Loc[] = [];
  s.tiles.forEach((t, loc) => {
    if (!t.revealed && t.room !== 'empty') out.push(loc);
  });
  return out;
}

export const blueprints: ToolCard = {
  id: 'blueprints',
  use: {
    words: 1,
    cost: 0,
    check(s, p, args): Check {
      if (at(s, p) === null) return { code: 'not-on-board' };
      if (args[0] === undefined) return faceDown(s).length ? null : { code: 'blueprints-nothing-hidden' };
      const loc = parseTarget(s, at(s, p), args[0]);
      if (loc === null) return { code: 'bad-target', params: { target: args[0] } };
      if (s.tiles[loc].room === 'empty') return { code: 'empty-cell', params: { at: locName(s, loc) } };
      if (s.tiles[loc].revealed) return { code: 'already-revealed', params: { at: locName(s, loc) } };
      return null;
    },
    options: (s) => (faceDown(s).length ? [[]] : []),
    run(ctx, p, args) {
      let loc: Loc;
      if (args[0] !== undefined) loc = parseTarget(ctx.s, at(ctx.s, p), args[0])!;
      else {
        const hidden = faceDown(ctx.s);
        const names = hidden.map((l) => ctx.name(l));
        loc = hidden[names.indexOf(ctx.ask(p, 'blueprints-where', {}, names))];
      }
      ctx.emit('peeked', { player: ctx.player(p).name, at: ctx.name(loc) });
      ctx.rules.reveal(ctx, loc, 'peek');
      ctx.tookEffect('tools', 'blueprints');
    },
  },
};
