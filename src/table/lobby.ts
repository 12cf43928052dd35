// The lobby and the start of a game: /heist start (a lobby post, or in a DM the game at once), join, leave and begin,
// the lobby post itself, the checks of a game's options, and the seat names the game is set up with.
import type { AnyGame, OptionSpec, Options } from '../core/module.js';
import { localeOf, lookup } from '../core/text.js';
import type { Locale } from '../core/types.js';
import { runBots } from './bots.js';
import { type Context, DEFAULT_REMINDER_HOURS, entryOf, fail, saveFailure, seatsOf, statusOf } from './context.js';
import { hasLeft } from './handover.js';
import type { GameRecord, Seat, StepEntry, Stored } from './persist.js';
import { answerPost, lobbyPost, Sight, stepPosts } from './posts.js';
import { tableText as t } from './text/index.js';
import type { Failure, Post, Result, StartInput, UserRef, Where } from './types.js';
import { gameTitle, hostName, lobbyBots, lobbyLines, seatableFrom } from './views.js';
import { plainName, uniqueNames } from './names.js';

export function start(ctx: Context, where: Where, host: UserRef, input: StartInput): Result {
  const lang = localeOf(host.locale);
  // The default game is the registry's first.
  const kind = input.game ?? ctx.games.kinds()[0];
  const game = ctx.games.get(kind);
  if (!game) return fail(lang, 'bad-game', { game: kind, games: ctx.games.kinds().join(', ') });
  let existing = ctx.repo.active(where.channelId);
  // A lobby in a DM was never posted (a DM game begins at once): one left by an older version, whose start was
  // refused after it was made, is ended here, so the new start goes ahead instead of pointing at a lobby nobody sees.
  if (existing && existing.status === 'lobby' && where.isDM) {
    try {
      ctx.repo.abandon(existing.id, existing.version, host.id, 'unbegun');
      existing = null;
    } catch (e) {
      return saveFailure(lang, e);
    }
  }
  // One already in the lobby is told what is theirs to do there, not to press Join.
  if (existing?.status === 'lobby') {
    const inIt = existing.data.seats.some((x) => x.userId === host.id);
    return fail(lang, host.id === existing.data.hostId ? 'lobby-open-host' : inIt ? 'lobby-open-joined' : 'lobby-open');
  }
  if (existing) return fail(lang, 'game-running');
  const reminderHours = input.reminderHours === undefined ? DEFAULT_REMINDER_HOURS : input.reminderHours;
  if (reminderHours !== null && !(reminderHours >= 1 && reminderHours <= 168)) return fail(lang, 'bad-interval');
  const options: Options = {};
  for (const [k, v] of Object.entries(input)) {
    if (k === 'game' || k === 'reminderHours' || v === undefined || v === null) continue;
    options[k] = Array.isArray(v) ? v.join(',') : v;
  }
  // The game's own check first: its sentences say more than the table's generic ones (a solo crew's size …).
  const problem = game.checkOptions?.(options, where.isDM) ?? optionProblem(game, options, where.isDM, lang);
  if (problem) return fail(lang, problem.code, problem.params, game);
  // A lobby that no number of people could begin (Noir: Heist's `chief:bot` with no bots) is refused now, with the
  // reason Begin would give, rather than after everyone has joined.
  if (!where.isDM && !seatableFrom(game, options, 1)) {
    const why = game.seating.plan({ options, humans: game.seating.max, dm: false, seed: 0 });
    if (!why.ok) return fail(lang, why.code, why.params, game);
  }
  const data: Stored = {
    kind, engine: null, setup: null, seats: [seatOf(host)], lobby: true, hostId: host.id,
    dm: where.isDM, options, lang, reminderHours,
  };
  const seed = ctx.seed();
  data.seed = seed;
  // In a DM the game begins at once: its seats and setup are settled before anything is saved, so a refused start
  // (a crew size the game does not take) leaves nothing behind.
  const seated = where.isDM ? seatGame(game, data, seed, lang) : null;
  if (seated && !seated.ok) return seated;
  let rec: GameRecord;
  try {
    rec = ctx.repo.create(where, host.id, data, 'lobby', seed);
  } catch (e) {
    return saveFailure(lang, e);
  }
  if (!seated) return ctx.kept(rec, [lobbyPost(rec, game, rec.data.lang)]);
  const begun = beginGame(ctx, rec, host, lang, seated);
  // Not begun after all (the save failed): the lobby just made is ended, never left for nobody to see.
  if (!begun.ok) {
    try {
      ctx.repo.abandon(rec.id, rec.version, host.id, 'unbegun');
    } catch { /* the next start in this DM ends it */ }
  }
  return begun;
}

