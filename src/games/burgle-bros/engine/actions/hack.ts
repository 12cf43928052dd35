// hack: add a hack token to the Computer Room you are in (1 action, at most 6 tokens).
import { refuse, spend, type ActionRules } from './types.js';
import type { Action, GameState } from '../types.js';
import { COMPUTER_ROOMS } from '../rules/goals.js';

export const hack: ActionRules = {
  verb: 'hack',
  words: 0,
  options(s, p) {
    return this.check(s, { player: p, verb: 'hack', args: [] }) ? [] : [[]];
  },
  check(s: GameState, a: Action) {
    const at = s.players[a.player].at;
    if (at === null) return refuse('not-on-board');
    const t = s.tiles[at];
    if (!COMPUTER_ROOMS.has(t.room)) return refuse('not-in-computer-room');
    if (t.hack >= 6) return refuse('hack-full');
    if (s.turn.actionsLeft < 1) return refuse('not-enough-actions', { need: 1, left: s.turn.actionsLeft });
    return null;
  },
  run(ctx, a) {
    const at = ctx.player(a.player).at!;
    spend(ctx, 1);
    ctx.tile(at).hack++;
    ctx.emit('hacked', { player: ctx.player(a.player).name, at: ctx.name(at), tokens: ctx.tile(at).hack });
  },
};
