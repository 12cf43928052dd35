// Acrobat, Climb Window: from a tile on the building's edge (or next to Fort Knox's empty cell), 3 actions to move
// to the same cell one floor up or down; her actions then end. The climb is a Move worth its 3 actions (ruling C10):
// a Deadbolt asks 3 and a Laser 2, so she goes in and sets off no Laser, face down or not; a Keypad is guessed as usual.
import { DIRECTIONS, step, vertical } from '../../board.js';
import type { Rules } from '../../api.js';
import { ACTIONS_ENDED, type GameState, type Loc } from '../../types.js';
import type { CharacterSide } from '../types.js';
import { at, type Check } from './common.js';

/** A tile with no room on one of its sides: the building's edge or the empty cell. */
function byWindow(s: GameState, loc: Loc): boolean {
  return DIRECTIONS.some((d) => {
    const n = step(s, loc, d);
    return n === null || s.tiles[n].room === 'empty';
  });
}

function target(s: GameState, rules: Rules, p: number, dir: string | undefined): { to: Loc } | NonNullable<Check> {
  const from = at(s, p);
  if (from === null) return { code: 'not-on-board' };
  if (dir !== 'up' && dir !== 'down') return { code: 'climb-needs-direction' };
  if (!byWindow(s, from)) return { code: 'climb-not-by-window' };
  const to = vertical(s, from, dir === 'up' ? 1 : -1);
  if (to === null) return { code: dir === 'up' ? 'climb-no-floor-above' : 'climb-no-floor-below' };
  const blocked = rules.moveBlockedBy(s, p, from, { to, via: 'climb', dir });
  if (blocked) return { code: blocked };
  return { to };
}

export const acrobatAdvanced: CharacterSide = {
  character: 'acrobat',
  side: 'advanced',
  name: 'Climb Window',
  ability: {
    words: 1,
    cost: 3,
    check(s, p, args, rules) {
      const t = target(s, rules, p, args[0]?.toLowerCase());
      return 'code' in t ? t : null;
    },
    options: () => [['up'], ['down']],
    run(ctx, p, args) {
      const t = target(ctx.s, ctx.rules, p, args[0].toLowerCase());
      if ('code' in t) return ctx.fail(t.code, t.params);
      ctx.emit('acrobat-climbs', { player: ctx.player(p).name, dir: args[0].toLowerCase() });
      // Nothing more to pay: a Deadbolt lets her in (flipped by the climb too), a Laser stays quiet.
      const deadbolt = ctx.tile(t.to).room === 'deadbolt';
      ctx.rules.moveInto(ctx, p, t.to, { via: 'climb', laserPaid: true, noExtraCosts: deadbolt });
      // "Your actions end after you use this ability": ended, not merely spent (a tool gives none back).
      ctx.s.turn.actionsLeft = 0;
      ctx.s.turn.used.push(ACTIONS_ENDED);
      ctx.tookEffect('abilities', 'acrobat:advanced');
    },
  },
};
