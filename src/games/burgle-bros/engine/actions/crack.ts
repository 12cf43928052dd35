// crack: roll the dice on the Safe you are in (1 action); matching revealed combination numbers get Cracked tokens.
import { hooksWith } from '../rules/hooks.js';
import { combinationCracked, crackRoll, openSafe } from '../rules/safes.js';
import { closedSafeHere, refuse, spend, type ActionRules } from './types.js';

export const crack: ActionRules = {
  verb: 'crack',
  words: 0,
  options(s, p) {
    return this.check(s, { player: p, verb: 'crack', args: [] }) ? [] : [[]];
  },
  check(s, a) {
    const safe = closedSafeHere(s, a.player);
    if ('refusal' in safe) return safe.refusal;
    const at = safe.at, t = s.tiles[at];
    // A combination already fully covered (Fort Knox's shared tiles) opens without dice.
    if (t.dice === 0 && !combinationCracked(s, at)) return refuse('safe-no-dice');
    for (const { hooks, holder } of hooksWith(s, 'crackBlocked')) {
      const code = hooks.crackBlocked?.(s, holder, a.player, at);
      if (code) return refuse(code);
    }
    if (s.turn.actionsLeft < 1) return refuse('not-enough-actions', { need: 1, left: s.turn.actionsLeft });
    return null;
  },
  run(ctx, a) {
    const at = ctx.player(a.player).at!;
    spend(ctx, 1);
    if (combinationCracked(ctx.s, at)) openSafe(ctx, a.player, at);
    else crackRoll(ctx, a.player, at);
  },
};
