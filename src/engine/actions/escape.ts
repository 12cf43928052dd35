// escape: from the top floor's Stairs to the roof (1 action), once the crew holds all the loot.
// The escaped player's turn ends at once; they take no more turns.
import { floorOf } from '../board.js';
import { crewHoldsAllLoot } from '../rules/items.js';
import { escapeToRoof } from '../rules/turn.js';
import { refuse, spend, type ActionRules } from './types.js';

export const escape: ActionRules = {
  verb: 'escape',
  options(s, p) {
    return this.check(s, { player: p, verb: 'escape', args: [] }) ? [] : [[]];
  },
  check(s, a) {
    const at = s.players[a.player].at;
    if (at === null) return refuse('not-on-board');
    const t = s.tiles[at];
    if (t.room !== 'stairs' || floorOf(s, at) !== s.floorCount - 1) return refuse('not-on-top-stairs');
    if (!crewHoldsAllLoot(s)) return refuse('loot-missing');
    if (s.turn.actionsLeft < 1) return refuse('not-enough-actions', { need: 1, left: s.turn.actionsLeft });
    return null;
  },
  run(ctx, a) {
    spend(ctx, 1);
    escapeToRoof(ctx, a.player);
  },
};
