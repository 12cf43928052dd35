// The Table: hosts any registered game between Discord and the store. Lobby and seats (bounds from the game), turns
// (from whom the game waits on), version checks, undo, reminders, bot seats, and posts with an audience: public ones
// made from the spectator view, private notes made from one seat's view. No discord.js types, no game's own concepts:
// a game is reached only through its module (src/core/module.ts). Shapes: types.ts; storage: persist.ts; messages: views.ts.
import { botLevel, type AnyGame, type Moment, type OptionSpec, type Options, type Presented } from '../core/module.js';
import type { GameRegistry } from '../core/registry.js';
import { Rng, seedRng } from '../core/rng.js';
import { localeOf, lookup } from '../core/text.js';
import { SPECTATOR, type Action, type GameEvent, type Locale } from '../core/types.js';
import { DamagedGameError, GameExistsError, StaleVersionError, StoreWriteError, type Store, type StoredGame } from '../store/types.js';
import { decodeId, encodeId } from './ids.js';
import type { GameRecord, Reminder, Repo, Seat, Status, Stored } from './persist.js';
import { replay } from './replay.js';
import { FIRST_KIND, isStore, storeRepo } from './store-repo.js';
import { tableText as t } from './text/index.js';
import { readTyped, withExample } from './typed.js';
import { addButton, emptyView, gameTitle, hostName, lobbyView, toView } from './views.js';
import type {
  ActionInput, Choice, Failure, Note, Outcome, ReminderNotice, Result, StartInput, TableOptions, UserRef, View, Where,
} from './types.js';

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

/** src/store's Store, or a Repo (persist.ts) already adapted. */
export type StoreLike = Store | Repo;

/** One accepted step, as the table reports it. */
interface Step {
  seat: number;
  before: unknown;
  after: unknown;
  events: GameEvent[];
  turnEnded: boolean;
}

export class Table {
  private readonly repo: Repo;
  /** The store itself when given one: settings change reminders there without a game step. */
  private readonly store: Store | null;
  private readonly clock: { now(): number };
  private readonly seed: () => number;
  private readonly pinnedSeeds: boolean;
  private readonly draw: TableOptions['render'];

