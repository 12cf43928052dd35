// What both stores (SQLite, PostgreSQL) share: row shapes, snapshot checksums, the check of every loaded snapshot and
// its rebuild from the log, rows as games/posts/log entries, and export. Each backend supplies its own reads and writes
// (`BaseStore`'s abstract methods); the logic that decides what a row means lives here once.
import { createHash } from 'node:crypto';
import { shared } from '../core/shared.js';
import {
  DamagedGameError,
  type Change, type ClaimedReminder, type Clock, type DueReminder, type GameExport, type GameStatus, type LogEntry, type NewEntry, type NewPost,
  type KindTeaching, type ReminderChange, type Store, type StoredGame, type StoredPost,
  type PendingGame, type Watched,
} from './types.js';

/** Steps of a game whose kind takes a snapshot on through its log (KindTeaching.replayFrom) between two snapshots: the
 * others are their log lines only. A step no log line makes (no entry, or the table's part of the state changed), a
 * game's end and an undo are snapshotted at once. Loading a game no process has in memory replays at most this many. */
export const SNAPSHOT_EVERY = 16;

/** Twelve hours: the reminder interval of a new game unless given. */
export const DEFAULT_REMINDER_MS = 12 * 60 * 60 * 1000;
export const CLOSED: GameStatus[] = ['finished', 'abandoned'];
/** The settings that belong to one game, removed with it (retention): `PREFIX<id>` exactly, and `web.links.<id>.<seat>`.
 * A new per-game setting's prefix goes here (test/store/retention.test.ts checks the sources for one missing). */
export const GAME_SETTINGS = ['away.after.', 'away.votes.', 'gone.', 'refused.', 'refused-since.'];
export const GAME_SETTINGS_UNDER = ['web.links.', 'web.replaced.'];
/** The SQL condition on `key` naming a game's settings, for the game id in the expression `id` (text). */
export function gameSettingsWhere(id: string): string {
  return [
    `key IN (${GAME_SETTINGS.map((p) => `'${p}' || ${id}`).join(', ')})`,
    ...GAME_SETTINGS_UNDER.map((p) => `key LIKE '${p}' || ${id} || '.%'`),
  ].join(' OR ');
}

/** The highest id of a game removed by retention (a setting): a new game's id is always above it. */
export const REMOVED_UP_TO = 'store.games.removed_up_to';

export interface GameRow {
  id: number; kind: string; guild_id: string | null; channel_id: string; host_id: string; options: string; seed: number;
  status: GameStatus; version: number; reminder_interval_ms: number | null; status_message_id: string | null;
  created_at: number; updated_at: number; state?: string | null; checksum?: string | null;
  /** The version of the snapshot joined (the newest at or before `version`): older, the log after it leads on. */
  base_version?: number | null;
}
export interface PostRow {
  game_id: number; seq: number; version: number; audience: string; seat: number | null; kind: string;
  /** Absent when the row was read without it (`POST_COLUMNS`): read when the post's body is first wanted. */
  body?: string; at: number;
  channel_id: string | null; message_id: string | null; live: number; outbox?: number; attempt?: string | null;
}

/** A post row's columns but its body, for the reads of a step (a Noir note's body is a kilobyte or two of JSON, and
 * most reads look at a post's reader, place and state): the body is read alone, by the post's number, when first
 * wanted and not already parsed (`toPost`). */
export const POST_COLUMNS = 'game_id, seq, version, audience, seat, kind, at, channel_id, message_id, live, outbox, attempt';
export interface ActionRow {
  seq: number; version: number; actor_id: string; action: string; turn_key: string; revealed: number; undone: number; at: number;
}
export interface SnapshotRow { version: number; state: string; checksum: string | null }

export interface ReminderRow { game_id: number; channel_id: string; guild_id: string | null; user_id: string; reminders_sent: number; due_at: number }

/** A snapshot's checksum: catches bit rot in its text (16 hex digits of SHA-1; native, a few µs per state). */
export function checksumOf(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 16);
}

