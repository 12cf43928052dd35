// The SQLite store (better-sqlite3): open + pragmas + migrations, games, snapshots, the action log and reminders.
// Every write is one IMMEDIATE transaction; SQLite failures that mean "not saved" become StoreWriteError. What both
// backends share (the check of a loaded snapshot, its rebuild from the log, export) is in base.ts (docs/store.md).
import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import Database from 'better-sqlite3';
import {
  BaseStore, checksumOf, CLOSED, POST_COLUMNS, DEFAULT_REMINDER_MS, entriesOf, gameSettingsWhere, madePosts, REMOVED_UP_TO, toDue,
  type ActionRow, type CreateInput, type GameRow, type PostRow, type ReminderRow, type SnapshotRow,
} from './base.js';
import { MIGRATIONS } from './schema.js';
import { WalCheckpointer } from './wal-checkpointer.js';
import {
  GameExistsError, StaleVersionError, StoreOpenError, StoreWriteError,
  type Change, type ClaimedReminder, type Clock, type DueReminder, type NewEntry, type NewPost, type ReminderChange,
  type StoredGame, type StoredPost,
  type PendingGame, type Watched,
} from './types.js';

export { checksumOf, DEFAULT_REMINDER_MS };

export interface OpenOptions {
  clock?: Clock;
  /** How long a write waits for another process's lock before failing (default 5000 ms). */
  busyTimeoutMs?: number;
  /** Open without writing (no migrations; every write fails with StoreWriteError). */
  readonly?: boolean;
  /** 'normal' (default): survives a killed process; 'full': also a power cut, at the cost of an fsync per commit. */
  synchronous?: 'normal' | 'full';
  /** Where to report a snapshot rebuilt from the log (default: standard error). */
  warn?: (message: string) => void;
  /** Run SQLite's `quick_check` at open: 'refuse' throws StoreOpenError('damaged') when it fails, 'warn' only
   * reports it (the bot's explicit "start anyway"). Off by default (tools, tests). */
  quickCheck?: 'refuse' | 'warn';
  /** Write transactions between two checkpoints of the log, off this thread (default 150: wal-checkpointer.ts), and
   * the log's frames past which this connection checkpoints once itself (default 2,000: 16 MiB of 8 KiB pages). */
  checkpointEvery?: number;
  checkpointCatchUpFrames?: number;
  /** The size the log's file is cut back to once a checkpoint has copied all of it (default 64 MiB, WAL_SIZE_LIMIT). */
  walSizeLimitBytes?: number;
}

/** A large transaction (a migration copying a table, retention removing many games) grows the write-ahead log's file
 * to its own size, and SQLite would keep the file that big for as long as the bot runs; past this size it is cut back
 * at the first write after a whole checkpoint. Steps write at most some 16 MiB of it between two catch-ups
 * (wal-checkpointer.ts): they never reach it. */
export const WAL_SIZE_LIMIT = 64 * 1024 * 1024;

const GAME_COLUMNS_WITHOUT_STATE = `g.id, g.kind, g.guild_id, g.channel_id, g.host_id, g.options, g.seed, g.status, g.version,
  g.reminder_interval_ms, g.status_message_id, g.created_at, g.updated_at`;
const GAME_COLUMNS = `${GAME_COLUMNS_WITHOUT_STATE}, s.state, s.checksum, s.version AS base_version`;
/** A game's row and its newest snapshot's checksum and version, without the snapshot's text. */
const HEAD_COLUMNS = `${GAME_COLUMNS_WITHOUT_STATE}, NULL AS state, s.checksum, s.version AS base_version`;
/** A game with its newest snapshot (at its version, or before it: the log since leads on from there). */
const GAME_FROM = `FROM games g LEFT JOIN snapshots s ON s.game_id = g.id
  AND s.version = (SELECT max(b.version) FROM snapshots b WHERE b.game_id = g.id AND b.version <= g.version)`;

function sqliteCode(e: unknown): string | null {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_') ? code : null;
}

const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/** Runs `fn` again while SQLite answers "busy" without waiting (a journal-mode switch), for up to `ms`. */
function untilFree<T>(fn: () => T, ms: number): T {
  const until = Date.now() + ms;
  for (;;) {
    try {
      return fn();
    } catch (e) {
      if (!sqliteCode(e)?.startsWith('SQLITE_BUSY') || Date.now() >= until) throw e;
      Atomics.wait(PAUSE, 0, 0, 10);
    }
  }
}

/** Turns SQLite's "could not write" errors into StoreWriteError; leaves every other error as it is. */
function toWriteError(e: unknown, busyTimeoutMs: number, path = 'the database file'): unknown {
  const code = sqliteCode(e);
  if (!code) return e;
  if (code.startsWith('SQLITE_FULL')) return new StoreWriteError('full', 'the disk is full. Free some space and try again.');
  if (code.startsWith('SQLITE_READONLY')) {
    return new StoreWriteError('readonly', 'the database is read-only. Check the file permissions and DATABASE_PATH.');
  }
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return new StoreWriteError('locked',
      `the database is locked by another program (waited ${busyTimeoutMs} ms). Try again in a moment; if this keeps happening, stop the other program using ${path}.`);
  }
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN') || code.startsWith('SQLITE_CORRUPT') || code.startsWith('SQLITE_NOTADB')) {
    return new StoreWriteError('other', `the database could not be written (${code}). Try again; if it persists, restore a backup.`);
  }
  return e;
}

/** An error while opening the file, as one plain sentence naming the file and what to do. */
function openError(e: unknown, path: string, busyTimeoutMs: number, readOnly = false): unknown {
  if (e instanceof StoreOpenError) return e;
  const code = sqliteCode(e) ?? (e as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (code.startsWith('SQLITE_CORRUPT') || code.startsWith('SQLITE_NOTADB'))) {
    return new StoreOpenError('damaged', damagedFileMessage(path, code, !readOnly));
  }
  if (e instanceof StoreWriteError && e.reason === 'locked') return e;
  // A full disk, not a path or a permission (SQLite cannot even size its shared-memory file then).
  if ((e instanceof StoreWriteError && e.reason === 'full') || (typeof code === 'string' && /^(SQLITE_FULL|SQLITE_IOERR_SHMSIZE|ENOSPC)$/.test(code))) {
    return new StoreOpenError('unwritable', `Cannot use the database ${path} (${typeof code === 'string' ? code : 'full'}): the disk it is on is full. Free some space there, then start the bot again.`);
  }
  // Read only (export, db:backup): a file in WAL mode is read through a -shm file beside it, which a read-only folder
  // (a mounted snapshot, a backup volume) cannot hold. The file itself is fine.
  if (readOnly && typeof code === 'string' && /^SQLITE_(CANTOPEN|READONLY)/.test(code) && existsSync(path) && !existsSync(`${path}-shm`)) {
    return new StoreOpenError('unwritable', `Cannot read the database ${path} (${code}): its folder cannot be written, and a database the bot kept in WAL mode is read through a ${basename(path)}-shm file beside it. Copy it (with its -wal file, if any) to a folder that can be written, and point DATABASE_PATH there.`);
  }
  if (e instanceof StoreWriteError || (typeof code === 'string' && /^(SQLITE_(READONLY|CANTOPEN|IOERR|PERM|FULL|AUTH)|E[A-Z]+$)/.test(code))) {
    const why = e instanceof StoreWriteError ? e.message.replace(/^Could not save, nothing changed: /, '') : String(code);
    return new StoreOpenError('unwritable',
      `Cannot use the database ${path} (${why.replace(/\.$/, '')}): DATABASE_PATH must name a file the bot may create and write, in a folder it may write.`);
  }
  return toWriteError(e, busyTimeoutMs, path);
}

