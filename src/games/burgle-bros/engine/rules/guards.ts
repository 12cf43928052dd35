// Guards: placing a floor's guard, drawing patrol cards (with reshuffles that speed him up), and walking him
// along his shortest clockwise path (guard-path.ts) at the end of a turn, noticing players on every step.
import { cellName } from '../board.js';
import { LOST_VISUAL, patrolDiscards } from '../content/scenarios.js';
import { GameOver, NeedsAnswer, type Ctx } from '../ctx.js';
import { floorWalls, guardStepToward } from '../guard-path.js';
import { forgetTop } from '../patrol-known.js';
import type { GameEvent, GameState, Loc } from '../types.js';
import { alarmCount, headForNearestAlarm } from './alarms.js';
import { hooksWith } from './hooks.js';
import { guardStepped } from './sight.js';

/** Draws the top patrol card of a floor, reshuffling (and speeding the guard up) when the deck is empty. */
function drawPatrol(ctx: Ctx, floor: number): number {
  const guard = ctx.guard(floor);
  // A card the crew has seen on top (the Spotter's Clairvoyance, ruling N4) is no hidden draw: the preview goes on.
  const known = (guard.known ?? 0) > 0 && guard.deck.length > 0 && ctx.lookahead?.drawsKnownPatrol === true;
  if (!known) ctx.hiddenDraw('patrol', floor);
  if (guard.deck.length === 0) {
    delete guard.known;
    const shuffled = ctx.rng.shuffle([...guard.discard]);
    const set = patrolDiscards(ctx.s.players.length);
    guard.discard = shuffled.slice(0, set);
    guard.deck = shuffled.slice(set);
    const before = guard.die;
    guard.die = Math.min(6, guard.die + 1);
    ctx.emit('patrol-reshuffled', { floor: floor + 1, die: guard.die, faster: guard.die > before });
  }
  const card = guard.deck[0];
  guard.deck = guard.deck.slice(1);
  guard.discard = [...guard.discard, card];
  if (guard.known) forgetTop(guard, 1);
  ctx.revealed(known);
  return card;
}

/** Places a floor's guard when a player first arrives there: one card for him, one for his destination. */
export function placeGuard(ctx: Ctx, floor: number): void {
  const guard = ctx.guard(floor);
  guard.placed = true;
  putGuardOnBoard(ctx, floor);
  ctx.emit('guard-placed', {
    floor: floor + 1,
    at: guard.at === null ? '' : ctx.name(guard.at),
    destination: guard.dest === null ? '' : ctx.name(guard.dest),
  });
}

/** Draws a card for the guard's tile (a Lost Visual card there is set aside for the next), then his destination. */
function putGuardOnBoard(ctx: Ctx, floor: number): void {
  const guard = ctx.guard(floor);
  const n = ctx.s.size * ctx.s.size;
  let card = drawPatrol(ctx, floor);
  while (card === LOST_VISUAL) card = drawPatrol(ctx, floor);
  guard.at = floor * n + card;
  guard.dest = null;
  // Appearing on an alarm turns it off, as stepping in would (else he'd head for his own tile forever).
  if (ctx.tile(guard.at).alarm) {
    ctx.tile(guard.at).alarm = false;
    ctx.emit('alarm-off', { at: ctx.name(guard.at) });
  }
  if (!headForNearestAlarm(ctx, floor)) drawDestination(ctx, floor);
}

/**
 * Draws the guard's next destination. A card naming his own tile is drawn again. The Lost Visual card takes
 * him off the board (returns false).
 */
export function drawDestination(ctx: Ctx, floor: number): boolean {
  const guard = ctx.guard(floor);
  const n = ctx.s.size * ctx.s.size;
  for (;;) {
    const card = drawPatrol(ctx, floor);
    if (card === LOST_VISUAL) {
      ctx.emit('guard-lost-visual', { floor: floor + 1, at: guard.at === null ? '' : ctx.name(guard.at) });
      guard.at = null;
      guard.dest = null;
      return false;
    }
    const dest = floor * n + card;
    if (dest === guard.at) continue;
    guard.dest = dest;
    ctx.emit('guard-destination', { floor: floor + 1, at: ctx.name(dest), why: 'patrol' });
    return true;
  }
}

/** The guard reached his destination: the nearest alarm if any remain, otherwise a new patrol card. */
export function nextDestination(ctx: Ctx, floor: number): boolean {
  if (headForNearestAlarm(ctx, floor)) return true;
  return drawDestination(ctx, floor);
}

