// What every part of the table shares: the store and its Repo, the registry, the clock, seeds, pictures and web links
// (`Context`), with the helpers each call tells and keeps a step by (telling, commitPosts, kept, answer, outcome), the
// failures every part answers with (fail, refusal, saveFailure) and the seat helpers. Parts import this, never Table.
import { hash } from 'node:crypto';
import { viewJson } from '../core/view-json.js';
import type { AnyGame } from '../core/module.js';
import type { GameRegistry } from '../core/registry.js';
import { fitAlt } from '../core/alt-text.js';
import { localeOf, lookup, quotedStart } from '../core/text.js';
import type { GameEvent, Locale } from '../core/types.js';
import {
  GameExistsError, StaleVersionError, StoreWriteError, type NewPost, type Store, type StoredPost,
} from '../store/types.js';
import { lastingControl } from './ids.js';
import { BOT_ACTOR, entryVerb, isSeatChange, type GameRecord, type LogEntry, type Reminder, type Repo, type Status, type StepEntry, type Stored } from './persist.js';
import { seatLang, Sight, withWebLinks, type Step, type Telling } from './posts.js';
import { FIRST_KIND, storeRepo } from './store-repo.js';
import { tableText as t } from './text/index.js';
import type { Failure, PictureJob, Plan, Post, Pressed, Result, Retired, TableOptions, WebLinks } from './types.js';

export const HOUR = 3_600_000;
/** A person's own choices, kept by the store for every game: their turns by DM (`/heist settings dm:`), and their DMs
 * found closed (no DM is tried again until they ask for their turns there again). */
export const TURNS = 'turns';
export const DMS = 'dms';
export const DEFAULT_REMINDER_HOURS = 12;

/** Whether a post went as a message only its reader sees (gone from their screen once their client reloads): its
 * attempt, the deliverer's own JSON, says so (src/delivery/route.ts, Attempt). */
function ephemeral(p: StoredPost): boolean {
  try {
    return !!p.attempt && (JSON.parse(p.attempt) as { ephemeral?: boolean } | null)?.ephemeral === true;
  } catch {
    return false;
  }
}

/** What a call says of its plan besides its posts: a step was taken (the pressed message's controls are spent), the
 * game ended, bots moved, or the only post is the pressed note shown again (`refocus`). */
export interface Flags { spent?: boolean; finished?: boolean; refocus?: boolean; botsMoved?: boolean }

export class Context {
  readonly repo: Repo;
  readonly clock: { now(): number };
  readonly seed: () => number;
  /** A server lobby's game takes its seed from its id (TableOptions.lobbySeedFromId). */
  readonly lobbySeedFromId: boolean;
  readonly links: WebLinks | undefined;
  readonly retentionDays: number | null;
  /** The person's call being answered (`pressed`): the message pressed, and the controls its step's commit marked to go. */
  private pressing: { messageId: string | undefined; retired?: { gameId: number; seqs: Set<number> } } | null = null;

  /** `games`: the registry the composition root (src/app.ts) hands over; the table imports no game. */
  constructor(readonly store: Store, readonly games: GameRegistry, opts: TableOptions = {}) {
    this.repo = storeRepo(store, games);
    this.clock = opts.clock ?? { now: () => Date.now() };
    this.seed = opts.seed ?? (() => Math.floor(Math.random() * 0x7fffffff));
    this.lobbySeedFromId = opts.seed !== undefined && opts.lobbySeedFromId !== false;
    this.links = opts.web;
    this.retentionDays = opts.retentionDays ?? null;
    this.warn = opts.warn ?? ((msg, fields) => console.error(`heist: ${msg}`, fields));
  }

  /** TableOptions.warn. */
  readonly warn: (msg: string, fields: Record<string, unknown>) => void;

  gameOf(rec: GameRecord): AnyGame {
    return this.games.require(rec.data.kind ?? FIRST_KIND);
  }

  /** The channel's game in play, or why there is none for `userId` to act on. */
  playingIn(channelId: string, lang: Locale, userId: string): { ok: true; rec: GameRecord } | Failure {
    const rec = this.repo.active(channelId);
    // A game that ended here is said to be over, not never to have been.
    if (!rec) return fail(lang, this.repo.latest(channelId)?.data.engine ? 'game-over' : 'no-game-here');
    return this.playing(rec, lang, userId);
  }

  playing(rec: GameRecord | null, lang: Locale, userId: string): { ok: true; rec: GameRecord } | Failure {
    if (!rec) return fail(lang, 'no-game-here');
    if (rec.status === 'lobby') return this.notBegun(rec, userId, lang);
    if (rec.status !== 'playing' || !rec.data.engine) return fail(lang, 'game-over');
    return { ok: true, rec };
  }