/** The manual's commands for a damaged file, named in the refusal. */
/** `startHint`: the bot's own start may go on anyway (HEIST_START_DAMAGED); a tool that only reads the file may not. */
function damagedFileMessage(path: string, problem: string, startHint = true): string {
  return `The database ${path} is damaged (SQLite's quick_check: ${problem}). Stop here and restore a backup: delete `
    + `${path}-wal and ${path}-shm, then put a copy made with "npm run -s db:backup -- FILE" at ${path} (README, "Backups"); or salvage what is left `
    + `with "npm run -s db:salvage -- ${path} recovered.sqlite" and put the copy in its place, as docs/durability.md says ("Salvaging a damaged file").`
    + `${startHint ? ' To start on this file anyway, set HEIST_START_DAMAGED=1.' : ''}`;
}

export class SqliteStore extends BaseStore {
  readonly db: Database.Database;
  private readonly busyTimeoutMs: number;
  private readonly q;
  private readonly txCommit;
  private readonly txCreate;
  private readonly txUndo;
  private readonly txAbandon;
  private readonly txClaim;
  private readonly txRemove;
  /** Runs the function it is given as one transaction: made once (better-sqlite3 builds four wrappers and their
   * properties for each transaction function it makes, and several writes of each step ran through a new one). */
  private readonly txRun;
  /** The log's checkpoints, off this thread (wal-checkpointer.ts): a file opened for writing. */
  readonly checkpointer: WalCheckpointer | null = null;

