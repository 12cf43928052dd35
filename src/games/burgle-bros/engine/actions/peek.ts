// peek TARGET: flip an adjacent face-down tile without entering it (1 action). From an Atrium also up or down;
// from Stairs also up.
import { peekOptions, peekTarget } from '../rules/targets.js';
import { reveal } from '../rules/movement.js';
import { refuse, spend, type ActionRules } from './types.js';
import { locName } from '../board.js';

export const peek: ActionRules = {
  verb: 'peek',
  options(s, p) {
    const at = s.players[p].at;
    if (at === null || s.turn.actionsLeft < 1) return [];
    return peekOptions(s, at).filter((o) => !s.tiles[o.to].revealed).map((o) => [o.dir]);
  },
  check(s, a) {
    if (!a.args[0]) return refuse('peek-needs-target');
    const t = peekTarget(s, a.player, a.args[0]);
    if ('code' in t) return t;
    if (s.turn.actionsLeft < 1) return refuse('not-enough-actions', { need: 1, left: s.turn.actionsLeft });
    return null;
  },
  run(ctx, a) {
    const t = peekTarget(ctx.s, a.player, a.args[0]);
    if ('code' in t) return ctx.fail(t.code, t.params);
    spend(ctx, 1);
    ctx.emit('peeked', { player: ctx.player(a.player).name, at: locName(ctx.s, t.to) });
    reveal(ctx, t.to, 'peek');
  },
};