  /** A lobby's game asked for before it begins: what this person does next (the host begins it, one not in the crew
   * joins it, one in it waits). */
  notBegun(rec: GameRecord, userId: string, lang: Locale): Failure {
    if (userId === rec.data.hostId) return fail(lang, 'game-not-started-host');
    if (!rec.data.seats.some((x) => x.userId === userId)) return fail(lang, 'game-not-started-join');
    return fail(lang, 'game-not-started');
  }

  /** The game as its posts are made: what it waits on, who is pinged, whether the waiting person may undo. */
  telling(rec: GameRecord, game: AnyGame, sight: Sight, actorId: string | null = null, undoer: string | null = null): Telling {
    const s = rec.data.engine;
    const over = rec.status !== 'playing' || !s || game.result(s) !== null;
    const waiting = s && !over ? game.waitingOn(s) : [];
    const person = waiting.map((k) => rec.data.seats[k]).find((x) => x && !x.bot && !x.away && x.userId);
    const pinged = person && person.userId !== actorId ? person.userId : null;
    // Undo on the public post (open information): for the one who just acted and can take it back, else whoever the
    // game waits on when their last step may be undone.
    let undoable = false;
    if (game.openInformation && !over && person) {
      undoable = undoer !== null ? undoer === person.userId : actorId === null && !this.undoProblem(rec, game, person.userId);
    }
    return { game, rec, sight, waiting, over, pinged, undoable, earlier: this.earlierNotes(rec.id), shownInDm: this.shownInDm(rec.id, rec.channelId), byDm: (userId) => this.wantsDm(userId) && this.mayDm(userId) };
  }

  /** Whether a person asked for their turns by DM, and whether the bot may DM them (not once their DMs were found
   * closed). */
  wantsDm(userId: string): boolean {
    return this.store.userPref(userId, TURNS) === 'dm';
  }
  mayDm(userId: string): boolean {
    return this.store.userPref(userId, DMS) !== 'closed';
  }

  /** For one who takes their turns by DM: the lines of their latest note of this game as it stands in that DM (a
   * message of the bot's there, no ephemeral one), read when a note of their move is made. */
  private shownInDm(gameId: number, gameChannel: string): (userId: string) => readonly string[] | null {
    return (userId) => {
      if (!this.wantsDm(userId) || !this.mayDm(userId)) return null;
      const last = this.store.latestPost(gameId, userId, (p) => (p.kind === 'note' || p.kind === 'hand') && !!p.messageId, 0);
      if (!last || !last.channelId || last.channelId === gameChannel || ephemeral(last)) return null;
      return ((last.body ?? {}) as Partial<Post>).text ?? null;
    };
  }

  /** What each reader was told in notes that awaited them (outbox 3, never sent), read once per telling when a note
   * is made: the next note made for them tells it first and folds them. */
  private earlierNotes(gameId: number): (userId: string) => { seqs: number[]; told: GameEvent[]; lead: string[] } | null {
    let awaiting: StoredPost[] | null = null;
    return (userId) => {
      awaiting ??= this.store.awaiting(gameId);
      const mine = awaiting.filter((p) => p.audience === userId && (p.kind === 'note' || p.kind === 'hand'));
      if (mine.length === 0) return null;
      const body = (p: StoredPost) => (p.body ?? {}) as Partial<Post>;
      return { seqs: mine.map((p) => p.seq), told: mine.flatMap((p) => body(p).told ?? []), lead: mine.flatMap((p) => body(p).lead ?? []) };
    };
  }

  /** Commits a step (its log entries, state, status, reminder) together with the posts that tell it (`answers`, a
   * word to the one who typed, come after them), all kept with the game. */
  commitPosts(
    rec: GameRecord, game: AnyGame, data: Stored, entries: StepEntry[], status: Status, reminder: Reminder | null | undefined,
    posts: Post[], lang: Locale, answers: Post[] = [], sight?: Sight, flags: Flags = {},
  ): Result {
    reminder = this.continuedWait(rec.id, reminder, entries.map((e) => e.actorId));
    const all = withWebLinks(this.links, { ...rec, data, status }, [...posts, ...answers]);
    const now: GameRecord = { ...rec, data, status };
    this.markPictures(now, game, all, sight ?? new Sight(game));
    const { superseded, retire } = this.supersededAhead(rec.id, all, flags);
    let saved: { version: number; seqs: number[] };
    try {
      saved = this.repo.commit(rec.id, rec.version, data, entries, status, reminder, all.map(toNewPost), foldsOf(all), retire);
    } catch (e) {
      return saveFailure(lang, e);
    }
    if (this.pressing) this.pressing.retired = { gameId: rec.id, seqs: new Set(retire) };
    all.forEach((p, k) => { p.seq = saved.seqs[k]; });
    this.keptPictures(rec.id, rec.version, saved.version, all);
    return this.plan({ ...now, version: saved.version }, game, all, sight, flags, superseded);
  }