  /** `games`: the registry the composition root (src/app.ts) hands over; the table imports no game. */
  constructor(store: StoreLike, readonly games: GameRegistry, opts: TableOptions = {}) {
    this.store = isStore(store) ? store : null;
    this.repo = this.store ? storeRepo(withReminderColumn(this.store), games) : (store as Repo);
    this.clock = opts.clock ?? { now: () => Date.now() };
    this.draw = opts.render ?? ((kind, view, lang) => games.require(kind).render(view, localeOf(lang)));
    this.seed = opts.seed ?? (() => Math.floor(Math.random() * 0x7fffffff));
    this.pinnedSeeds = opts.seed !== undefined;
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
    const problem = game.checkOptions?.(options, where.isDM) ?? optionProblem(game, options, where.isDM);
    if (problem) return fail(lang, problem.code, problem.params, game);
    const data: Stored = {
      kind, engine: null, setup: null, seats: [{ userId: host.id, name: host.name }], lobby: true, hostId: host.id,
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
    return { ok: true, reply: lobbyView(rec, this.gameOf(rec), lang) };
  }

  join(where: Where, user: UserRef, buttonVersion?: number): Result {
    return this.lobbyChange(where, user, buttonVersion, 'join');
  }

  leave(where: Where, user: UserRef, buttonVersion?: number): Result {
    return this.lobbyChange(where, user, buttonVersion, 'leave');
  }

  begin(where: Where, user: UserRef, buttonVersion?: number): Result {
    const lang = localeOf(user.locale);
    const rec = this.repo.active(where.channelId);
    if (!rec) return fail(lang, 'no-game-here');
    if (rec.status !== 'lobby') return fail(lang, 'game-running');
    if (buttonVersion !== undefined && buttonVersion !== rec.version) return fail(lang, 'stale-button');
    if (user.id !== rec.data.hostId) return fail(lang, 'only-host-begins', { host: hostName(rec) });
    // Pinned seeds (tests): the game's seed is derived from the game id, as the e2e tests were tuned to; otherwise a
    // fresh random seed, so no two servers' first games look alike.
    const seed = this.pinnedSeeds ? rec.id * 7919 + rec.version : this.seed();
    return this.beginGame(rec, user, lang, seed);
  }

  private lobbyChange(where: Where, user: UserRef, buttonVersion: number | undefined, what: 'join' | 'leave'): Result {
    const lang = localeOf(user.locale);
    const rec = this.repo.active(where.channelId);
    if (!rec) return fail(lang, 'no-game-here');
    if (rec.status !== 'lobby') return fail(lang, 'game-running');
    if (buttonVersion !== undefined && buttonVersion !== rec.version) return fail(lang, 'stale-button');
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
    const data: Stored = {
      ...rec.data,
      seats: what === 'join' ? [...seats, { userId: user.id, name: user.name }] : seats.filter((s) => s.userId !== user.id),
    };
    const saved = this.save(rec, data, user.id, `#${what}`, '#lobby', false, 'lobby', null, lang);
    if (!saved.ok) return saved;
    return { ok: true, reply: lobbyView(saved.rec, this.gameOf(saved.rec), rec.data.lang) };
  }

  private beginGame(rec: GameRecord, user: UserRef, lang: Locale, seed: number): Result {
    const game = this.gameOf(rec);
    const gameLang = rec.data.lang;
    const dm = rec.data.dm ?? rec.guildId === null;
    const humans = rec.data.seats;
    const plan = game.seating.plan({ options: rec.data.options, humans: humans.length, dm, seed });
    if (!plan.ok) return fail(lang, plan.code, plan.params, game);
    let bots = 0;
    const names = plan.seats.map((o) => ('human' in o ? humans[o.human].name : `Bot ${++bots}`));
    const started = game.setup({
      options: rec.data.options, names: uniqueNames(names), bots: plan.seats.map((o) => !('human' in o)), seed,
      seats: plan.seats, lang: gameLang,
    });
    if (!started.ok) return fail(lang, started.code, started.params, game);
    const seats: Seat[] = plan.seats.map((o, i) => ('human' in o
      ? { userId: humans[o.human].userId, name: started.names[i] }
      : { userId: '', name: started.names[i], bot: true }));
    const data: Stored = { ...rec.data, engine: started.state, setup: started.origin, seats, lobby: false, pendingEvents: [] };
    const saved = this.save(rec, data, user.id, '#begin', '#lobby', true, 'playing', this.reminderFor(game, data), lang);
    if (!saved.ok) return saved;
    // Bots who act first do so now; their moves are told in the start post.
    const bots_ = this.runBots(saved.rec, game);
    const now = bots_.rec;
    const startPost = this.publicView(now, game, gameLang, { kind: 'start' }, true, user.id);
    if (bots_.steps.length) {
      // The bots' turns are told first; where things stand, which their post repeats, is said once, by the start.
      const told = this.present(game, now, SPECTATOR, gameLang, this.turnMoment(game, bots_.steps), null).lines;
      startPost.text = [...told.filter((line) => !startPost.text.includes(line)), ...startPost.text];
    }
    const out: Outcome = { ok: true, reply: startPost, channelId: now.channelId };
    out.notes = this.notesAfter(now, game, user.id, bots_.steps);
    return this.finish(out, now, game);
  }

  // ---- actions ---------------------------------------------------------------------------------------------------

  act(where: Where, user: UserRef, action: ActionInput, buttonVersion?: number): Result {
    const lang = localeOf(user.locale);
    const got = this.playing(this.repo.active(where.channelId), lang, buttonVersion);
    if (!got.ok) return got;
    return this.actOn(got.rec, user, action, lang, false);
  }

  /** A game's slash command by name with its option values, e.g. ('move', { target: 'east' }) types 'move east'. */
  /** `preview`: the command's own `preview:` choice, over the player's setting (VerbSpec.preview). */
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
    const typed = { game, state: s, seat: seat ?? -1, command: name, values, lang, games: this.games.all(),
      mention: (id: string) => got.rec.data.seats.find((x) => x.userId === id)?.name };
    const read = seat === undefined ? null : readTyped(typed);
    if (read && !read.ok) return { ok: false, code: 'rule', params: { code: read.code, message: read.text }, text: read.text };
    const r = this.actOn(got.rec, user, read ? read.text : words.join(' '), lang, false, 'ask-typed', verb.preview ? preview : undefined);
    if (!r.ok && r.code === 'rule' && seat !== undefined) {
      r.text = withExample(typed, r.text ?? '');
      r.params = { ...r.params, message: r.text };
    }
    return r;
  }