  constructor(readonly path: string, opts: OpenOptions = {}) {
    super(opts);
    this.busyTimeoutMs = opts.busyTimeoutMs ?? 5000;
    const memory = path === ':memory:' || path === '';
    this.db = this.open(memory, opts);
    if (!memory && !opts.readonly) {
      this.db.pragma('wal_autocheckpoint = 0');
      this.checkpointer = new WalCheckpointer(path, this.busyTimeoutMs, {
        fallBack: () => {
          if (this.db.open) this.db.pragma('wal_autocheckpoint = 1000');
        },
        checkpointHere: () => this.db.pragma('wal_checkpoint(PASSIVE)'),
      }, opts.checkpointEvery, opts.checkpointCatchUpFrames);
    }

    const db = this.db;
    this.q = {
      game: db.prepare<[number], GameRow>(`SELECT ${GAME_COLUMNS} ${GAME_FROM} WHERE g.id = ?`),
      // The row without its state (the caller has it): a commit does not read back the snapshot it just wrote.
      // The row and its snapshot's checksum: a snapshot already parsed (BaseStore.parsedState) is not read again.
      gameHead: db.prepare<[number], GameRow>(`SELECT ${HEAD_COLUMNS} ${GAME_FROM} WHERE g.id = ?`),
      gameWithoutState: db.prepare<[number], GameRow>(`SELECT ${GAME_COLUMNS_WITHOUT_STATE}, NULL AS state, NULL AS checksum FROM games g WHERE g.id = ?`),
      open: db.prepare<[string], GameRow>(`SELECT ${GAME_COLUMNS} ${GAME_FROM} WHERE g.channel_id = ? AND g.status IN ('lobby', 'active')`),
      latestInChannel: db.prepare<[string], GameRow>(`SELECT ${GAME_COLUMNS} ${GAME_FROM} WHERE g.channel_id = ? ORDER BY g.id DESC LIMIT 1`),
      versionOf: db.prepare<[number], { version: number; status: string }>(`SELECT version, status FROM games WHERE id = ?`),
      openId: db.prepare<[string], { id: number }>(`SELECT id FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')`),
      openHead: db.prepare<[string], GameRow>(`SELECT ${HEAD_COLUMNS} ${GAME_FROM} WHERE g.channel_id = ? AND g.status IN ('lobby', 'active')`),
      latestHead: db.prepare<[string], GameRow>(`SELECT ${HEAD_COLUMNS} ${GAME_FROM} WHERE g.channel_id = ? ORDER BY g.id DESC LIMIT 1`),
      // SQLite gives a new row the highest id + 1: once retention removed the newest games, that would be a removed
      // game's id again (its old web links and buttons would name the new game). The new id is above both.
      insertGame: db.prepare(`INSERT INTO games (id, kind, guild_id, channel_id, host_id, options, seed, status, version,
        reminder_interval_ms, created_at, updated_at) VALUES (max(coalesce((SELECT max(id) FROM games), 0),
          coalesce((SELECT CAST(value AS INTEGER) FROM settings WHERE key = '${REMOVED_UP_TO}'), 0)) + 1, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`),
      insertSnapshot: db.prepare(`INSERT OR REPLACE INTO snapshots (game_id, version, state, checksum) VALUES (?, ?, ?, ?)`),
      snapshotAtOrBefore: db.prepare<[number, number], SnapshotRow & { kind: string }>(`SELECT s.version, s.state, s.checksum, g.kind
        FROM snapshots s JOIN games g ON g.id = s.game_id WHERE s.game_id = ? AND s.version <= ? ORDER BY s.version DESC LIMIT 1`),
      actionLines: db.prepare<[number, number, number], { action: string }>(`SELECT action FROM actions WHERE game_id = ? AND version >= ? AND version < ? ORDER BY seq`),
      olderSnapshots: db.prepare<[number, number], SnapshotRow>(
        `SELECT version, state, checksum FROM snapshots WHERE game_id = ? AND version < ? ORDER BY version DESC`),
      // Those older than the newest at or before the barrier (the newest is where the log after it leads on from).
      pruneSnapshots: db.prepare(`DELETE FROM snapshots WHERE game_id = @id
        AND version < (SELECT coalesce(max(version), 0) FROM snapshots WHERE game_id = @id AND version <= @barrier)`),
      bump: db.prepare(`UPDATE games SET version = ?, updated_at = ?, status = coalesce(?, status), options = coalesce(?, options) WHERE id = ?`),
      // A step that leaves the status as it is does not name it: SQLite rewrites every index whose columns (or partial
      // index condition) an UPDATE names, and the open games' index would be rewritten at every step for nothing.
      bumpKeepingStatus: db.prepare(`UPDATE games SET version = ?, updated_at = ?, options = coalesce(?, options) WHERE id = ?`),
      nextSeq: db.prepare<[number], { seq: number }>(`SELECT coalesce(max(seq), 0) + 1 AS seq FROM actions WHERE game_id = ?`),
      lastLive: db.prepare<[number], ActionRow>(`SELECT * FROM actions WHERE game_id = ? AND undone = 0 ORDER BY seq DESC LIMIT 1`),
      insertAction: db.prepare(`INSERT INTO actions (game_id, seq, version, actor_id, action, turn_key, revealed, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`),
      markUndone: db.prepare(`UPDATE actions SET undone = 1 WHERE game_id = ? AND seq = ?`),
      log: db.prepare<[number], ActionRow>(`SELECT * FROM actions WHERE game_id = ? AND undone = 0 ORDER BY seq`),
      logAll: db.prepare<[number], ActionRow>(`SELECT * FROM actions WHERE game_id = ? ORDER BY seq`),
      // The log's end, read backwards along its key and no further.
      logTail: db.prepare<[number, number], ActionRow>(`SELECT * FROM (SELECT * FROM actions WHERE game_id = ? AND undone = 0 ORDER BY seq DESC LIMIT ?) ORDER BY seq`),
      // A new or changed reminder is nobody's claim yet.
      upsertReminder: db.prepare(`INSERT INTO reminders (game_id, user_id, due_at, reminders_sent) VALUES (?, ?, ?, ?)
        ON CONFLICT (game_id) DO UPDATE SET user_id = excluded.user_id, due_at = excluded.due_at, reminders_sent = excluded.reminders_sent, claimed_by = NULL`),
      deleteReminder: db.prepare(`DELETE FROM reminders WHERE game_id = ?`),
      reminder: db.prepare<[number], { user_id: string; due_at: number | null; reminders_sent: number }>(
        `SELECT user_id, due_at, reminders_sent FROM reminders WHERE game_id = ?`),
      due: db.prepare<[number], ReminderRow>(
        `SELECT r.game_id, g.channel_id, g.guild_id, r.user_id, r.reminders_sent, r.due_at
         FROM reminders r JOIN games g ON g.id = r.game_id
         WHERE r.due_at IS NOT NULL AND r.due_at <= ? ORDER BY r.due_at`),
      markReminded: db.prepare(`UPDATE reminders SET reminders_sent = reminders_sent + 1, due_at = ?, claimed_by = NULL WHERE game_id = ?`),
      markClaimed: db.prepare(`UPDATE reminders SET reminders_sent = reminders_sent + 1, due_at = ?, claimed_by = NULL
        WHERE game_id = ? AND claimed_by = ? AND due_at = ?`),
      // The shard of a server is (guild_id >> 22) % shard_count, as Discord routes it; DMs (no guild) are shard 0's.
      claimable: db.prepare<[{ now: number; owner: string }], ReminderRow>(`SELECT r.game_id, g.channel_id, g.guild_id, r.user_id, r.reminders_sent, r.due_at
        FROM reminders r JOIN games g ON g.id = r.game_id JOIN shard_owners o ON o.owner = @owner
        WHERE r.due_at IS NOT NULL AND r.due_at <= @now
          AND o.shard_id = (CASE WHEN g.guild_id IS NULL THEN 0 ELSE (CAST(g.guild_id AS INTEGER) >> 22) % o.shard_count END)
        ORDER BY r.due_at, r.game_id`),
      claim: db.prepare(`UPDATE reminders SET claimed_by = ? WHERE game_id = ?`),
      takeShard: db.prepare(`INSERT INTO shard_owners (shard_id, shard_count, owner, since) VALUES (?, ?, ?, ?)
        ON CONFLICT (shard_id) DO UPDATE SET shard_count = excluded.shard_count, owner = excluded.owner, since = excluded.since`),
      shardOwners: db.prepare<[], { shard_id: number; shard_count: number; owner: string; since: number }>(`SELECT * FROM shard_owners ORDER BY shard_id`),
      touchShards: db.prepare(`UPDATE shard_owners SET since = ? WHERE owner = ?`),
      releaseShards: db.prepare(`DELETE FROM shard_owners WHERE owner = ?`),
      setStatusMessage: db.prepare(`UPDATE games SET status_message_id = ? WHERE id = ?`),
      nextPostSeq: db.prepare<[number], { seq: number }>(`SELECT coalesce(max(seq), 0) + 1 AS seq FROM posts WHERE game_id = ?`),
      insertPost: db.prepare(`INSERT INTO posts (game_id, seq, version, audience, seat, kind, body, at, outbox) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1)`),
      // A game's posts are found through their key (game and seq): without statistics SQLite would read them all for
      // the outbox's, live and awaiting ones too, rather than the small partial index of those; the statements below
      // name their index.
      posts: db.prepare<[number, number], PostRow>(`SELECT * FROM posts WHERE game_id = ? AND seq > ? ORDER BY seq`),
      // A game's posts for one reader, oldest first or (to find the newest of some kind) newest first, read no further.
      postsFor: db.prepare<[number, number, string], PostRow>(`SELECT * FROM posts WHERE game_id = ? AND seq > ? AND audience = ? ORDER BY seq`),
      postsForNewest: db.prepare<[number, string, number], PostRow>(`SELECT ${POST_COLUMNS} FROM posts WHERE game_id = ? AND audience = ? AND outbox <= ? ORDER BY seq DESC`),
      // The reads of a step take a post's body only when it is wanted, alone, by its number (`toPost`).
      postBody: db.prepare<[number, number], { body: string }>(`SELECT body FROM posts WHERE game_id = ? AND seq = ?`),
      // By the message's index: by the game's key, SQLite would read every post of the game (a press reads these).
      postsOfMessage: db.prepare<[string, number], PostRow>(`SELECT ${POST_COLUMNS} FROM posts INDEXED BY posts_by_message WHERE message_id = ? AND game_id = ? ORDER BY seq`),
      delivered: db.prepare(`UPDATE posts SET channel_id = ?, message_id = ?, live = ?, lasting = ?, outbox = 0 WHERE game_id = ? AND seq = ?`),
      pendingGames: db.prepare<[], { game_id: number; guild_id: string | null; channel_id: string }>(`SELECT DISTINCT p.game_id, g.guild_id, g.channel_id
        FROM posts p INDEXED BY posts_outbox JOIN games g ON g.id = p.game_id WHERE p.outbox = 1 ORDER BY p.game_id`),
      undelivered: db.prepare<[number], PostRow>(`SELECT ${POST_COLUMNS} FROM posts INDEXED BY posts_outbox WHERE game_id = ? AND outbox = 1 ORDER BY seq`),
      undeliveredReaders: db.prepare<[number], { seq: number; audience: string }>(`SELECT seq, audience FROM posts INDEXED BY posts_outbox WHERE game_id = ? AND outbox = 1 ORDER BY seq`),
      attempted: db.prepare(`UPDATE posts SET attempt = ? WHERE game_id = ? AND seq = ?`),
      held: db.prepare(`UPDATE posts SET outbox = 2 WHERE game_id = ? AND seq = ?`),
      awaitReader: db.prepare(`UPDATE posts SET outbox = 3 WHERE game_id = ? AND seq = ? AND outbox = 1`),
      withdrawn: db.prepare(`UPDATE posts SET outbox = 5 WHERE game_id = ? AND seq = ? AND outbox = 1`),
      fold: db.prepare(`UPDATE posts SET outbox = 4 WHERE game_id = ? AND seq = ? AND outbox = 3`),
      awaiting: db.prepare<[number], PostRow>(`SELECT ${POST_COLUMNS} FROM posts INDEXED BY posts_awaiting WHERE game_id = ? AND outbox = 3 ORDER BY seq`),
      deliveredUnseen: db.prepare(`UPDATE posts SET outbox = 0 WHERE game_id = ? AND seq = ?`),
      toRetire: db.prepare(`UPDATE posts SET live = 2 WHERE game_id = ? AND seq = ? AND (live = 1 OR outbox <> 0)`),
      retiring: db.prepare<[number], PostRow>(`SELECT ${POST_COLUMNS} FROM posts INDEXED BY posts_retiring WHERE game_id = ? AND live = 2 AND message_id IS NOT NULL ORDER BY seq`),
      livePosts: db.prepare<[number], PostRow>(`SELECT ${POST_COLUMNS} FROM posts INDEXED BY posts_live WHERE game_id = ? AND live = 1 ORDER BY seq`),
      supersedable: db.prepare<[number], PostRow>(`SELECT ${POST_COLUMNS} FROM posts INDEXED BY posts_supersedable WHERE game_id = ? AND live = 1 AND lasting = 0 ORDER BY seq`),
      retired: db.prepare(`UPDATE posts SET live = 0 WHERE game_id = ? AND seq = ?`),
      postByMessage: db.prepare<[string], PostRow>(`SELECT ${POST_COLUMNS} FROM posts WHERE message_id = ? ORDER BY game_id DESC LIMIT 1`),
      setInterval: db.prepare(`UPDATE games SET reminder_interval_ms = ? WHERE id = ?`),
      userPref: db.prepare<[string, string], { value: string }>('SELECT value FROM user_prefs WHERE user_id = ? AND key = ?'),
      setUserPref: db.prepare('INSERT INTO user_prefs (user_id, key, value) VALUES (?, ?, ?) ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value'),
    };

    this.txRun = db.transaction((fn: () => unknown): unknown => fn());

    this.txCreate = db.transaction((input: CreateInput, interval: number | null, now: number, stateJson: string): number => {
      if (!CLOSED.includes(input.status)) {
        const open = this.q.openId.get(input.channelId);
        if (open) throw new GameExistsError(input.channelId, open.id);
      }
      const id = Number(this.q.insertGame.run(input.kind, input.guildId, input.channelId, input.hostId,
        JSON.stringify(input.options ?? null), input.seed, input.status, interval, now, now).lastInsertRowid);
      this.q.insertSnapshot.run(id, 1, stateJson, checksumOf(stateJson));
      return id;
    });

    this.txCommit = db.transaction((id: number, expected: number, change: Change, entries: NewEntry[], stateJson: string | null, checksum: string | null,
      optionsJson: string | null, now: number): { posts: StoredPost[]; row: GameRow; barrier: number | null } => {
      // The row read whole here, so that the game as committed is known without reading it again after.
      const g = this.q.gameWithoutState.get(id);
      if (!g) throw new Error(`There is no game ${id}.`);
      if (g.version !== expected) throw new StaleVersionError(g.version, expected);
      const v = expected + Math.max(1, entries.length);
      let barrier: number | null = null;
      entries.forEach((e, k) => {
        const last = this.q.lastLive.get(id);
        const seq = this.q.nextSeq.get(id)!.seq;
        this.q.insertAction.run(id, seq, expected + k, e.actorId, e.action, e.turnKey, e.revealed ? 1 : 0, now);
        // Undo never goes back past something revealed, nor into another turn: older snapshots aren't needed. Steps
        // after the first of a batch have no snapshot of their own (undo only takes back a lone last step).
        if (e.revealed || k > 0) barrier = expected + k + 1;
        else if (!last || last.turn_key !== e.turnKey) barrier = expected;
      });
      if (stateJson !== null) this.q.insertSnapshot.run(id, v, stateJson, checksum);
      const closing = change.status !== undefined && CLOSED.includes(change.status);
      if (closing) barrier = v;
      // Nothing to prune where the game's one snapshot is its newest (pruned so since this store last wrote one).
      if (barrier !== null && !(this.snapshotsKept.get(id)?.single && stateJson === null)) this.q.pruneSnapshots.run({ id, barrier });
      if (change.status === undefined || change.status === g.status) this.q.bumpKeepingStatus.run(v, now, optionsJson, id);
      else this.q.bump.run(v, now, change.status, optionsJson, id);
      if (closing || change.reminder === null) this.q.deleteReminder.run(id);
      else if (change.reminder) {
        const r = change.reminder;
        this.q.upsertReminder.run(id, r.userId, r.dueAt, r.remindersSent ?? 0);
      }
      for (const seq of change.folded ?? []) this.q.fold.run(id, seq);
      for (const seq of change.retire ?? []) this.q.toRetire.run(id, seq);
      const posts = this.insertPosts(id, v, change.posts ?? [], now);
      // As bump and bumpKeepingStatus left it.
      return { posts, barrier, row: { ...g, version: v, updated_at: now, status: change.status ?? g.status, options: optionsJson ?? g.options } };
    });

    this.txUndo = db.transaction((id: number, expected: number, actorId: string, turnKey: string, stateJson: string, now: number): boolean => {
      const g = this.q.versionOf.get(id);
      if (!g) throw new Error(`There is no game ${id}.`);
      if (g.version !== expected) throw new StaleVersionError(g.version, expected);
      const last = this.q.lastLive.get(id);
      if (!last || last.actor_id !== actorId || last.turn_key !== turnKey || last.revealed) return false;
      this.q.markUndone.run(id, last.seq);
      this.q.insertSnapshot.run(id, expected + 1, stateJson, checksumOf(stateJson));
      this.q.bump.run(expected + 1, now, null, null, id);
      return true;
    });

    this.txAbandon = db.transaction((id: number, expected: number, e: NewEntry, now: number): void => {
      const g = this.q.versionOf.get(id);
      if (!g) throw new Error(`There is no game ${id}.`);
      if (g.version !== expected) throw new StaleVersionError(g.version, expected);
      const seq = this.q.nextSeq.get(id)!.seq;
      this.q.insertAction.run(id, seq, expected, e.actorId, e.action, e.turnKey, e.revealed ? 1 : 0, now);
      // The damaged snapshot stays as it was (for whoever restores or inspects it), the newest of the game's.
      this.q.pruneSnapshots.run({ id, barrier: expected });
      this.q.bump.run(expected + 1, now, 'abandoned', null, id);
      this.q.deleteReminder.run(id);
    });

    const removable = db.prepare<[number, number], { id: number; kind: string }>(`SELECT g.id, g.kind FROM games g
      WHERE g.status IN ('finished', 'abandoned') AND g.updated_at < ?
        AND NOT EXISTS (SELECT 1 FROM posts p WHERE p.game_id = g.id AND p.outbox = 1)
      ORDER BY g.id LIMIT ?`);
    const removeSettings = db.prepare(`DELETE FROM settings WHERE ${gameSettingsWhere('@id')}`);
    // Its log, snapshots, posts and reminder go with it (ON DELETE CASCADE).
    const removeGame = db.prepare('DELETE FROM games WHERE id = ?');
    const removedUpTo = db.prepare(`INSERT INTO settings (key, value) VALUES ('${REMOVED_UP_TO}', ?)
      ON CONFLICT (key) DO UPDATE SET value = max(CAST(value AS INTEGER), CAST(excluded.value AS INTEGER))`);
    this.txRemove = db.transaction((before: number, limit: number): { id: number; kind: string }[] => {
      const gone = removable.all(before, limit);
      for (const g of gone) {
        removeSettings.run({ id: String(g.id) });
        removeGame.run(g.id);
      }
      if (gone.length) removedUpTo.run(String(Math.max(...gone.map((g) => g.id))));
      return gone;
    });

    this.txClaim = db.transaction((now: number, owner: string): ReminderRow[] => {
      const rows = this.q.claimable.all({ now, owner });
      for (const r of rows) this.q.claim.run(owner, r.game_id);
      return rows;
    });
  }