  /** In a person's call (`pressing`): the earlier controls these posts supersede, marked to go in the transaction that
   * keeps the posts (a step's commit, or posts kept outside a step), read before it as the plan would read them after
   * it (every post of it kept); the press settles nothing more but the pressed message's own (`retiredWithStep`). */
  private supersededAhead(gameId: number, posts: Post[], flags: Flags): { superseded: StoredPost[] | undefined; retire: number[] } {
    if (!this.pressing) return { superseded: undefined, retire: [] };
    const superseded = this.superseded(gameId, flags.refocus && posts[0] ? posts.slice(1) : posts, flags, () => true);
    return { superseded, retire: this.retiredWithStep(gameId, posts, flags, superseded) };
  }

  /** Of the posts a step supersedes, those `pressedOn` would mark to go once the press is settled (`settlePressed`):
   * all but the pressed message's own when the press spends it (its controls go with the press itself). */
  private retiredWithStep(gameId: number, posts: Post[], flags: Flags, superseded: StoredPost[]): number[] {
    const messageId = this.pressing?.messageId;
    const spends = !!messageId && !!flags.spent && !(flags.refocus && posts[0])
      && !(posts[0]?.replaces === 'lobby' && this.lobbyMessage(gameId)?.messageId === messageId);
    return superseded.filter((p) => !spends || p.messageId !== messageId).map((p) => p.seq);
  }

  /** Posts that are no step, kept with the game (the export shows them) and delivered (`lang`: a status's, when it was
   * asked in another than the game's). */
  kept(rec: GameRecord, given: Post[], flags: Flags = {}, sight?: Sight, lang?: string): Plan {
    const posts = withWebLinks(this.links, rec, given, lang);
    const game = this.gameOf(rec);
    this.markPictures(rec, game, posts, sight ?? new Sight(game));
    // None to keep: nothing is written, and the press marks the controls to go after it, as before.
    const { superseded, retire } = posts.length ? this.supersededAhead(rec.id, posts, flags) : { superseded: undefined, retire: [] };
    const seqs = this.keep(rec.id, posts, retire);
    const keptAll = posts.length > 0 && seqs.length === posts.length;
    if (this.pressing && keptAll) this.pressing.retired = { gameId: rec.id, seqs: new Set(retire) };
    posts.forEach((p, k) => { if (seqs[k] !== undefined) p.seq = seqs[k]; });
    this.keptPictures(rec.id, rec.version, rec.version, posts);
    // Not kept (the store refused): the plan supersedes nothing of it, as before.
    return this.plan(rec, game, posts, sight, flags, keptAll ? superseded : undefined);
  }

  keep(gameId: number, posts: Post[], retire: number[] = []): number[] {
    try {
      return this.repo.addPosts(gameId, posts.map(toNewPost), foldsOf(posts), retire);
    } catch (e) {
      // An answer that could not be kept is still given: only its place in the export is lost.
      this.warn('could not keep a post', { gameId, err: e });
      return [];
    }
  }

  /** An answer that is neither a step nor kept (a confirm question, a refocused note, a private link). */
  answer(rec: GameRecord, posts: Post[], tl: Telling, flags: Flags = {}): Plan {
    return this.plan(rec, tl.game, posts, tl.sight, flags);
  }

  /**
   * The plan of a call: its posts with their pictures (as data: the view each is drawn from), what becomes of the
   * pressed message (settled by `pressedOn` once the message is known), and the earlier messages whose controls go:
   * a reader's older live messages when a new post with controls or a picture reaches them, every live one when the
   * game is over.
   */
  plan(rec: GameRecord, game: AnyGame, posts: Post[], sight = new Sight(game), flags: Flags = {}, superseded?: StoredPost[]): Plan {
    let shown = posts;
    let pressed: Pressed = { fate: 'keep' };
    if (flags.refocus && posts[0]) [pressed, shown] = [{ fate: 'becomes', post: posts[0] }, posts.slice(1)];
    else if (flags.spent) pressed = { fate: 'spend', posts: [] };
    const pictures = shown.map((p) => this.madeJob(rec, p) ?? this.pictureJob(rec, game, p, sight));
    // Posts not kept (an answer, a note refocused in place) are described here; kept ones were, before keeping.
    shown.forEach((p, k) => { const job = pictures[k]; if (job && p.alt === undefined) describeInto(game, p, job); });
    if (pressed.fate === 'becomes' && pressed.post.alt === undefined && pressed.post.picture) {
      const job = this.pictureJob(rec, game, pressed.post, sight);
      if (job) describeInto(game, pressed.post, job);
    }
    const retire = superseded ?? this.superseded(rec.id, shown, flags, (p) => p.seq !== undefined);
    return {
      ok: true, posts: shown, pictures, channelId: rec.channelId, gameId: rec.id,
      pressed, retire: retire.map((p) => this.retired(p)),
      ...(flags.finished ? { finished: true } : {}), ...(flags.botsMoved ? { botsMoved: true } : {}),
    };
  }