  /** `confirm`: 'ask' when a person pressed it, 'ask-typed' when they typed it (an action with a preview then asks
   * first, unless they switched previews off: then only a typed one that repeats an end of a moment ago asks), 'given' when they
   * pressed Confirm, 'none' for the table's own API (tests, scripts). `preview` is a command's own choice, over their
   * setting. */
  private actOn(
    rec: GameRecord, user: UserRef, action: ActionInput, lang: Locale, fromNote: boolean,
    confirm: 'ask' | 'ask-typed' | 'given' | 'none' = 'none', preview?: boolean,
  ): Result {
    const game = this.gameOf(rec);
    const s = rec.data.engine;
    const mine = seatsOf(rec, user.id);
    if (mine.length === 0) return fail(lang, 'not-in-crew');
    const text = withNames(rec, typeof action === 'string' ? action : [action.verb, ...action.args].join(' '));
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
    if (!parsed.ok) return this.refusal(game, lang, parsed.rejection);
    const a: Action = parsed.action;
    if (rec.data.seats[a.player]?.userId !== user.id) return fail(lang, 'not-your-turn', { player: rec.data.seats[seat].name });
    const r = game.apply(s, a);
    if (!r.ok) return this.refusal(game, lang, r.rejection);
    if (confirm === 'ask' || confirm === 'ask-typed') {
      const foreseen = game.preview?.(s, a);
      const act = game.format(s, a).replace(/^[^:]*:\s*/, '');
      const wanted = preview ?? this.store?.userPref(user.id, 'preview') !== 'off';
      if (foreseen && wanted) return this.previewReply(rec, game, lang, act, foreseen);
      // Previews off: a typed one still asks when it would repeat a turn's end of seconds ago with nothing done since.
      if (foreseen && confirm === 'ask-typed' && this.justEnded(rec, game)) return this.previewReply(rec, game, lang, act, [], 'confirm-quick');
    }
    const step: Step = { seat: a.player, before: s, after: r.state, events: r.events, turnEnded: r.turnEnded };
    const whole = [...(rec.data.pendingEvents ?? []), ...r.events];
    const data: Stored = { ...rec.data, engine: r.state, pendingEvents: r.continues ? whole : [] };
    const status = statusOf(game, r.state);
    const saved = this.save(rec, data, user.id, game.format(s, a), game.turnKey(s), !r.undoable, status, this.reminderFor(game, data), lang);
    if (!saved.ok) return saved;
    const bots = this.runBots(saved.rec, game);
    return this.afterSteps(bots.rec, game, { ...step, events: whole }, bots.steps, user, lang, fromNote);
  }

  /** What an action would do, only to the person who asked, with a button to do it: the button carries this version,
   * so a second press, a double submit or a retried command can never do it twice. */
  private previewReply(rec: GameRecord, game: AnyGame, lang: Locale, act: string, events: GameEvent[], title = 'preview-title'): Outcome {
    const lines = [t(lang, title), ...events.map((e) => lookup(game.texts, lang, e.code, e.params) ?? e.code)];
    const reply: View = {
      ...emptyView(rec), ephemeral: true, text: lines,
      buttons: [[{
        id: encodeId(rec.id, rec.version, 'c', act),
        label: lookup(game.texts, lang, `confirm.${act.split(' ')[0]}`) ?? t(lang, 'button.confirm', { action: act }), style: 'danger',
      }]],
    };
    return { ok: true, reply, channelId: rec.channelId };
  }

  /** Whether the game's last step ended a turn (nothing has been done in this one) only seconds ago. */
  private justEnded(rec: GameRecord, game: AnyGame): boolean {
    const last = this.repo.log(rec.id).at(-1);
    if (!last || last.at === undefined || last.action.startsWith('#')) return false;
    return last.turnKey !== game.turnKey(rec.data.engine) && this.clock.now() - last.at < QUICK_REPEAT_MS;
  }

