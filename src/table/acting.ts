// A person's action: typed through the table's API (act), as a game's slash command (command, read by typed.ts), or
// pressed (actOn): checked, previewed or confirmed when asked, applied with the bots' steps after it and committed with
// the posts that tell it. And undo: taking back one's own last step of this turn.
import type { AnyGame } from '../core/module.js';
import { localeOf, lookup } from '../core/text.js';
import type { Action, Locale } from '../core/types.js';
import { runBots } from './bots.js';
import { absent } from './handover.js';
import { type Context, entryOf, fail, refusal, saveFailure, seatsOf, statusOf } from './context.js';
import { entryVerb, type GameRecord, type Stored } from './persist.js';
import { notesAfter, previewPost, Sight, stepPosts, undonePost, type Step } from './posts.js';
import { NO_TARGET } from './reading.js';
import { replay } from './replay.js';
import { readTyped, shownCommand, withExample } from './typed.js';
import type { ActionInput, Result, UserRef, Where } from './types.js';

/** A typed end of turn this soon after the previous one, with nothing done between, asks first (previews off). */
const QUICK_REPEAT_MS = 10_000;

type Confirm = 'ask' | 'ask-typed' | 'given' | 'none';

/** One action by a person, as typed (the table's own API: tests, scripts); no preview is asked. */
export function act(ctx: Context, where: Where, user: UserRef, action: ActionInput): Result {
  const lang = localeOf(user.locale);
  const got = ctx.playingIn(where.channelId, lang, user.id);
  if (!got.ok) return got;
  const text = typeof action === 'string' ? action : [action.verb, ...action.args].join(' ');
  return actOn(ctx, got.rec, user, text, lang, 'none');
}

/** A game's slash command by name with its option values, e.g. ('move', { target: 'east' }) types 'move east'.
 * `preview`: the command's own `preview:` choice, over the player's setting (VerbSpec.preview). */
export function command(ctx: Context, where: Where, user: UserRef, name: string, values: Record<string, string>, preview?: boolean): Result {
  const lang = localeOf(user.locale);
  const got = ctx.playingIn(where.channelId, lang, user.id);
  if (!got.ok) return got;
  const game = ctx.gameOf(got.rec);
  const verb = game.verbs.find((v) => v.name === name);
  if (!verb) return fail(lang, 'not-this-game', { command: shownCommand(ctx.games.all(), name, lang), game: lookup(game.texts, lang, 'game.title') ?? game.kind });
  const words = [verb.verb ?? verb.name];
  for (const o of verb.options) {
    const v = values[o.name]?.trim();
    if (v && v !== NO_TARGET) words.push(...(o.prefix ? [o.prefix, v] : [v]));
  }
  // Typed forms (typed.ts): read as a person writes them; a refusal names the option and ends with an example.
  const s = got.rec.data.engine;
  const mine = seatsOf(got.rec, user.id);
  const seat = mine.find((i) => game.waitingOn(s).includes(i)) ?? ((game.anytimeVerbs ?? []).includes(verb.verb ?? verb.name) ? mine[0] : undefined);
  const typed = {
    game, state: s, seat: seat ?? -1, command: name, values, lang,
    mention: (id: string) => got.rec.data.seats.find((x) => x.userId === id)?.name,
  };
  const read = seat === undefined ? null : readTyped(typed);
  if (read && !read.ok) return { ok: false, code: 'rule', params: { code: read.code, message: read.text }, text: read.text };
  const r = actOn(ctx, got.rec, user, read ? read.text : words.join(' '), lang, 'ask-typed', verb.preview ? preview : undefined);
  if (!r.ok && r.code === 'rule' && seat !== undefined) {
    r.text = withExample(typed, r.text ?? '', typeof r.params?.code === 'string' ? r.params.code : undefined);
    r.params = { ...r.params, message: r.text };
  }
  return r;
}

