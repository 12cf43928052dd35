// Helpers shared by several events: the alarm condition, placing a player or a guard without a Move,
// and the guard's nearest alarm (players choose on a tie).
import { floorOf } from '../../board.js';
import type { Ctx } from '../../ctx.js';
import type { LastingEffect, Loc } from '../../types.js';
import type { EventCard } from '../types.js';

/** The floor `p` stands on (null when not in the building). */
export function floorOfPlayer(ctx: Ctx, p: number): number | null {
  const at = ctx.player(p).at;
  return at === null ? null : floorOf(ctx.s, at);
}

/** Reports that the event changed nothing, and why (the log says it, so players aren't left wondering). */
export function noEffect(ctx: Ctx, event: string, why: string, params: Record<string, string | number> = {}): void {
  ctx.emit('event-no-effect', { event, why, ...params });
}

/** Change of Plans, Crash, Throw Voice (NOTES §7): only when no alarm is active on the player's floor. */
export function alarmBlocks(ctx: Ctx, event: string, floor: number): boolean {
  if (ctx.rules.alarmsOnFloor(ctx.s, floor).length === 0) return false;
  noEffect(ctx, event, 'alarm', { floor: floor + 1 });
  return true;
}

/** Puts a player on a tile without a Move (ruling E1): no costs, no room effects, no guard noticing; a new floor's guard comes out. */
export function placePlayer(ctx: Ctx, p: number, to: Loc, event: string): void {
  const player = ctx.player(p);
  ctx.rules.reveal(ctx, to, 'event');
  player.at = to;
  ctx.emit('placed-by-event', { player: player.name, to: ctx.name(to), event });
  ctx.rules.arriveOnFloor(ctx, to);
}

/** The alarm on `floor` nearest to its guard by path; the player picks on a tie. Null when there is none. */
function nearestAlarm(ctx: Ctx, p: number, floor: number): Loc | null {
  const guard = ctx.guard(floor);
  const alarms = ctx.rules.alarmsOnFloor(ctx.s, floor);
  if (alarms.length === 0 || guard.at === null) return null;
  const n = ctx.s.size * ctx.s.size;
  const dist = ctx.rules.guardDistances(ctx.s, floor, guard.at);
  const reach = alarms.filter((a) => dist[a % n] >= 0);
  if (reach.length === 0) return null;
  const best = Math.min(...reach.map((a) => dist[a % n]));
  const nearest = reach.filter((a) => dist[a % n] === best);
  const names = nearest.map((a) => ctx.name(a));
  return nearest[names.indexOf(ctx.ask(p, 'alarm-tie', { floor: floor + 1 }, names))];
}

/**
 * Switch Signs and Where Is He?: the guard is put on `to` and arrives there as if he had stepped in (ruling E4):
 * players there are seen, an alarm there is turned off, cameras and Foyers notice as usual.
 */
export function guardJumps(ctx: Ctx, floor: number, to: Loc, event: string): void {
  ctx.guard(floor).at = to;
  ctx.emit('guard-jumped', { floor: floor + 1, at: ctx.name(to), event });
  ctx.rules.guardStepped(ctx, to);
}

/** The guard was put on the nearest alarm: it is off now, and he takes his next destination as usual. */
export function jumpToNearestAlarm(ctx: Ctx, p: number, floor: number, event: string): boolean {
  const alarm = nearestAlarm(ctx, p, floor);
  if (alarm === null) return false;
  guardJumps(ctx, floor, alarm, event);
  ctx.rules.nextDestination(ctx, floor);
  return true;
}

/** An event that leaves a lasting effect in state.effects (its rules: ../effects/ and rules/turn.ts). */
export function lastingEvent(kind: LastingEffect['kind']): EventCard {
  return {
    id: kind,
    play(ctx, p) {
      ctx.s.effects.push({ kind, owner: p });
      ctx.tookEffect('events', kind);
      ctx.emit('effect-started', { kind, player: ctx.player(p).name });
    },
  };
}
