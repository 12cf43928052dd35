// Alarms: triggering one (unless something cancels it: a card, a hack token the player chooses to spend),
// and keeping each floor's guard headed for the alarm nearest to him (players choose on a tie).
import { floorOf } from '../board.js';
import type { AlarmCause } from '../api.js';
import type { Ctx } from '../ctx.js';
import { guardDistances } from '../guard-path.js';
import { ROOMS } from '../rooms/index.js';
import type { RoomRules } from '../rooms/types.js';
import type { GameState, Loc } from '../types.js';
import { hooksWith } from './hooks.js';
import { tileToChange } from '../tiles.js';

/** Alarm sources (the rooms setting them off) that a hack token can cancel, and the tokens' type (rooms' `hackType`). */
const HACKABLE: ReadonlyMap<string, NonNullable<RoomRules['hackType']>> = new Map(
  Object.values(ROOMS).flatMap((r) => (r.hackType ? [[r.room, r.hackType] as const] : [])),
);

export function alarmsOnFloor(s: GameState, floor: number): Loc[] {
  const n = s.size * s.size;
  const out: Loc[] = [];
  for (let loc = floor * n; loc < (floor + 1) * n; loc++) if (s.tiles[loc].alarm) out.push(loc);
  return out;
}

export function alarmCount(s: GameState, floor: number): number {
  return alarmsOnFloor(s, floor).length;
}

/** The Computer Room holding hack tokens of this type, if it has any (rooms/computer.ts `hackTokens`). */
function hackSource(s: GameState, type: string): Loc | null {
  for (let loc = 0; loc < s.tiles.length; loc++) {
    const t = s.tiles[loc];
    if (ROOMS[t.room].hackTokens === type && t.revealed && t.hack > 0) return loc;
  }
  return null;
}

/** The card that would stop this alarm (Jammer, Mirror, E.M.P.), or null. */
export function cancellingCard(s: GameState, cause: AlarmCause): string | null {
  for (const { hooks, holder } of hooksWith(s, 'cancelsAlarm')) {
    const by = hooks.cancelsAlarm?.(s, holder, cause);
    if (by) return by;
  }
  return null;
}

/** Whether an alarm would go off here before any hack token is spent (used to offer the Laser choice). */
export function alarmWouldTrigger(s: GameState, cause: AlarmCause): boolean {
  const guard = s.guards[floorOf(s, cause.loc)];
  if (s.tiles[cause.loc].alarm || (guard.placed && guard.at === cause.loc)) return false;
  return cancellingCard(s, cause) === null;
}

/** Triggers an alarm, or doesn't (already one there, the guard is there, cancelled). Returns true if it went off. */
export function triggerAlarm(ctx: Ctx, cause: AlarmCause): boolean {
  const s = ctx.s;
  const tile = s.tiles[cause.loc];
  const floor = floorOf(s, cause.loc);
  const guard = s.guards[floor];
  if (tile.alarm) return false;
  if (guard.placed && guard.at === cause.loc) {
    ctx.emit('alarm-guard-here', { at: ctx.name(cause.loc), source: cause.source });
    return false;
  }
  const cancelledBy = cancellingCard(s, cause);
  if (cancelledBy) {
    ctx.emit('alarm-cancelled', { at: ctx.name(cause.loc), source: cause.source, by: cancelledBy });
    const card = hooksWith(s, 'cancelsAlarm').find(({ hooks, holder }) => hooks.cancelsAlarm?.(s, holder, cause) === cancelledBy);
    card?.hooks.alarmCancelled?.(ctx, card.holder, cause);
    return false;
  }
  const hackType = HACKABLE.get(cause.source);
  if (hackType !== undefined && cause.player !== null) {
    const computer = hackSource(s, hackType);
    const laptop = s.players.findIndex((p) => p.laptop > 0);
    if (computer !== null || laptop >= 0) {
      const options = [...(computer !== null ? ['hack'] : []), ...(laptop >= 0 ? ['laptop'] : []), 'alarm'];
      const answer = ctx.ask(cause.player, 'hack-or-alarm', { at: ctx.name(cause.loc), source: cause.source }, options);
      if (answer === 'hack' && computer !== null) {
        tileToChange(s, computer).hack--;
        ctx.emit('alarm-hacked', { at: ctx.name(cause.loc), source: cause.source, computer: ctx.name(computer) });
        return false;
      }
      if (answer === 'laptop') {
        s.players[laptop].laptop--;
        ctx.emit('alarm-hacked', { at: ctx.name(cause.loc), source: cause.source, computer: 'laptop' });
        return false;
      }
    }
  }
  tileToChange(s, cause.loc).alarm = true;
  const who = cause.player !== null ? s.players[cause.player].name : '';
  ctx.emit('alarm', { at: ctx.name(cause.loc), source: cause.source, player: who });
  headForNearestAlarm(ctx, floor);
  return true;
}

/**
 * Points the floor's guard at the alarm nearest to him (by path length); the active player picks on a tie.
 * Returns false when there is no alarm on the floor (the destination is unchanged).
 */
export function headForNearestAlarm(ctx: Ctx, floor: number): boolean {
  const s = ctx.s;
  const guard = s.guards[floor];
  const alarms = alarmsOnFloor(s, floor);
  if (alarms.length === 0) return false;
  if (!guard.placed || guard.at === null) {
    // Off the board (Lost Visual): he comes back to a patrol card and then heads for the nearest alarm.
    return true;
  }
  const dist = guardDistances(s, floor, guard.at);
  const n = s.size * s.size;
  let best = Infinity;
  for (const a of alarms) best = Math.min(best, dist[a % n]);
  const nearest = alarms.filter((a) => dist[a % n] === best);
  let dest = nearest[0];
  if (nearest.length > 1) {
    const names = nearest.map((a) => ctx.name(a));
    const answer = ctx.ask(ctx.active, 'alarm-tie', { floor: floor + 1 }, names);
    dest = nearest[names.indexOf(answer)];
  }
  if (guard.dest !== dest) {
    guard.dest = dest;
    ctx.emit('guard-destination', { floor: floor + 1, at: ctx.name(dest), why: 'alarm' });
  }
  return true;
}