  /** The earlier posts whose controls `shown` (those of them `kept`) supersede: a reader's older live messages when a
   * new post with controls or a picture reaches them, every live one when the game is over; and posts still in the
   * outbox (an earlier delivery failed) with controls, superseded so. */
  private superseded(gameId: number, shown: Post[], flags: Flags, kept: (p: Post) => boolean): StoredPost[] {
    const readers = new Set(shown.filter((p) => kept(p) && !p.replaces && (hasStaleControls(p) || p.picture)).map((p) => p.audience));
    const superseded = (p: StoredPost) => flags.finished || readers.has(p.audience);
    const ours = (p: StoredPost) => shown.some((q) => q.seq === p.seq);
    // My hand and Web work for the game's whole life (controls.ts): a post showing only them keeps them, even at the end
    // (one delivered so is not even read: `Fate.lasting`).
    // A lobby message deleted (a moderator) and posted anew is gone: nothing is tried on it again.
    // Read only when a lobby post is there to judge: where the lobby is reads every public post of the game.
    let lobby: string | null | undefined;
    const gone = (p: StoredPost) => {
      if (p.kind !== 'lobby' || !p.messageId) return false;
      if (lobby === undefined) lobby = this.lobbyMessage(gameId)?.messageId ?? null;
      return !!lobby && p.messageId !== lobby;
    };
    const retiring = this.store.supersedable(gameId)
      .filter((p) => superseded(p) && !ours(p) && !gone(p) && hasStaleControls((p.body ?? {}) as Post));
    // Posts still in the outbox (an earlier delivery failed) go without their controls once superseded.
    const waiting = this.store.undelivered(gameId).filter((p) => superseded(p) && !ours(p) && hasControls((p.body ?? {}) as Post));
    return [...retiring, ...waiting];
  }

  /** An earlier message as its controls go: whether its message shows a picture (its own, or the one a note shown
   * again in place kept: its reader's, unchanged). */
  retired(p: StoredPost, shows?: Retired['shows']): Retired {
    const body = (p.body ?? {}) as Partial<Post>;
    // A lobby post retired after a later one closed the lobby (the heist begun or called off): it shows what the lobby
    // message says now. Its `shows` is not kept with the retirement: retired again after a crash, it would otherwise
    // put the invitation back.
    if (!shows && p.kind === 'lobby') {
      const closed = this.store.posts(p.gameId, { audiences: ['public'], afterSeq: p.seq }).filter((q) => q.kind === 'lobby').at(-1);
      const last = (closed?.body ?? null) as Partial<Post> | null;
      if (last && !last.buttons?.length) shows = { text: last.text ?? [], buttons: [], selects: [] };
    }
    const pictured = !!body.picture || (!!body.drawn && !!p.messageId && this.store.messagePosts(p.gameId, p.messageId)
      .some((q) => q.audience === p.audience && q.seq < p.seq && !!(q.body as Partial<Post> | null)?.picture));
    // Shown as something else, it keeps no picture (a note's picture is the seat's view, no longer its reader's).
    return { ...p, pictured: pictured && !shows, ...(shows ? { shows } : {}) };
  }

  /** A post's picture as data: the game, the part of the reader's view the picture is drawn from, the language. */
  pictureJob(rec: GameRecord, game: AnyGame, p: Post, sight: Sight): PictureJob | null {
    const s = rec.data.engine;
    if (!p.picture || !s) return null;
    return { kind: game.kind, view: sight.pictureView(s, p.picture.viewer, !!p.picture.stopped, p.picture.botPlayed), lang: pictureLang(rec, p) };
  }

  /** Private posts' pictures named by what is drawn (`Post.drawn`); a step's note whose picture is the one its reader
   * was last sent goes without it. Marked before the posts are kept, so the kept post is what was sent. */
  private markPictures(rec: GameRecord, game: AnyGame, posts: Post[], sight: Sight): void {
    for (const p of posts) {
      if (!p.picture) continue;
      const job = this.pictureJob(rec, game, p, sight);
      if (!job) continue;
      this.jobs.set(p, { job, state: rec.data.engine, viewer: p.picture.viewer, lang: job.lang });
      // Every picture says itself in words, from the view it is drawn from (kept with the post).
      describeInto(game, p, job);
      if (p.seat === null || p.audience === 'public') continue;
      p.drawn = pictureKey(job);
      // /heist hand and My hand always draw: what a seat was sent can be shown again, with its current picture. A note
      // telling what earlier ones could not (they awaited their reader) draws too: the reader may not have that picture.
      if (p.kind === 'note' && !p.folds?.length && this.lastDrawn(rec, p.audience) === p.drawn) p.picture = null;
    }
  }

