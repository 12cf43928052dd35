// The Table: hosts any registered game between Discord and the store. Lobby and seats (bounds from the game), turns
// (from whom the game waits on), version checks, undo, reminders and bot seats. Every call answers with an ordered
// list of posts (types.ts) made by posts.ts; a step and the posts that tell it are committed together. No discord.js
// types, no game's own concepts: a game is reached only through its module (src/core/module.ts).
import { botLevel, type AnyGame, type OptionSpec, type Options } from '../core/module.js';
import type { GameRegistry } from '../core/registry.js';
import { Rng, seedRng } from '../core/rng.js';
import { localeOf, lookup } from '../core/text.js';
import type { Action, Locale } from '../core/types.js';
import {
  DamagedGameError, GameExistsError, StaleVersionError, StoreWriteError, type NewPost, type Store, type StoredGame, type StoredPost,
} from '../store/types.js';
import { controlKind, decodeId, encodeId, KEYS } from './ids.js';
import type { GameRecord, Reminder, Repo, Seat, Status, StepEntry, Stored } from './persist.js';
import {
  answerPost, noticePost, notePost, notesAfter, previewPost, publicPost, seatLang, Sight, statusPosts, stepPosts, type Step, type Telling,
} from './posts.js';
import { replay } from './replay.js';
import { FIRST_KIND, storeRepo } from './store-repo.js';
import { tableText as t } from './text/index.js';
import { readTyped, withExample } from './typed.js';
import type { ActionInput, Choice, Failure, Outcome, Post, ReminderNotice, Result, StartInput, TableOptions, UserRef, WebLinks, Where } from './types.js';
import { hostName, lobbyControls, lobbyLines, withButton } from './views.js';

export * from './types.js';

const HOUR = 3_600_000;
const DEFAULT_REMINDER_HOURS = 12;
/** Reminders before the final "the game is waiting on X". */
const MAX_REMINDERS = 3;
/** Bot steps in a row before the table stops and says so (a game whose bots never hand back is a bug). */
const MAX_BOT_STEPS = 2000;
/** A typed end of turn this soon after the previous one, with nothing done between, asks first (previews off). */
const QUICK_REPEAT_MS = 10_000;
/** The value of the autocomplete choice "no target needed": a verb's option given as this types nothing. */
export const NO_TARGET = '-';

type Confirm = 'ask' | 'ask-typed' | 'given' | 'none';
type Flags = Pick<Outcome, 'spent' | 'finished' | 'refocus' | 'botsMoved'>;

export class Table {
  private readonly repo: Repo;
  private readonly clock: { now(): number };
  private readonly seed: () => number;
  private readonly pinnedSeeds: boolean;
  private readonly draw: NonNullable<TableOptions['render']>;
  private readonly links: WebLinks | undefined;

  /** `games`: the registry the composition root (src/app.ts) hands over; the table imports no game. */
  constructor(private readonly store: Store, readonly games: GameRegistry, opts: TableOptions = {}) {
    this.repo = storeRepo(withReminderColumn(store), games);
    this.clock = opts.clock ?? { now: () => Date.now() };
    this.draw = opts.render ?? ((kind, view, lang) => games.require(kind).render(view, localeOf(lang)));
    this.seed = opts.seed ?? (() => Math.floor(Math.random() * 0x7fffffff));
    this.pinnedSeeds = opts.seed !== undefined;
    this.links = opts.web;
  }

  // ---- lobby and start -------------------------------------------------------------------------------------------

  start(where: Where, host: UserRef, input: StartInput): Result {
    const lang = localeOf(host.locale);
    const kind = input.game ?? FIRST_KIND;
    const game = this.games.get(kind);
    if (!game) return fail(lang, 'bad-game', { game: kind, games: this.games.kinds().join(', ') });
    const existing = this.repo.active(where.channelId);
    if (existing) return fail(lang, existing.status === 'lobby' ? 'lobby-open' : 'game-running');
    const reminderHours = input.reminderHours === undefined ? DEFAULT_REMINDER_HOURS : input.reminderHours;
    if (reminderHours !== null && !(reminderHours >= 1 && reminderHours <= 168)) return fail(lang, 'bad-interval');
    const options: Options = {};
    for (const [k, v] of Object.entries(input)) {
      if (k === 'game' || k === 'reminderHours' || v === undefined || v === null) continue;
      options[k] = Array.isArray(v) ? v.join(',') : v;
    }
    // The game's own check first: its sentences say more than the table's generic ones (a solo crew's size …).
    const problem = game.checkOptions?.(options, where.isDM) ?? optionProblem(game, options, where.isDM);
    if (problem) return fail(lang, problem.code, problem.params, game);
    const data: Stored = {
      kind, engine: null, setup: null, seats: [seatOf(host)], lobby: true, hostId: host.id,
      dm: where.isDM, options, lang, reminderHours,
    };
    const seed = this.seed();
    data.seed = seed;
    let rec: GameRecord;
    try {
      rec = this.repo.create(where, host.id, data, 'lobby', seed);
    } catch (e) {
      return saveFailure(lang, e);
    }
    if (where.isDM) return this.beginGame(rec, host, lang, seed);
    return this.kept(rec, [this.lobbyPost(rec, game, rec.data.lang)]);
  }

  /** `typed`: /heist join typed as a command (its typer also gets a word of their own); false: the lobby's button. */
  join(where: Where, user: UserRef, typed = true): Result {
    return this.lobbyChange(where, user, 'join', typed);
  }

  leave(where: Where, user: UserRef, typed = true): Result {
    return this.lobbyChange(where, user, 'leave', typed);
  }

  begin(where: Where, user: UserRef): Result {
    const lang = localeOf(user.locale);
    const rec = this.repo.active(where.channelId);
    if (!rec) return fail(lang, 'no-game-here');
    if (rec.status !== 'lobby') return fail(lang, 'game-running');
    if (user.id !== rec.data.hostId) return fail(lang, 'only-host-begins', { host: hostName(rec) });
    // Pinned seeds (tests): the game's seed is derived from the game id, as the e2e tests were tuned to; otherwise a
    // fresh random seed, so no two servers' first games look alike.
    const seed = this.pinnedSeeds ? rec.id * 7919 + rec.version : this.seed();
    return this.beginGame(rec, user, lang, seed);
  }

