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

/** Twelve hours: the reminder interval of a new game unless given. */
export const DEFAULT_REMINDER_MS = 12 * 60 * 60 * 1000;
export const CLOSED: GameStatus[] = ['finished', 'abandoned'];
/** The settings that belong to one game, removed with it (retention): `PREFIX<id>` exactly, and `web.links.<id>.<seat>`.
 * A new per-game setting's prefix goes here (test/store/retention.test.ts checks the sources for one missing). */
export const GAME_SETTINGS = ['away.after.', 'away.votes.', 'gone.'];
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
}
export interface PostRow {
  game_id: number; seq: number; version: number; audience: string; seat: number | null; kind: string; body: string; at: number;
  channel_id: string | null; message_id: string | null; live: number; outbox?: number; attempt?: string | null;
}
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

const OUTBOX_STATES: readonly StoredPost['outbox'][] = [0, 1, 2, 3, 4];

/** A post row as a post. Its body (a kb or two of JSON) is parsed when first read: most reads of a game's posts look
 * at their place, reader and state, and the body of only a few. */
export function toPost(r: PostRow): StoredPost {
  const body = parsedWhenRead(r.body);
  return {
    gameId: r.game_id, seq: r.seq, version: r.version, audience: r.audience, seat: r.seat, kind: r.kind,
    get body(): unknown {
      return body.get();
    },
    set body(value: unknown) {
      body.set(value);
    },
    at: r.at, channelId: r.channel_id, messageId: r.message_id, live: r.live === 1,
    retiring: r.live === 2, outbox: OUTBOX_STATES.includes(r.outbox as StoredPost['outbox']) ? r.outbox as StoredPost['outbox'] : 0, attempt: r.attempt ?? null,
  };
}

