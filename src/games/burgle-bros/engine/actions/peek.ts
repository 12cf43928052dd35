// peek TARGET: flip an adjacent face-down tile without entering it (1 action). From an Atrium also up or down;
// from Stairs also up.
import { peekOptions, peekTarget } from '../rules/targets.js';
import { reveal } from '../rules/movement.js';
import { refuse, spend, type ActionRules, type Refusal } from './types.js';
import { locName } from '../board.js';
import { CHARACTERS } from '../cards/index.js';
import { ability } from './cards.js';
import type { Action, GameState } from '../types.js';

/** A peek the rules refuse that the burglar's own ability makes (the Hawk's X-Ray through a wall, Enhance two tiles
 * away): the refusal names it, so the player learns the way that works. */
function orByAbility(s: GameState, a: Action, r: Refusal): Refusal {
  if (r.code !== 'wall-blocks-peek' && r.code !== 'cannot-peek-there') return r;
  if (ability.check(s, { player: a.player, verb: 'ability', args: a.args })) return r;
  const pl = s.players[a.player];
  const card = `${pl.character}:${pl.side}`;
  return { ...r, params: { ...r.params, card, name: CHARACTERS[card]?.name ?? '', target: a.args.join(' ') } };
}

export const peek: ActionRules = {
  verb: 'peek',
  words: 1,
  options(s, p) {
    const at = s.players[p].at;
    if (at === null || s.turn.actionsLeft < 1) return [];
    return peekOptions(s, at).filter((o) => !s.tiles[o.to].revealed).map((o) => [o.dir]);
  },
  check(s, a) {
    if (!a.args[0]) return refuse('peek-needs-target');
    const t = peekTarget(s, a.player, a.args[0]);
    if ('code' in t) return orByAbility(s, a, t);
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