/** `confirm`: 'ask' when a person pressed it, 'ask-typed' when they typed it (an action with a preview then asks
 * first, unless they switched previews off: then only a typed one that repeats an end of a moment ago asks),
 * 'given' when they pressed Confirm, 'none' for the table's own API. `preview`: a command's own choice. */
export function actOn(ctx: Context, rec: GameRecord, user: UserRef, typed: string, lang: Locale, confirm: Confirm, preview?: boolean): Result {
  const game = ctx.gameOf(rec);
  const s = rec.data.engine;
  const mine = seatsOf(rec, user.id);
  // Replaced, or away while a bot plays their seat (handover.ts: any command takes it back first).
  if (mine.length === 0) return absent(ctx, rec, user, lang) ?? fail(lang, 'not-in-crew');
  const text = withNames(rec, typed);
  const waiting = game.waitingOn(s);
  let seat = mine.find((i) => waiting.includes(i));
  if (seat === undefined) {
    const verb = text.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
    if (!(game.anytimeVerbs ?? []).includes(verb)) {
      const who = rec.data.seats[waiting[0]]?.name ?? '';
      return fail(lang, game.asked?.(s) ? 'question-for' : 'not-your-turn', { player: who });
    }
    seat = mine[0];
  }
  const parsed = game.parse(s, seat, text);
  if (!parsed.ok) return refusal(game, lang, parsed.rejection);
  const a: Action = parsed.action;
  if (rec.data.seats[a.player]?.userId !== user.id) return fail(lang, 'not-your-turn', { player: rec.data.seats[seat].name });
  const r = game.apply(s, a);
  if (!r.ok) return refusal(game, lang, r.rejection);
  const line = game.format(s, a);
  if (confirm === 'ask' || confirm === 'ask-typed') {
    const foreseen = game.preview?.(s, a);
    const act = line.replace(/^[^:]*:\s*/, '');
    const wanted = preview ?? ctx.store.userPref(user.id, 'preview') !== 'off';
    if (foreseen && wanted) return ctx.kept(rec, [previewPost(ctx.telling(rec, game, new Sight(game)), user.id, lang, act, foreseen)]);
    // Previews off: a typed one still asks when it would repeat the same action that ended a turn seconds ago.
    if (foreseen && confirm === 'ask-typed' && justEnded(ctx, rec, game, a)) {
      return ctx.kept(rec, [previewPost(ctx.telling(rec, game, new Sight(game)), user.id, lang, act, [], 'confirm-quick')]);
    }
  }
  const sight = new Sight(game);
  const step: Step = {
    seat: a.player, action: a, line, actorId: user.id, before: s, after: r.state, events: r.events, turnEnded: r.turnEnded,
    undoable: r.undoable, turnKey: game.turnKey(s),
  };
  const afterPerson: Stored = { ...rec.data, engine: r.state, pendingEvents: [] };
  const bots = runBots(afterPerson, game, sight, rec.version + 1);
  const steps = [step, ...bots.steps];
  const now: GameRecord = { ...rec, version: rec.version + steps.length, data: bots.data, status: statusOf(game, bots.data.engine) };
  // Undo is offered when it would be accepted (Context.undoProblem on the log as it will be): this one step alone, which
  // revealed nothing and left the turn where it was.
  const undoer = steps.length === 1 && step.undoable && step.turnKey === game.turnKey(r.state) ? user.id : null;
  const told = ctx.telling(now, game, sight, user.id, undoer);
  // Another's step that leaves the game waiting on the same seats in the same turn (a thief showing their identity
  // during someone's turn) pings no one: the one waited on was told when it became their move.
  const after = bots.data.engine;
  const same = game.turnKey(s) === game.turnKey(after) && sameSeats(game.waitingOn(s), game.waitingOn(after));
  const tl = same ? { ...told, pinged: null } : told;
  const posts = stepPosts(tl, { begin: false, steps, actorId: user.id });
  return ctx.commitPosts(rec, game, bots.data, steps.map(entryOf), now.status, ctx.reminderFor(game, bots.data), posts, lang, [], sight, { spent: true, finished: tl.over, botsMoved: bots.steps.length > 0 });
}