/** Moves a floor's guard at the end of a turn: speed = die + alarms on his floor (+ events), fixed at the start. */
export function moveGuard(ctx: Ctx, floor: number, speedBonus = 0): void {
  const s = ctx.s;
  const guard = ctx.guard(floor);
  if (!guard.placed) return;
  for (const { hooks, holder } of hooksWith(s, 'guardSkips')) {
    if (hooks.guardSkips?.(ctx, holder, floor)) return;
  }
  // Donuts: this time he doesn't move.
  if (guard.skipNext) {
    guard.skipNext = false;
    ctx.emit('guard-eats-donuts', { floor: floor + 1 });
    ctx.tookEffect('tools', 'donuts');
    return;
  }
  ctx.lookahead?.guardMoves(floor);
  if (guard.at === null) {
    putGuardOnBoard(ctx, floor);
    if (guard.at === null) return;
    ctx.emit('guard-returns', { floor: floor + 1, at: ctx.name(guard.at) });
    // Put on a tile, he arrives there as if he had stepped in (rulings 21, as E4's events): the burglars there, in a
    // Foyer beside him or an Atrium above or below, and on the other Cameras if he stands on one, are seen.
    guardStepped(ctx, guard.at);
  }
  let speed = guard.die + alarmCount(s, floor) + speedBonus;
  for (const { hooks, holder } of hooksWith(s, 'guardSpeed')) if (hooks.guardSpeed) speed = hooks.guardSpeed(ctx, holder, floor, speed);
  ctx.lookahead?.guardSpeed(floor, speed);
  const n = s.size * s.size;
  const walked: string[] = [];
  const from = guard.at - floor * n, steps: number[] = [];
  let mark = ctx.events.length;
  // How many cells he had walked when each event from here on happened, so that a story can tell what he saw on the
  // way where he saw it (walkLines: the `stops` of each line).
  const base = ctx.events.length, cellsAt: number[] = [];
  const note = () => {
    while (base + cellsAt.length < ctx.events.length) cellsAt.push(walked.length);
  };
  // Where answers were used during the walk (cells walked by then, event index): see walkLines below.
  const splits: { cells: number; at: number }[] = [];
  const answersBefore = ctx.answerMarks.length;
  const answered = () => {
    while (ctx.answerMarks.length > splits.length + answersBefore) {
      splits.push({ cells: walked.length, at: ctx.answerMarks[splits.length + answersBefore] });
    }
  };
  let left = Math.max(0, speed);
  try {
    while (left > 0 && guard.at !== null) {
      if (guard.dest === null || guard.dest === guard.at) {
        const going = nextDestination(ctx, floor);
        answered();
        if (!going) break;
        continue;
      }
      // A destination drawn before his first step (he stood on his last one: Crash!, a card naming a tile next to
      // him) is told before the walk it sends him on, not after it as if drawn at its end.
      if (walked.length === 0 && splits.length === 0) mark = ctx.events.length;
      const next: Loc = floor * n + guardStepToward(s.size, floorWalls(s, floor), guard.at - floor * n, guard.dest - floor * n);
      guard.at = next;
      left--;
      note();
      walked.push(cellName(s.size, next - floor * n));
      steps.push(next - floor * n);
      ctx.lookahead?.guardStep(floor, next);
      guardStepped(ctx, next);
      answered();
      for (const { hooks, holder } of hooksWith(s, 'guardEntered')) if (hooks.guardEntered) left = hooks.guardEntered(ctx, holder, floor, next, left);
      if (guard.at === guard.dest) {
        const going = nextDestination(ctx, floor);
        answered();
        if (!going) break;
      }
    }
  } catch (e) {
    // Caught on the way, or a question: the log still shows the steps he took before.
    if (e instanceof GameOver || e instanceof NeedsAnswer) {
      note();
      walkLines(ctx, floor, speed, walked, mark, splits, false, { base, cellsAt });
      keepWalk(s, floor, from, steps);
    }
    throw e;
  }
  note();
  walkLines(ctx, floor, speed, walked, mark, splits, true, { base, cellsAt });
  keepWalk(s, floor, from, steps);
}

/** Kept for the turn picture, which draws his walk as a trail. */
function keepWalk(s: GameState, floor: number, from: number, steps: number[]): void {
  if (steps.length) (s.lastWalks ??= []).push({ floor, from, cells: steps });
}

/**
 * Puts the `guard-moved` lines into the log: one line for the whole walk, placed before what he saw on the way. A
 * question during the walk stops the action, which is later run again from the start (apply.ts) and reports only
 * the events after those already reported; so the line is split where each answer was used, each part placed where
 * the earlier run put it, and every run reports the same lines up to its question. An empty walk gets its (empty)
 * line only when nothing was asked, as a walk at speed 0 always did. A line followed by something he did or saw
 * before the end of its cells carries `stops`: for each event after it up to the next line (or the walk's end), how
 * many of the line's cells he had walked when it happened, space-separated. The log (the positions contract's) keeps
 * the one line; a post's story splits it there (present.ts).
 */
function walkLines(
  ctx: Ctx, floor: number, speed: number, walked: string[], mark: number, splits: { cells: number; at: number }[],
  finished: boolean, seen: { base: number; cellsAt: number[] },
): void {
  const line = (cells: string[], stops: number[]): GameEvent => {
    const params: GameEvent['params'] = { floor: floor + 1, cells, speed };
    if (stops.some((x) => x < cells.length)) params.stops = stops.join(' ');
    const walk: GameEvent = { code: 'guard-moved', params };
    return walk;
  };
  if (splits.length === 0 && walked.length === 0) {
    if (finished) ctx.events.splice(mark, 0, line([], []));
    return;
  }
  // From the last part to the first, so earlier indices stay valid.
  const bounds = [0, ...splits.map((x) => x.cells), walked.length];
  const places = [mark, ...splits.map((x) => x.at)];
  for (let i = places.length - 1; i >= 0; i--) {
    const cells = walked.slice(bounds[i], bounds[i + 1]);
    const end = i + 1 < places.length ? places[i + 1] : ctx.events.length;
    const stops: number[] = [];
    for (let k = places[i]; k < end; k++) {
      const at = seen.cellsAt[k - seen.base] ?? walked.length;
      stops.push(Math.min(cells.length, Math.max(0, at - bounds[i])));
    }
    if (cells.length) ctx.events.splice(places[i], 0, line(cells, stops));
  }
}