  private lobbyChange(where: Where, user: UserRef, what: 'join' | 'leave', typed: boolean): Result {
    const lang = localeOf(user.locale);
    const rec = this.repo.active(where.channelId);
    if (!rec) return fail(lang, 'no-game-here');
    if (rec.status !== 'lobby') return fail(lang, 'game-running');
    const game = this.gameOf(rec);
    const seats = rec.data.seats;
    const seated = seats.some((s) => s.userId === user.id);
    if (what === 'join') {
      if (seated) return fail(lang, 'already-joined');
      if (seats.length >= game.seating.max) return fail(lang, 'crew-full', { max: game.seating.max });
    } else {
      if (!seated) return fail(lang, 'not-joined');
      if (user.id === rec.data.hostId) return fail(lang, 'host-cannot-leave');
    }
    const data: Stored = { ...rec.data, seats: what === 'join' ? [...seats, seatOf(user)] : seats.filter((s) => s.userId !== user.id) };
    const entry: StepEntry = { actorId: user.id, action: `#${what}`, turnKey: '#lobby', revealed: false };
    const next: GameRecord = { ...rec, version: rec.version + 1, data };
    const lobby = this.lobbyPost(next, game, rec.data.lang);
    lobby.replaces = 'lobby';
    // The one who typed /heist join or leave also gets a word of their own (a pressed button edits the lobby only).
    const ack = typed ? [answerPost(this.telling(next, game, new Sight(game)), user.id, 'notice', [t(lang, what === 'join' ? 'joined' : 'left', { game: gameTitleOf(next, game, lang) })])] : [];
    return this.commitPosts(rec, game, data, [entry], 'lobby', null, [lobby], lang, ack);
  }

  /** The lobby in `lang`: the game's (the host's) for the lobby message, the asker's for /heist status. */
  private lobbyPost(rec: GameRecord, game: AnyGame, lang: Locale): Post {
    return {
      kind: 'lobby', audience: 'public', seat: null, via: 'channel', text: lobbyLines(rec, game, lang), ...lobbyControls(rec, lang),
      picture: null, mention: null, gameId: rec.id, version: rec.version, ...(game.color !== undefined ? { color: game.color } : {}),
    };
  }

  private beginGame(rec: GameRecord, user: UserRef, lang: Locale, seed: number): Result {
    const game = this.gameOf(rec);
    const dm = rec.data.dm ?? rec.guildId === null;
    const humans = rec.data.seats;
    const plan = game.seating.plan({ options: rec.data.options, humans: humans.length, dm, seed });
    if (!plan.ok) return fail(lang, plan.code, plan.params, game);
    let bots = 0;
    const names = plan.seats.map((o) => ('human' in o ? humans[o.human].name : `Bot ${++bots}`));
    const started = game.setup({
      options: rec.data.options, names: uniqueNames(names), bots: plan.seats.map((o) => !('human' in o)), seed,
      seats: plan.seats, lang: rec.data.lang,
    });
    if (!started.ok) return fail(lang, started.code, started.params, game);
    const seats: Seat[] = plan.seats.map((o, i) => ('human' in o
      ? { ...humans[o.human], name: started.names[i] }
      : { userId: '', name: started.names[i], bot: true }));
    const data: Stored = { ...rec.data, engine: started.state, setup: started.origin, seats, lobby: false, pendingEvents: [] };
    const sight = new Sight(game);
    // Bots who act first do so now: the start post tells the header, then their moves, then where things stand.
    const bots_ = this.runBots(data, game, sight, rec.version + 1);
    const entries: StepEntry[] = [{ actorId: user.id, action: '#begin', turnKey: '#lobby', revealed: true }, ...bots_.steps.map(entryOf)];
    const now: GameRecord = { ...rec, version: rec.version + entries.length, data: bots_.data, status: statusOf(game, bots_.data.engine) };
    const tl = this.telling(now, game, sight, user.id);
    const posts = stepPosts(tl, { begin: true, steps: bots_.steps, actorId: user.id });
    return this.commitPosts(rec, game, bots_.data, entries, now.status, this.reminderFor(game, bots_.data), posts, lang, [], sight, { spent: true, finished: tl.over, botsMoved: bots_.steps.length > 0 });
  }

  // ---- actions ---------------------------------------------------------------------------------------------------

  /** One action by a person, as typed (the table's own API: tests, scripts); no preview is asked. */
  act(where: Where, user: UserRef, action: ActionInput): Result {
    const lang = localeOf(user.locale);
    const got = this.playing(this.repo.active(where.channelId), lang);
    if (!got.ok) return got;
    const text = typeof action === 'string' ? action : [action.verb, ...action.args].join(' ');
    return this.actOn(got.rec, user, text, lang, 'none');
  }