  /** The picture jobs markPictures made, for the plan of the same posts (a game's picture view can cost as much as
   * the view). */
  private readonly jobs = new WeakMap<Post, { job: PictureJob; state: unknown; viewer: number; lang: string }>();

  /** The job markPictures made for this post, if it still draws the same (the same state, viewer and language). */
  private madeJob(rec: GameRecord, p: Post): PictureJob | null {
    const made = p.picture ? this.jobs.get(p) : undefined;
    if (!made || made.state !== rec.data.engine || made.viewer !== p.picture!.viewer) return null;
    return made.lang === pictureLang(rec, p) ? made.job : null;
  }

  /** Readers' last picture per game (user → its key), read from the kept posts when first asked; trusted only while
   * the game is at the version this process last saw it at (another process may have moved it meanwhile). */
  private readonly drawnFor = new Map<number, { version: number; readers: Map<string, string | null> }>();

  private drawnOf(gameId: number, version: number): Map<string, string | null> {
    let entry = this.drawnFor.get(gameId);
    if (!entry || entry.version !== version) entry = { version, readers: new Map() };
    this.drawnFor.delete(gameId);
    this.drawnFor.set(gameId, entry);
    if (this.drawnFor.size > 5000) this.drawnFor.delete(this.drawnFor.keys().next().value!);
    return entry.readers;
  }

  private lastDrawn(rec: GameRecord, audience: string): string | null {
    const readers = this.drawnOf(rec.id, rec.version);
    if (!readers.has(audience)) {
      // Only a post that reached them, or is on its way (never one that awaited them or was folded).
      const last = this.store.latestPost(rec.id, audience, (p) => !!(p.body as Partial<Post> | null)?.drawn, 2);
      readers.set(audience, (last?.body as Partial<Post> | undefined)?.drawn ?? null);
    }
    return readers.get(audience) ?? null;
  }

  /** A post for this reader was not sent (it awaits them): their last picture is read again from the kept posts. */
  forgetDrawn(gameId: number, audience: string): void {
    this.drawnFor.get(gameId)?.readers.delete(audience);
  }

  /** Kept: their readers now have these pictures, the game at `version`. */
  private keptPictures(gameId: number, before: number, version: number, posts: Post[]): void {
    const readers = this.drawnOf(gameId, before);
    this.drawnFor.get(gameId)!.version = version;
    for (const p of posts) if (p.drawn && p.seq !== undefined) readers.set(p.audience, p.drawn);
  }

  /**
   * The plan as the pressed message (if any) settles it: a step taken from it spends its controls (its kept posts,
   * taken out of the retirements); a lobby post pressed on the lobby message becomes it in place (typed, or pressed
   * on a copy of the lobby, the lobby message is edited as a post); without a pressed message nothing is pressed.
   */
  /** A person's call on this message (or none): its result settled on the pressed message (`pressedOn`), the
   * controls its plan takes away marked in the store (with the step's commit, when it commits one). */
  pressed(messageId: string | undefined, call: () => Result): Result {
    const outer = this.pressing;
    this.pressing = { messageId };
    try {
      return this.pressedOn(call(), messageId);
    } finally {
      this.pressing = outer;
    }
  }

  pressedOn(r: Result, messageId: string | undefined): Result {
    if (!r.ok) return r;
    const settled = this.settlePressed(r, messageId);
    // Kept with the plan: a bot that dies before taking these controls away takes them away when it comes back. Those
    // marked with the step's commit are not marked again.
    if (!settled.ok) return settled;
    const marked = this.pressing?.retired?.gameId === settled.gameId ? this.pressing.retired.seqs : null;
    const left = settled.retire.map((p) => p.seq).filter((seq) => !marked?.has(seq));
    if (left.length) this.store.toRetire(settled.gameId, left);
    return settled;
  }