  /** Opens the file with its pragmas and migrations; every failure is one plain sentence (StoreOpenError). */
  private open(memory: boolean, opts: OpenOptions): Database.Database {
    const path = this.path;
    let db: Database.Database | null = null;
    try {
      if (!memory && !opts.readonly) {
        mkdirSync(dirname(path), { recursive: true });
        // SQLite would quietly open a file it may not write read-only, and fail at the first move: say so now.
        accessSync(dirname(path), constants.W_OK);
        if (existsSync(path)) accessSync(path, constants.W_OK);
      }
      db = new Database(path, { timeout: this.busyTimeoutMs, readonly: opts.readonly ?? false, fileMustExist: opts.readonly ?? false });
      (this as { db: Database.Database }).db = db;
      db.pragma('foreign_keys = ON');
      if (opts.quickCheck) {
        let problems: string[];
        try {
          problems = (db.pragma('quick_check') as { quick_check: string }[]).map((r) => r.quick_check).filter((x) => x !== 'ok');
        } catch (e) {
          // Only "malformed" and "not a database" mean damage; anything else (busy, I/O) is reported as what it is.
          const code = sqliteCode(e);
          if (!code || !(code.startsWith('SQLITE_CORRUPT') || code.startsWith('SQLITE_NOTADB'))) throw e;
          problems = [code];
        }
        if (problems.length) {
          const message = damagedFileMessage(path, problems.slice(0, 3).join('; ').replace(/\s+/g, ' ').slice(0, 300));
          if (opts.quickCheck === 'refuse') throw new StoreOpenError('damaged', message);
          this.warn(`starting anyway (HEIST_START_DAMAGED): ${message}`);
        }
      }
      if (!opts.readonly && this.isNew(db)) {
        // A new file's pages are 8 KiB (a file's page size is fixed once it has a table; an older file keeps its own): a
        // post of up to 8 KiB (a Noir note is up to some 2.5 KiB) then sits in its row (schema.ts, 11), and noting what
        // became of it (its attempt, where it was delivered, its controls taken away: several writes a step) rewrites
        // one page, not an overflow page too.
        // It must come first: once auto_vacuum is set, SQLite keeps the default size for the file.
        db.pragma('page_size = 8192');
        // A new file is made for incremental vacuum, so the space of games removed by retention can be given back
        // while the bot runs (compact()); it can only be chosen before the first table.
        db.pragma('auto_vacuum = INCREMENTAL');
      }
      if (!opts.readonly) {
        // Two processes opening a new file at once: SQLite answers the second one's switch to WAL "busy" at once,
        // without the busy wait, so it is tried again for as long as a write would wait.
        if (!memory) untilFree(() => db!.pragma('journal_mode = WAL'), this.busyTimeoutMs);
        db.pragma(`synchronous = ${opts.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
        if (!memory) db.pragma(`journal_size_limit = ${Math.max(0, Math.floor(opts.walSizeLimitBytes ?? WAL_SIZE_LIMIT))}`);
      }
      this.migrate(opts.readonly ?? false);
      return db;
    } catch (e) {
      if (db?.open) db.close();
      throw openError(e, path, this.busyTimeoutMs, opts.readonly === true);
    }
  }

  /** No table yet: a file (or memory) being made now. */
  private isNew(db: Database.Database): boolean {
    return (db.prepare('SELECT count(*) AS n FROM sqlite_master').get() as { n: number }).n === 0;
  }

  private migrate(readonly: boolean): void {
    const current = this.db.pragma('user_version', { simple: true }) as number;
    if (current > MIGRATIONS.length) {
      throw new StoreOpenError('newer', `The database ${this.path} was made by a newer version of this bot (schema ${current}, this one knows ${MIGRATIONS.length}): run that version, or restore a backup made by this one.`);
    }
    if (current === MIGRATIONS.length) return;
    if (readonly && current === 0) throw foreignFile(this.path, 'nothing was read');
    if (readonly) throw new StoreOpenError('older', `The database ${this.path} was made by an older version of this bot (schema ${current}, this one knows ${MIGRATIONS.length}), and is only read here: read it with that version, or start the bot once on it (it brings the file up to date), then again.`);
    try {
      this.db.transaction(() => {
        // Read again under the write lock: another process opening the same new file may have migrated it meanwhile.
        const from = this.db.pragma('user_version', { simple: true }) as number;
        for (let i = from; i < MIGRATIONS.length; i++) {
          this.db.exec(MIGRATIONS[i]);
          this.db.pragma(`user_version = ${i + 1}`);
        }
      }).immediate();
    } catch (e) {
      throw toWriteError(e, this.busyTimeoutMs, this.path);
    }
  }

  /** Write transactions begun so far (a write inside a batch is part of the batch's): the CPU bench reads it per step. */
  writeTransactions = 0;

  /** The last write that failed for want of the disk (full, read-only, an I/O error), until a step's commit (`mends`)
   * or the probe's write of a step's size succeeds: a small write (/readyz's own, a new game's row, an undo) may still
   * fit in pages or the log's space reused while every step fails. Not a lock: another program's, it passes. */
  private trouble: string | null = null;

  /** Runs a write, mapping "could not write" failures to StoreWriteError (the transaction is rolled back). `mends`: a
   * write of a step's size, whose success ends a remembered failure. */
  private write<T>(fn: () => T, mends = false): T {
    const own = !this.db.inTransaction;
    if (own) this.writeTransactions++;
    try {
      const out = fn();
      if (own) this.checkpointer?.wrote();
      if (own && mends) this.trouble = null;
      return out;
    } catch (e) {
      const err = toWriteError(e, this.busyTimeoutMs, this.path);
      if (own && err instanceof StoreWriteError && err.reason !== 'locked') this.trouble = err.message.replace(/^Could not save, nothing changed: /, '');
      throw err;
    }
  }

  writeTrouble(): string | null {
    return this.trouble;
  }

  probeWrites(now: number): void {
    if (this.trouble === null) return this.setSetting('health.written_at', String(now));
    // Larger than most steps (a snapshot step's state and posts are tens of KB): new pages taken, then given back.
    this.write(() => this.txRun.immediate(() => {
      this.db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, zeroblob(262144))').run('health.trial');
      this.db.prepare('DELETE FROM settings WHERE key = ?').run('health.trial');
      this.db.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)').run('health.written_at', String(now));
    }), true);
  }


  /** Runs one statement with `?` parameters, for tools and tests: the rows (none for a statement that returns none). */
  query<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[] {
    const st = this.db.prepare(sql);
    if (st.reader) return st.all(...params) as T[];
    this.write(() => st.run(...params));
    return [];
  }

  /** The schema version (migrations applied). */
  schemaVersion(): number {
    return this.db.pragma('user_version', { simple: true }) as number;
  }

  // ---- reads the shared code needs (base.ts) -------------------------------------------------------------------
  protected gameRow(id: number): GameRow | undefined {
    // The game's own row is enough where this store holds its state at that version (written or read here): any new
    // snapshot of a game moves its version, so the snapshot it stands on is still the one known. The join with the
    // snapshots' tree cost five times the row's read a step, and more as the file grows.
    const h = this.headOf(id);
    if (h?.baseChecksum) {
      const row = this.q.gameWithoutState.get(id);
      if (!row) return row;
      if (row.version === h.version && this.parsedState(id, row.version, h.baseChecksum)) return { ...row, checksum: h.baseChecksum, base_version: h.baseVersion };
    }
    const head = this.q.gameHead.get(id);
    if (!head || this.parsedState(id, head.version, head.checksum)) return head;
    return this.q.game.get(id);
  }

  // A channel's game: its row and its newest snapshot's checksum first, the state's text (25 KB, read off its overflow
  // pages) only where this store does not hold that state already. The checksum is read, not taken from memory, so a
  // snapshot changed behind the store's back is still caught here (test/e2e/resilience.test.ts).
  protected openRow(channelId: string): GameRow | undefined {
    const head = this.q.openHead.get(channelId);
    return !head || this.parsedState(head.id, head.version, head.checksum) ? head : this.q.open.get(channelId);
  }

  protected latestRow(channelId: string): GameRow | undefined {
    const head = this.q.latestHead.get(channelId);
    return !head || this.parsedState(head.id, head.version, head.checksum) ? head : this.q.latestInChannel.get(channelId);
  }

  protected olderSnapshots(id: number, version: number): SnapshotRow[] {
    return this.q.olderSnapshots.all(id, version);
  }

  protected actionRows(id: number, includeUndone: boolean): ActionRow[] {
    return includeUndone ? this.q.logAll.all(id) : this.q.log.all(id);
  }

  protected lastActionRows(id: number, count: number): ActionRow[] {
    return this.q.logTail.all(id, count);
  }

  protected actionLines(id: number, from: number, to: number): string[] {
    return this.q.actionLines.all(id, from, to).map((r) => r.action);
  }

  protected snapshotAtOrBefore(id: number, version: number): (SnapshotRow & { kind: string }) | undefined {
    return this.q.snapshotAtOrBefore.get(id, version);
  }

  protected postBody(id: number, seq: number): string | null {
    return this.q.postBody.get(id, seq)?.body ?? null;
  }

  protected postBodies(id: number, seqs: number[]): Map<number, string> {
    const out = new Map<number, string>();
    for (const seq of seqs) {
      const body = this.postBody(id, seq);
      if (body !== null) out.set(seq, body);
    }
    return out;
  }

  protected saveRebuilt(id: number, version: number, json: string, checksum: string): void {
    this.q.insertSnapshot.run(id, version, json, checksum);
    this.snapshotsKept.delete(id);
  }

  // ---- the Store ---------------------------------------------------------------------------------------------------
  abandon(gameId: number, expectedVersion: number, entry: NewEntry): number {
    const now = this.clock.now();
    this.write(() => this.txAbandon.immediate(gameId, expectedVersion, entry, now));
    this.snapshotsKept.delete(gameId);
    return expectedVersion + 1;
  }

  createGame(input: CreateInput): StoredGame {
    const now = this.clock.now();
    const stateJson = JSON.stringify(input.state ?? null);
    const interval = input.reminderIntervalMs === undefined ? DEFAULT_REMINDER_MS : input.reminderIntervalMs;
    const id = this.write(() => this.txCreate.immediate(input, interval, now, stateJson));
    this.noteSnapshots(id, 1, 1);
    return this.created(id, input, interval, stateJson, now);
  }

  activeGameId(channelId: string): number | null {
    return this.q.openId.get(channelId)?.id ?? null;
  }

  commit(gameId: number, expectedVersion: number, change: Change): StoredGame & { posts: StoredPost[] } {
    const entries = entriesOf(change);
    const now = this.clock.now();
    const optionsJson = change.options === undefined ? null : JSON.stringify(change.options);
    // Most steps are their log lines only: the state is written whole every SNAPSHOT_EVERY versions (base.ts).
    const plan = this.snapshotPlan(gameId, expectedVersion, entries, change, optionsJson);
    const stateJson = plan.write ? JSON.stringify(change.state ?? null) : null;
    const checksum = stateJson === null ? null : checksumOf(stateJson);
    if (plan.check && stateJson !== null) this.checkReplays(gameId, plan.check, expectedVersion, entries, stateJson);
    const { posts, row, barrier } = this.keepingBodies(() => this.write(() => this.txCommit.immediate(gameId, expectedVersion, change, entries, stateJson, checksum, optionsJson, now), true));
    this.noteSnapshots(gameId, stateJson === null ? null : row.version, barrier);
    this.committed(row, change.state ?? null, stateJson, checksum);
    // The caller's state is what was saved: skip parsing it back.
    return Object.assign(this.toGame(row, { value: change.state }), { posts });
  }

  /** Per game, its newest snapshot as this store wrote it, and whether the snapshots are pruned down to that one;
   * absent: not known here (another store, a transaction that may still roll back), so the barrier's prune runs. A
   * prune that deletes nothing still searched the snapshots' tree (57 µs a barrier in the CPU bench, 0.75 a step). */
  private snapshotsKept = new Map<number, { newest: number; single: boolean }>();

  /** What a write did to a game's snapshots: one written at `wrote`, the older ones pruned at `barrier`. */
  private noteSnapshots(gameId: number, wrote: number | null, barrier: number | null): void {
    const m = this.snapshotsKept;
    let e = m.get(gameId);
    m.delete(gameId);
    if (this.db.inTransaction) return;
    if (wrote !== null) e = { newest: wrote, single: false };
    // A prune keeps the newest snapshot at or before the barrier and every later one: one left where none is later.
    if (e && barrier !== null && barrier >= e.newest) e = { ...e, single: true };
    if (e) m.set(gameId, e);
    if (m.size > 5000) m.delete(m.keys().next().value!);
  }

  /** The bodies of the posts a transaction of its own inserts (null: none of its own), noted once it is committed
   * (`Bodies.wrote`): inside another's transaction, which may still roll back, nothing is noted. */
  private bodiesWritten: { gameId: number; seq: number; text: string }[] | null = null;

  private keepingBodies<T>(write: () => T): T {
    if (this.db.inTransaction) return write();
    const written: { gameId: number; seq: number; text: string }[] = [];
    this.bodiesWritten = written;
    try {
      const out = write();
      for (const b of written) this.bodies.wrote(b.gameId, b.seq, b.text);
      return out;
    } finally {
      this.bodiesWritten = null;
    }
  }

  private insertPosts(gameId: number, version: number, posts: NewPost[], now: number): StoredPost[] {
    if (posts.length === 0) return [];
    const first = this.q.nextPostSeq.get(gameId)!.seq;
    posts.forEach((p, i) => {
      const text = JSON.stringify(p.body ?? null);
      this.q.insertPost.run(gameId, first + i, version, p.audience, p.seat, p.kind, text, now);
      this.bodiesWritten?.push({ gameId, seq: first + i, text });
    });
    return madePosts(gameId, version, posts, first, now);
  }

  addPosts(gameId: number, posts: NewPost[], folded: number[] = [], retire: number[] = []): StoredPost[] {
    if (posts.length === 0) return [];
    const now = this.clock.now();
    return this.keepingBodies(() => this.write(() => this.txRun.immediate(() => {
      const g = this.q.versionOf.get(gameId);
      if (!g) throw new Error(`There is no game ${gameId}.`);
      for (const seq of folded) this.q.fold.run(gameId, seq);
      for (const seq of retire) this.q.toRetire.run(gameId, seq);
      return this.insertPosts(gameId, g.version, posts, now);
    }) as StoredPost[]));
  }

  posts(gameId: number, filter: { audiences?: string[]; afterSeq?: number } = {}): StoredPost[] {
    // One reader's: only their rows leave SQLite.
    if (filter.audiences?.length === 1) return this.q.postsFor.all(gameId, filter.afterSeq ?? 0, filter.audiences[0]).map(this.toPost);
    const rows = this.q.posts.all(gameId, filter.afterSeq ?? 0);
    const wanted = filter.audiences ? new Set(filter.audiences) : null;
    return rows.filter((r) => !wanted || wanted.has(r.audience)).map(this.toPost);
  }

  latestPost(gameId: number, audience: string, match: (p: StoredPost) => boolean, maxOutbox = 4): StoredPost | null {
    for (const row of this.q.postsForNewest.iterate(gameId, audience, maxOutbox)) {
      const p = this.toPost(row);
      if (match(p)) return p;
    }
    return null;
  }

  messagePosts(gameId: number, messageId: string): StoredPost[] {
    return this.q.postsOfMessage.all(messageId, gameId).map(this.toPost);
  }

  delivered(gameId: number, seq: number, where: { channelId: string; messageId: string; live: boolean; lasting?: boolean }): void {
    this.write(() => this.q.delivered.run(where.channelId, where.messageId, where.live ? 1 : 0, where.lasting ? 1 : 0, gameId, seq));
  }

  livePosts(gameId: number, audience?: string): StoredPost[] {
    return this.q.livePosts.all(gameId).filter((r) => audience === undefined || r.audience === audience).map(this.toPost);
  }

  batch<T>(fn: () => T): T {
    return this.write(() => this.txRun.immediate(fn) as T);
  }

  supersedable(gameId: number): StoredPost[] {
    return this.q.supersedable.all(gameId).map(this.toPost);
  }

  retired(gameId: number, seq: number): void {
    this.write(() => this.q.retired.run(gameId, seq));
  }

  postByMessage(messageId: string): StoredPost | null {
    const row = this.q.postByMessage.get(messageId);
    return row ? this.toPost(row) : null;
  }

  pendingGames(): PendingGame[] {
    return this.q.pendingGames.all().map((r) => ({ gameId: r.game_id, guildId: r.guild_id, channelId: r.channel_id }));
  }

  undelivered(gameId: number): StoredPost[] {
    return this.q.undelivered.all(gameId).map(this.toPost);
  }

  undeliveredReaders(gameId: number): { seq: number; audience: string }[] {
    return this.q.undeliveredReaders.all(gameId);
  }

  attempted(gameId: number, notes: readonly { seq: number; attempt: string }[]): void {
    if (notes.length === 1) this.write(() => this.q.attempted.run(notes[0].attempt, gameId, notes[0].seq));
    else if (notes.length > 1) this.write(() => this.txRun.immediate(() => { for (const n of notes) this.q.attempted.run(n.attempt, gameId, n.seq); }));
  }

  held(gameId: number, seq: number): void {
    this.write(() => this.q.held.run(gameId, seq));
  }

  deliveredUnseen(gameId: number, seq: number): void {
    this.write(() => this.q.deliveredUnseen.run(gameId, seq));
  }

  awaitReader(gameId: number, seq: number): void {
    this.write(() => this.q.awaitReader.run(gameId, seq));
  }

  withdrawn(gameId: number, seq: number): void {
    this.write(() => this.q.withdrawn.run(gameId, seq));
  }

  awaiting(gameId: number): StoredPost[] {
    return this.q.awaiting.all(gameId).map(this.toPost);
  }

  toRetire(gameId: number, seqs: number[]): void {
    if (seqs.length === 0) return;
    this.write(() => this.txRun(() => { for (const seq of seqs) this.q.toRetire.run(gameId, seq); }));
  }

  retiring(gameId: number): StoredPost[] {
    return this.q.retiring.all(gameId).map(this.toPost);
  }


  undoLast(gameId: number, expectedVersion: number, actorId: string, turnKey: string, stateBefore: unknown): StoredGame | null {
    const now = this.clock.now();
    const stateJson = JSON.stringify(stateBefore ?? null);
    const done = this.write(() => this.txUndo.immediate(gameId, expectedVersion, actorId, turnKey, stateJson, now));
    if (!done) return null;
    this.noteSnapshots(gameId, expectedVersion + 1, null);
    const row = this.q.gameWithoutState.get(gameId)!;
    return this.toGame(row, { value: stateBefore });
  }

  setStatusMessage(gameId: number, messageId: string): void {
    this.write(() => this.q.setStatusMessage.run(messageId, gameId));
  }

  setReminderInterval(gameId: number, ms: number | null): void {
    this.write(() => this.q.setInterval.run(ms, gameId));
  }

  setReminder(gameId: number, reminder: ReminderChange | null): void {
    this.write(() => {
      if (reminder) this.q.upsertReminder.run(gameId, reminder.userId, reminder.dueAt, reminder.remindersSent ?? 0);
      else this.q.deleteReminder.run(gameId);
    });
  }

  /** A player's preference (null: never set). No game's version moves. */
  userPref(userId: string, key: string): string | null {
    return this.q.userPref.get(userId, key)?.value ?? null;
  }

  setUserPref(userId: string, key: string, value: string): void {
    this.write(() => this.q.setUserPref.run(userId, key, value));
  }

  setting(key: string): string | null {
    const row = this.db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
    return row ? row.value : null;
  }

  setSetting(key: string, value: string): void {
    this.write(() => {
      this.db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
    });
  }

  /** The pending reminder of a game, if any (dueAt null: no more reminders for this wait). */
  reminder(gameId: number): { userId: string; dueAt: number | null; remindersSent: number } | null {
    const r = this.q.reminder.get(gameId);
    return r ? { userId: r.user_id, dueAt: r.due_at, remindersSent: r.reminders_sent } : null;
  }

  dueReminders(now: number, filter?: (g: { guildId: string | null }) => boolean): DueReminder[] {
    const out: DueReminder[] = [];
    for (const r of this.q.due.iterate(now)) {
      const item = { gameId: r.game_id, channelId: r.channel_id, guildId: r.guild_id, userId: r.user_id, remindersSent: r.reminders_sent };
      if (!filter || filter(item)) out.push(item);
    }
    return out;
  }

  markReminded(gameId: number, nextDueAt: number | null, claim?: { owner: string; dueAt: number }): boolean {
    return this.write(() => (claim
      ? this.q.markClaimed.run(nextDueAt, gameId, claim.owner, claim.dueAt)
      : this.q.markReminded.run(nextDueAt, gameId)).changes === 1);
  }

  claimShards(shardIds: number[], shardCount: number, owner: string): void {
    const now = this.clock.now();
    this.write(() => this.txRun.immediate(() => {
      for (const id of shardIds) this.q.takeShard.run(id, shardCount, owner, now);
    }));
  }

  shardOwners(): { shardId: number; shardCount: number; owner: string; since: number }[] {
    return this.q.shardOwners.all().map((r) => ({ shardId: r.shard_id, shardCount: r.shard_count, owner: r.owner, since: r.since }));
  }

  touchShards(owner: string): void {
    const now = this.clock.now();
    this.write(() => this.q.touchShards.run(now, owner));
  }

  releaseShards(owner: string): void {
    this.write(() => this.q.releaseShards.run(owner));
  }

  claimReminders(now: number, owner: string): ClaimedReminder[] {
    return this.write(() => this.txClaim.immediate(now, owner)).map(toDue);
  }

  watched(shardCount: number): Watched {
    const shard = `CASE WHEN g.guild_id IS NULL THEN 0 ELSE (CAST(g.guild_id AS INTEGER) >> 22) % ${Math.max(1, Math.floor(shardCount))} END`;
    const rows = this.db.prepare(`SELECT ${shard} AS shard, coalesce(s.value, '') <> '' AS refused, count(*) AS posts, min(p.at) AS oldestAt
      FROM posts p JOIN games g ON g.id = p.game_id LEFT JOIN settings s ON s.key = 'refused.' || g.id
      WHERE p.outbox = 1 GROUP BY 1, 2`).all() as (Omit<Watched['outbox'][number], 'refused'> & { refused: number })[];
    const outbox = rows.map((r) => ({ ...r, refused: r.refused === 1 }));
    const games = this.db.prepare(`SELECT ${shard} AS shard, g.kind, g.status, count(*) AS count
      FROM games g WHERE g.status IN ('lobby', 'active') GROUP BY 1, 2, 3`).all() as Watched['games'];
    return { outbox, games };
  }

  sizeBytes(): number {
    if (this.path === ':memory:' || this.path === '') {
      return (this.db.pragma('page_count', { simple: true }) as number) * (this.db.pragma('page_size', { simple: true }) as number);
    }
    const size = (f: string) => (existsSync(f) ? statSync(f).size : 0);
    return size(this.path) + size(`${this.path}-wal`);
  }

  removeGamesBefore(before: number, limit: number): { id: number; kind: string }[] {
    return this.write(() => this.txRemove.immediate(before, limit));
  }

  compact(): boolean {
    if ((this.db.pragma('auto_vacuum', { simple: true }) as number) !== 2) return false;
    // A bounded step (about 16 MB of free pages at SQLite's 4 KB pages): the rest goes at the next one.
    this.write(() => this.db.pragma('incremental_vacuum(4000)'));
    return true;
  }

  async backup(file: string): Promise<void> {
    mkdirSync(dirname(file), { recursive: true });
    try {
      // In one step, as backupFile: another process's writes would begin a paced copy again.
      await this.db.backup(file, { progress: () => 0x7fffffff });
    } catch (e) {
      throw toWriteError(e, this.busyTimeoutMs, this.path);
    }
  }

  close(): void {
    this.checkpointer?.close();
    if (this.db.open) this.db.close();
  }
}

/** A file the bot never made a database in (schema 0: empty, a 0-byte file, or another program's), opened by a tool
 * that only reads: its copy or export would hold no game, so the tool says so rather than "done". */
function foreignFile(path: string, nothing: string): StoreOpenError {
  return new StoreOpenError('foreign', `${path} holds no heist database (it is empty, or another program's file): ${nothing}. `
    + 'Check that DATABASE_PATH names the bot\'s database.');
}

/** Copies the database at `path` to `file` with SQLite's online backup, safe while the bot runs: opened read-only as it
 * is, whatever its schema, so the copy is the file as it stood (never migrated first: a backup made before an upgrade
 * restores to the version that made it). Its pages are copied in one step, one read transaction: a consistent snapshot
 * that the running bot's writes cannot restart (a hundred pages a step began again at every write by another
 * connection, and a large file under the bot's writes never finished). Failures to read it: StoreOpenError; to write
 * the copy: StoreWriteError. */
export async function backupFile(path: string, file: string, busyTimeoutMs = 5000): Promise<void> {
  let db: Database.Database;
  try {
    db = new Database(path, { readonly: true, fileMustExist: true, timeout: busyTimeoutMs });
    db.pragma('schema_version');
  } catch (e) {
    throw openError(e, path, busyTimeoutMs, true);
  }
  if (db.pragma('user_version', { simple: true }) === 0) {
    db.close();
    throw foreignFile(path, 'nothing was backed up');
  }
  try {
    mkdirSync(dirname(file), { recursive: true });
    // All the remaining pages at the next step (better-sqlite3 clamps -1 to 0: the largest count it takes).
    await db.backup(file, { progress: () => 0x7fffffff });
  } catch (e) {
    throw toWriteError(e, busyTimeoutMs, file);
  } finally {
    db.close();
  }
}

export function openStore(path?: string, opts: OpenOptions = {}): SqliteStore {
  // Set but empty (as .env.example may leave it) is unset: the default file, never a throwaway database.
  return new SqliteStore(path ?? (process.env.DATABASE_PATH?.trim() || 'data/heist.sqlite'), opts);
}
