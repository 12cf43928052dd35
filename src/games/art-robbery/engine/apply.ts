// The one way a game changes: applyAction(state, action) -> new state and events, or a refusal with nothing changed.
// Verbs: play (cards/*.ts decide what a card does), choose (questions, choices.ts), give (the dog's holder robbed),
// discard (the 2-player end, game-end.ts). After a play is settled the player draws (draw.ts); raid end: raid-end.ts.
import { copyData } from '../../../core/copy.js';
import type { Applied } from '../../../core/module.js';
import type { Action, GameEvent, Rejection } from '../../../core/types.js';
import { isRejection, refuse } from './board.js';
import { ruleOf } from './cards/index.js';
import { asksWhom, choicesOf, pick, readSpec } from './choices.js';
import { draw } from './draw.js';
import { discardTokens, holdsAll } from './game-end.js';
import { endRaid } from './raid-end.js';
import { bankedWorth } from './score.js';
import { isCard, isToken, sorted, takeOne } from './tokens.js';
import type { ArtState, Card, Effect } from './types.js';

type Result = Applied<ArtState>;
const fail = (rejection: Rejection): Result => ({ ok: false, rejection });
/** The state copied for a step (plain JSON data, no `undefined` in it: the same copy a JSON round trip made, several times
 * faster). */
const clone = (s: ArtState): ArtState => copyData(s);

export const isOver = (s: ArtState): boolean => s.final !== null && s.pending === null;

/** The seat the game waits on: the asked one while a question is open, else the player whose turn it is. */
export function askedSeat(s: ArtState): number | null {
  if (isOver(s)) return null;
  const p = s.pending;
  if (!p) return s.turn;
  return p.kind === 'give' ? p.victim : p.player;
}

/** Why `seat` may not act now, or null when it may. */
function notNow(s: ArtState, seat: number, verb: string): Rejection | null {
  if (isOver(s)) return refuse('game-over');
  const asked = askedSeat(s)!;
  const p = s.pending;
  if (asked !== seat) {
    return p ? refuse('waiting-for', { player: s.names[asked] }) : refuse('not-your-turn', { player: s.names[asked] });
  }
  const expected = !p ? 'play' : p.kind === 'give' ? 'give' : p.kind === 'discard' ? 'discard' : 'choose';
  if (p && verb !== expected) return refuse(`answer-${p.kind}`, { verb });
  // Its example is a card of the player's own hand (the first as their note lists it): every card may be played.
  if (verb !== expected) return refuse('play-a-card', { verb, ...(s.hands[seat].length ? { card: sorted(s.hands[seat])[0] } : {}) });
  return null;
}

function play(s0: ArtState, a: Action): Result {
  const [raw = '', ...words] = a.args;
  const card: Card = raw.toLowerCase();
  const who = s0.names[a.player];
  if (!isCard(card)) return fail(refuse('unknown-card', { card: raw }));
  if (!s0.hands[a.player].includes(card)) return fail(refuse('no-such-card', { player: who, card }));
  const spec = readSpec(words, s0.names);
  if (isRejection(spec)) return fail(spec);
  const effects = ruleOf(card)(s0, a.player, card, spec);
  if (isRejection(effects)) return fail(effects);
  const s = clone(s0);
  takeOne(s.hands[a.player], card);
  s.discard.push(card);
  const events: GameEvent[] = [];
  if (effects.length > 1) {
    const options = choicesOf(effects, s.names);
    s.pending = { kind: 'choose', player: a.player, card, options };
    // Whom to rob, when every choice is a theft of the same token: said so, not "what to take".
    const whom = asksWhom(options.map((o) => o.args));
    events.push({ code: 'played.asks', params: { player: who, card, ...(whom ? { whom: true } : {}) } });
    // Everyone has seen the card: a played card stays played while its player chooses (ruling AR12).
    return { ok: true, state: s, events, undoable: false, turnEnded: false };
  }
  return settle(s, a.player, card, effects[0], events);
}

function choose(s0: ArtState, a: Action): Result {
  const p = s0.pending;
  if (p?.kind !== 'choose') return fail(refuse('no-question'));
  const spec = readSpec(a.args, s0.names);
  if (isRejection(spec)) return fail(spec);
  const choice = pick(p.options, spec);
  if (isRejection(choice)) return fail(choice);
  const s = clone(s0);
  s.pending = null;
  return settle(s, p.player, p.card, choice.effect, []);
}