const sameSeats = (a: number[], b: number[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/** Whether a turn was ended by this same kind of action only seconds ago, nothing done since (an end of turn typed
 * twice, or by the next player a moment after the last one's): ruling TB5. A turn ended otherwise (choosing the
 * entrance) is no repeat. */
function justEnded(ctx: Context, rec: GameRecord, game: AnyGame, a: Action): boolean {
  // The last entry and the entries of its turn before it (read back until another turn's shows, or the log's start).
  const log = ctx.logEnd(rec.id, (tail) => tail.length > 0 && tail[0].turnKey !== tail[tail.length - 1].turnKey);
  const last = log.at(-1);
  if (!last || last.at === undefined || last.action.startsWith('#')) return false;
  if (last.turnKey === game.turnKey(rec.data.engine) || ctx.clock.now() - last.at >= QUICK_REPEAT_MS) return false;
  // The steps of the turn that just ended: was it ended by the same action as this one?
  let k = log.length - 1;
  while (k > 0 && log[k - 1].turnKey === last.turnKey) k--;
  return log.slice(k).some((e) => !e.action.startsWith('#') && entryVerb(e.action) === a.verb);
}

export function undo(ctx: Context, where: Where, user: UserRef): Result {
  const lang = localeOf(user.locale);
  const got = ctx.playingIn(where.channelId, lang, user.id);
  if (!got.ok) return got;
  const rec = got.rec;
  const game = ctx.gameOf(rec);
  // One with no seat here is told so (or that their seat went to a bot or a substitute), not that nothing was done.
  if (seatsOf(rec, user.id).length === 0) return absent(ctx, rec, user, lang) ?? fail(lang, 'not-in-crew');
  const why = ctx.undoProblem(rec, game, user.id);
  // The game may say in its own words what cannot be taken back (a tile, a card played).
  if (why) return fail(lang, why, {}, game);
  const log = ctx.repo.log(rec.id);
  const last = log[log.length - 1];
  // Rebuild the state before the last action by replaying the log from the game's origin.
  let before: unknown;
  try {
    before = replay(game, rec.data.setup, log.slice(0, -1).map((e) => e.action));
  } catch {
    return fail(lang, 'undo-failed');
  }
  const data: Stored = { ...rec.data, engine: before, pendingEvents: [] };
  let version: number | null;
  try {
    version = ctx.repo.undoLast(rec.id, rec.version, user.id, last.turnKey, data);
  } catch (e) {
    return saveFailure(lang, e);
  }
  if (version === null) return fail(lang, 'undo-not-allowed', {}, game);
  const now: GameRecord = { ...rec, version, data, status: 'playing' };
  const sight = new Sight(game);
  // A step further back is offered when it too would be accepted (the log as it is now, after the undo).
  const tl = ctx.telling(now, game, sight, user.id, ctx.undoProblem(now, game, user.id) === null ? user.id : null);
  // Told from the log: whose action was taken back (the log's name: one person may play a whole crew) and which (as it
  // was typed), then where things stand.
  const [, actor, action] = /^([^:]*):\s*(.*)$/s.exec(last.action) ?? [null, seatName(rec, user.id), last.action];
  const board = undonePost(tl, actor, action, last.action);
  return ctx.kept(now, [board, ...notesAfter(tl, [], user.id)], { spent: true }, sight);
}

function seatName(rec: GameRecord, userId: string): string {
  return rec.data.seats.find((s) => s.userId === userId)?.name ?? '';
}

/** Mentions typed into an action (`from:@Bo` as `<@123>`) become the seat's name, the game's own word for a player. */
function withNames(rec: GameRecord, text: string): string {
  return text.replace(/<@!?(\d+)>/g, (m, id: string) => rec.data.seats.find((s) => s.userId === id)?.name ?? m);
}