  /** While the game waits on a bot, the bot acts (from its own view), each step committed like a person's. */
  private runBots(rec: GameRecord, game: AnyGame): { rec: GameRecord; steps: Step[] } {
    const steps: Step[] = [];
    let now = rec;
    const rng = new Rng(seedRng((now.data.seed ?? 0) ^ now.version));
    for (let i = 0; i < MAX_BOT_STEPS && now.status === 'playing'; i++) {
      const s = now.data.engine;
      const seat = game.waitingOn(s).find((k) => now.data.seats[k]?.bot);
      if (seat === undefined) break;
      const legal = game.legal(s, seat);
      if (legal.length === 0) break;
      const a = game.bot({ view: game.view(s, seat), seat, legal, rng, level: botLevel(now.data.options) });
      const r = game.apply(s, a);
      if (!r.ok) {
        // Only the verb and the refusal's code: the action's arguments may name what the bot alone knows (a card).
        console.error(`heist: the ${game.kind} bot in seat ${seat} chose a refused action (${a.verb}: ${r.rejection.code})`);
        break;
      }
      const data: Stored = { ...now.data, engine: r.state, pendingEvents: [] };
      const saved = this.save(now, data, 'bot', game.format(s, a), game.turnKey(s), !r.undoable, statusOf(game, r.state), this.reminderFor(game, data), now.data.lang);
      if (!saved.ok) break;
      now = saved.rec;
      steps.push({ seat, before: s, after: r.state, events: r.events, turnEnded: r.turnEnded });
    }
    return { rec: now, steps };
  }

  /** The answer to a person's step and the bots' steps after it: a reply, the public post of the turn(s) that ended
   * and private notes. */
  private afterSteps(rec: GameRecord, game: AnyGame, step: Step, bots: Step[], user: UserRef, lang: Locale, fromNote: boolean): Outcome {
    const gameLang = rec.data.lang;
    const out: Outcome = { ok: true, reply: emptyView(rec), channelId: rec.channelId };
    const humanView = game.view(step.after, SPECTATOR);
    const before = game.view(step.before, SPECTATOR);
    // The reply is public (everyone sees what was played), made from the spectator view; a game with open
    // information also puts the next player's controls on it.
    const moment: Moment<unknown> = { kind: 'step', events: publicEvents(step.events), turnEnded: step.turnEnded, before };
    const last = rec.data.engine;
    // The last step of a game always gets the public post (the story, then the outcome), even mid-turn.
    const over = game.result(last) !== null;
    const posted = [...(step.turnEnded || (over && bots.length === 0) ? [step] : []), ...bots];
    if (fromNote) {
      // Pressed in a private note: the note itself is the reply (your hand, updated); the channel gets the public post.
      const seat = seatsOf(rec, user.id).find((k) => game.waitingOn(last).includes(k)) ?? step.seat;
      out.reply = this.noteView(rec, game, seat, lang, step.events.filter((e) => e.to?.includes(step.seat)));
      out.turnPost = posted.length
        ? this.publicView(rec, game, gameLang, this.turnMoment(game, posted), true, user.id)
        : this.publicView(rec, game, gameLang, { ...moment, turnEnded: false }, false, user.id);
      out.notes = this.notesAfter(rec, game, user.id, [step, ...bots]).filter((n) => n.userId !== user.id);
      out.fromNote = true;
      return this.finish(out, rec, game);
    }
    if (over) {
      // The outcome is said once, at the end of the post; the reply only says who ended the turn.
      const who = rec.data.seats[step.seat]?.name ?? user.name;
      out.reply = { ...emptyView(rec), text: [t(lang, step.turnEnded ? 'turn-ended' : 'made-last-move', { player: who })] };
    } else if (!step.turnEnded && bots.length === 0) {
      out.reply = this.publicView(rec, game, lang, moment, false, user.id);
      const asked = game.waitingOn(last).map((k) => rec.data.seats[k]).find((x) => x && !x.bot && x.userId !== user.id);
      if (asked && game.asked?.(last)) {
        out.askUserId = asked.userId;
        out.reply.mentionUserId = asked.userId;
      }
    } else {
      const lines = this.present(game, rec, SPECTATOR, lang, moment, null, humanView).lines;
      out.reply = { ...emptyView(rec), text: lines };
    }
    if (posted.length) out.turnPost = this.publicView(rec, game, gameLang, this.turnMoment(game, posted), true, user.id);
    out.notes = this.notesAfter(rec, game, user.id, [step, ...bots]);
    return this.finish(out, rec, game);
  }

  private turnMoment(game: AnyGame, steps: Step[]): Moment<unknown> {
    return {
      kind: 'turn', events: publicEvents(steps.flatMap((x) => x.events)),
      before: game.view(steps[0].before, SPECTATOR), by: steps[0].seat,
    };
  }

  private finish(out: Outcome, rec: GameRecord, game: AnyGame): Outcome {
    const result = game.result(rec.data.engine);
    if (result) {
      out.finished = game.openInformation
        ? (result.winners.length ? 'won' : 'lost')
        : 'over';
      if (out.turnPost) out.turnPost.buttons = [];
    }
    return out;
  }

