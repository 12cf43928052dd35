// move TARGET [laser:pay|laser:trigger]: to an adjacent tile (a direction, up/down, or a cell such as `F2 C3`).
import { DIR_BIT, locName, step, vertical, type Direction } from '../board.js';
import type { Ctx } from '../ctx.js';
import { moveTarget } from '../rules/targets.js';
import { cardMoveCost, deadboltExtra, moveInto } from '../rules/movement.js';
import { alarmWouldTrigger } from '../rules/alarms.js';
import type { Action, GameState } from '../types.js';
import { refuse, spend, type ActionRules } from './types.js';

export const move: ActionRules = {
  verb: 'move',
  options(s, p) {
    const out: string[][] = [];
    const at = s.players[p].at;
    if (at === null) return out;
    for (const target of allTargets(s, p)) {
      if (this.check(s, { player: p, verb: 'move', args: [target] }) !== null) continue;
      const to = moveTarget(s, p, target);
      if ('code' in to) continue;
      if (laserChoice(s, p, to.to) && s.turn.actionsLeft >= cost(s, p, to.to) + 1) {
        out.push([target, 'laser:pay'], [target, 'laser:trigger']);
      } else out.push([target]);
    }
    return out;
  },
  check(s, a) {
    const [target, laser] = a.args;
    if (!target) return refuse('move-needs-target');
    const resolved = moveTarget(s, a.player, target);
    if ('code' in resolved) return resolved;
    let c = cost(s, a.player, resolved.to);
    if (laser !== undefined && laser !== 'laser:pay' && laser !== 'laser:trigger') return refuse('bad-laser-choice', { arg: laser });
    if (laser === 'laser:pay') {
      if (!laserChoice(s, a.player, resolved.to)) return refuse('no-laser-to-pay', { at: locName(s, resolved.to) });
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
    let c = cost(s, a.player, to);
    let laserPaid = false;
    if (laserChoice(s, a.player, to)) {
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
    moveInto(ctx, a.player, to, { via: resolved.via, laserPaid });
  },
};

/** Actions a move into `to` costs before any Laser payment: 1, 3 for a revealed unoccupied Deadbolt, + cards. */
function cost(s: GameState, p: number, to: number): number {
  return cardMoveCost(s, p, to, 1 + deadboltExtra(s, p, to));
}

/** A revealed, working Laser whose alarm would go off: the player may pay a second action instead. */
function laserChoice(s: GameState, p: number, to: number): boolean {
  const t = s.tiles[to];
  return t.revealed && !t.disabled && t.room === 'laser' && alarmWouldTrigger(s, { loc: to, source: 'laser', player: p });
}

function allTargets(s: GameState, p: number): string[] {
  const at = s.players[p].at!;
  const out: string[] = [];
  for (const d of ['north', 'east', 'south', 'west'] as Direction[]) {
    const n = step(s, at, d);
    if (n !== null && !(s.walls[at] & DIR_BIT[d])) out.push(d);
    else if (n !== null) out.push(d); // a Secret Door may still be reachable through the wall
  }
  if (vertical(s, at, 1) !== null) out.push('up');
  if (vertical(s, at, -1) !== null) out.push('down');
  // Service Ducts: the other duct by name.
  for (let loc = 0; loc < s.tiles.length; loc++) {
    const t = s.tiles[loc];
    if (loc !== at && t.room === 'service-duct' && t.revealed && s.tiles[at].room === 'service-duct') out.push(locName(s, loc));
  }
  return out;
}

export type { Action, Ctx };
