// The single entry point for changing a game: applyAction(state, action) -> new state and events, or a refusal
// with the state untouched. Questions: an action that needs a choice stops with `awaiting` set and is replayed
// from its starting state, with the answers so far, when the player answers with `choose`.
import { ACTIONS } from './actions/index.js';
import { ActionCtx, GameOver, NeedsAnswer, RuleError } from './ctx.js';
import { RULES } from './rules/index.js';
import { beginHeist } from './setup-begin.js';
import { noteForEvent } from './rules/back-and-forth.js';
import { noteTrip } from './rules/trip.js';
import { withGoal } from './rules/goals.js';
import { shared, sharedTiles } from './tiles.js';
import type { Action, ApplyResult, GameState, GuardState, GuardWalk, LastingEffect, PlayerState, Question, Rejection, TurnState } from './types.js';

export function rejection(code: string, params: Record<string, string | number> = {}): Rejection {
  return { code, params };
}

/** Copies of the parts of a state a view shows as they are (view.ts), written as literals as cloneTile is. */
export function clonePlayer(p: PlayerState): PlayerState {
  return {
    name: p.name, character: p.character, side: p.side, at: p.at, stealth: p.stealth, tools: p.tools.slice(),
    loot: p.loot.slice(), escaped: p.escaped, heldAlarms: p.heldAlarms, laptop: p.laptop,
  };
}

export function cloneTurn(t: TurnState): TurnState {
  return {
    player: t.player, number: t.number, actionsLeft: t.actionsLeft, actionsUsed: t.actionsUsed,
    motionEntered: t.motionEntered.slice(), keypadAttempts: { ...t.keypadAttempts }, used: t.used.slice(),
    acted: t.acted, guardSpeedBonus: t.guardSpeedBonus, shiftChange: t.shiftChange,
    ...(t.trail ? { trail: t.trail.map((m) => ({ ...m, ...(m.paid ? { paid: m.paid.map((x) => ({ ...x })) } : {}) })) } : {}), ...(t.backAndForth ? { backAndForth: t.backAndForth } : {}),
    ...(t.trip ? { trip: { ...t.trip, turnedOver: t.trip.turnedOver.slice(), ...(t.trip.alarms ? { alarms: t.trip.alarms.map((a) => ({ ...a })) } : {}) } } : {}),
  };
}

/** A guard's copy, its decks shared (no rule changes them in place). */
export function cloneGuard(g: GuardState): GuardState {
  return {
    placed: g.placed, at: g.at, dest: g.dest, die: g.die, deck: shared(g.deck), discard: shared(g.discard),
    skipNext: g.skipNext, ...(g.known ? { known: g.known } : {}),
  };
}

/** `s` with some of its parts replaced, every other part the same object: written as cloneState writes a state, so
 * that every state the bots' search makes has one hidden class (a spread of a state makes another each time it is
 * written differently, and the search's reads of a state went megamorphic: a fifth of hard's CPU). */
export function restate(s: GameState, parts: Partial<GameState>): GameState {
  const out: GameState = {
    game: s.game, version: s.version, scenario: s.scenario, size: s.size, floorCount: s.floorCount,
    options: s.options, seed: s.seed, rng: s.rng, tiles: s.tiles, walls: s.walls, dynamited: s.dynamited,
    guards: s.guards, players: s.players, events: s.events, tools: s.tools, loot: s.loot, fixedDice: s.fixedDice,
    turn: s.turn, effects: s.effects, entrance: s.entrance, crow: s.crow, kitty: s.kitty, awaiting: s.awaiting,
    outcome: s.outcome, info: s.info, pending: s.pending,
    ...(s.lastWalks || parts.lastWalks ? { lastWalks: s.lastWalks } : {}),
  };
  return Object.assign(out, parts);
}

export const cloneEffects = (effects: LastingEffect[]): LastingEffect[] => effects.map((e) => ({ ...e }));
export const cloneAwaiting = (q: Question | null): Question | null => (q ? { ...q, params: { ...q.params }, options: q.options.slice() } : null);
export const cloneWalks = (walks: GuardWalk[]): GuardWalk[] => walks.map((w) => ({ floor: w.floor, from: w.from, cells: w.cells.slice() }));

/**
 * A deep copy of a state, written out field by field because it runs on every action (structuredClone was
 * 40× slower). A pending action's base state is shared, not copied: states are never mutated once returned. So are
 * the tiles until a rule changes one (tiles.ts) and the decks, discards, walls and generator, which no rule changes
 * in place (types.ts: a rule writes a new array).
 */