  private settlePressed(r: Plan, messageId: string | undefined): Result {
    let plan = r;
    const lobby = plan.posts[0]?.replaces === 'lobby' ? this.lobbyMessage(plan.gameId) : null;
    if (lobby && messageId && lobby.messageId === messageId) {
      const [first, ...rest] = plan.posts;
      const [picture, ...pictures] = plan.pictures;
      void picture;
      return { ...plan, posts: rest, pictures, pressed: { fate: 'becomes', post: first } };
    }
    if (lobby) plan = { ...plan, lobby };
    if (!messageId) return plan.pressed.fate === 'keep' ? plan : { ...plan, pressed: { fate: 'keep' } };
    if (plan.pressed.fate !== 'spend') return plan;
    const pressed = this.postsOfMessage(messageId);
    const retire = plan.retire.filter((p) => p.messageId !== messageId);
    // A press that changes nothing in the presser's note (showing one's identity): the note is not sent again, the
    // pressed one is shown again in place with its controls renewed, its picture kept.
    const last = pressed.at(-1);
    const same = last ? plan.posts.findIndex((p) => p.kind === 'note' && p.seq !== undefined && samePost(p, last)) : -1;
    if (same >= 0) {
      return {
        ...plan, posts: plan.posts.filter((_, k) => k !== same), pictures: plan.pictures.filter((_, k) => k !== same),
        pressed: { fate: 'becomes', post: plan.posts[same], was: pressed }, retire,
      };
    }
    return { ...plan, pressed: { fate: 'spend', posts: pressed }, retire };
  }

  /** Where a game's lobby message is, if it was delivered. */
  lobbyMessage(gameId: number): { channelId: string; messageId: string } | null {
    // The latest: a lobby message deleted is posted anew, and that one is edited from then on.
    const lobby = this.store.posts(gameId, { audiences: ['public'] }).findLast((p) => p.kind === 'lobby' && p.messageId && p.channelId);
    return lobby ? { channelId: lobby.channelId!, messageId: lobby.messageId! } : null;
  }

  /** The kept posts delivered as one message, oldest first (the lobby is one message for every post that edited it). */
  postsOfMessage(messageId: string): StoredPost[] {
    const found = this.store.postByMessage(messageId);
    if (!found) return [];
    const live = this.store.messagePosts(found.gameId, messageId).filter((p) => p.live && p.seq !== found.seq);
    return [found, ...live].sort((a, b) => a.seq - b.seq);
  }

  /** The reminder for the person the game waits on, or null (off, over, or only bots are waited on). */
  /** The reminder a change keeps: a wait on the same person goes on when the change is not theirs (another thief's
   * show, a substitute in another seat, a hand-over elsewhere): its reminders counted as they were and the next due
   * when it was, so the final one stays final (README: at most three, then "the game is waiting on X", whose
   * Let-a-bot-play is honoured from then on). A change of theirs, or a wait on someone else, starts afresh. */
  continuedWait(gameId: number, next: Reminder | null | undefined, actors: readonly string[]): Reminder | null | undefined {
    if (!next || actors.includes(next.userId)) return next;
    const was = this.store.reminder(gameId);
    if (!was || was.userId !== next.userId) return next;
    return { userId: next.userId, dueAt: was.dueAt, count: was.remindersSent };
  }

  reminderFor(game: AnyGame, data: Stored): Reminder | null {
    const s = data.engine;
    if (!s || game.result(s) || data.reminderHours === null) return null;
    const seat = game.waitingOn(s).map((k) => data.seats[k]).find((x) => x && !x.bot && !x.away && x.userId);
    return seat ? { userId: seat.userId, dueAt: this.clock.now() + data.reminderHours * HOUR, count: 0 } : null;
  }

  /** The seat a person reads from: the one the game waits on, else their first. */
  seatFor(rec: GameRecord, game: AnyGame, userId: string): number | null {
    const mine = seatsOf(rec, userId);
    if (mine.length === 0) return null;
    const waiting = rec.data.engine && rec.status === 'playing' ? game.waitingOn(rec.data.engine) : [];
    return mine.find((i) => waiting.includes(i)) ?? mine[0];
  }

  /** Whether a control made at `version` still reads the game as it stands: the game's version, or only seats changed
   * hands since (someone left, was handed to a bot, came back, was substituted), or someone did what is not a turn and
   * changes what others know, never what anyone may do (the game's `anytimeVerbs`: a thief showing their identity): the
   * game itself did not move, so the waiting person's controls, made before, are still right (a leave overnight must
   * not leave them pressing dead buttons, nor a show reset the menu the chief had open). Each version since is one such
   * line of the log: an undo or a step is a version without one, or another. */
  sameMoment(rec: GameRecord, version: number): boolean {
    if (version === rec.version) return true;
    if (version > rec.version) return false;
    // Entries of those versions only: one more than their number is read, so a version of two entries still shows.
    const since = this.repo.logTail(rec.id, rec.version - version + 1).filter((e) => e.version >= version);
    const aside = this.gameOf(rec).anytimeVerbs ?? [];
    const still = (e: LogEntry) => isSeatChange(e) || aside.includes(entryVerb(e.action));
    return since.length === rec.version - version && since.every(still) && new Set(since.map((e) => e.version)).size === since.length;
  }