  /** Private notes after some steps (games with secrets only): the actor's as an ephemeral reply, a DM for each other
   * person the game now waits on or who was told something privately; in a DM game, plain messages there. */
  private notesAfter(rec: GameRecord, game: AnyGame, actorId: string | null, steps: Step[]): Note[] {
    if (game.openInformation) return [];
    const s = rec.data.engine;
    const waiting = new Set(game.waitingOn(s));
    const dm = rec.data.dm ?? rec.guildId === null;
    const notes: Note[] = [];
    const done = new Set<string>();
    rec.data.seats.forEach((seat, i) => {
      if (seat.bot || !seat.userId) return;
      const told = steps.flatMap((x) => x.events).filter((e) => e.to?.includes(i));
      const isActor = seat.userId === actorId;
      if (!isActor && !waiting.has(i) && told.length === 0) return;
      const key = `${seat.userId}:${i}`;
      if (done.has(key)) return;
      done.add(key);
      const lang = rec.data.lang;
      const view = this.noteView(rec, game, i, lang, told);
      notes.push({ userId: seat.userId, view, via: dm ? 'here' : isActor ? 'reply' : 'dm' });
    });
    return notes;
  }

  /** A seat's private note: what only they know and their controls, from their own view. */
  private noteView(rec: GameRecord, game: AnyGame, seat: number, lang: Locale, told: GameEvent[]): View {
    const s = rec.data.engine;
    const view = game.view(s, seat);
    const p = game.present({ view, viewer: seat, lang, legal: game.legal(s, seat), moment: { kind: 'private', events: told }, name: (k) => rec.data.seats[k]?.name ?? '' });
    const out = toView(rec, p);
    out.ephemeral = true;
    if (game.privatePicture) out.image = () => this.draw!(game.kind, view, lang);
    return out;
  }

  button(where: Where, user: UserRef, customId: string, perms: { canManageChannel?: boolean } = {}): Result {
    const lang = localeOf(user.locale);
    const id = decodeId(customId);
    if (!id) return fail(lang, 'unknown-button');
    // The game is the button's own (a note's buttons may be pressed in a DM); who may act is the presser's seat.
    let rec: GameRecord | null;
    try {
      rec = this.repo.game(id.gameId);
    } catch (e) {
      if (!(e instanceof DamagedGameError) || id.what !== 'end') throw e;
      if (id.version !== e.version) return fail(lang, 'stale-button');
      return this.endDamaged(e, user, lang, perms.canManageChannel ?? false, true);
    }
    if (!rec) return fail(lang, 'no-game-here');
    if (rec.status === 'over' || rec.status === 'ended') return fail(lang, 'game-over');
    // Only the channel's open game takes buttons (a finished one's old message may still show them).
    if (this.repo.activeId(rec.channelId) !== rec.id) return fail(lang, 'stale-button');
    if (id.what === 'end') {
      if (user.id !== rec.data.hostId && !perms.canManageChannel) return fail(lang, 'end-not-allowed', { host: hostName(rec) });
      if (id.version !== rec.version) return fail(lang, 'stale-button');
      return this.endGame(rec, user, lang);
    }
    const here: Where = { guildId: rec.guildId, channelId: rec.channelId, isDM: rec.data.dm ?? rec.guildId === null };
    // Lobby buttons stay valid while the lobby is open: people join one after another from the same message.
    if (rec.status === 'lobby' && (id.what === 'join' || id.what === 'leave' || id.what === 'begin')) {
      if (id.what === 'join') return this.join(here, user);
      if (id.what === 'leave') return this.leave(here, user);
      return this.begin(here, user);
    }
    if (id.version !== rec.version) return fail(lang, 'stale-button');
    switch (id.what) {
      case 'undo': return this.undo(here, user);
      case 'status': return this.status(here, user);
      case 'hand': return this.hand(here, user);
      case 'a': case 'mb': case 'mc': case 'md': case 'me': case 'ab': case 'ac': case 'ad': case 'ae': case 'af': case 'ag': case 'ah': {
        const got = this.playing(rec, lang, id.version);
        if (!got.ok) return got;
        return this.actOn(got.rec, user, id.arg, lang, where.channelId !== rec.channelId || !this.gameOf(rec).openInformation, 'ask');
      }
      case 'c': {
        const got = this.playing(rec, lang, id.version);
        if (!got.ok) return got;
        return this.actOn(got.rec, user, id.arg, lang, where.channelId !== rec.channelId || !this.gameOf(rec).openInformation, 'given');
      }
      default: return fail(lang, 'unknown-button');
    }
  }

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
    const reply = this.publicView(now, game, lang, { kind: 'step', events: [] }, false, user.id);
    // In words: the label of the button that would take the same action again (it is legal again now), in the
    // reader's language; else the action as typed.
    const typed = last.action.replace(/^[^:]*:\s*/, '');
    const again = reply.buttons.flat().find((b) => { const d = decodeId(b.id); return d?.what === 'a' && d.arg === typed; });
    const action = again ? (/^\p{Lu}\p{Ll}/u.test(again.label) ? again.label[0].toLowerCase() + again.label.slice(1) : again.label) : typed;
    reply.text = [t(lang, 'undone', { action }), ...reply.text.filter((l) => l !== lookup(game.texts, lang, 'done'))];
    return { ok: true, reply, channelId: now.channelId, notes: this.notesAfter(now, game, user.id, []) };
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