  /** A game's slash command by name with its option values, e.g. ('move', { target: 'east' }) types 'move east'.
   * `preview`: the command's own `preview:` choice, over the player's setting (VerbSpec.preview). */
  command(where: Where, user: UserRef, name: string, values: Record<string, string>, preview?: boolean): Result {
    const lang = localeOf(user.locale);
    const got = this.playing(this.repo.active(where.channelId), lang);
    if (!got.ok) return got;
    const game = this.gameOf(got.rec);
    const verb = game.verbs.find((v) => v.name === name);
    if (!verb) return fail(lang, 'not-this-game', { command: name, game: lookup(game.texts, lang, 'game.title') ?? game.kind });
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
      game, state: s, seat: seat ?? -1, command: name, values, lang, games: this.games.all(),
      mention: (id: string) => got.rec.data.seats.find((x) => x.userId === id)?.name,
    };
    const read = seat === undefined ? null : readTyped(typed);
    if (read && !read.ok) return { ok: false, code: 'rule', params: { code: read.code, message: read.text }, text: read.text };
    const r = this.actOn(got.rec, user, read ? read.text : words.join(' '), lang, 'ask-typed', verb.preview ? preview : undefined);
    if (!r.ok && r.code === 'rule' && seat !== undefined) {
      r.text = withExample(typed, r.text ?? '');
      r.params = { ...r.params, message: r.text };
    }
    return r;
  }

  /** `confirm`: 'ask' when a person pressed it, 'ask-typed' when they typed it (an action with a preview then asks
   * first, unless they switched previews off: then only a typed one that repeats an end of a moment ago asks),
   * 'given' when they pressed Confirm, 'none' for the table's own API. `preview`: a command's own choice. */
  private actOn(rec: GameRecord, user: UserRef, typed: string, lang: Locale, confirm: Confirm, preview?: boolean): Result {
    const game = this.gameOf(rec);
    const s = rec.data.engine;
    const mine = seatsOf(rec, user.id);
    if (mine.length === 0) return fail(lang, 'not-in-crew');
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
      const wanted = preview ?? this.store.userPref(user.id, 'preview') !== 'off';
      if (foreseen && wanted) return this.kept(rec, [previewPost(this.telling(rec, game, new Sight(game)), user.id, lang, act, foreseen)]);
      // Previews off: a typed one still asks when it would repeat the same action that ended a turn seconds ago.
      if (foreseen && confirm === 'ask-typed' && this.justEnded(rec, game, a)) {
        return this.kept(rec, [previewPost(this.telling(rec, game, new Sight(game)), user.id, lang, act, [], 'confirm-quick')]);
      }
    }
    const sight = new Sight(game);
    const step: Step = {
      seat: a.player, action: a, line, actorId: user.id, before: s, after: r.state, events: r.events, turnEnded: r.turnEnded,
      undoable: r.undoable, turnKey: game.turnKey(s),
    };
    const afterPerson: Stored = { ...rec.data, engine: r.state, pendingEvents: [] };
    const bots = this.runBots(afterPerson, game, sight, rec.version + 1);
    const steps = [step, ...bots.steps];
    const now: GameRecord = { ...rec, version: rec.version + steps.length, data: bots.data, status: statusOf(game, bots.data.engine) };
    const tl = this.telling(now, game, sight, user.id, steps.length === 1 && step.undoable ? user.id : null);
    const posts = stepPosts(tl, { begin: false, steps, actorId: user.id });
    return this.commitPosts(rec, game, bots.data, steps.map(entryOf), now.status, this.reminderFor(game, bots.data), posts, lang, [], sight, { spent: true, finished: tl.over, botsMoved: bots.steps.length > 0 });
  }

  /** Whether a turn was ended by this same kind of action only seconds ago, nothing done since (an end of turn typed
   * twice, or by the next player a moment after the last one's): ruling TB5. A turn ended otherwise (choosing the
   * entrance) is no repeat. */
  private justEnded(rec: GameRecord, game: AnyGame, a: Action): boolean {
    const log = this.repo.log(rec.id);
    const last = log.at(-1);
    if (!last || last.at === undefined || last.action.startsWith('#')) return false;
    if (last.turnKey === game.turnKey(rec.data.engine) || this.clock.now() - last.at >= QUICK_REPEAT_MS) return false;
    const verbOf = (line: string) => line.replace(/^[^:]*:\s*/, '').split(/\s+/)[0];
    // The steps of the turn that just ended: was it ended by the same action as this one?
    let k = log.length - 1;
    while (k > 0 && log[k - 1].turnKey === last.turnKey) k--;
    return log.slice(k).some((e) => !e.action.startsWith('#') && verbOf(e.action) === a.verb);
  }

  /** While the game waits on a bot, the bot acts (from its own view), in memory: the steps are committed with the
   * person's, in one transaction. */
  private runBots(data: Stored, game: AnyGame, sight: Sight, version: number): { data: Stored; steps: Step[] } {
    const steps: Step[] = [];
    let now = data;
    // One generator per run, from the game's seed and the version the bots start from: replays and tests see the
    // same bot moves for the same game.
    const rng = new Rng(seedRng((now.seed ?? 0) ^ version));
    const level = botLevel(now.options);
    for (let i = 0; i < MAX_BOT_STEPS; i++) {
      const s = now.engine;
      const seat = game.waitingOn(s).find((k) => now.seats[k]?.bot);
      if (seat === undefined) break;
      const legal = sight.legal(s, seat);
      if (legal.length === 0) break;
      const a = game.bot({ view: sight.view(s, seat), seat, legal, rng, level });
      const r = game.apply(s, a);
      if (!r.ok) {
        // Only the verb and the refusal's code: the action's arguments may name what the bot alone knows (a card).
        console.error(`heist: the ${game.kind} bot in seat ${seat} chose a refused action (${a.verb}: ${r.rejection.code})`);
        break;
      }
      steps.push({
        seat, action: a, line: game.format(s, a), actorId: 'bot', before: s, after: r.state, events: r.events, turnEnded: r.turnEnded,
        undoable: r.undoable, turnKey: game.turnKey(s),
      });
      now = { ...now, engine: r.state };
    }
    return { data: now, steps };
  }

  // ---- controls ----------------------------------------------------------------------------------------------------

  /** Every button and menu the table made. The game is the control's; it acts only on the game of the channel its
   * message is in (or of the private note it is on); who may act is the presser. */
  button(where: Where, user: UserRef, customId: string, perms: { canManageChannel?: boolean } = {}): Result {
    const lang = localeOf(user.locale);
    const id = decodeId(customId);
    const kind = id ? controlKind(id.what) : 'unknown';
    if (!id || kind === 'unknown') return fail(lang, 'unknown-button');
    let rec: GameRecord | null;
    try {
      rec = this.repo.game(id.gameId);
    } catch (e) {
      if (!(e instanceof DamagedGameError) || kind !== 'end') throw e;
      if (e.channelId !== where.channelId) return fail(lang, 'unknown-button');
      if (id.version !== e.version) return fail(lang, 'stale-button');
      return this.endDamaged(e, user, lang, perms.canManageChannel ?? false, true);
    }
    if (!rec) return fail(lang, 'no-game-here');
    if (!this.onItsMessage(rec, where)) return fail(lang, 'unknown-button');
    // The web pages' button works for the game's whole life, at any version: it only answers with a link.
    if (kind === 'web') return this.webLink(rec, user, lang, false);
    if (rec.status === 'over' || rec.status === 'ended') return fail(lang, 'game-over');
    // Only the channel's open game takes controls (a finished one's old message may still show them).
    if (this.repo.activeId(rec.channelId) !== rec.id) return fail(lang, 'stale-button');
    const here: Where = { guildId: rec.guildId, channelId: rec.channelId, isDM: rec.data.dm ?? rec.guildId === null };
    // Lobby buttons stay valid while the lobby is open: people join one after another from the same message.
    if (rec.status === 'lobby') {
      if (kind === 'join') return this.join(here, user, false);
      if (kind === 'leave') return this.leave(here, user, false);
      if (kind === 'begin') return this.begin(here, user);
      if (kind === 'end') return this.endConfirmed(rec, user, lang, id.version, perms);
      return fail(lang, 'game-not-started');
    }
    if (id.version !== rec.version) return fail(lang, 'stale-button');
    switch (kind) {
      case 'undo': return this.undo(here, user);
      case 'hand': return this.hand(here, user);
      case 'end': return this.endConfirmed(rec, user, lang, id.version, perms);
      case 'focus': return this.focused(rec, user, lang, id.arg);
      case 'act': case 'confirm': {
        if (kind === 'act' && id.arg.startsWith(KEYS.focusValue)) return this.focused(rec, user, lang, id.arg.slice(KEYS.focusValue.length));
        return this.actOn(rec, user, id.arg, lang, kind === 'confirm' ? 'given' : 'ask');
      }
      default: return fail(lang, 'game-running');
    }
  }

  /** A control acts only on the game of the channel its message is in, or from a private note the game sent. */
  private onItsMessage(rec: GameRecord, where: Where): boolean {
    if (where.channelId === rec.channelId) return true;
    const post = where.messageId ? this.store.postByMessage(where.messageId) : null;
    return post !== null && post.gameId === rec.id && post.channelId === where.channelId;
  }

  /** The presser's own note again, focused (a kind of action chosen, its targets shown), in place: no game step. */
  private focused(rec: GameRecord, user: UserRef, lang: Locale, focus: string): Result {
    const game = this.gameOf(rec);
    const seat = this.seatFor(rec, game, user.id);
    if (seat === null) return fail(lang, 'not-in-crew');
    const tl = this.telling(rec, game, new Sight(game));
    const note = notePost(tl, seat, 'hand', 'answer', [], focus);
    return this.answer(rec, [note], tl, { refocus: true });
  }

  // ---- undo, status, hand ------------------------------------------------------------------------------------------

  undo(where: Where, user: UserRef): Result {
    const lang = localeOf(user.locale);
    const got = this.playing(this.repo.active(where.channelId), lang);
    if (!got.ok) return got;
    const rec = got.rec;
    const game = this.gameOf(rec);
    const why = this.undoProblem(rec, game, user.id);
    if (why) return fail(lang, why);
    const log = this.repo.log(rec.id);
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
      version = this.repo.undoLast(rec.id, rec.version, user.id, last.turnKey, data);
    } catch (e) {
      return saveFailure(lang, e);
    }
    if (version === null) return fail(lang, 'undo-not-allowed');
    const now: GameRecord = { ...rec, version, data, status: 'playing' };
    const sight = new Sight(game);
    const tl = this.telling(now, game, sight, user.id);
    const board = publicPost(tl, 'story', { kind: 'step', events: [] }, rec.data.lang, false);
    // In words: the label of the button that would take the same action again (it is legal again now); else the
    // action as typed.
    const typed = last.action.replace(/^[^:]*:\s*/, '');
    const again = board.buttons.flat().find((b) => { const d = decodeId(b.id); return d && controlKind(d.what) === 'act' && d.arg === typed; });
    const action = again ? (/^\p{Lu}\p{Ll}/u.test(again.label) ? again.label[0].toLowerCase() + again.label.slice(1) : again.label) : typed;
    board.text = [t(rec.data.lang, 'undone', { player: seatName(rec, user.id), action }), ...board.text.filter((l) => l !== lookup(game.texts, rec.data.lang, 'done'))];
    return this.kept(now, [board, ...notesAfter(tl, [], user.id)], { spent: true }, sight);
  }

  /** Why `userId` may not undo now (a text code), or null. */
  private undoProblem(rec: GameRecord, game: AnyGame, userId: string): string | null {
    const log = this.repo.log(rec.id);
    const last = log[log.length - 1];
    if (!last || last.action.startsWith('#')) return 'undo-nothing';
    if (last.actorId !== userId) return 'undo-not-yours';
    if (last.turnKey !== game.turnKey(rec.data.engine)) return 'undo-other-turn';
    if (last.revealed) return 'undo-not-allowed';
    return null;
  }

  /** `/heist status`: the board for anyone; the lobby while gathering; a finished game's final picture and result
   * (and, for a seated reader, their own final private part) until a new game starts in the channel. */
  status(where: Where, viewer: UserRef): Result {
    const lang = localeOf(viewer.locale);
    const rec = this.repo.latest(where.channelId);
    if (!rec || (!rec.data.engine && rec.status !== 'lobby')) return fail(lang, 'no-game-here');
    const game = this.gameOf(rec);
    if (rec.status === 'lobby') return this.kept(rec, [this.lobbyPost(rec, game, lang)]);
    const tl = this.telling(rec, game, new Sight(game));
    const reader = this.seatFor(rec, game, viewer.id);
    return this.kept(rec, statusPosts(tl, lang, reader, rec.status === 'ended'));
  }

  /** `/heist hand`: what is private to you in this channel's game (also its last one, when over), with your controls;
   * only you see it. */
  hand(where: Where, user: UserRef): Result {
    const lang = localeOf(user.locale);
    const rec = this.repo.latest(where.channelId);
    if (!rec || (!rec.data.engine && rec.status !== 'lobby')) return fail(lang, 'no-game-here');
    if (rec.status === 'lobby') return fail(lang, 'game-not-started');
    const game = this.gameOf(rec);
    const seat = this.seatFor(rec, game, user.id);
    if (seat === null) return fail(lang, 'not-in-crew');
    const tl = this.telling(rec, game, new Sight(game));
    if (game.openInformation) {
      const board = publicPost(tl, 'hand', { kind: 'status' }, lang, false, null);
      return this.kept(rec, [{ ...board, audience: user.id, seat, via: 'answer', text: [t(lang, 'hand-open'), ...board.text] }]);
    }
    return this.kept(rec, [notePost(tl, seat, 'hand', 'answer', [])]);
  }

  /** `/heist web`: a private link to this channel's game (its last one, when over) for the asker's seat, or the
   * spectator view for anyone else; `revoke`: the seat's earlier links stop working first. Only the asker sees it. */
  web(where: Where, user: UserRef, revoke = false): Result {
    const lang = localeOf(user.locale);
    const rec = this.repo.latest(where.channelId);
    if (!rec || (!rec.data.engine && rec.status !== 'lobby')) return fail(lang, 'no-game-here');
    return this.webLink(rec, user, lang, revoke);
  }

  private webLink(rec: GameRecord, user: UserRef, lang: Locale, revoke: boolean): Result {
    if (!this.links) return fail(lang, 'web-off');
    // In the lobby a seat number is not yet the seat it will be: no link before the game begins.
    if (rec.status === 'lobby' || !rec.data.engine) return fail(lang, 'game-not-started');
    const game = this.gameOf(rec);
    const seat = this.seatFor(rec, game, user.id);
    if (revoke && seat === null) return fail(lang, 'web-revoke-spectator');
    let url: string;
    try {
      if (revoke) this.links.revoke(rec.id, seat!);
      url = this.links.url(rec.id, seat, rec.status === 'ended');
    } catch (e) {
      return saveFailure(lang, e);
    }
    const key = revoke ? 'web-revoked' : seat === null ? 'web-spectator' : 'web-seat';
    const tl = this.telling(rec, game, new Sight(game));
    // Not kept: the link is for its reader alone, and the kept posts are what an export shares. The address is in
    // the text, not on a button: an answer with controls would take the controls away from the reader's live note.
    const post = answerPost(tl, user.id, 'notice', [t(lang, key, { url, days: this.links.days })]);
    return this.answer(rec, [post], tl);
  }

  /** The web pages' buttons (when the bot serves them), added as posts are handed over, never kept: a link of its
   * own on a seat's note while the game goes on; on a public status post, a button that answers each presser with
   * their own link (a public post has many readers). */
  private withWeb(rec: GameRecord, posts: Post[]): Post[] {
    const web = this.links;
    if (!web || !rec.data.engine || rec.status === 'lobby') return posts;
    return posts.map((p) => {
      if ((p.kind === 'note' || p.kind === 'hand') && p.seat !== null && p.audience !== 'public' && rec.status === 'playing') {
        const url = web.url(rec.id, p.seat, false);
        return { ...p, ...withButton(p, { id: '', url, label: t(seatLang(rec, p.seat), 'button.web'), style: 'secondary' }) };
      }
      if (p.kind === 'status' && p.audience === 'public') {
        return { ...p, ...withButton(p, { id: encodeId(rec.id, rec.version, KEYS.web), label: t(rec.data.lang, 'button.web'), style: 'secondary' }) };
      }
      return p;
    });
  }

  /** The seat a person reads from: the one the game waits on, else their first. */
  private seatFor(rec: GameRecord, game: AnyGame, userId: string): number | null {
    const mine = seatsOf(rec, userId);
    if (mine.length === 0) return null;
    const waiting = rec.data.engine && rec.status === 'playing' ? game.waitingOn(rec.data.engine) : [];
    return mine.find((i) => waiting.includes(i)) ?? mine[0];
  }

  // ---- ending ------------------------------------------------------------------------------------------------------

  end(where: Where, user: UserRef, canManageChannel: boolean, confirmed: boolean): Result {
    const lang = localeOf(user.locale);
    let rec: GameRecord | null;
    try {
      rec = this.repo.active(where.channelId);
    } catch (e) {
      if (!(e instanceof DamagedGameError)) throw e;
      return this.endDamaged(e, user, lang, canManageChannel, confirmed);
    }
    if (!rec) return fail(lang, 'no-game-here');
    if (user.id !== rec.data.hostId && !canManageChannel) return fail(lang, 'end-not-allowed', { host: hostName(rec) });
    if (!confirmed) {
      const game = this.gameOf(rec);
      const tl = this.telling(rec, game, new Sight(game));
      const ask = answerPost(tl, user.id, 'notice', [t(lang, 'end-confirm')], {
        buttons: [[{ id: encodeId(rec.id, rec.version, KEYS.end, user.id), label: t(lang, 'button.end-confirm'), style: 'danger' }]], selects: [],
      });
      return this.kept(rec, [ask]);
    }
    return this.endGame(rec, user, lang);
  }

  private endConfirmed(rec: GameRecord, user: UserRef, lang: Locale, version: number, perms: { canManageChannel?: boolean }): Result {
    if (user.id !== rec.data.hostId && !perms.canManageChannel) return fail(lang, 'end-not-allowed', { host: hostName(rec) });
    if (version !== rec.version) return fail(lang, 'stale-button');
    return this.endGame(rec, user, lang);
  }

  /** A game whose saved data is damaged (it cannot be loaded): the host, or Manage Channels, may still end it. */
  private endDamaged(e: DamagedGameError, user: UserRef, lang: Locale, canManageChannel: boolean, confirmed: boolean): Result {
    if (user.id !== e.hostId && !canManageChannel) return fail(lang, 'end-not-allowed', { host: `<@${e.hostId}>` });
    const base = { seat: null, picture: null, mention: null, gameId: e.gameId, version: e.version, selects: [] };
    if (!confirmed) {
      const ask: Post = {
        ...base, kind: 'notice', audience: user.id, via: 'answer', text: [t(lang, 'damaged-end-confirm')],
        buttons: [[{ id: encodeId(e.gameId, e.version, KEYS.end, user.id), label: t(lang, 'button.end-confirm'), style: 'danger' }]],
      };
      return { ok: true, posts: [ask], channelId: e.channelId, gameId: e.gameId };
    }
    let version: number;
    try {
      version = this.repo.abandon(e.gameId, e.version, user.id);
    } catch (err) {
      return saveFailure(lang, err);
    }
    const done: Post = { ...base, version, kind: 'notice', audience: 'public', via: 'channel', text: [t(lang, 'damaged-ended', { player: user.name })], buttons: [] };
    return { ok: true, posts: [done], channelId: e.channelId, gameId: e.gameId, spent: true, finished: true };
  }

  /** The plain sentence for an error the table knows how to explain (damaged saved data), or null. */
  explain(err: unknown, locale?: string): string | null {
    if (!(err instanceof DamagedGameError)) return null;
    const lang = localeOf(locale);
    return err.step === null ? t(lang, 'damaged') : t(lang, 'damaged-at', { step: err.step });
  }

  /** The public notice of a damaged game, its host mentioned (the router posts it once), or null for another error. */
  damagedNotice(err: unknown, locale?: string): { gameId: number; channelId: string; hostId: string; text: string } | null {
    if (!(err instanceof DamagedGameError)) return null;
    const lang = localeOf(locale);
    const where = err.step === null ? '' : t(lang, 'damaged-notice-step', { step: err.step });
    return { gameId: err.gameId, channelId: err.channelId, hostId: err.hostId, text: t(lang, 'damaged-notice', { host: `<@${err.hostId}>`, where }) };
  }

  private endGame(rec: GameRecord, user: UserRef, lang: Locale): Result {
    const game = this.gameOf(rec);
    const next: GameRecord = { ...rec, version: rec.version + 1, status: 'ended' };
    const tl = this.telling(next, game, new Sight(game));
    const notice = noticePost(tl, [t(rec.data.lang, 'game-ended', { player: user.name })]);
    return this.commitPosts(rec, game, rec.data, [{ actorId: user.id, action: '#end', turnKey: '#end', revealed: false }], 'ended', null, [notice], lang, [], undefined, { spent: true, finished: true });
  }

  // ---- settings ----------------------------------------------------------------------------------------------------

  /** `/heist settings`: reminders on or off and their interval. Only the host or a channel manager; not a game step:
   * no log line, no snapshot, no new version (everyone's buttons stay valid, undo stays possible). */
  settings(where: Where, user: UserRef, st: { reminders?: boolean; intervalHours?: number; preview?: boolean }, perms: { canManageChannel?: boolean } = {}): Result {
    const lang = localeOf(user.locale);
    // Your own preference (any game, any channel): whether End turn first shows what would happen.
    let said: string | null = null;
    if (st.preview !== undefined) {
      try {
        this.store.setUserPref(user.id, 'preview', st.preview ? 'on' : 'off');
      } catch (e) {
        return saveFailure(lang, e);
      }
      said = t(lang, st.preview ? 'preview-on' : 'preview-off');
      if (st.reminders === undefined && st.intervalHours === undefined) {
        const rec = this.repo.active(where.channelId);
        const post: Post = {
          kind: 'notice', audience: user.id, seat: null, via: 'answer', text: [said], buttons: [], selects: [], picture: null, mention: null,
          gameId: rec?.id ?? 0, version: rec?.version ?? 0,
        };
        // Said in a game's channel, it is part of what this person was told there.
        return rec ? this.kept(rec, [post]) : { ok: true, posts: [post], channelId: where.channelId, gameId: 0 };
      }
    }
    const rec = this.repo.active(where.channelId);
    if (!rec) return fail(lang, 'no-game-here');
    if (user.id !== rec.data.hostId && !perms.canManageChannel) return fail(lang, 'settings-not-allowed', { host: hostName(rec) });
    if (st.intervalHours !== undefined && !(st.intervalHours >= 1 && st.intervalHours <= 168)) return fail(lang, 'bad-interval');
    const was = rec.data.reminderHours;
    let hours = was;
    if (st.reminders === false) hours = null;
    else if (st.reminders === true) hours = st.intervalHours ?? was ?? DEFAULT_REMINDER_HOURS;
    else if (st.intervalHours !== undefined && was !== null) hours = st.intervalHours;
    const data: Stored = { ...rec.data, reminderHours: hours };
    const game = this.gameOf(rec);
    const reminder = rec.status === 'playing' ? this.reminderFor(game, data) : null;
    try {
      this.store.setReminderInterval(rec.id, hours === null ? null : hours * HOUR);
      // The wait in progress: remind from now with the new interval (counting afresh), or not at all.
      if (hours !== was || st.intervalHours !== undefined) this.store.setReminder(rec.id, reminder ? { userId: reminder.userId, dueAt: reminder.dueAt } : null);
    } catch (e) {
      return saveFailure(lang, e);
    }
    const stillOff = hours === null && st.intervalHours !== undefined && st.reminders !== false;
    const text = stillOff ? t(lang, 'settings-still-off', { hours: st.intervalHours! })
      : hours === null ? t(lang, 'settings-off') : t(lang, 'settings-on', { hours });
    const tl = this.telling({ ...rec, data }, game, new Sight(game));
    return this.kept(rec, [noticePost(tl, said ? [said, text] : [text])]);
  }

  // ---- autocomplete and rules help -----------------------------------------------------------------------------------

  /** Autocomplete for a game verb's option: the asking person's legal actions (≤ 25), from their own view. */
  targets(where: Where, user: UserRef, verbName: string, typed: string, values: Record<string, string> = {}, focused?: string): Choice[] {
    const rec = this.repo.active(where.channelId);
    if (!rec || rec.status !== 'playing') return [];
    const game = this.gameOf(rec);
    const verb = game.verbs.find((v) => v.name === verbName || (v.verb ?? v.name) === verbName);
    if (!verb) return [];
    const s = rec.data.engine;
    const mine = seatsOf(rec, user.id);
    const waiting = game.waitingOn(s);
    const seat = mine.find((i) => waiting.includes(i)) ?? ((game.anytimeVerbs ?? []).includes(verb.verb ?? verb.name) ? mine[0] : undefined);
    if (seat === undefined) return [];
    const lang = localeOf(user.locale);
    const legal = game.legal(s, seat);
    const name = focused ?? verb.options[0]?.name ?? '';
    const vals = { ...values, [name]: typed };
    const out = game.complete
      ? game.complete({ view: game.view(s, seat), seat, lang, legal, verb, focused: name, values: vals })
      : defaultComplete(legal, verb.verb ?? verb.name, typed);
    // Discord refuses a whole answer that has one empty name or value: a verb legal without a target gets a labelled
    // choice instead (its value types nothing, see command()).
    const choices = out.map((c) => ({ name: c.name.trim().slice(0, 100), value: c.value.trim().slice(0, 100) })).filter((c) => c.name && c.value);
    const bare = legal.some((a) => a.verb === (verb.verb ?? verb.name) && a.args.length === 0);
    if (bare && name === verb.options[0]?.name) choices.unshift({ name: t(lang, 'no-target-needed'), value: NO_TARGET });
    return choices.slice(0, 25);
  }

  /** Rules help topics: this channel's game's, or every game's when none is here. Values are `kind|topic`. */
  rulesTopics(typed: string, locale?: string, where?: Where): Choice[] {
    const lang = localeOf(locale);
    const rec = where ? this.repo.active(where.channelId) : null;
    const games = rec ? [this.gameOf(rec)] : this.games.all();
    const out: Choice[] = [];
    for (const g of games) {
      for (const c of g.rules.topics(typed, lang)) {
        const name = games.length > 1 ? `${lookup(g.texts, lang, 'game.title') ?? g.kind}: ${c.name}` : c.name;
        out.push({ name: name.slice(0, 100), value: `${g.kind}|${c.value}`.slice(0, 100) });
      }
    }
    return out.slice(0, 25);
  }

  rulesHelp(topic: string, locale?: string, where?: Where): string {
    const lang = localeOf(locale);
    const bar = topic.indexOf('|');
    const named = bar > 0 ? this.games.get(topic.slice(0, bar)) : undefined;
    if (named) return named.rules.help(topic.slice(bar + 1), lang) ?? '';
    const rec = where ? this.repo.active(where.channelId) : null;
    const games = rec ? [this.gameOf(rec)] : this.games.all();
    for (const g of games) {
      const text = g.rules.help(topic, lang);
      if (text) return text;
    }
    return '';
  }

  // ---- reminders -----------------------------------------------------------------------------------------------------

  /** Reminders due now on the shards `isMine` says are this process's, each counted as it is made (a caller that
   * claims reminders itself and counts them after posting uses `reminderNotices`). */
  dueReminders(now: number, isMine?: (guildId: string | null) => boolean): ReminderNotice[] {
    const notices = this.reminderNotices(this.repo.due(now, isMine), now);
    for (const n of notices) this.repo.markReminded(n.gameId, n.next);
    return notices.filter((n) => n.post !== null);
  }

  /** What to say for each of these due reminders: a public post mentioning only the one waited on (kept with the
   * game), and when the next one falls due (null: no more for this wait; after the third, a final "the game is
   * waiting on X"). A reminder there is nothing to say for (the game ended, is damaged, has reminders off) comes
   * back with no post. Nothing is counted here: the caller counts each once it is posted. */
  reminderNotices(due: readonly { gameId: number; guildId: string | null; channelId: string; userId: string; count?: number; remindersSent?: number }[], now: number): ReminderNotice[] {
    const out: ReminderNotice[] = [];
    for (const d of due) {
      const settled = { gameId: d.gameId, channelId: d.channelId, guildId: d.guildId, userId: d.userId, post: null, final: true, next: null };
      let rec: GameRecord | null;
      try {
        rec = this.repo.active(d.channelId);
      } catch (e) {
        // A damaged game waits for its host: no reminders; every other game's go on.
        if (!(e instanceof DamagedGameError)) throw e;
        out.push(settled);
        continue;
      }
      if (!rec || rec.id !== d.gameId || rec.status !== 'playing' || rec.data.reminderHours === null) {
        out.push(settled);
        continue;
      }
      const lang = rec.data.lang;
      const count = d.count ?? d.remindersSent ?? 0;
      const name = rec.data.seats.find((x) => x.userId === d.userId)?.name ?? '';
      const final = count >= MAX_REMINDERS;
      const text = t(lang, final ? 'reminder-final' : 'reminder', { mention: `<@${d.userId}>`, player: name, hours: rec.data.reminderHours });
      const game = this.gameOf(rec);
      const post = noticePost(this.telling(rec, game, new Sight(game)), [text], d.userId, 'reminder');
      const [seq] = this.keep(rec.id, [post]);
      if (seq !== undefined) post.seq = seq;
      out.push({ ...settled, post, final, next: final ? null : now + rec.data.reminderHours * HOUR });
    }
    return out;
  }

  // ---- where posts went (for the one who delivers them) ----------------------------------------------------------------

  /** A kept post was delivered as this message; `live`: its controls still work. */
  delivered(post: Post, where: { channelId: string; messageId: string }, live: boolean): void {
    if (post.seq === undefined) return;
    try {
      this.store.delivered(post.gameId, post.seq, { ...where, live });
    } catch (e) {
      console.error('heist: could not note where a post went', e);
    }
  }

  /** Delivered posts of a game whose controls still work (of one audience when given). */
  livePosts(gameId: number, audience?: string): StoredPost[] {
    return this.store.livePosts(gameId, audience);
  }

  retired(gameId: number, seq: number): void {
    try {
      this.store.retired(gameId, seq);
    } catch (e) {
      console.error('heist: could not note a retired post', e);
    }
  }

  /** The kept post delivered as this message, if any. */
  postByMessage(messageId: string): StoredPost | null {
    return this.store.postByMessage(messageId);
  }

  /** Where the lobby message of a game is, if it was delivered. */
  lobbyMessage(gameId: number): { channelId: string; messageId: string } | null {
    const lobby = this.store.posts(gameId, { audiences: ['public'] }).filter((p) => p.kind === 'lobby' && p.messageId && p.channelId);
    const first = lobby[0];
    return first ? { channelId: first.channelId!, messageId: first.messageId! } : null;
  }

  gameOf(rec: GameRecord): AnyGame {
    return this.games.require(rec.data.kind ?? FIRST_KIND);
  }

  // ---- helpers ---------------------------------------------------------------------------------------------------

  private playing(rec: GameRecord | null, lang: Locale): { ok: true; rec: GameRecord } | Failure {
    if (!rec) return fail(lang, 'no-game-here');
    if (rec.status === 'lobby') return fail(lang, 'game-not-started');
    if (rec.status !== 'playing' || !rec.data.engine) return fail(lang, 'game-over');
    return { ok: true, rec };
  }

  /** The game as its posts are made: what it waits on, who is pinged, whether the waiting person may undo. */
  private telling(rec: GameRecord, game: AnyGame, sight: Sight, actorId: string | null = null, undoer: string | null = null): Telling {
    const s = rec.data.engine;
    const over = rec.status !== 'playing' || !s || game.result(s) !== null;
    const waiting = s && !over ? game.waitingOn(s) : [];
    const person = waiting.map((k) => rec.data.seats[k]).find((x) => x && !x.bot && x.userId);
    const pinged = person && person.userId !== actorId ? person.userId : null;
    // Undo on the public post (open information): for the one who just acted and can take it back, else whoever the
    // game waits on when their last step may be undone.
    let undoable = false;
    if (game.openInformation && !over && person) {
      undoable = undoer !== null ? undoer === person.userId : actorId === null && !this.undoProblem(rec, game, person.userId);
    }
    return { game, rec, sight, waiting, over, pinged, undoable };
  }

  /** Commits a step (its log entries, state, status, reminder) together with the posts that tell it (`answers`, a
   * word to the one who typed, come after them), all kept with the game. */
  private commitPosts(
    rec: GameRecord, game: AnyGame, data: Stored, entries: StepEntry[], status: Status, reminder: Reminder | null | undefined,
    posts: Post[], lang: Locale, answers: Post[] = [], sight?: Sight, flags: Flags = {},
  ): Result {
    const all = [...posts, ...answers];
    let saved: { version: number; seqs: number[] };
    try {
      saved = this.repo.commit(rec.id, rec.version, data, entries, status, reminder, all.map(toNewPost));
    } catch (e) {
      return saveFailure(lang, e);
    }
    all.forEach((p, k) => { p.seq = saved.seqs[k]; });
    const now: GameRecord = { ...rec, version: saved.version, data, status };
    return this.outcome(now, game, all, sight, flags);
  }

  /** Posts that are no step, kept with the game (the export shows them) and delivered. */
  private kept(rec: GameRecord, posts: Post[], flags: Flags = {}, sight?: Sight): Outcome {
    const seqs = this.keep(rec.id, posts);
    posts.forEach((p, k) => { if (seqs[k] !== undefined) p.seq = seqs[k]; });
    return this.outcome(rec, this.gameOf(rec), posts, sight, flags);
  }

  private keep(gameId: number, posts: Post[]): number[] {
    try {
      return this.repo.addPosts(gameId, posts.map(toNewPost));
    } catch (e) {
      // An answer that could not be kept is still given: only its place in the export is lost.
      console.error('heist: could not keep a post', e);
      return [];
    }
  }

  /** An answer that is neither a step nor kept (a confirm question, a refocused note). */
  private answer(rec: GameRecord, posts: Post[], tl: Telling, flags: Flags = {}): Outcome {
    return this.outcome(rec, tl.game, posts, tl.sight, flags);
  }

  private outcome(rec: GameRecord, game: AnyGame, posts: Post[], sight = new Sight(game), flags: Flags = {}): Outcome {
    const s = rec.data.engine;
    const picture = (p: Post): Buffer | null => {
      if (!p.picture || !s) return null;
      const lang = p.seat !== null ? seatLang(rec, p.seat) : rec.data.lang;
      return this.draw(game.kind, sight.view(s, p.picture.viewer), lang);
    };
    return {
      ok: true, posts: this.withWeb(rec, posts), channelId: rec.channelId, gameId: rec.id, picture,
      ...(flags.spent ? { spent: true } : {}), ...(flags.finished ? { finished: true } : {}), ...(flags.refocus ? { refocus: true } : {}),
      ...(flags.botsMoved ? { botsMoved: true } : {}),
    };
  }

  /** The reminder for the person the game waits on, or null (off, over, or only bots are waited on). */
  private reminderFor(game: AnyGame, data: Stored): Reminder | null {
    const s = data.engine;
    if (!s || game.result(s) || data.reminderHours === null) return null;
    const seat = game.waitingOn(s).map((k) => data.seats[k]).find((x) => x && !x.bot && x.userId);
    return seat ? { userId: seat.userId, dueAt: this.clock.now() + data.reminderHours * HOUR, count: 0 } : null;
  }
}

