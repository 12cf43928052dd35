// The turn: ending the actions (Thermo, the event, the guard's walk) and starting the next player's turn in the
// order of NOTES §9. Winning is checked here too: everyone escaped.
import { floorOf } from '../board.js';
import { EVENTS } from '../cards/index.js';
import { hooksWith } from './hooks.js';
import type { Ctx } from '../ctx.js';
import { activeRoom } from '../rooms/index.js';
import type { GameState } from '../types.js';
import { moveGuard } from './guards.js';
import { actionsForEvent } from './back-and-forth.js';
import { drawFrom } from './items.js';

const BASE_ACTIONS = 4;

/** Events are drawn when the player used at most this many actions (Stamp: 3). */
export function eventThreshold(s: GameState, p: number): number {
  let n = 2;
  for (const { hooks, holder } of hooksWith(s, 'eventThreshold')) if (hooks.eventThreshold) n = hooks.eventThreshold(s, holder, p, n);
  return n;
}

/** The active player ends their actions: Thermo, then an event if few actions were used, then the guard moves. */
export function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  const p = s.turn.player;
  const player = ctx.player(p);
  // Never told: where the turn's moves stop and its end begins, for a post telling both (a bot's whole turn).
  ctx.emit('actions-ended', { player: player.name });
  // The last turn's guard walks are over; this end records its own.
  delete s.lastWalks;
  if (!player.escaped && player.at !== null) {
    const room = activeRoom(ctx.tile(player.at));
    room?.onEndActions?.(ctx, p, player.at);
    if (actionsForEvent(s.turn) <= eventThreshold(s, p)) drawEvent(ctx, p);
  }
  if (!player.escaped && player.at !== null) {
    const floor = floorOf(s, player.at);
    if (s.turn.shiftChange) moveOtherGuards(ctx, floor);
    else moveGuard(ctx, floor, s.turn.guardSpeedBonus);
    for (const { hooks, holder } of hooksWith(s, 'guardsMoved')) hooks.guardsMoved?.(ctx, holder, floor);
  }
  ctx.emit('turn-ended', { player: player.name });
  nextTurn(ctx);
}

function drawEvent(ctx: Ctx, p: number): void {
  if (ctx.s.events.deck.length || ctx.s.events.discard.length) {
    // The preview's second look asks what follows if the event changes nothing: it goes on without one.
    if (ctx.lookahead?.assumeNoEvent) return;
    ctx.hiddenDraw('event');
  }
  const event = drawFrom(ctx, ctx.s.events);
  if (event === null) return;
  ctx.emit('event', { player: ctx.player(p).name, event });
  ctx.s.events.discard = [...ctx.s.events.discard, event];
  EVENTS[event]?.play(ctx, p);
}

/** Shift Change: the guards of the other floors that are out move instead; the players choose the order. */
function moveOtherGuards(ctx: Ctx, floor: number): void {
  const s = ctx.s;
  let left = s.guards.map((g, f) => f).filter((f) => f !== floor && s.guards[f].placed);
  while (left.length) {
    const names = left.map((f) => `floor-${f + 1}`);
    const pick = ctx.ask(s.turn.player, 'guard-order', {}, names);
    const f = left[names.indexOf(pick)];
    left = left.filter((x) => x !== f);
    moveGuard(ctx, f);
  }
}

/** All players have escaped. */
function everyoneEscaped(s: GameState): boolean {
  return s.players.every((p) => p.escaped);
}

/** Passes the turn to the next player still in the building, and starts it (NOTES §9). */
export function nextTurn(ctx: Ctx): void {
  const s = ctx.s;
  if (everyoneEscaped(s)) {
    s.outcome = 'won';
    ctx.emit('won', {});
    return;
  }
  let next = s.turn.player;
  for (let i = 0; i < s.players.length; i++) {
    next = (next + 1) % s.players.length;
    if (!s.players[next].escaped) break;
    // An escaped player's turn is skipped; what lasted until its start ends as it would (an E.M.P. used before
    // escaping: rulings 20).
    endOwnEffects(s, next);
  }
  startTurn(ctx, next, s.turn.number + 1);
}

/** Effects "for a round" (an E.M.P., events held for a round) end at the start of their owner's next turn. */
function endOwnEffects(s: GameState, p: number): void {
  s.effects = s.effects.filter((e) => e.owner !== p || e.kind === 'heads-up' || e.kind === 'jump-the-gun');
}

/** Starts `p`'s turn: the order of NOTES §9. */
export function startTurn(ctx: Ctx, p: number, number: number): void {
  const s = ctx.s;
  // Jump the Gun: this player's turn is skipped, guard movement included.
  const jump = s.effects.findIndex((e) => e.kind === 'jump-the-gun');
  if (jump >= 0) {
    s.effects.splice(jump, 1);
    ctx.emit('turn-skipped', { player: ctx.player(p).name });
    s.turn.player = p;
    s.turn.number = number;
    nextTurn(ctx);
    return;
  }
  let actions = BASE_ACTIONS;
  const headsUp = s.effects.findIndex((e) => e.kind === 'heads-up');
  if (headsUp >= 0) {
    s.effects.splice(headsUp, 1);
    actions++;
  }
  s.turn = {
    player: p, number, actionsLeft: actions, actionsUsed: 0, motionEntered: [], keypadAttempts: {}, used: [],
    acted: false, guardSpeedBonus: 0, shiftChange: false,
  };
  for (const { hooks, holder } of hooksWith(s, 'actionsPerTurn')) {
    if (holder === p && hooks.actionsPerTurn) s.turn.actionsLeft = hooks.actionsPerTurn(ctx, holder, s.turn.actionsLeft);
  }
  const player = ctx.player(p);
  if (player.at === null && s.entrance !== null) {
    player.at = s.entrance;
    ctx.emit('entered-building', { player: player.name, at: ctx.name(s.entrance) });
  }
  endOwnEffects(s, p);
  ctx.emit('turn-started', { player: player.name, actions: s.turn.actionsLeft });
  // The holder's own cards, in NOTES §9's order where it gives one (the Chihuahua's roll, then the Kitty's).
  const own = hooksWith(s, 'turnStart').filter((h) => h.holder === p);
  const rank = (h: (typeof own)[number]) => h.hooks.turnStartOrder ?? Infinity;
  for (const { hooks, holder } of own.length > 1 ? [...own].sort((a, b) => rank(a) - rank(b)) : own) hooks.turnStart?.(ctx, holder);
}

/** A player leaves the building for the roof; if it was their turn, it ends (no event, no guard). */
export function escapeToRoof(ctx: Ctx, p: number): void {
  const player = ctx.player(p);
  player.escaped = true;
  player.at = null;
  ctx.emit('escaped', { player: player.name });
  if (ctx.s.turn.player === p) {
    delete ctx.s.lastWalks;
    nextTurn(ctx);
  }
}