/** A JSON column's value, parsed when first read (null when it does not parse), or as set since. */
function parsedWhenRead(text: string | null): { get(): unknown; set(value: unknown): void } {
  let value: unknown = null;
  return {
    get() {
      if (text !== null) {
        const parsed = parseJson(text);
        value = parsed.ok ? parsed.value : null;
        text = null;
      }
      return value;
    },
    set(v) {
      text = null;
      value = v;
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

/** The posts of a change as the caller gets them back: numbered from `first`, made at `version`, not yet delivered. */
export function madePosts(gameId: number, version: number, posts: NewPost[], first: number, now: number): StoredPost[] {
  return posts.map((p, i) => ({ ...p, gameId, seq: first + i, version, at: now, channelId: null, messageId: null, live: false, retiring: false, outbox: 1 as const, attempt: null }));
}

export type CreateInput = Parameters<Store['createGame']>[0];

export abstract class BaseStore implements Store {
  protected readonly clock: Clock;
  protected readonly warn: (message: string) => void;
  private readonly kinds = new Map<string, KindTeaching>();
  /** The latest snapshot text of each game (the most recent few hundred) this store wrote or found sound: the same
   * text read again is sound without hashing and validating it once more (a game is loaded at every press). */
  private readonly sound = new Map<number, { text: string; checksum: string | null }>();
  /** The parsed state of each game's current snapshot (the most recent few hundred), known by its version and
   * checksum: a game is loaded at every press, and a snapshot this store wrote or read is neither read nor parsed
   * again. Loads share it, so a state is never changed in place (frozen under the tests, where a change fails). */
  private readonly parsed = new Map<number, { version: number; checksum: string; value: unknown }>();

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
  /** Saves a snapshot rebuilt from the log over the unusable one. */
  protected abstract saveRebuilt(id: number, version: number, json: string, checksum: string): void;

  abstract createGame(input: CreateInput): StoredGame;
  abstract activeGameId(channelId: string): number | null;
  abstract commit(gameId: number, expectedVersion: number, change: Change): StoredGame & { posts: StoredPost[] };
  abstract addPosts(gameId: number, posts: NewPost[], folded?: number[]): StoredPost[];
  abstract posts(gameId: number, filter?: { audiences?: string[]; afterSeq?: number }): StoredPost[];
  abstract latestPost(gameId: number, audience: string, match: (p: StoredPost) => boolean): StoredPost | null;
  abstract messagePosts(gameId: number, messageId: string): StoredPost[];
  abstract delivered(gameId: number, seq: number, where: { channelId: string; messageId: string; live: boolean; lasting?: boolean }): void;
  abstract livePosts(gameId: number, audience?: string): StoredPost[];
  abstract supersedable(gameId: number): StoredPost[];
  abstract batch<T>(fn: () => T): T;
  abstract retired(gameId: number, seq: number): void;
  abstract postByMessage(messageId: string): StoredPost | null;
  abstract pendingGames(): PendingGame[];
  abstract undelivered(gameId: number): StoredPost[];
  abstract attempted(gameId: number, seq: number, attempt: string): void;
  abstract held(gameId: number, seq: number): void;
  abstract deliveredUnseen(gameId: number, seq: number): void;
  abstract awaitReader(gameId: number, seq: number): void;
  abstract awaiting(gameId: number): StoredPost[];
  abstract toRetire(gameId: number, seqs: number[]): void;
  abstract retiring(gameId: number): StoredPost[];
  abstract stateAt(gameId: number, version: number): unknown | null;
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

  latestGame(channelId: string): StoredGame | null {
    const row = this.openRow(channelId) ?? this.latestRow(channelId);
    return row ? this.toGame(row) : null;
  }

  log(gameId: number, opts: { includeUndone?: boolean } = {}): LogEntry[] {
    return this.actionRows(gameId, opts.includeUndone ?? false).map(toEntry);
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

  /** The parsed state of a game's current snapshot, if this store has it (its row's version and checksum). */
  protected parsedState(gameId: number, version: number, checksum: string | null | undefined): { value: unknown } | null {
    const known = this.parsed.get(gameId);
    return known && checksum && known.version === version && known.checksum === checksum ? known : null;
  }

  /** A new game as its creator gets it back, without reading it again (the row is what was just written). */
  protected created(id: number, input: CreateInput, interval: number | null, stateJson: string, now: number): StoredGame {
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

  /** The game's current state: its snapshot, or (unusable) rebuilt from the log. An open game whose log does not
   * rebuild it throws DamagedGameError; a closed one loads as null (nothing more will be played on it). */
  private loadState(row: GameRow): unknown {
    const had = this.parsedState(row.id, row.version, row.checksum);
    if (had) return had.value;
    const known = this.sound.get(row.id);
    if (known && known.text === row.state && known.checksum === (row.checksum ?? null)) {
      const parsed = parseJson(row.state);
      if (parsed.ok) {
        if (row.checksum) this.noteParsed(row.id, row.version, row.checksum, parsed.value);
        return parsed.value;
      }
    }
    const c = this.check(row.kind, row.state, row.checksum);
    if (c.ok) {
      this.noteSound(row.id, row.state!, row.checksum ?? null);
      if (row.checksum) this.noteParsed(row.id, row.version, row.checksum, c.state);
      return c.state;
    }
    try {
      return this.rebuild(row, c.why);
    } catch (e) {
      if (!(e instanceof DamagedGameError) || !CLOSED.includes(row.status)) throw e;
      this.warn(`game ${row.id} (${row.status}): ${e.message}`);
      return null;
    }
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
      const { step, line } = (e ?? {}) as { step?: unknown; line?: unknown };
      // The log line itself stays out of the message (a game with secrets may log what not everyone may read).
      let message = (e as Error)?.message ?? String(e);
      if (typeof line === 'string' && line) message = message.split(line).join('…');
      throw damaged(typeof step === 'number' ? step : null, `the snapshot of version ${row.version} is ${why}, and the log does not replay (${message}).`);
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