// ---- pure helpers ------------------------------------------------------------------------------------------------

/** The store as the table reads it: a game's reminder hours come from the store's interval column, which settings
 * change without a game step (the snapshot's copy is only what it was at the last step). */
function withReminderColumn(store: Store): Store {
  const hours = (g: StoredGame | null): StoredGame | null => {
    if (!g || typeof g.state !== 'object' || g.state === null) return g;
    const reminderHours = g.reminderIntervalMs === null ? null : g.reminderIntervalMs / HOUR;
    return { ...g, state: { ...(g.state as Stored), reminderHours } };
  };
  return new Proxy(store, {
    get(target, key) {
      if (key === 'activeGame') return (channelId: string) => hours(target.activeGame(channelId));
      if (key === 'latestGame') return (channelId: string) => hours(target.latestGame(channelId));
      if (key === 'game') return (id: number) => hours(target.game(id));
      const v: unknown = Reflect.get(target, key, target);
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

function toNewPost(p: Post): NewPost {
  const { kind, audience, seat, gameId: _g, version: _v, seq: _s, ...body } = p;
  return { kind, audience, seat, body };
}

function entryOf(x: Step): StepEntry {
  return { actorId: x.actorId, action: x.line, turnKey: x.turnKey, revealed: !x.undoable };
}

function seatOf(user: UserRef): Seat {
  return { userId: user.id, name: user.name, ...(user.locale ? { locale: user.locale } : {}) };
}

function seatsOf(rec: GameRecord, userId: string): number[] {
  return rec.data.seats.flatMap((s, i) => (s.userId === userId && !s.bot ? [i] : []));
}

function seatName(rec: GameRecord, userId: string): string {
  return rec.data.seats.find((s) => s.userId === userId)?.name ?? '';
}

function gameTitleOf(rec: GameRecord, game: AnyGame, lang: Locale): string {
  return lookup(game.texts, lang, 'game.title') ?? game.kind;
}

/** Mentions typed into an action (`from:@Bo` as `<@123>`) become the seat's name, the game's own word for a player. */
function withNames(rec: GameRecord, text: string): string {
  return text.replace(/<@!?(\d+)>/g, (m, id: string) => rec.data.seats.find((s) => s.userId === id)?.name ?? m);
}

function statusOf(game: AnyGame, state: unknown): Status {
  return game.result(state) ? 'over' : 'playing';
}

function defaultComplete(legal: Action[], verb: string, typed: string): Choice[] {
  const q = typed.trim().toLowerCase();
  const seen = new Set<string>();
  return legal.filter((a) => a.verb === verb).map((a) => a.args.join(' '))
    .filter((v) => v && !seen.has(v) && seen.add(v) && (!q || v.toLowerCase().includes(q)))
    .map((v) => ({ name: v, value: v }));
}

/** The table's checks of a game's options: known names, types, choices, ranges, and where they apply. */
function optionProblem(game: AnyGame, options: Options, dm: boolean): { code: string; params: Record<string, string | number> } | null {
  for (const [name, value] of Object.entries(options)) {
    const spec: OptionSpec | undefined = game.options.find((o) => o.name === name);
    if (!spec) return { code: 'bad-option', params: { option: name, game: game.kind } };
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

function fail(lang: Locale, code: string, params: Record<string, string | number> = {}, game?: AnyGame): Failure {
  const text = (game ? lookup(game.texts, lang, code, params) : null) ?? t(lang, code, params);
  return { ok: false, code, params, text };
}

function refusal(game: AnyGame, lang: Locale, r: { code: string; params: Record<string, string | number> }): Failure {
  const message = lookup(game.texts, lang, r.code, r.params) ?? r.code;
  return { ok: false, code: 'rule', params: { code: r.code, message }, text: message };
}

function saveFailure(lang: Locale, e: unknown): Failure {
  if (e instanceof StaleVersionError) return fail(lang, 'stale-button');
  if (e instanceof GameExistsError) return fail(lang, 'game-running');
  if (!(e instanceof StoreWriteError)) console.error('heist: could not save', e);
  return fail(lang, 'could-not-save');
}

/**
 * Display names as a game's player names: no colons (they separate name and action), no Markdown marks (\x60 is the
 * backtick), unique, not empty.
 */
export function uniqueNames(names: string[]): string[] {
  const out: string[] = [];
  const taken = new Set<string>();
  names.forEach((raw, i) => {
    let base = raw.replace(/[:\n\r\t@\x60*_~|]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 24);
    if (!base) base = `Player ${i + 1}`;
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base} ${n}`;
    taken.add(name.toLowerCase());
    out.push(name);
  });
  return out;
}