/** `typed`: /heist join typed as a command (its typer also gets a word of their own); false: the lobby's button. */
export function join(ctx: Context, where: Where, user: UserRef, typed = true): Result {
  return lobbyChange(ctx, where, user, 'join', typed);
}

export function leave(ctx: Context, where: Where, user: UserRef, typed = true): Result {
  return lobbyChange(ctx, where, user, 'leave', typed);
}

export function begin(ctx: Context, where: Where, user: UserRef): Result {
  const lang = localeOf(user.locale);
  const rec = ctx.repo.active(where.channelId);
  if (!rec) return fail(lang, 'no-game-here');
  if (rec.status !== 'lobby') return fail(lang, 'already-begun');
  if (user.id !== rec.data.hostId) return fail(lang, 'only-host-begins', { host: hostName(rec) });
  // Pinned seeds (tests): the game's seed is derived from the game id, as the e2e tests were tuned to; otherwise the
  // next seed (random unless pinned: HEIST_SEED offline), so no two servers' first games look alike.
  const seed = ctx.lobbySeedFromId ? rec.id * 7919 + rec.version : ctx.seed();
  return beginGame(ctx, rec, user, lang, seed);
}

function lobbyChange(ctx: Context, where: Where, user: UserRef, what: 'join' | 'leave', typed: boolean): Result {
  const lang = localeOf(user.locale);
  const rec = ctx.repo.active(where.channelId);
  if (!rec) return fail(lang, 'no-game-here');
  // Someone who only wanted to join (or leave a lobby) cannot act on "finish it before starting another".
  if (rec.status !== 'lobby') {
    // Someone who left it is not told a substitute's seat could be theirs: a seat left is never given back.
    if (what !== 'join') return fail(lang, 'already-begun');
    // A solo heist in a DM has no crew to join and no seat to give (/heist sub is refused there).
    if (rec.data.dm ?? rec.guildId === null) return fail(lang, 'join-dm');
    // One who plays in it already is told to play on, not that there is no crew to join.
    if (seatsOf(rec, user.id).length > 0) return fail(lang, 'already-begun');
    if (!hasLeft(rec, user.id)) return fail(lang, 'join-running');
    // Taken by a substitute since: said so, rather than that a bot or a substitute may play it.
    const subbed = rec.data.replaced?.filter((r) => r.userId === user.id && r.left).at(-1);
    return subbed ? fail(lang, 'join-left-taken', { player: rec.data.seats[subbed.seat]?.name ?? '' }) : fail(lang, 'join-left');
  }
  const game = ctx.gameOf(rec);
  const seats = rec.data.seats;
  const seated = seats.some((s) => s.userId === user.id);
  if (what === 'join') {
    if (seated) return fail(lang, user.id === rec.data.hostId ? 'host-already-joined' : 'already-joined');
    if (seats.length >= game.seating.max) return fail(lang, 'crew-full', { max: game.seating.max });
    // Full with the bots the host asked for: one more person would make a table the game cannot begin.
    if (seatableFrom(game, rec.data.options, seats.length) && !seatableFrom(game, rec.data.options, seats.length + 1)) {
      return fail(lang, 'crew-full', { max: seats.length + lobbyBots(game, rec.data.options, seats.length) });
    }
  } else {
    if (!seated) return fail(lang, 'not-joined');
    if (user.id === rec.data.hostId) return fail(lang, 'host-cannot-leave');
  }
  const data: Stored = { ...rec.data, seats: what === 'join' ? [...seats, seatOf(user)] : seats.filter((s) => s.userId !== user.id) };
  const entry: StepEntry = { actorId: user.id, action: `#${what}`, turnKey: '#lobby', revealed: false };
  const next: GameRecord = { ...rec, version: rec.version + 1, data };
  const lobby = lobbyPost(next, game, rec.data.lang);
  lobby.replaces = 'lobby';
  // The one who typed /heist join or leave also gets a word of their own (a pressed button edits the lobby only).
  const ack = typed ? [answerPost(ctx.telling(next, game, new Sight(game)), user.id, 'notice', [t(lang, what === 'join' ? 'joined' : 'left', { game: gameTitleOf(next, game, lang) })])] : [];
  return ctx.commitPosts(rec, game, data, [entry], 'lobby', null, [lobby], lang, ack);
}