function parseJson(text: string | null | undefined): { ok: true; value: unknown } | { ok: false } {
  if (text === null || text === undefined) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Why a snapshot row is unusable (null: it is fine), and its state when it is. */
type Checked = { ok: true; state: unknown } | { ok: false; why: string };

const OUTBOX_STATES: readonly StoredPost['outbox'][] = [0, 1, 2, 3, 4, 5];

/** Post bodies as parsed, by game and post number: a post's body never changes once kept (a game's id is never used
 * again), and a step reads the same few again and again (the live posts it may supersede, a reader's last note, the
 * pressed message's), each parsed once. Shared by every reader, so never changed in place (frozen under the tests).
 * One per store (two stores in one process may hold different games under the same id). */
export class Bodies {
  private readonly known = new Map<number, unknown>();
  /** `most`: how many are kept, the oldest let go first (a parsed Noir note is some 3–5 KB of heap: a few MB). */
  constructor(private readonly most = 1024) {}

  private static key(gameId: number, seq: number): number | null {
    return seq >= 0 && seq < 0x100000 && gameId >= 0 && gameId < 0x20000000 ? gameId * 0x100000 + seq : null;
  }

  /** Bodies this store wrote, as written: parsed when first read (a step reads the bodies of the posts it may
   * supersede, kept by the steps before it), without reading them back. */
  private readonly written = new Map<number, string>();

  get(gameId: number, seq: number): { value: unknown } | null {
    const k = Bodies.key(gameId, seq);
    return k !== null && this.known.has(k) ? { value: this.known.get(k) } : null;
  }

  /** A body's text as this store wrote it (null: not written here, or long ago). */
  text(gameId: number, seq: number): string | null {
    const k = Bodies.key(gameId, seq);
    return k === null ? null : this.written.get(k) ?? null;
  }

  /** A body as this store wrote it. */
  wrote(gameId: number, seq: number, text: string): void {
    const k = Bodies.key(gameId, seq);
    if (k === null) return;
    this.written.set(k, text);
    if (this.written.size > this.most) this.written.delete(this.written.keys().next().value!);
  }

  note(gameId: number, seq: number, value: unknown): void {
    const k = Bodies.key(gameId, seq);
    if (k === null) return;
    this.written.delete(k);
    this.known.set(k, shared(value));
    if (this.known.size > this.most) this.known.delete(this.known.keys().next().value!);
  }
}

/** A post row as a post. Its body (a kb or two of JSON) is parsed when first read: most reads of a game's posts look
 * at their place, reader and state, and the body of only a few. `bodies`: those parsed before (the store's). A row
 * read without its body (`POST_COLUMNS`) reads it with `load` when first wanted, unless `bodies` has it by then. */
export function toPost(r: PostRow, bodies?: Bodies, load?: (gameId: number, seq: number) => string | null): StoredPost {
  const known = bodies?.get(r.game_id, r.seq);
  // A body parsed before is a plain property: an object with its own getter and setter costs some 300 bytes and a
  // hidden class of its own, and a step reads a few dozen posts, most of them read before.
  if (known) {
    return {
      gameId: r.game_id, seq: r.seq, version: r.version, audience: r.audience, seat: r.seat, kind: r.kind, body: known.value,
      at: r.at, channelId: r.channel_id, messageId: r.message_id, live: r.live === 1,
      retiring: r.live === 2, outbox: outboxOf(r), attempt: r.attempt ?? null,
    };
  }
  const note = bodies && ((v: unknown) => bodies.note(r.game_id, r.seq, v));
  const body = r.body !== undefined
    ? parsedWhenRead(r.body, undefined, note)
    : readWhenRead(() => bodies?.get(r.game_id, r.seq) ?? { text: bodies?.text(r.game_id, r.seq) ?? (load ? load(r.game_id, r.seq) : null) }, note);
  return {
    gameId: r.game_id, seq: r.seq, version: r.version, audience: r.audience, seat: r.seat, kind: r.kind,
    get body(): unknown {
      return body.get();
    },
    set body(value: unknown) {
      body.set(value);
    },
    at: r.at, channelId: r.channel_id, messageId: r.message_id, live: r.live === 1,
    retiring: r.live === 2, outbox: outboxOf(r), attempt: r.attempt ?? null,
  };
}

function outboxOf(r: PostRow): StoredPost['outbox'] {
  return OUTBOX_STATES.includes(r.outbox as StoredPost['outbox']) ? r.outbox as StoredPost['outbox'] : 0;
}

/** A JSON column's value, parsed when first read (null when it does not parse), or as set since; `value`: the one
 * known already (no text); `parsed`: told the value first parsed from the text. */
function parsedWhenRead(text: string | null, value: unknown = null, parsed?: (value: unknown) => void): { get(): unknown; set(value: unknown): void } {
  return {
    get() {
      if (text !== null) {
        const p = parseJson(text);
        value = p.ok ? p.value : null;
        text = null;
        if (p.ok) parsed?.(value);
      }
      return value;
    },
    set(v) {
      text = null;
      value = v;
    },
  };
}

/** A body read when first wanted: `read` gives it parsed already (`value`) or as its text (null: not there). */
function readWhenRead(read: () => { value: unknown } | { text: string | null }, parsed?: (value: unknown) => void): { get(): unknown; set(value: unknown): void } {
  let done: { value: unknown } | null = null;
  return {
    get() {
      if (!done) {
        const got = read();
        if ('value' in got) done = { value: got.value };
        else {
          const p = parseJson(got.text);
          done = { value: p.ok ? p.value : null };
          if (p.ok) parsed?.(done.value);
        }
      }
      return done.value;
    },
    set(v) {
      done = { value: v };
    },
  };
}

function toEntry(r: ActionRow): LogEntry {
  return {
    seq: r.seq, version: r.version, actorId: r.actor_id, action: r.action, turnKey: r.turn_key,
    revealed: r.revealed === 1, undone: r.undone === 1, at: r.at,
  };
}

export function toDue(r: ReminderRow): ClaimedReminder {
  return { gameId: r.game_id, channelId: r.channel_id, guildId: r.guild_id, userId: r.user_id, remindersSent: r.reminders_sent, dueAt: r.due_at };
}

/** A change's entries as one list (`entry` or `entries`, never both). */
export function entriesOf(change: Change): NewEntry[] {
  if (change.entry && change.entries) throw new Error('A change has one entry or several entries, not both.');
  return change.entries ?? (change.entry ? [change.entry] : []);
}

/** The posts of a change as the caller gets them back: numbered from `first`, made at `version`, not yet delivered.
 * Written out field by field: on Node 20 (V8 11) an object made by a spread and then given new properties takes a
 * slow path for each (a new hidden class every time: some 0.4 µs and half a kilobyte a property). */
export function madePosts(gameId: number, version: number, posts: NewPost[], first: number, now: number): StoredPost[] {
  return posts.map((p, i) => ({
    kind: p.kind, audience: p.audience, seat: p.seat, body: p.body,
    gameId, seq: first + i, version, at: now, channelId: null, messageId: null, live: false, retiring: false, outbox: 1 as const, attempt: null,
  }));
}

export type CreateInput = Parameters<Store['createGame']>[0];

/** A game's version, kind, options (as written) and newest snapshot (version and checksum). */
export interface Head { version: number; kind: string; options: string; baseVersion: number; baseChecksum: string | null }

/** Whether commits check that the log leads to what they save: under the tests (the message quotes the state). */
const CHECK_REPLAYS = !!process.env.VITEST;

/** Why a log did not replay, without the log line itself (a game with secrets may log what not everyone may read). */
function replayMessage(e: unknown): string {
  const { line } = (e ?? {}) as { line?: unknown };
  const message = (e as Error)?.message ?? String(e);
  return typeof line === 'string' && line ? message.split(line).join('…') : message;
}

/** Where two texts first differ, a few characters either side. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return `replayed …${a.slice(Math.max(0, i - 40), i + 40)}… saved …${b.slice(Math.max(0, i - 40), i + 40)}…`;
}

export abstract class BaseStore implements Store {
  protected readonly clock: Clock;
  protected readonly warn: (message: string) => void;
  private readonly kinds = new Map<string, KindTeaching>();
  /** The latest snapshot text of each game (the most recent few hundred) this store wrote or found sound: the same
   * text read again is sound without hashing and validating it once more (a game is loaded at every press). */
  private readonly sound = new Map<number, { text: string; checksum: string | null }>();
  /** Each game's head as this store last wrote or read it (the most recent few hundred): a commit on that version
   * knows from it, without reading, whether it writes a snapshot (`snapshotPlan`). */
  private readonly heads = new Map<number, Head>();
  /** The parsed state of each game's current snapshot (the most recent few hundred), known by its version and
   * checksum: a game is loaded at every press, and a snapshot this store wrote or read is neither read nor parsed
   * again. Loads share it, so a state is never changed in place (frozen under the tests, where a change fails). */
  private readonly parsed = new Map<number, { version: number; checksum: string; value: unknown }>();
  /** Post bodies parsed before, or written by this store (`Bodies`). */
  protected readonly bodies = new Bodies();
  /** A post row as a post, its body parsed once per store and, read without it, read when first wanted (`toPost`). */
  protected readonly toPost = (r: PostRow): StoredPost => toPost(r, this.bodies, this.loadBody);
  private readonly loadBody = (gameId: number, seq: number): string | null => this.postBody(gameId, seq);

  /** One read's rows of a game as posts, read without their bodies: the first body wanted that this store has not
   * parsed reads those of every row of the read it has not, in one query (PostgreSQL: one round trip, not one a body). */
  protected toPostsTogether(gameId: number, rows: PostRow[]): StoredPost[] {
    let texts: Map<number, string> | null = null;
    const load = (g: number, seq: number): string | null => {
      if (g !== gameId) return this.postBody(g, seq);
      texts ??= this.postBodies(gameId, rows.filter((r) => r.body === undefined && !this.bodies.get(gameId, r.seq) && this.bodies.text(gameId, r.seq) === null).map((r) => r.seq));
      return texts.get(seq) ?? this.postBody(g, seq);
    };
    return rows.map((r) => toPost(r, this.bodies, load));
  }

  constructor(opts: { clock?: Clock; warn?: (message: string) => void }) {
    this.clock = opts.clock ?? { now: () => Date.now() };
    this.warn = opts.warn ?? ((m) => process.stderr.write(`store: ${m}\n`));
  }

  // ---- what each backend reads and writes ----------------------------------------------------------------------
  /** A game's row with its current snapshot (state, checksum). */
  protected abstract gameRow(id: number): GameRow | undefined;
  protected abstract openRow(channelId: string): GameRow | undefined;
  protected abstract latestRow(channelId: string): GameRow | undefined;
  /** Snapshots older than `version`, newest first. */
  protected abstract olderSnapshots(id: number, version: number): SnapshotRow[];
  protected abstract actionRows(id: number, includeUndone: boolean): ActionRow[];
  /** The newest `count` live (not undone) rows, oldest first. */
  protected abstract lastActionRows(id: number, count: number): ActionRow[];
  /** The log lines of versions from `from` up to (not with) `to`, undone ones too (they were live then), in order. */
  protected abstract actionLines(id: number, from: number, to: number): string[];
  /** The newest snapshot at or before `version`, with its game's kind. */
  protected abstract snapshotAtOrBefore(id: number, version: number): (SnapshotRow & { kind: string }) | undefined;
  /** A kept post's body as written (null: no such post, e.g. its game removed since). */
  protected abstract postBody(gameId: number, seq: number): string | null;
  /** Kept posts' bodies as written, by number (those not there left out). */
  protected abstract postBodies(gameId: number, seqs: number[]): Map<number, string>;
  /** Saves a snapshot rebuilt from the log over the unusable one. */
  protected abstract saveRebuilt(id: number, version: number, json: string, checksum: string): void;

  abstract createGame(input: CreateInput): StoredGame;
  abstract activeGameId(channelId: string): number | null;
  abstract commit(gameId: number, expectedVersion: number, change: Change): StoredGame & { posts: StoredPost[] };
  abstract addPosts(gameId: number, posts: NewPost[], folded?: number[], retire?: number[]): StoredPost[];
  abstract posts(gameId: number, filter?: { audiences?: string[]; afterSeq?: number }): StoredPost[];
  abstract latestPost(gameId: number, audience: string, match: (p: StoredPost) => boolean, maxOutbox?: number): StoredPost | null;
  abstract messagePosts(gameId: number, messageId: string): StoredPost[];
  abstract delivered(gameId: number, seq: number, where: { channelId: string; messageId: string; live: boolean; lasting?: boolean }): void;
  abstract livePosts(gameId: number, audience?: string): StoredPost[];
  abstract supersedable(gameId: number): StoredPost[];
  abstract batch<T>(fn: () => T): T;
  abstract retired(gameId: number, seq: number): void;
  abstract postByMessage(messageId: string): StoredPost | null;
  abstract pendingGames(): PendingGame[];
  abstract undelivered(gameId: number): StoredPost[];
  abstract undeliveredReaders(gameId: number): { seq: number; audience: string }[];
  abstract attempted(gameId: number, notes: readonly { seq: number; attempt: string }[]): void;
  abstract held(gameId: number, seq: number): void;
  abstract deliveredUnseen(gameId: number, seq: number): void;
  abstract awaitReader(gameId: number, seq: number): void;
  abstract withdrawn(gameId: number, seq: number): void;
  abstract awaiting(gameId: number): StoredPost[];
  abstract toRetire(gameId: number, seqs: number[]): void;
  abstract retiring(gameId: number): StoredPost[];
  abstract undoLast(gameId: number, expectedVersion: number, actorId: string, turnKey: string, stateBefore: unknown): StoredGame | null;
  abstract setStatusMessage(gameId: number, messageId: string): void;
  abstract setReminderInterval(gameId: number, ms: number | null): void;
  abstract setReminder(gameId: number, reminder: ReminderChange | null): void;
  abstract userPref(userId: string, key: string): string | null;
  abstract setUserPref(userId: string, key: string, value: string): void;
  abstract setting(key: string): string | null;
  abstract setSetting(key: string, value: string): void;
  abstract dueReminders(now: number, filter?: (g: { guildId: string | null }) => boolean): DueReminder[];
  abstract markReminded(gameId: number, nextDueAt: number | null, claim?: { owner: string; dueAt: number }): boolean;
  abstract reminder(gameId: number): { userId: string; dueAt: number | null; remindersSent: number } | null;
  abstract claimShards(shardIds: number[], shardCount: number, owner: string): void;
  abstract shardOwners(): { shardId: number; shardCount: number; owner: string; since: number }[];
  abstract touchShards(owner: string): void;
  abstract releaseShards(owner: string): void;
  abstract claimReminders(now: number, owner: string): ClaimedReminder[];
  abstract abandon(gameId: number, expectedVersion: number, entry: NewEntry): number;
  abstract backup(file: string): Promise<void>;
  abstract close(): void;
  abstract watched(shardCount: number): Watched;
  abstract sizeBytes(): number;
  abstract removeGamesBefore(before: number, limit: number): { id: number; kind: string }[];
  abstract compact(): boolean;

  // ---- shared ------------------------------------------------------------------------------------------------------
  registerKind(kind: string, teaching: KindTeaching): void {
    const known = this.kinds.get(kind);
    if (known && known.by !== undefined && known.by === teaching.by) return;
    if (known) throw new Error(`The store already knows how to rebuild "${kind}" games: a kind is registered once.`);
    this.kinds.set(kind, teaching);
  }

  activeGame(channelId: string): StoredGame | null {
    const row = this.openRow(channelId);
    return row ? this.toGame(row) : null;
  }

  game(id: number): StoredGame | null {
    const row = this.gameRow(id);
    return row ? this.toGame(row) : null;
  }

  gameKind(id: number): string | null {
    return this.gameRow(id)?.kind ?? null;
  }

  latestGame(channelId: string): StoredGame | null {
    const row = this.openRow(channelId) ?? this.latestRow(channelId);
    return row ? this.toGame(row) : null;
  }

  log(gameId: number, opts: { includeUndone?: boolean } = {}): LogEntry[] {
    return this.actionRows(gameId, opts.includeUndone ?? false).map(toEntry);
  }

  logTail(gameId: number, count: number): LogEntry[] {
    return count > 0 ? this.lastActionRows(gameId, Math.floor(count)).map(toEntry) : [];
  }

  /** A row as a game; `state` given: the caller's own (just saved), not read back. */
  protected toGame(row: GameRow, state?: { value: unknown }): StoredGame {
    // Parsed when first read: a game is loaded at every press, and its options (what the state's replay starts from)
    // are read only to rebuild or export it.
    const options = parsedWhenRead(row.options ?? null);
    return {
      id: row.id, kind: row.kind, guildId: row.guild_id, channelId: row.channel_id, hostId: row.host_id,
      get options(): unknown {
        return options.get();
      },
      set options(value: unknown) {
        options.set(value);
      },
      seed: row.seed, status: row.status,
      version: row.version, state: state ? state.value : this.loadState(row), reminderIntervalMs: row.reminder_interval_ms,
      createdAt: row.created_at, updatedAt: row.updated_at, statusMessageId: row.status_message_id,
    };
  }

  /** A game's snapshot text, sound: written by this store, or checked. */
  protected noteSound(gameId: number, text: string, checksum: string | null): void {
    this.sound.delete(gameId);
    this.sound.set(gameId, { text, checksum });
    if (this.sound.size > 500) this.sound.delete(this.sound.keys().next().value!);
  }

  /** The state of a game's snapshot at `version` with this checksum, parsed: just written, or read before. */
  protected noteParsed(gameId: number, version: number, checksum: string, value: unknown): void {
    shared(value);
    this.parsed.delete(gameId);
    this.parsed.set(gameId, { version, checksum, value });
    if (this.parsed.size > 500) this.parsed.delete(this.parsed.keys().next().value!);
  }

  /** After a commit: the game's head and parsed state as written (`stateJson` null: no snapshot, the newest stays). */
  protected committed(row: GameRow, state: unknown, stateJson: string | null, checksum: string | null): void {
    const h = this.heads.get(row.id);
    if (stateJson !== null) this.noteSound(row.id, stateJson, checksum);
    const base = stateJson !== null ? { baseVersion: row.version, baseChecksum: checksum } : h ? { baseVersion: h.baseVersion, baseChecksum: h.baseChecksum } : null;
    if (!base) return this.noteHead(row.id, null);
    this.noteHead(row.id, { version: row.version, kind: row.kind, options: row.options, ...base });
    if (base.baseChecksum) this.noteParsed(row.id, row.version, base.baseChecksum, state);
  }

  /** A game's head as just written or read (null: forgotten, the next commit writes a snapshot). */
  protected noteHead(gameId: number, head: Head | null): void {
    this.heads.delete(gameId);
    if (!head) return;
    this.heads.set(gameId, head);
    if (this.heads.size > 500) this.heads.delete(this.heads.keys().next().value!);
  }

  protected headOf(gameId: number): Head | undefined {
    return this.heads.get(gameId);
  }

  /** Whether a commit on `expected` writes a snapshot: it does unless its kind takes a snapshot on through the log, the
   * step is log lines (not the end, the table's own part of the state unchanged: `optionsJson` null or as it was) and
   * the newest snapshot is fewer than SNAPSHOT_EVERY versions back. `check`: the snapshot is written only because of
   * that count (the log would lead there: under the tests, it is checked that it does). */
  protected snapshotPlan(gameId: number, expected: number, entries: NewEntry[], change: Change, optionsJson: string | null): { write: boolean; check?: Head } {
    const h = this.heads.get(gameId);
    if (!h || h.version !== expected || !this.kinds.get(h.kind)?.replayFrom) return { write: true };
    if (entries.length === 0 || (change.status !== undefined && CLOSED.includes(change.status))) return { write: true };
    if (optionsJson !== null && optionsJson !== h.options) return { write: true };
    if (expected + Math.max(1, entries.length) - h.baseVersion < SNAPSHOT_EVERY) return { write: false };
    return { write: true, ...(CHECK_REPLAYS ? { check: h } : {}) };
  }

  /** Under the tests: the state a commit saves is the one its last snapshot and the log since lead to. A step whose
   * state the log does not make would be lost between snapshots; this finds it where it happens. */
  protected checkReplays(gameId: number, base: Head, expected: number, entries: NewEntry[], stateJson: string): void {
    const snap = this.snapshotAtOrBefore(gameId, base.baseVersion);
    const kind = this.kinds.get(base.kind);
    if (!snap || snap.version !== base.baseVersion || !kind?.replayFrom) throw new Error(`game ${gameId}: its snapshot of version ${base.baseVersion} is not there.`);
    const lines = [...this.actionLines(gameId, base.baseVersion, expected), ...entries.map((e) => e.action)];
    const replayed = JSON.stringify(kind.replayFrom(JSON.parse(snap.state), lines));
    if (replayed !== stateJson) {
      throw new Error(`game ${gameId} (${base.kind}): the state saved at version ${expected} is not the one its snapshot of version ${base.baseVersion} and the ${lines.length} log lines since make (${firstDifference(replayed, stateJson)}).`);
    }
  }

  /** The parsed state of a game's current snapshot, if this store has it (its row's version and checksum). */
  protected parsedState(gameId: number, version: number, checksum: string | null | undefined): { value: unknown } | null {
    const known = this.parsed.get(gameId);
    return known && checksum && known.version === version && known.checksum === checksum ? known : null;
  }

  /** A new game as its creator gets it back, without reading it again (the row is what was just written). */
  protected created(id: number, input: CreateInput, interval: number | null, stateJson: string, now: number): StoredGame {
    this.noteHead(id, { version: 1, kind: input.kind, options: JSON.stringify(input.options ?? null), baseVersion: 1, baseChecksum: checksumOf(stateJson) });
    return {
      id, kind: input.kind, guildId: input.guildId, channelId: input.channelId, hostId: input.hostId,
      options: JSON.parse(JSON.stringify(input.options ?? null)), seed: input.seed, status: input.status, version: 1,
      state: JSON.parse(stateJson), reminderIntervalMs: interval, createdAt: now, updatedAt: now, statusMessageId: null,
    };
  }

  /** Whether a snapshot's text is usable: present, its checksum (if written) matching, JSON, and a state of its kind. */
  protected check(kind: string, text: string | null | undefined, checksum: string | null | undefined): Checked {
    if (text === null || text === undefined) return { ok: false, why: 'missing' };
    if (checksum !== null && checksum !== undefined && checksumOf(text) !== checksum) return { ok: false, why: 'damaged (its checksum does not match)' };
    const parsed = parseJson(text);
    if (!parsed.ok) return { ok: false, why: 'not valid JSON' };
    const wrong = this.kinds.get(kind)?.validate?.(parsed.value);
    return wrong ? { ok: false, why: `not a valid state (${wrong})` } : { ok: true, state: parsed.value };
  }

  /** A kept snapshot's state if it is readable (checksum and JSON), else null. */
  protected readable(row: { state: string; checksum: string | null } | undefined): unknown | null {
    if (!row || (row.checksum !== null && checksumOf(row.state) !== row.checksum)) return null;
    const p = parseJson(row.state);
    return p.ok ? p.value : null;
  }

  /** The game's current state: its newest snapshot taken on through the log since, or (unusable) rebuilt from the
   * log. An open game whose log does not rebuild it throws DamagedGameError; a closed one loads as null (nothing more
   * will be played on it). */
  private loadState(row: GameRow): unknown {
    const had = this.parsedState(row.id, row.version, row.checksum);
    if (had) {
      this.noteHeadOf(row);
      return had.value;
    }
    const base = row.base_version ?? row.version;
    let state: { ok: true; state: unknown } | { ok: false; why: string };
    const known = this.sound.get(row.id);
    const parsed = known && known.text === row.state && known.checksum === (row.checksum ?? null) ? parseJson(row.state) : null;
    if (parsed?.ok) state = { ok: true, state: parsed.value };
    else {
      state = this.check(row.kind, row.state, row.checksum);
      if (state.ok) this.noteSound(row.id, row.state!, row.checksum ?? null);
    }
    if (state.ok && base < row.version) state = this.ledOn(row, base, state.state);
    if (state.ok) {
      if (row.checksum) this.noteParsed(row.id, row.version, row.checksum, state.state);
      this.noteHeadOf(row);
      return state.state;
    }
    this.noteHead(row.id, null);
    try {
      return this.rebuild(row, state.why);
    } catch (e) {
      if (!(e instanceof DamagedGameError) || !CLOSED.includes(row.status)) throw e;
      this.warn(`game ${row.id} (${row.status}): ${e.message}`);
      return null;
    }
  }

  /** A loaded game's head (its snapshot's version and checksum as read). */
  private noteHeadOf(row: GameRow): void {
    if (row.options === undefined || row.options === null) return;
    this.noteHead(row.id, { version: row.version, kind: row.kind, options: row.options, baseVersion: row.base_version ?? row.version, baseChecksum: row.checksum ?? null });
  }

  /** A snapshot's state taken on through the log lines of the versions after it, up to `row`'s. */
  private ledOn(row: { id: number; kind: string; version: number }, base: number, state: unknown): { ok: true; state: unknown } | { ok: false; why: string } {
    const kind = this.kinds.get(row.kind);
    if (!kind?.replayFrom) return { ok: false, why: `missing (the newest is of version ${base}, and its kind "${row.kind}" has no replay from a snapshot)` };
    try {
      const led = kind.replayFrom(state, this.actionLines(row.id, base, row.version));
      const wrong = kind.validate?.(led);
      return wrong ? { ok: false, why: `not a valid state once the log after version ${base} is replayed (${wrong})` } : { ok: true, state: led };
    } catch (e) {
      return { ok: false, why: `not the end of a log that replays (the log after version ${base}: ${replayMessage(e)})` };
    }
  }

  /** The state at a version: its snapshot, or the newest before it taken on through the log; null once pruned. */
  stateAt(gameId: number, version: number): unknown | null {
    const snap = this.snapshotAtOrBefore(gameId, version);
    const state = this.readable(snap);
    if (state === null || !snap || snap.version === version) return state;
    const led = this.ledOn({ id: gameId, kind: snap.kind, version }, snap.version, state);
    return led.ok ? led.state : null;
  }

  /** An unusable snapshot: replays the seed and live log with the kind's replay, checks the result, saves it. */
  private rebuild(row: GameRow, why: string): unknown {
    const damaged = (step: number | null, reason: string) =>
      new DamagedGameError(row.id, row.channel_id, row.host_id, row.version, step, reason);
    const kind = this.kinds.get(row.kind);
    if (!kind) throw damaged(null, `the snapshot of version ${row.version} is ${why}, and no replay is registered for its kind "${row.kind}".`);
    const options = parseJson(row.options);
    let hint: { state: unknown; version: number } | null = null;
    for (const s of this.olderSnapshots(row.id, row.version)) {
      const c = this.check(row.kind, s.state, s.checksum);
      if (c.ok) {
        hint = { state: c.state, version: s.version };
        break;
      }
    }
    const actions = this.actionRows(row.id, false).map((a) => a.action);
    let state: unknown;
    try {
      state = kind.replay({ options: options.ok ? options.value : null, seed: row.seed }, actions, hint);
    } catch (e) {
      const { step } = (e ?? {}) as { step?: unknown };
      throw damaged(typeof step === 'number' ? step : null, `the snapshot of version ${row.version} is ${why}, and the log does not replay (${replayMessage(e)}).`);
    }
    const wrong = kind.validate?.(state);
    if (wrong) throw damaged(null, `the snapshot of version ${row.version} is ${why}, and the state replayed from the log is not valid either (${wrong}).`);
    try {
      const json = JSON.stringify(state);
      this.saveRebuilt(row.id, row.version, json, checksumOf(json));
      this.warn(`game ${row.id}: the snapshot of version ${row.version} was ${why}; rebuilt it from ${actions.length} logged actions.`);
    } catch (e) {
      this.warn(`game ${row.id}: rebuilt a snapshot that was ${why} from the log but could not save it (${(e as Error).message}).`);
    }
    return state;
  }

  exportGame(channelIdOrGameId: string | number): GameExport {
    const row = typeof channelIdOrGameId === 'number'
      ? this.gameRow(channelIdOrGameId)
      : this.openRow(channelIdOrGameId) ?? this.latestRow(channelIdOrGameId);
    if (!row) {
      throw new Error(typeof channelIdOrGameId === 'number'
        ? `There is no game ${channelIdOrGameId}.`
        : `No game has been played in channel ${channelIdOrGameId}.`);
    }
    // A damaged game is still exported (its log is what a restore needs), with a null state and no position.
    let damaged = false;
    let g: StoredGame;
    try {
      g = this.toGame(row);
    } catch (e) {
      if (!(e instanceof DamagedGameError)) throw e;
      this.warn(`exporting game ${row.id} without its state: ${e.message}`);
      g = this.toGame(row, { value: null });
      damaged = true;
    }
    const log = this.log(g.id, { includeUndone: true });
    const out: GameExport = {
      kind: g.kind, seed: g.seed, options: g.options, log, state: g.state,
      game: { id: g.id, channelId: g.channelId, guildId: g.guildId, status: g.status, version: g.version, createdAt: g.createdAt, updatedAt: g.updatedAt },
    };
    const position = damaged ? undefined : this.kinds.get(g.kind)?.position;
    if (position) {
      const live = log.filter((e) => !e.undone).map((e) => e.action);
      const p = position({ options: g.options, seed: g.seed, state: g.state }, live);
      if (p !== undefined) out.position = p;
    }
    return out;
  }
}