export function cloneState(s: GameState): GameState {
  return {
    game: s.game, version: s.version, scenario: s.scenario, size: s.size, floorCount: s.floorCount,
    options: { ...s.options }, seed: s.seed, rng: shared(s.rng),
    tiles: sharedTiles(s), walls: shared(s.walls), dynamited: shared(s.dynamited),
    guards: s.guards.map(cloneGuard),
    players: s.players.map(clonePlayer),
    events: { deck: shared(s.events.deck), discard: shared(s.events.discard) },
    tools: { deck: shared(s.tools.deck), discard: shared(s.tools.discard) },
    loot: { deck: shared(s.loot.deck), discard: shared(s.loot.discard) },
    fixedDice: shared(s.fixedDice),
    turn: cloneTurn(s.turn),
    effects: cloneEffects(s.effects),
    entrance: s.entrance, crow: s.crow, kitty: s.kitty,
    awaiting: cloneAwaiting(s.awaiting),
    outcome: s.outcome, info: s.info, pending: s.pending,
    ...(s.lastWalks ? { lastWalks: cloneWalks(s.lastWalks) } : {}),
  };
}

/** Whether the player may act now at all (before looking at the verb). */
export function whyNot(state: GameState, action: Action): Rejection | null {
  if (state.outcome !== 'playing') return rejection('game-over', { outcome: state.outcome });
  const player = state.players[action.player];
  if (!player) return rejection('no-such-player');
  if (state.awaiting) {
    if (action.verb !== 'choose') {
      return rejection('answer-first', {
        player: state.players[state.awaiting.player].name,
        options: state.awaiting.options.join(', '),
        // The question is the actor's own: told to them as theirs, not by their name.
        ...(action.player === state.awaiting.player ? { yours: 1 } : {}),
      });
    }
    if (action.player !== state.awaiting.player) {
      return rejection('not-asked', { player: state.players[state.awaiting.player].name });
    }
    const answer = action.args.join(' ');
    if (!state.awaiting.options.some((o) => o.toLowerCase() === answer.toLowerCase())) {
      return rejection('not-an-option', { answer, options: state.awaiting.options.join(', ') });
    }
    return null;
  }
  if (action.verb === 'choose') return rejection('nothing-to-choose');
  if (action.player !== state.turn.player) {
    return rejection('not-your-turn', { player: player.name, active: state.players[state.turn.player].name });
  }
  const rules = ACTIONS[action.verb];
  if (!rules) return rejection('unknown-verb', { verb: action.verb });
  if (rules.words !== undefined && action.args.length > rules.words) {
    return rejection('extra-words', { verb: action.verb, extra: action.args.slice(rules.words).join(' ') });
  }
  const refusal = rules.check(state, action);
  return refusal ? rejection(refusal.code, refusal.params ?? {}) : null;
}

export function applyAction(state: GameState, action: Action): ApplyResult {
  const refusal = whyNot(state, action);
  // A refusal that asks for a room says where the crew has seen it (only here: the legal actions' checks skip it).
  if (refusal) return { ok: false, rejection: withGoal(state, action.player, refusal) };
  if (state.pending && state.awaiting) {
    const answer = state.awaiting.options.find((o) => o.toLowerCase() === action.args.join(' ').toLowerCase())!;
    const p = state.pending;
    return run(p.base, p.action, [...p.answers, answer], p.emitted);
  }
  return run(state, action, [], 0);
}

/** An action run on `base` with the answers given so far, as a pending action resumes (the bot's deals of a question). */
export const replayAction = (base: GameState, action: Action, answers: string[]): ApplyResult => run(base, action, answers, 0);

/** Runs an action on a copy of `base`, replaying the given answers; `skip` events were already reported. */
export function run(base: GameState, action: Action, answers: string[], skip: number): ApplyResult {
  const ctx = new ActionCtx(cloneState(base), RULES, action, answers);
  const s = ctx.s;
  try {
    if (action.verb === 'begin') beginHeist(ctx);
    else {
      ACTIONS[action.verb].run(ctx, action);
      noteForEvent(base, s, action, ctx.events);
      noteTrip(base, s, action, ctx.events);
      if (action.verb !== 'end' && s.turn.player === action.player) s.turn.acted = true;
    }
  } catch (e) {
    if (e instanceof NeedsAnswer) {
      s.rng = ctx.rng.save();
      s.awaiting = e.question;
      s.pending = { base, action, answers, emitted: ctx.events.length };
      return { ok: true, state: s, events: ctx.events.slice(skip) };
    }
    if (e instanceof RuleError) return { ok: false, rejection: rejection(e.code, e.params) };
    if (!(e instanceof GameOver)) throw e;
  }
  s.rng = ctx.rng.save();
  s.awaiting = null;
  s.pending = null;
  return { ok: true, state: s, events: ctx.events.slice(skip) };
}
