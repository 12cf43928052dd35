// escape: from the top floor's Stairs to the roof (1 action), once the crew holds all the loot.
// The escaped player's turn ends at once; they take no more turns.
import { floorOf, locName } from '../board.js';
import { moveBlockedBy } from '../rules/movement.js';
import { crewHoldsAllLoot, holdsTheOther, lacking, lootMissing } from '../rules/items.js';
import { escapeToRoof } from '../rules/turn.js';
import { refuse, spend, type ActionRules } from './types.js';

export const escape: ActionRules = {
  verb: 'escape',
  words: 0,
  options(s, p) {
    return this.check(s, { player: p, verb: 'escape', args: [] }) ? [] : [[]];
  },
  check(s, a) {
    const at = s.players[a.player].at;
    if (at === null) return refuse('not-on-board');
    const t = s.tiles[at];
    // Up there it would be refused again while the crew lacks anything: that is said too.
    if (t.room !== 'stairs' || floorOf(s, at) !== s.floorCount - 1) return refuse('not-on-top-stairs', lacking(s, a.player));
    // What is missing, named: the safes still closed, the loot card on a tile and where, the Kitty loose.
    const missing = lootMissing(s);
    if (missing?.kind === 'safes') return refuse('loot-missing', { count: missing.count });
    // A Gold Bar the escaper may not pick up, holding the other: a crew mate's to pick up.
    if (missing?.kind === 'loot') return refuse('loot-left', { item: missing.item, at: missing.at, ...(holdsTheOther(s, a.player, missing.item) ? { mate: 1 } : {}) });
    if (missing?.kind === 'kitty') return refuse('kitty-loose', { at: missing.at });
    if (!crewHoldsAllLoot(s)) return refuse('loot-missing', { count: 0 });
    // The roof is a move up the Stairs: cards that close the Stairs (Time Lock) close it too.
    const blocked = moveBlockedBy(s, a.player, at, { to: at, via: 'stairs', dir: 'up' });
    if (blocked) return refuse(blocked, { from: locName(s, at), to: 'the roof' });
    if (s.turn.actionsLeft < 1) return refuse('not-enough-actions', { need: 1, left: s.turn.actionsLeft });
    return null;
  },
  run(ctx, a) {
    spend(ctx, 1);
    escapeToRoof(ctx, a.player);
  },
};
