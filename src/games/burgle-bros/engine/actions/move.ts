// move TARGET [laser:pay|laser:trigger]: to an adjacent tile (a direction, up/down, or a cell such as `F2 C3`). What
// the move costs is the room's it enters (rooms/<room>.ts `extraEntryCost`: a Deadbolt; `payInstead`: a Laser's
// choice), then the cards'.
import { locName } from '../board.js';
import { moveTarget } from '../rules/targets.js';
import { cardMoveCost, moveInto, moveOptions } from '../rules/movement.js';
import { RULES } from '../rules/index.js';
import { entryRoom } from '../rooms/index.js';
import type { MoveVia } from '../cards/types.js';
import type { GameState } from '../types.js';
import { refuse, spend, type ActionRules } from './types.js';

export const move: ActionRules = {
  verb: 'move',
  words: 2,
  options(s, p) {
    const out: string[][] = [];
    const at = s.players[p].at;
    if (at === null) return out;
    const seenVertical = new Set<string>();
    for (const o of moveOptions(s, at, p)) {
      // Ducts are named by cell; a second way up or down (rare) too.
      let target: string = o.dir;
      if (o.via === 'duct' || ((o.dir === 'up' || o.dir === 'down') && seenVertical.has(o.dir))) target = locName(s, o.to);
      if (o.dir === 'up' || o.dir === 'down') seenVertical.add(o.dir);
      const c = cost(s, p, o.to, o.via);
      if (s.turn.actionsLeft < c) continue;
      if (laserChoice(s, p, o.to, o.via) && s.turn.actionsLeft >= c + 1) out.push([target, 'laser:pay'], [target, 'laser:trigger']);
      else out.push([target]);
    }
    return out;
  },
  check(s, a) {
    const [target, laser] = a.args;
    if (!target) return refuse('move-needs-target');
    const resolved = moveTarget(s, a.player, target);
    if ('code' in resolved) return resolved;
    let c = cost(s, a.player, resolved.to, resolved.via);
    if (laser !== undefined && laser !== 'laser:pay' && laser !== 'laser:trigger') return refuse('bad-laser-choice', { arg: laser });
    if (laser === 'laser:pay') {
      if (!laserChoice(s, a.player, resolved.to, resolved.via)) return refuse('no-laser-to-pay', { at: locName(s, resolved.to) });
      c += 1;
    }
    if (s.turn.actionsLeft < c) return refuse('not-enough-actions', { need: c, left: s.turn.actionsLeft });
    return null;
  },
  run(ctx, a) {
    const s = ctx.s;
    const resolved = moveTarget(s, a.player, a.args[0]);
    if ('code' in resolved) return ctx.fail(resolved.code, resolved.params);
    const to = resolved.to;
    let c = cost(s, a.player, to, resolved.via);
    let laserPaid = false;
    if (laserChoice(s, a.player, to, resolved.via)) {
      let choice = a.args[1];
      if (choice === undefined) {
        choice = s.turn.actionsLeft >= c + 1
          ? ctx.ask(a.player, 'laser-pay-or-trigger', { at: locName(s, to) }, ['laser:pay', 'laser:trigger'])
          : 'laser:trigger';
      }
      if (choice === 'laser:pay') {
        laserPaid = true;
        c += 1;
      }
    }
    spend(ctx, c);
    moveInto(ctx, a.player, to, { via: resolved.via, laserPaid, actions: c });
  },
};

/** Actions a move into `to` costs before any Laser payment: 1, more for the room entered (a revealed unoccupied
 * Deadbolt: 3; none by a way that ignores the tile's entry rules, down from a Walkway), then the cards'. */
function cost(s: GameState, p: number, to: number, via: MoveVia): number {
  return cardMoveCost(s, p, to, 1 + (entryRoom(s.tiles[to], via)?.extraEntryCost?.(s, p, to, RULES) ?? 0));
}

/** A revealed, working Laser whose alarm would go off: the player may pay a second action instead. */
function laserChoice(s: GameState, p: number, to: number, via: MoveVia): boolean {
  return entryRoom(s.tiles[to], via)?.payInstead?.(s, p, to, RULES) ?? false;
}