  status(where: Where, viewer: UserRef): Result {
    const lang = localeOf(viewer.locale);
    const rec = this.repo.active(where.channelId);
    if (!rec) return fail(lang, 'no-game-here');
    if (rec.status === 'lobby') return { ok: true, reply: lobbyView(rec, this.gameOf(rec), lang) };
    const game = this.gameOf(rec);
    return { ok: true, reply: this.publicView(rec, game, lang, { kind: 'status' }, true, null), channelId: rec.channelId };
  }

  /** `/heist hand`: what is private to you in this channel's game, with your controls; only you see it. */
  hand(where: Where, user: UserRef): Result {
    const lang = localeOf(user.locale);
    const rec = this.repo.active(where.channelId);
    if (!rec) return fail(lang, 'no-game-here');
    if (rec.status === 'lobby') return fail(lang, 'game-not-started');
    const game = this.gameOf(rec);
    const mine = seatsOf(rec, user.id);
    if (mine.length === 0) return fail(lang, 'not-in-crew');
    if (game.openInformation) {
      const reply = this.publicView(rec, game, lang, { kind: 'status' }, false, null);
      reply.text.unshift(t(lang, 'hand-open'));
      reply.ephemeral = true;
      return { ok: true, reply };
    }
    const waiting = game.waitingOn(rec.data.engine);
    const seat = mine.find((i) => waiting.includes(i)) ?? mine[0];
    return { ok: true, reply: this.noteView(rec, game, seat, lang, []) };
  }

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
      return {
        ok: true,
        reply: {
          ...emptyView(rec), ephemeral: true, text: [t(lang, 'end-confirm')],
          buttons: [[{ id: encodeId(rec.id, rec.version, 'end', user.id), label: t(lang, 'button.end-confirm'), style: 'danger' }]],
        },
      };
    }
    return this.endGame(rec, user, lang);
  }

  /** A game whose saved data is damaged (it cannot be loaded): the host, or Manage Channels, may still end it. */
  private endDamaged(e: DamagedGameError, user: UserRef, lang: Locale, canManageChannel: boolean, confirmed: boolean): Result {
    if (user.id !== e.hostId && !canManageChannel) return fail(lang, 'end-not-allowed', { host: `<@${e.hostId}>` });
    const view: View = { gameId: e.gameId, version: e.version, text: [], buttons: [] };
    if (!confirmed) {
      return {
        ok: true,
        reply: {
          ...view, ephemeral: true, text: [t(lang, 'damaged-end-confirm')],
          buttons: [[{ id: encodeId(e.gameId, e.version, 'end', user.id), label: t(lang, 'button.end-confirm'), style: 'danger' }]],
        },
      };
    }
    const repo = this.repo;
    try {
      view.version = repo.abandon(e.gameId, e.version, user.id);
    } catch (err) {
      return saveFailure(lang, err);
    }
    return { ok: true, reply: { ...view, text: [t(lang, 'damaged-ended', { player: user.name })] } };
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
    const saved = this.save(rec, rec.data, user.id, '#end', '#end', false, 'ended', null, lang);
    if (!saved.ok) return saved;
    return { ok: true, reply: { ...emptyView(saved.rec), text: [t(rec.data.lang, 'game-ended', { player: user.name })] } };
  }

  /** `/heist settings`: reminders on or off and their interval. Only the host or a channel manager; not a game step:
   * no log line, no snapshot, no new version (everyone's buttons stay valid, undo stays possible). */
  settings(where: Where, user: UserRef, st: { reminders?: boolean; intervalHours?: number; preview?: boolean }, perms: { canManageChannel?: boolean } = {}): Result {
    const lang = localeOf(user.locale);
    // Your own preference (any game, any channel): whether End turn first shows what would happen.
    if (st.preview !== undefined) {
      if (!this.store) return fail(lang, 'could-not-save');
      try {
        this.store.setUserPref(user.id, 'preview', st.preview ? 'on' : 'off');
      } catch (e) {
        return saveFailure(lang, e);
      }
      if (st.reminders === undefined && st.intervalHours === undefined) {
        return { ok: true, reply: { gameId: 0, version: 0, text: [t(lang, st.preview ? 'preview-on' : 'preview-off')], buttons: [], ephemeral: true } };
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
      if (this.store) {
        this.store.setReminderInterval(rec.id, hours === null ? null : hours * HOUR);
        // The wait in progress: remind from now with the new interval (counting afresh), or not at all.
        if (hours !== was || st.intervalHours !== undefined) this.store.setReminder(rec.id, reminder ? { userId: reminder.userId, dueAt: reminder.dueAt } : null);
      } else {
        // A bare Repo (no store) has no place for the interval but the snapshot.
        const saved = this.save(rec, data, user.id, '#settings', '#settings', false, rec.status, reminder, lang);
        if (!saved.ok) return saved;
      }
    } catch (e) {
      return saveFailure(lang, e);
    }
    const stillOff = hours === null && st.intervalHours !== undefined && st.reminders !== false;
    const text = stillOff ? t(lang, 'settings-still-off', { hours: st.intervalHours! })
      : hours === null ? t(lang, 'settings-off') : t(lang, 'settings-on', { hours });
    return { ok: true, reply: { ...emptyView(rec), text: [text] }, channelId: rec.channelId };
  }

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
    if (bar > 0 && this.games.get(topic.slice(0, bar))) return this.games.get(topic.slice(0, bar))!.rules.help(topic.slice(bar + 1), lang) ?? '';
    const rec = where ? this.repo.active(where.channelId) : null;
    const games = rec ? [this.gameOf(rec)] : this.games.all();
    for (const g of games) {
      const text = g.rules.help(topic, lang);
      if (text) return text;
    }
    return '';
  }

  // ---- reminders and the status message -------------------------------------------------------------------------

  dueReminders(now: number, isMine?: (guildId: string | null) => boolean): ReminderNotice[] {
    const out: ReminderNotice[] = [];
    for (const due of this.repo.due(now, isMine)) {
      let rec: GameRecord | null;
      try {
        rec = this.repo.active(due.channelId);
      } catch (e) {
        // A damaged game waits for its host: no reminders; every other game's go on.
        if (!(e instanceof DamagedGameError)) throw e;
        this.repo.markReminded(due.gameId, null);
        continue;
      }
      if (!rec || rec.id !== due.gameId || rec.status !== 'playing' || rec.data.reminderHours === null) {
        this.repo.markReminded(due.gameId, null);
        continue;
      }
      const lang = rec.data.lang;
      const name = rec.data.seats.find((x) => x.userId === due.userId)?.name ?? '';
      const final = due.count >= MAX_REMINDERS;
      const text = t(lang, final ? 'reminder-final' : 'reminder', { mention: `<@${due.userId}>`, player: name, hours: rec.data.reminderHours });
      this.repo.markReminded(due.gameId, final ? null : now + rec.data.reminderHours * HOUR);
      out.push({ channelId: due.channelId, guildId: due.guildId, userId: due.userId, text, final });
    }
    return out;
  }

  /** The latest public message of a game, by game id (finished games too): the one that may still have buttons. */
  boardMessageId(gameId: number): string | null {
    return this.repo.statusMessageId(gameId);
  }

  setBoardMessage(gameId: number, messageId: string): void {
    this.repo.setStatusMessage(gameId, messageId);
  }

  /** The game commands of every registered game, for the Discord layer (names, options, descriptions). */
  gameOf(rec: GameRecord): AnyGame {
    return this.games.require(rec.data.kind ?? FIRST_KIND);
  }

  // ---- helpers ---------------------------------------------------------------------------------------------------

  private playing(rec: GameRecord | null, lang: Locale, buttonVersion?: number): { ok: true; rec: GameRecord } | Failure {
    if (!rec) return fail(lang, 'no-game-here');
    if (rec.status === 'lobby') return fail(lang, 'game-not-started');
    if (rec.status !== 'playing' || !rec.data.engine) return fail(lang, 'game-over');
    if (buttonVersion !== undefined && buttonVersion !== rec.version) return fail(lang, 'stale-button');
    return { ok: true, rec };
  }

  private save(
    rec: GameRecord, data: Stored, actorId: string, action: string, key: string, revealed: boolean, status: Status,
    reminder: Reminder | null, lang: Locale,
  ): { ok: true; rec: GameRecord } | Failure {
    try {
      const version = this.repo.commit(rec.id, rec.version, data, { actorId, action, turnKey: key, revealed }, status, reminder);
      return { ok: true, rec: { ...rec, version, data, status } };
    } catch (e) {
      return saveFailure(lang, e);
    }
  }

  /** The reminder for the person the game waits on, or null (off, over, or only bots are waited on). */
  private reminderFor(game: AnyGame, data: Stored): Reminder | null {
    const s = data.engine;
    if (!s || game.result(s) || data.reminderHours === null) return null;
    const seat = game.waitingOn(s).map((k) => data.seats[k]).find((x) => x && !x.bot && x.userId);
    return seat ? { userId: seat.userId, dueAt: this.clock.now() + data.reminderHours * HOUR, count: 0 } : null;
  }

  private refusal(game: AnyGame, lang: Locale, r: { code: string; params: Record<string, string | number> }): Failure {
    const message = lookup(game.texts, lang, r.code, r.params) ?? r.code;
    return { ok: false, code: 'rule', params: { code: r.code, message }, text: message };
  }

  /** The user who must act now, to be mentioned: not the one who is already looking (pingExcept), never when null. */
  private pinged(rec: GameRecord, game: AnyGame, pingExcept: string | null): string | null {
    const s = rec.data.engine;
    if (pingExcept === null || !s || game.result(s)) return null;
    const seat = game.waitingOn(s).map((k) => rec.data.seats[k]).find((x) => x && !x.bot);
    return seat && seat.userId !== pingExcept ? seat.userId : null;
  }

  private present(game: AnyGame, rec: GameRecord, viewer: number, lang: Locale, moment: Moment<unknown>, ping: string | null, view?: unknown): Presented {
    const s = rec.data.engine;
    const waitingSeat = game.waitingOn(s)[0];
    const legal = game.openInformation && waitingSeat !== undefined && viewer === SPECTATOR ? game.legal(s, waitingSeat) : [];
    return game.present({
      view: view ?? game.view(s, viewer), viewer, lang, legal, moment,
      name: (k) => {
        const seat = rec.data.seats[k];
        return seat && ping && seat.userId === ping ? `<@${seat.userId}> (${seat.name})` : seat?.name ?? '';
      },
    });
  }

  /** A public message from the spectator view: text, the picture when asked, and (open information only) the
   * waiting player's controls with Undo when it would be accepted. */
  private publicView(rec: GameRecord, game: AnyGame, lang: Locale, moment: Moment<unknown>, withImage: boolean, pingExcept: string | null): View {
    const ping = this.pinged(rec, game, pingExcept);
    const p = this.present(game, rec, SPECTATOR, lang, moment, ping);
    const view = toView(rec, p);
    const s = rec.data.engine;
    if (withImage) {
      const spectator = game.view(s, SPECTATOR);
      view.image = () => this.draw!(game.kind, spectator, lang);
    }
    if (ping) view.mentionUserId = ping;
    if (game.openInformation && !game.result(s)) {
      const seat = rec.data.seats[game.waitingOn(s)[0]];
      if (seat && !this.undoProblem(rec, game, seat.userId)) addButton(view, { id: encodeId(rec.id, rec.version, 'undo'), label: t(lang, 'button.undo'), style: 'secondary' });
    } else if (!game.openInformation && !game.result(s)) {
      addButton(view, { id: encodeId(rec.id, rec.version, 'hand'), label: t(lang, 'button.hand'), style: 'secondary' });
    }
    return view;
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
      if (key === 'game') return (id: number) => hours(target.game(id));
      const v: unknown = Reflect.get(target, key, target);
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

/** Events anyone may read. */
function publicEvents(events: GameEvent[]): GameEvent[] {
  return events.filter((e) => !e.to);
}

function seatsOf(rec: GameRecord, userId: string): number[] {
  return rec.data.seats.flatMap((s, i) => (s.userId === userId && !s.bot ? [i] : []));
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
  const text = code === 'rule' ? String(params.message ?? '')
    : (game ? lookup(game.texts, lang, code, params) : null) ?? t(lang, code, params);
  return { ok: false, code, params, text };
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