  /** Why `userId` may not undo now (a text code), or null. Here, not with undo: `telling` asks it for the Undo on a
   * public post. */
  undoProblem(rec: GameRecord, game: AnyGame, userId: string): string | null {
    // The last entry, and past any seat changes at its end the last move before them.
    const log = this.logEnd(rec.id, (tail) => tail.some((e) => !isSeatChange(e)));
    const last = log[log.length - 1];
    // Nothing to undo: "make your move" to the one the game waits on, "wait for your turn" to the others.
    const waited = game.waitingOn(rec.data.engine).some((k) => rec.data.seats[k]?.userId === userId);
    // A question asked of them (the 2-player discard, whom to steal from) is answered, not moved.
    const nothing = waited ? (game.asked?.(rec.data.engine) ? 'undo-nothing-answer' : 'undo-nothing') : 'undo-nothing-yet';
    // A seat changed hands since (handover.ts): no undo reaches across it. Said so where a move of this turn, before
    // it, could otherwise be taken back.
    if (last && isSeatChange(last)) {
      const move = log.findLast((e) => !isSeatChange(e));
      if (!move || move.action.startsWith('#') || move.turnKey !== game.turnKey(rec.data.engine)) return nothing;
      return move.revealed ? 'undo-not-allowed' : 'undo-seat-changed';
    }
    if (!last || last.action.startsWith('#')) return nothing;
    // What no one could take back is said as such before whose it was: "ask its player" only where they could.
    if (last.turnKey !== game.turnKey(rec.data.engine)) {
      if (waited) return nothing;
      // Not this person's move now: their own last action, if they made one, ended their turn (bots may have moved
      // since, as they do at once). Said so rather than that they did nothing.
      if (last.actorId === userId) return 'undo-other-turn';
      const mine = this.logEnd(rec.id, (tail) => tail.some((e) => e.actorId === userId)).findLast((e) => e.actorId === userId);
      return mine && !mine.action.startsWith('#') ? 'undo-other-turn' : nothing;
    }
    // Another's (or a bot's): said as not theirs, so no one reads it as blame for a move they never made.
    if (last.revealed) return last.actorId === userId ? 'undo-not-allowed' : 'undo-not-allowed-theirs';
    // A bot's action (its answer to a trade the person asked for): no person can take it back.
    if (last.actorId === BOT_ACTOR) return 'undo-bot';
    if (last.actorId !== userId) return 'undo-not-yours';
    return null;
  }

  /** The end of a game's live log, read back from its last entry until `enough` finds in it what the caller looks for
   * (or the whole log is read): a step looks at its last entries, and a long game's whole log is thousands of rows. */
  logEnd(id: number, enough: (tail: LogEntry[]) => boolean): LogEntry[] {
    for (const count of LOG_END_READS) {
      const tail = this.repo.logTail(id, count);
      if (tail.length < count || enough(tail)) return tail;
    }
    return this.repo.log(id);
  }
}

/** The language a post's picture is drawn in: its own when it says one, else its reader's (a public post: the game's). */
function pictureLang(rec: GameRecord, p: Post): string {
  return p.picture?.lang ?? (p.seat !== null ? seatLang(rec, p.seat) : rec.data.lang);
}

/** How many of the log's last entries `logEnd` reads, then reads again, before it reads the whole log. */
const LOG_END_READS = [8, 128];

// ---- pure helpers ------------------------------------------------------------------------------------------------

/** What a picture job draws, as a short name: equal for two jobs that draw the same picture. */
export function pictureKey(job: PictureJob): string {
  // A picture view is worked out once per state (Sight), and named once per language.
  const view = typeof job.view === 'object' && job.view !== null ? job.view : null;
  const at = `${job.kind}\0${job.lang}`;
  const known = view ? PICTURE_KEYS.get(view)?.get(at) : undefined;
  if (known !== undefined) return known;
  // One-shot: a Hash object made and fed in three updates cost more than the digest itself.
  const key = hash('sha1', `${job.kind}\0${job.lang}\0${viewJson(job.view)}`, 'base64url').slice(0, 16);
  if (view) {
    let named = PICTURE_KEYS.get(view);
    if (!named) PICTURE_KEYS.set(view, (named = new Map()));
    named.set(at, key);
  }
  return key;
}

const PICTURE_KEYS = new WeakMap<object, Map<string, string>>();

/** A plan with no game record to read (a damaged game, a person's own setting): no pictures, nothing to retire
 * unless the game is over. */
