// The SQLite store (better-sqlite3): open + pragmas + migrations, games, snapshots, the action log and reminders.
// Every write is one IMMEDIATE transaction; SQLite failures that mean "not saved" become StoreWriteError.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './schema.js';
import {
  GameExistsError, StaleVersionError, StoreWriteError,
  type Change, type Clock, type DueReminder, type GameExport, type GameStatus, type LogEntry, type PositionFn,
  type ReminderChange, type ReplayFn, type Store, type StoredGame,
} from './types.js';

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
}

/** Twelve hours: the reminder interval of a new game unless given. */
export const DEFAULT_REMINDER_MS = 12 * 60 * 60 * 1000;
const CLOSED: GameStatus[] = ['finished', 'abandoned'];

interface GameRow {
  id: number; kind: string; guild_id: string | null; channel_id: string; host_id: string; options: string; seed: number;
  status: GameStatus; version: number; reminder_interval_ms: number | null; status_message_id: string | null;
  created_at: number; updated_at: number; state: string | null;
}
interface ActionRow {
  seq: number; version: number; actor_id: string; action: string; turn_key: string; revealed: number; undone: number; at: number;
}

const GAME_COLUMNS = `g.id, g.kind, g.guild_id, g.channel_id, g.host_id, g.options, g.seed, g.status, g.version,
  g.reminder_interval_ms, g.status_message_id, g.created_at, g.updated_at, s.state`;
const GAME_FROM = `FROM games g LEFT JOIN snapshots s ON s.game_id = g.id AND s.version = g.version`;

function sqliteCode(e: unknown): string | null {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_') ? code : null;
}

