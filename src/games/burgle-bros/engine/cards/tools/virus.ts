// Virus: three hack tokens in total on revealed Computer Rooms anywhere (at most 6 on each). `use virus [CELL...]`
// names up to three rooms (one may be named twice); the engine asks for the rest.
import { locName } from '../../board.js';
import type { GameState, Loc } from '../../types.js';
import type { ToolCard } from '../types.js';
import { at, parseTarget, type Check } from './common.js';

/** Revealed Computer Rooms with room for a token, given `added` tokens already placed by this use. */
function computers(s: GameState, added: Loc[] = []): Loc[] {
  const out: Loc[] = [];
  s.tiles.forEach((t, loc) => {
    if (t.revealed && t.room.startsWith('computer-') && t.hack + added.filter((a) => a === loc).length < 6) out.push(loc);
  });
  return out;
}

export const virus: ToolCard = {
  id: 'virus',
  use: {
    cost: 0,
    check(s, p, args): Check {
      if (at(s, p) === null) return { code: 'not-on-board' };
      if (computers(s).length === 0) return { code: 'virus-no-computer' };
      if (args.length > 3) return { code: 'virus-too-many' };
      const added: Loc[] = [];
      for (const a of args) {
        const loc = parseTarget(s, at(s, p), a);
        if (loc === null) return { code: 'bad-target', params: { target: a } };
        if (!computers(s, added).includes(loc)) return { code: 'virus-bad-target', params: { at: locName(s, loc) } };
        added.push(loc);
      }
      return null;
    },
    options: () => [[]],
    run(ctx, p, args) {
      const added: Loc[] = args.map((a) => parseTarget(ctx.s, at(ctx.s, p), a)!);
      while (added.length < 3) {
        const left = computers(ctx.s, added);
        if (left.length === 0) break;
        const names = left.map((l) => ctx.name(l));
        added.push(left[names.indexOf(ctx.ask(p, 'virus-where', { left: 3 - added.length }, names))]);
      }
      for (const loc of added) ctx.tile(loc).hack++;
      ctx.emit('virus-hacked', { player: ctx.player(p).name, cells: added.map((l) => ctx.name(l)) });
      ctx.tookEffect('tools', 'virus');
    },
  },
};