/** A game's seats and starting state from the lobby's people and options, or the game's refusal (nothing saved). */
type Seated = { ok: true; seats: Seat[]; state: unknown; origin: unknown };

function seatGame(game: AnyGame, data: Stored, seed: number, lang: Locale): Seated | Failure {
  const dm = !!data.dm;
  const humans = data.seats;
  const plan = game.seating.plan({ options: data.options, humans: humans.length, dm, seed });
  if (!plan.ok) return fail(lang, plan.code, plan.params, game);
  let bots = 0;
  // A bot seat's name in the table's language ("Bot 1", «Бот 1»): the name it keeps in every post, log line and script.
  const names = plan.seats.map((o) => ('human' in o ? humans[o.human].name : t(data.lang, 'bot-name', { n: ++bots })));
  const started = game.setup({
    options: data.options, names: uniqueNames(names, plan.seats.map((o) => !('human' in o))), bots: plan.seats.map((o) => !('human' in o)), seed,
    seats: plan.seats, lang: data.lang,
  });
  if (!started.ok) return fail(lang, started.code, started.params, game);
  const seats: Seat[] = plan.seats.map((o, i) => ('human' in o
    ? { ...humans[o.human], name: started.names[i] }
    : { userId: '', name: started.names[i], bot: true }));
  return { ok: true, seats, state: started.state, origin: started.origin };
}

function beginGame(ctx: Context, rec: GameRecord, user: UserRef, lang: Locale, seeded: number | Seated): Result {
  const game = ctx.gameOf(rec);
  const seated = typeof seeded === 'number' ? seatGame(game, { ...rec.data, dm: rec.data.dm ?? rec.guildId === null }, seeded, lang) : seeded;
  if (!seated.ok) return seated;
  const data: Stored = { ...rec.data, engine: seated.state, setup: seated.origin, seats: seated.seats, lobby: false, pendingEvents: [] };
  const sight = new Sight(game);
  // Bots who act first do so now: the start post tells the header, then their moves, then where things stand.
  const bots_ = runBots(data, game, sight, rec.version + 1);
  const entries: StepEntry[] = [{ actorId: user.id, action: '#begin', turnKey: '#lobby', revealed: true }, ...bots_.steps.map(entryOf)];
  const now: GameRecord = { ...rec, version: rec.version + entries.length, data: bots_.data, status: statusOf(game, bots_.data.engine) };
  const tl = ctx.telling(now, game, sight, user.id);
  const posts = stepPosts(tl, { begin: true, steps: bots_.steps, actorId: user.id });
  const glang = rec.data.lang;
  const crew = data.seats.map((s) => s.name).join(', ');
  const closing = closingLobby(ctx, now, game, [t(glang, 'lobby-begun', { game: gameTitle(game, glang, data.options), crew })]);
  const flags = { spent: true, finished: tl.over, botsMoved: bots_.steps.length > 0 };
  return closing.settle(ctx.commitPosts(rec, game, bots_.data, entries, now.status, ctx.reminderFor(game, bots_.data), [...posts, ...closing.posts], lang, [], sight, flags));
}