/** Turns SQLite's "could not write" errors into StoreWriteError; leaves every other error as it is. */
export function toWriteError(e: unknown, busyTimeoutMs: number, path = 'the database file'): unknown {
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

function parseJson(text: string | null): { ok: true; value: unknown } | { ok: false } {
  if (text === null) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export class SqliteStore implements Store {
  readonly db: Database.Database;
  private readonly clock: Clock;
  private readonly busyTimeoutMs: number;
  private readonly warn: (message: string) => void;
  private readonly kinds = new Map<string, { replay: ReplayFn; position?: PositionFn }>();
  private readonly q;
  private readonly txCommit;
  private readonly txCreate;
  private readonly txUndo;

  constructor(readonly path: string, opts: OpenOptions = {}) {
    this.clock = opts.clock ?? { now: () => Date.now() };
    this.busyTimeoutMs = opts.busyTimeoutMs ?? 5000;
    this.warn = opts.warn ?? ((m) => process.stderr.write(`store: ${m}\n`));
    const memory = path === ':memory:' || path === '';
    if (!memory && !opts.readonly) mkdirSync(dirname(path), { recursive: true });
    try {
      this.db = new Database(path, { timeout: this.busyTimeoutMs, readonly: opts.readonly ?? false, fileMustExist: opts.readonly ?? false });
    } catch (e) {
      throw toWriteError(e, this.busyTimeoutMs, this.path);
    }
    this.db.pragma('foreign_keys = ON');
    if (!opts.readonly) {
      if (!memory) this.db.pragma('journal_mode = WAL');
      this.db.pragma(`synchronous = ${opts.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
    }
    this.migrate(opts.readonly ?? false);

    const db = this.db;
    this.q = {
      game: db.prepare<[number], GameRow>(`SELECT ${GAME_COLUMNS} ${GAME_FROM} WHERE g.id = ?`),
      open: db.prepare<[string], GameRow>(`SELECT ${GAME_COLUMNS} ${GAME_FROM} WHERE g.channel_id = ? AND g.status IN ('lobby', 'active')`),
      latestInChannel: db.prepare<[string], GameRow>(`SELECT ${GAME_COLUMNS} ${GAME_FROM} WHERE g.channel_id = ? ORDER BY g.id DESC LIMIT 1`),
      versionOf: db.prepare<[number], { version: number; status: GameStatus }>(`SELECT version, status FROM games WHERE id = ?`),
      openId: db.prepare<[string], { id: number }>(`SELECT id FROM games WHERE channel_id = ? AND status IN ('lobby', 'active')`),
      insertGame: db.prepare(`INSERT INTO games (kind, guild_id, channel_id, host_id, options, seed, status, version,
        reminder_interval_ms, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`),
      insertSnapshot: db.prepare(`INSERT OR REPLACE INTO snapshots (game_id, version, state) VALUES (?, ?, ?)`),
      snapshotAt: db.prepare<[number, number], { state: string }>(`SELECT state FROM snapshots WHERE game_id = ? AND version = ?`),
      olderSnapshots: db.prepare<[number, number], { version: number; state: string }>(
        `SELECT version, state FROM snapshots WHERE game_id = ? AND version < ? ORDER BY version DESC`),
      pruneSnapshots: db.prepare(`DELETE FROM snapshots WHERE game_id = ? AND version < ?`),
      bump: db.prepare(`UPDATE games SET version = ?, updated_at = ?, status = coalesce(?, status), options = coalesce(?, options) WHERE id = ?`),
      nextSeq: db.prepare<[number], { seq: number }>(`SELECT coalesce(max(seq), 0) + 1 AS seq FROM actions WHERE game_id = ?`),
      lastLive: db.prepare<[number], ActionRow>(`SELECT * FROM actions WHERE game_id = ? AND undone = 0 ORDER BY seq DESC LIMIT 1`),
      insertAction: db.prepare(`INSERT INTO actions (game_id, seq, version, actor_id, action, turn_key, revealed, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`),
      markUndone: db.prepare(`UPDATE actions SET undone = 1 WHERE game_id = ? AND seq = ?`),
      log: db.prepare<[number], ActionRow>(`SELECT * FROM actions WHERE game_id = ? AND undone = 0 ORDER BY seq`),
      logAll: db.prepare<[number], ActionRow>(`SELECT * FROM actions WHERE game_id = ? ORDER BY seq`),
      upsertReminder: db.prepare(`INSERT INTO reminders (game_id, user_id, due_at, reminders_sent) VALUES (?, ?, ?, ?)
        ON CONFLICT (game_id) DO UPDATE SET user_id = excluded.user_id, due_at = excluded.due_at, reminders_sent = excluded.reminders_sent`),
      deleteReminder: db.prepare(`DELETE FROM reminders WHERE game_id = ?`),
      reminder: db.prepare<[number], { user_id: string; due_at: number | null; reminders_sent: number }>(
        `SELECT user_id, due_at, reminders_sent FROM reminders WHERE game_id = ?`),
      due: db.prepare<[number], { game_id: number; channel_id: string; guild_id: string | null; user_id: string; reminders_sent: number }>(
        `SELECT r.game_id, g.channel_id, g.guild_id, r.user_id, r.reminders_sent
         FROM reminders r JOIN games g ON g.id = r.game_id
         WHERE r.due_at IS NOT NULL AND r.due_at <= ? ORDER BY r.due_at`),
      markReminded: db.prepare(`UPDATE reminders SET reminders_sent = reminders_sent + 1, due_at = ? WHERE game_id = ?`),
      setStatusMessage: db.prepare(`UPDATE games SET status_message_id = ? WHERE id = ?`),
      setInterval: db.prepare(`UPDATE games SET reminder_interval_ms = ? WHERE id = ?`),
    };

    this.txCreate = db.transaction((input: Parameters<Store['createGame']>[0], now: number, stateJson: string): number => {
      if (!CLOSED.includes(input.status)) {
        const open = this.q.openId.get(input.channelId);
        if (open) throw new GameExistsError(input.channelId, open.id);
      }
      const interval = input.reminderIntervalMs === undefined ? DEFAULT_REMINDER_MS : input.reminderIntervalMs;
      const id = Number(this.q.insertGame.run(input.kind, input.guildId, input.channelId, input.hostId,
        JSON.stringify(input.options ?? null), input.seed, input.status, interval, now, now).lastInsertRowid);
      this.q.insertSnapshot.run(id, 1, stateJson);
      return id;
    });

    this.txCommit = db.transaction((id: number, expected: number, change: Change, stateJson: string, now: number): void => {
      const g = this.q.versionOf.get(id);
      if (!g) throw new Error(`There is no game ${id}.`);
      if (g.version !== expected) throw new StaleVersionError(g.version, expected);
      const v = expected + 1;
      let barrier: number | null = null;
      if (change.entry) {
        const e = change.entry;
        const last = this.q.lastLive.get(id);
        const seq = this.q.nextSeq.get(id)!.seq;
        this.q.insertAction.run(id, seq, expected, e.actorId, e.action, e.turnKey, e.revealed ? 1 : 0, now);
        // Undo never goes back past something revealed, nor into another turn: older snapshots aren't needed.
        if (e.revealed) barrier = v;
        else if (!last || last.turn_key !== e.turnKey) barrier = expected;
      }
      this.q.insertSnapshot.run(id, v, stateJson);
      const closing = change.status !== undefined && CLOSED.includes(change.status);
      if (closing) barrier = v;
      if (barrier !== null) this.q.pruneSnapshots.run(id, barrier);
      this.q.bump.run(v, now, change.status ?? null, change.options === undefined ? null : JSON.stringify(change.options), id);
      if (closing || change.reminder === null) this.q.deleteReminder.run(id);
      else if (change.reminder) {
        const r = change.reminder;
        this.q.upsertReminder.run(id, r.userId, r.dueAt, r.remindersSent ?? 0);
      }
    });

    this.txUndo = db.transaction((id: number, expected: number, actorId: string, turnKey: string, stateJson: string, now: number): boolean => {
      const g = this.q.versionOf.get(id);
      if (!g) throw new Error(`There is no game ${id}.`);
      if (g.version !== expected) throw new StaleVersionError(g.version, expected);
      const last = this.q.lastLive.get(id);
      if (!last || last.actor_id !== actorId || last.turn_key !== turnKey || last.revealed) return false;
      this.q.markUndone.run(id, last.seq);
      this.q.insertSnapshot.run(id, expected + 1, stateJson);
      this.q.bump.run(expected + 1, now, null, null, id);
      return true;
    });
  }

  private migrate(readonly: boolean): void {
    const current = this.db.pragma('user_version', { simple: true }) as number;
    if (current > MIGRATIONS.length) {
      throw new Error(`The database ${this.path} was made by a newer version of this bot (schema ${current}, this one knows ${MIGRATIONS.length}).`);
    }
    if (current === MIGRATIONS.length) return;
    if (readonly) throw new StoreWriteError('readonly', `the database ${this.path} needs migrating but was opened read-only.`);
    try {
      this.db.transaction(() => {
        for (let i = current; i < MIGRATIONS.length; i++) {
          this.db.exec(MIGRATIONS[i]);
          this.db.pragma(`user_version = ${i + 1}`);
        }
      }).immediate();
    } catch (e) {
      throw toWriteError(e, this.busyTimeoutMs, this.path);
    }
  }

  /** Runs a write, mapping "could not write" failures to StoreWriteError (the transaction is rolled back). */
  private write<T>(fn: () => T): T {
    try {
      return fn();
    } catch (e) {
      throw toWriteError(e, this.busyTimeoutMs, this.path);
    }
  }

  private toGame(row: GameRow): StoredGame {
    const parsed = parseJson(row.state);
    const state = parsed.ok ? parsed.value : this.rebuild(row);
    const options = parseJson(row.options);
    return {
      id: row.id, kind: row.kind, guildId: row.guild_id, channelId: row.channel_id, hostId: row.host_id,
      options: options.ok ? options.value : null, seed: row.seed, status: row.status,
      version: row.version, state, reminderIntervalMs: row.reminder_interval_ms, createdAt: row.created_at,
      updatedAt: row.updated_at, statusMessageId: row.status_message_id,
    };
  }

  /** A missing or unreadable snapshot: replays the seed and live log with the kind's replay, then saves the result. */
  private rebuild(row: GameRow): unknown {
    const kind = this.kinds.get(row.kind);
    if (!kind) {
      throw new Error(`The saved state of game ${row.id} is unreadable, and no replay is registered for its kind "${row.kind}".`);
    }
    const options = parseJson(row.options);
    let hint: { state: unknown; version: number } | null = null;
    for (const s of this.q.olderSnapshots.iterate(row.id, row.version)) {
      const p = parseJson(s.state);
      if (p.ok) {
        hint = { state: p.value, version: s.version };
        break;
      }
    }
    const actions = this.q.log.all(row.id).map((a) => a.action);
    const state = kind.replay({ options: options.ok ? options.value : null, seed: row.seed }, actions, hint);
    try {
      this.q.insertSnapshot.run(row.id, row.version, JSON.stringify(state));
      this.warn(`game ${row.id}: the snapshot of version ${row.version} was unreadable; rebuilt it from ${actions.length} logged actions.`);
    } catch (e) {
      this.warn(`game ${row.id}: rebuilt an unreadable snapshot from the log but could not save it (${(e as Error).message}).`);
    }
    return state;
  }

  registerKind(kind: string, replay: ReplayFn, position?: PositionFn): void {
    this.kinds.set(kind, { replay, position });
  }

  createGame(input: Parameters<Store['createGame']>[0]): StoredGame {
    const now = this.clock.now();
    const stateJson = JSON.stringify(input.state ?? null);
    const id = this.write(() => this.txCreate.immediate(input, now, stateJson));
    return this.game(id)!;
  }

  activeGame(channelId: string): StoredGame | null {
    const row = this.q.open.get(channelId);
    return row ? this.toGame(row) : null;
  }

  game(id: number): StoredGame | null {
    const row = this.q.game.get(id);
    return row ? this.toGame(row) : null;
  }

  commit(gameId: number, expectedVersion: number, change: Change): StoredGame {
    const now = this.clock.now();
    const stateJson = JSON.stringify(change.state ?? null);
    this.write(() => this.txCommit.immediate(gameId, expectedVersion, change, stateJson, now));
    const row = this.q.game.get(gameId)!;
    // The caller's state is what was saved: skip parsing it back.
    return { ...this.toGame({ ...row, state: 'null' }), state: change.state };
  }

  log(gameId: number, opts: { includeUndone?: boolean } = {}): LogEntry[] {
    const rows = opts.includeUndone ? this.q.logAll.all(gameId) : this.q.log.all(gameId);
    return rows.map((r) => ({
      seq: r.seq, version: r.version, actorId: r.actor_id, action: r.action, turnKey: r.turn_key,
      revealed: r.revealed === 1, undone: r.undone === 1, at: r.at,
    }));
  }

  /** The saved state at a version, if still kept (the current one always is; older ones back to the last undo barrier). */
  stateAt(gameId: number, version: number): unknown | null {
    const row = this.q.snapshotAt.get(gameId, version);
    if (!row) return null;
    const p = parseJson(row.state);
    return p.ok ? p.value : null;
  }

  undoLast(gameId: number, expectedVersion: number, actorId: string, turnKey: string, stateBefore: unknown): StoredGame | null {
    const now = this.clock.now();
    const stateJson = JSON.stringify(stateBefore ?? null);
    const done = this.write(() => this.txUndo.immediate(gameId, expectedVersion, actorId, turnKey, stateJson, now));
    if (!done) return null;
    const row = this.q.game.get(gameId)!;
    return { ...this.toGame({ ...row, state: 'null' }), state: stateBefore };
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

  markReminded(gameId: number, nextDueAt: number | null): void {
    this.write(() => this.q.markReminded.run(nextDueAt, gameId));
  }

  exportGame(channelIdOrGameId: string | number): GameExport {
    const row = typeof channelIdOrGameId === 'number'
      ? this.q.game.get(channelIdOrGameId)
      : this.q.open.get(channelIdOrGameId) ?? this.q.latestInChannel.get(channelIdOrGameId);
    if (!row) {
      throw new Error(typeof channelIdOrGameId === 'number'
        ? `There is no game ${channelIdOrGameId}.`
        : `No game has been played in channel ${channelIdOrGameId}.`);
    }
    const g = this.toGame(row);
    const log = this.log(g.id, { includeUndone: true });
    const out: GameExport = {
      kind: g.kind, seed: g.seed, options: g.options, log, state: g.state,
      game: { id: g.id, channelId: g.channelId, guildId: g.guildId, status: g.status, version: g.version, createdAt: g.createdAt, updatedAt: g.updatedAt },
    };
    const position = this.kinds.get(g.kind)?.position;
    if (position) {
      const live = log.filter((e) => !e.undone).map((e) => e.action);
      const p = position({ options: g.options, seed: g.seed, state: g.state }, live);
      if (p !== undefined) out.position = p;
    }
    return out;
  }

  async backup(file: string): Promise<void> {
    mkdirSync(dirname(file), { recursive: true });
    try {
      await this.db.backup(file);
    } catch (e) {
      throw toWriteError(e, this.busyTimeoutMs, this.path);
    }
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

export function openStore(path?: string, opts: OpenOptions = {}): SqliteStore {
  return new SqliteStore(path ?? process.env.DATABASE_PATH ?? 'data/heist.sqlite', opts);
}
