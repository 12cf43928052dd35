// add-die: put a die on the Safe you are in (2 actions in the same turn, at most 6 dice).
import { closedSafeHere, refuse, spend, type ActionRules } from './types.js';

export const addDie: ActionRules = {
  verb: 'add-die',
  words: 0,
  options(s, p) {
    return this.check(s, { player: p, verb: 'add-die', args: [] }) ? [] : [[]];
  },
  check(s, a) {
    const safe = closedSafeHere(s, a.player);
    if ('refusal' in safe) return safe.refusal;
    if (s.tiles[safe.at].dice >= 6) return refuse('safe-dice-full');
    if (s.turn.actionsLeft < 2) return refuse('not-enough-actions', { need: 2, left: s.turn.actionsLeft });
    return null;
  },
  run(ctx, a) {
    const at = ctx.player(a.player).at!;
    spend(ctx, 2);
    ctx.tile(at).dice++;
    ctx.emit('die-added', { player: ctx.player(a.player).name, at: ctx.name(at), dice: ctx.tile(at).dice });
  },
};