export function barePlan(posts: Post[], channelId: string, gameId: number, flags: Flags = {}): Plan {
  return {
    ok: true, posts, pictures: posts.map(() => null), channelId, gameId,
    pressed: flags.spent ? { fate: 'spend', posts: [] } : { fate: 'keep' }, retire: [],
    ...(flags.finished ? { finished: true } : {}),
  };
}

/** Whether a new post reads exactly as a kept one did, to the same reader: the same lines, the same controls by
 * their labels (their ids carry the version), the same picture (the new one has none of its own: its reader's is
 * the one drawn already, which the message keeps). */
function samePost(p: Post, kept: StoredPost): boolean {
  const old = (kept.body ?? {}) as Partial<Post>;
  const looks = (x: Partial<Post>) => JSON.stringify([
    x.text ?? [], (x.buttons ?? []).map((r) => r.map((b) => [b.label, b.style, !!b.disabled, b.url ?? null])),
    (x.selects ?? []).map((m) => [m.placeholder, m.options.map((o) => o.label)]), x.drawn ?? null,
  ]);
  return kept.kind === p.kind && kept.audience === p.audience && old.via === p.via && !p.picture && looks(old) === looks(p);
}

/** Whether a post carries controls of the game (buttons or menu choices; a link is none): they are taken away once the
 * game is over. */
export function hasControls(p: Pick<Post, 'buttons' | 'selects'>): boolean {
  return (p.buttons ?? []).some((r) => r.some((b) => !b.url)) || (p.selects ?? []).some((m) => m.options.length > 0);
}

/** Whether a post carries controls that go stale with a newer version: My hand and Web work at any version, and a
 * post showing only them needs its controls taken away only when the game is over. */
export function hasStaleControls(p: Pick<Post, 'buttons' | 'selects'>): boolean {
  return (p.buttons ?? []).some((r) => r.some((b) => !b.url && !lastingControl(b.id))) || (p.selects ?? []).some((m) => m.options.length > 0);
}


/** The notes that awaited their readers and that these posts tell instead. */
function foldsOf(posts: Post[]): number[] {
  return posts.flatMap((p) => p.folds ?? []);
}

/** A post's picture in words (`Post.alt`): the game's `describe` of the view its picture job draws, in the job's
 * language, fitted to Discord's 1,024 characters at a line; nothing when the game gives none. */
export function describeInto(game: AnyGame, p: Post, job: PictureJob): void {
  const said = game.describe?.(job.view, localeOf(job.lang));
  const alt = said ? fitAlt(said.split('\n')) : '';
  if (alt) p.alt = alt;
  else delete p.alt;
}

function toNewPost(p: Post): NewPost {
  const { kind, audience, seat, gameId: _g, version: _v, seq: _s, ...body } = p;
  return { kind, audience, seat, body };
}

export function entryOf(x: Step): StepEntry {
  return { actorId: x.actorId, action: x.line, turnKey: x.turnKey, revealed: !x.undoable };
}

export function seatsOf(rec: GameRecord, userId: string): number[] {
  // A seat a bot plays for its person (handover.ts) is not theirs to move until they take it back.
  return rec.data.seats.flatMap((s, i) => (s.userId === userId && !s.bot && !s.away ? [i] : []));
}

export function statusOf(game: AnyGame, state: unknown): Status {
  return game.result(state) ? 'over' : 'playing';
}

/** Params as a refusal quotes them: any longer than QUOTED_MOST cut to their start (core/text.ts quotedStart). */
export function quotable<T extends Record<string, unknown>>(params: T): T {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? quotedStart(v) : v])) as T;
}

export function fail(lang: Locale, code: string, params: Record<string, string | number> = {}, game?: AnyGame): Failure {
  const shown = quotable(params);
  const text = (game ? lookup(game.texts, lang, code, shown) : null) ?? t(lang, code, shown);
  return { ok: false, code, params, text };
}

export function refusal(game: AnyGame, lang: Locale, r: { code: string; params: Record<string, string | number> }): Failure {
  const message = lookup(game.texts, lang, r.code, quotable(r.params)) ?? r.code;
  return { ok: false, code: 'rule', params: { code: r.code, message }, text: message };
}

export function saveFailure(lang: Locale, e: unknown): Failure {
  if (e instanceof StaleVersionError) return fail(lang, 'stale-button');
  if (e instanceof GameExistsError) return fail(lang, 'game-running');
  if (!(e instanceof StoreWriteError)) console.error('heist: could not save', e);
  const unsure = e instanceof StoreWriteError && e.reason === 'unsure';
  return { ...fail(lang, unsure ? 'could-not-tell' : 'could-not-save'), cause: e instanceof StoreWriteError ? e.message : String(e) };
}
