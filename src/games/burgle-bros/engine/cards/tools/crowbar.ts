// Crowbar: disable a face-up tile next to you (no wall between) for good: it no longer blocks moves or triggers
// alarms (NOTES §7 lists the tiles it works on). `use crowbar [DIRECTION|CELL]`.
import { directionTo, locName, openNeighbours } from '../../board.js';
import type { GameState, Loc } from '../../types.js';
import type { ToolCard } from '../types.js';
import { at, parseTarget, type Check } from './common.js';

const CROWBAR_ROOMS: ReadonlySet<string> = new Set(['camera', 'deadbolt', 'detector', 'fingerprint', 'keypad', 'laser', 'motion', 'thermo']);

function targets(s: GameState, p: number): Loc[] {
  const here = at(s, p);
  if (here === null) return [];
  return openNeighbours(s, s.walls, here).filter((l) => {
    const t = s.tiles[l];
    return t.revealed && !t.disabled && CROWBAR_ROOMS.has(t.room);
  });
}

export const crowbar: ToolCard = {
  id: 'crowbar',
  use: {
    words: 1,
    cost: 0,
    check(s, p, args): Check {
      const here = at(s, p);
      if (here === null) return { code: 'not-on-board' };
      const all = targets(s, p);
      if (args[0] === undefined) return all.length ? null : { code: 'crowbar-nothing-next' };
      const loc = parseTarget(s, here, args[0]);
      if (loc === null) return { code: 'bad-target', params: { target: args[0] } };
      if (!all.includes(loc)) return { code: 'crowbar-bad-target', params: { at: locName(s, loc) } };
      return null;
    },
    options: (s, p) => targets(s, p).map((l) => [directionTo(s, at(s, p)!, l)!]),
    run(ctx, p, args) {
      const all = targets(ctx.s, p);
      let loc: Loc;
      if (args[0] !== undefined) loc = parseTarget(ctx.s, at(ctx.s, p), args[0])!;
      else {
        const names = all.map((l) => ctx.name(l));
        loc = all[names.indexOf(ctx.ask(p, 'crowbar-where', {}, names))];
      }
      ctx.tile(loc).disabled = true;
      ctx.emit('crowbar-disabled', { player: ctx.player(p).name, at: ctx.name(loc), room: ctx.tile(loc).room });
      ctx.tookEffect('tools', 'crowbar');
    },
  },
};