function give(s0: ArtState, a: Action): Result {
  const p = s0.pending;
  if (p?.kind !== 'give') return fail(refuse('no-question'));
  const what = (a.args[0] ?? '').toLowerCase();
  if (a.args.length !== 1 || (what !== 'dog' && what !== 'token')) return fail(refuse('give-what', { token: p.token }));
  const s = clone(s0);
  s.pending = null;
  const events: GameEvent[] = [];
  const names = { victim: s.names[p.victim], player: s.names[p.thief] };
  if (what === 'dog') {
    s.dog = p.thief;
    events.push({ code: 'gave.dog', params: { ...names, token: p.token } });
  } else {
    takeOne(s.faceUp[p.victim], p.token);
    s.faceUp[p.thief].push(p.token);
    events.push({ code: 'gave.token', params: { ...names, token: p.token } });
  }
  return finishTurn(s, p.thief, events);
}

function discard(s0: ArtState, a: Action): Result {
  const tokens = a.args.map((t) => t.toLowerCase());
  const bad = tokens.find((t) => !isToken(t));
  if (bad !== undefined || tokens.length === 0) return fail(refuse('discard-what', { token: bad ?? '' }));
  if (!holdsAll(s0.banked[a.player].map((b) => b.token), tokens)) return fail(refuse('discard-not-banked', { tokens: tokens.join(' ') }));
  const total = tokens.reduce((t, x) => t + bankedWorth(x), 0);
  if (total < 10) return fail(refuse('discard-too-little', { total }));
  const s = clone(s0);
  const events: GameEvent[] = [];
  discardTokens(s, a.player, tokens, events);
  return { ok: true, state: s, events, undoable: false, turnEnded: true };
}

/** Carries out a settled play; a steal from the dog's holder first asks them. */
function settle(s: ArtState, player: number, card: Card, e: Effect, events: GameEvent[]): Result {
  const who = s.names[player];
  const idle = (s.idle ??= s.names.map(() => []));
  idle[player] = e.kind === 'none' ? [...idle[player], card].slice(-2) : [];
  if (e.kind === 'take') {
    takeOne(s.centre, e.token);
    s.faceUp[player].push(e.token);
    events.push({ code: 'played.take', params: { player: who, card, token: e.token } });
  } else if (e.kind === 'steal' && s.dog === e.victim) {
    s.pending = { kind: 'give', victim: e.victim, thief: player, card, token: e.token };
    events.push({ code: 'played.steal.asks', params: { player: who, card, token: e.token, victim: s.names[e.victim] } });
    return { ok: true, state: s, events, undoable: false, turnEnded: false };
  } else if (e.kind === 'steal') {
    takeOne(s.faceUp[e.victim], e.token);
    s.faceUp[player].push(e.token);
    events.push({ code: 'played.steal', params: { player: who, card, token: e.token, victim: s.names[e.victim] } });
  } else if (e.kind === 'dog') {
    events.push(e.from === 'centre'
      ? { code: 'played.dog.centre', params: { player: who, card } }
      : { code: 'played.dog.from', params: { player: who, card, victim: s.names[e.from] } });
    s.dog = player;
  } else {
    events.push({ code: 'played.nothing', params: { player: who, card } });
  }
  return finishTurn(s, player, events);
}

/** The player draws (also the one who took the last token, of any raid: NOTES §4); the raid ends if the centre is
 * empty; else the next seat plays. */
function finishTurn(s: ArtState, player: number, events: GameEvent[]): Result {
  draw(s, player, events);
  if (s.centre.length === 0) endRaid(s, player, events);
  else {
    s.turn = (player + 1) % s.names.length;
    s.turnNo++;
  }
  return { ok: true, state: s, events, undoable: false, turnEnded: true };
}

const VERBS: Record<string, (s: ArtState, a: Action) => Result> = { play, choose, give, discard };

export function applyAction(s: ArtState, a: Action): Result {
  if (!Number.isInteger(a.player) || a.player < 0 || a.player >= s.names.length) return fail(refuse('no-such-seat', { seat: a.player }));
  const run = VERBS[a.verb];
  if (!run) return fail(refuse('unknown-verb', { verb: a.verb }));
  const why = notNow(s, a.player, a.verb);
  return why ? fail(why) : run(s, a);
}