/**
 * The lobby message once its controls go for good (the heist began, or was called off): `lines` say what became of it
 * in place of the invitation, so a latecomer does not read an open invitation with nothing to press. `posts` go last
 * in the plan: the lobby message is edited to them once the game's own posts are out (a press on it spends it first,
 * as any step does). The lobby's earlier posts whose controls the plan takes away after its posts show the same lines
 * (`settle`): taken away as they were, they would put the invitation back. Nothing when no lobby message was delivered
 * (a DM game begins at once). For ending.ts too: a lobby called off is closed the same way.
 */
export function closingLobby(ctx: Context, rec: GameRecord, game: AnyGame, lines: string[]): { posts: Post[]; settle(r: Result): Result } {
  const lobby = ctx.lobbyMessage(rec.id);
  if (!lobby) return { posts: [], settle: (r) => r };
  const closed: Post = { ...lobbyPost(rec, game, rec.data.lang), text: lines, buttons: [], selects: [], replaces: 'lobby' };
  const shows = { text: lines, buttons: [], selects: [] };
  return {
    posts: [closed],
    // Where it goes: only a plan whose first post replaces the lobby is told so by the table (Context.settlePressed).
    settle: (r) => (r.ok ? { ...r, lobby, retire: r.retire.map((p) => (p.kind === 'lobby' ? ctx.retired(p, shows) : p)) } : r),
  };
}

/** `/heist status` while the crew gathers: the lobby's state only to the one who asked, and what is theirs to do, on
 * the lobby message. A copy of the lobby with its own Join / Leave / Begin would be a second lobby whose presses edit
 * only the first, and which nobody updates: one lobby message is the one place to press. */
export function lobbyStatus(ctx: Context, rec: GameRecord, viewer: UserRef, lang: Locale): Result {
  const game = ctx.gameOf(rec);
  const [title, crew] = lobbyLines(rec, game, lang);
  const inIt = rec.data.seats.some((s) => s.userId === viewer.id);
  const todo = viewer.id === rec.data.hostId ? 'lobby-status-host' : inIt ? 'lobby-status-in' : 'lobby-status-join';
  const tl = ctx.telling(rec, game, new Sight(game));
  return ctx.answer(rec, [answerPost(tl, viewer.id, 'status', [title, crew, t(lang, todo)])], tl);
}

function seatOf(user: UserRef): Seat {
  // Plain from the lobby on (its crew line names them); made unique when the game begins.
  return { userId: user.id, name: plainName(user.name, 'Player'), ...(user.locale ? { locale: user.locale } : {}) };
}

function gameTitleOf(rec: GameRecord, game: AnyGame, lang: Locale): string {
  return lookup(game.texts, lang, 'game.title') ?? game.kind;
}

/** The table's checks of a game's options: known names, types, choices, ranges, and where they apply. */
function optionProblem(game: AnyGame, options: Options, dm: boolean, lang: Locale): { code: string; params: Record<string, string | number> } | null {
  for (const [name, value] of Object.entries(options)) {
    const spec: OptionSpec | undefined = game.options.find((o) => o.name === name);
    // The game named as its players know it (its title), not by its id.
    if (!spec) return { code: 'bad-option', params: { option: name, game: lookup(game.texts, lang, 'game.title') ?? game.kind } };
    const bad = { code: 'bad-option-value', params: { option: name, value: String(value) } };
    if (spec.type === 'boolean' && typeof value !== 'boolean') return bad;
    if (spec.type === 'integer' && !(typeof value === 'number' && Number.isInteger(value))) return bad;
    if (spec.type === 'integer' && ((spec.min !== undefined && Number(value) < spec.min) || (spec.max !== undefined && Number(value) > spec.max))) {
      return { code: 'bad-option-range', params: { option: name, min: spec.min ?? '', max: spec.max ?? '' } };
    }
    if (spec.type === 'string' && (typeof value !== 'string' || value.length > 200)) return bad;
    if (spec.choices && !spec.choices.includes(String(value))) return { code: 'bad-option-choice', params: { option: name, value: String(value), choices: spec.choices.join(', ') } };
    if (spec.only === 'dm' && !dm) return { code: 'option-only-dm', params: { option: name } };
    if (spec.only === 'channel' && dm) return { code: 'option-only-channel', params: { option: name } };
  }
  return null;
}
