// The PostgreSQL store (DATABASE_URL=postgres://…), for shards on several machines sharing one database. Same Store,
// same rows as SQLite (schema-pg.ts), synchronous through a worker thread (pg-bridge.ts). Every write is one
// server-side function or one statement: one transaction in one round trip. A game's row is locked while it is written,
// so two processes writing one game serialise and the second gets StaleVersionError. docs/store.md.
import {
  BaseStore, checksumOf, DEFAULT_REMINDER_MS, POST_COLUMNS, entriesOf, gameSettingsWhere, madePosts, toDue,
  type ActionRow, type CreateInput, type GameRow, type PostRow, type ReminderRow, type SnapshotRow,
} from './base.js';
import { PgCallError, SyncPg } from './pg-bridge.js';
import { MIGRATIONS_PG } from './schema-pg.js';
import {
  GameExistsError, StaleVersionError, StoreOpenError, StoreWriteError,
  type Change, type ClaimedReminder, type Clock, type DueReminder, type NewEntry, type NewPost, type ReminderChange,
  type StoredGame, type StoredPost,
  type PendingGame, type Watched,
} from './types.js';

export interface PgOpenOptions {
  clock?: Clock;
  /** How long a write waits for another process's lock on the same game before failing (default 5000 ms). */
  busyTimeoutMs?: number;
  /** How long connecting may take before the store says the server is out of reach (default 5000 ms). */
  connectTimeoutMs?: number;
  /** How long one statement may take, lock waits included, before the server is taken as out of reach (default
   * busyTimeoutMs + 10 s). */
  queryTimeoutMs?: number;
  /** Open without writing (no migrations; every write fails with StoreWriteError('readonly')). */
  readonly?: boolean;
  warn?: (message: string) => void;
}

/** The advisory lock the migrations run under (any fixed number: 'heis'). */
const MIGRATION_LOCK = 0x68656973;

const ROW_COLUMNS = `g.id, g.kind, g.guild_id, g.channel_id, g.host_id, g.options, g.seed, g.status, g.version,
  g.reminder_interval_ms, g.status_message_id, g.created_at, g.updated_at`;
const GAME_COLUMNS = `${ROW_COLUMNS}, s.state, s.checksum, s.version AS base_version`;
/** A game's row and its newest snapshot's checksum and version, without the snapshot's text. */
const HEAD_COLUMNS = `${ROW_COLUMNS}, NULL AS state, s.checksum, s.version AS base_version`;
/** A game with its newest snapshot (at its version, or before it: the log since leads on from there). */
const GAME_FROM = `FROM games g LEFT JOIN LATERAL (SELECT b.version, b.state, b.checksum FROM snapshots b
  WHERE b.game_id = g.id AND b.version <= g.version ORDER BY b.version DESC LIMIT 1) s ON true`;

/** A database URL without its password, to name in messages. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.username ? `${decodeURIComponent(u.username)}@` : ''}${u.host}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** A DATABASE_URL pg cannot parse, refused (never echoed: it holds the password). */
export const UNREADABLE_URL = 'DATABASE_URL is no URL the PostgreSQL client can read: write it as postgres://USER:PASSWORD@HOST:PORT/DATABASE, '
  + 'with a port of digits, an IPv6 host in brackets ([::1]), and any @ : / # in the user or password written as %40 %3A %2F %23.';

/** Whether the server could not be reached or the connection was lost (as opposed to a statement's own error). */
function unreachable(e: PgCallError): boolean {
  const code = e.code ?? '';
  return e.timedOut || !code || /^(08|57P0)/.test(code) || /^E[A-Z]+$/.test(code);
}

export class PostgresStore extends BaseStore {
  readonly pg: SyncPg;
  private readonly where: string;
  private readonly busyTimeoutMs: number;
  /** How many migrations this open applied (0: another process had, or nothing was new). */
  readonly migrationsApplied: number = 0;

  constructor(readonly url: string, opts: PgOpenOptions = {}) {
    super(opts);
    this.where = describeUrl(url);
    this.busyTimeoutMs = opts.busyTimeoutMs ?? 5000;
    const queryTimeoutMs = opts.queryTimeoutMs ?? this.busyTimeoutMs + 10_000;
    // A session of the bot is never idle inside a transaction but for a lost connection: the server ends such a
    // session (and frees its locks) after a statement's time, rather than when it notices the connection is gone.
    const settings = [`-c lock_timeout=${this.busyTimeoutMs}`, `-c idle_in_transaction_session_timeout=${queryTimeoutMs}`];
    if (opts.readonly) settings.push('-c default_transaction_read_only=on');
    this.pg = new SyncPg(url, {
      connectTimeoutMs: opts.connectTimeoutMs ?? 5000, queryTimeoutMs, options: settings.join(' '),
    });
    try {
      this.migrationsApplied = this.migrate(opts.readonly ?? false);
    } catch (e) {
      this.pg.close();
      if (e instanceof StoreOpenError || e instanceof StoreWriteError) throw e;
      // pg's parser (open.ts postgresUrl refuses such a URL first; this for a URL given here directly).
      if (e instanceof PgCallError && e.message === 'Invalid URL') throw new StoreOpenError('unwritable', UNREADABLE_URL);
      if (e instanceof PgCallError && unreachable(e)) {
        throw new StoreOpenError('unreachable', `Cannot reach the PostgreSQL database ${this.where} (${e.message.replace(/\.$/, '')}): `
          + 'start it, or set DATABASE_URL to one the bot can reach (postgres://USER:PASSWORD@HOST:PORT/DATABASE).');
      }
      if (e instanceof PgCallError && /^28/.test(e.code ?? '')) {
        throw new StoreOpenError('unwritable', `PostgreSQL refused the bot at ${this.where} (${e.message}): check the user and password in DATABASE_URL.`);
      }
      if (e instanceof PgCallError && e.code === '3D000') {
        throw new StoreOpenError('unwritable', `There is no database ${this.where} (${e.message}): create it (createdb), or name an existing one in DATABASE_URL.`);
      }
      throw e;
    }
  }

  /** Migrates under an advisory lock: a second process starting meanwhile waits, then finds nothing left to do. */
  private migrate(readonly: boolean): number {
    const [, [{ made }]] = this.pg.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK});
      SELECT to_regclass('heist_migrations') IS NOT NULL AS made`) as unknown as [unknown, { made: boolean }[]];
    const current = made ? this.schemaVersion() : 0;
    try {
      if (current > MIGRATIONS_PG.length) {
        throw new StoreOpenError('newer', `The database ${this.where} was made by a newer version of this bot (schema ${current}, this one knows ${MIGRATIONS_PG.length}): run that version, or restore a backup made by this one.`);
      }
      if (current === MIGRATIONS_PG.length) return 0;
      if (readonly) throw new StoreOpenError('older', `The database ${this.where} was made by an older version of this bot (schema ${current}, this one knows ${MIGRATIONS_PG.length}), and is only read here: read it with that version, or start the bot once on it (it brings it up to date), then again.`);
      if (!made) this.pg.query('CREATE TABLE IF NOT EXISTS heist_migrations (version integer PRIMARY KEY, applied_at bigint NOT NULL)');
      for (let i = current; i < MIGRATIONS_PG.length; i++) {
        this.pg.batch([{ sql: MIGRATIONS_PG[i] }, { sql: 'INSERT INTO heist_migrations (version, applied_at) VALUES ($1, $2)', params: [i + 1, Date.now()] }]);
      }
      return MIGRATIONS_PG.length - current;
    } finally {
      this.pg.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  }

  /** The schema version (migrations applied). */
  schemaVersion(): number {
    return this.pg.query<{ v: number }>('SELECT coalesce(max(version), 0) AS v FROM heist_migrations')[0].v;
  }

  /** Runs one statement with SQLite-style `?` parameters (turned into `$1`…), for tools and tests: the rows. */
  query<T = Record<string, unknown>>(sql: string, ...params: unknown[]): T[] {
    let n = 0;
    return this.run(() => this.pg.query<T>(sql.replace(/\?/g, () => `$${++n}`), params));
  }

  /** Runs a call, turning a failure that means "not saved" into StoreWriteError; StaleVersionError and
   * GameExistsError from the server-side functions as themselves. */
  private run<T>(fn: () => T, context: { expected?: number; channelId?: string } = {}): T {
    try {
      return fn();
    } catch (e) {
      if (!(e instanceof PgCallError)) throw e;
      const code = e.code ?? '';
      if (code === 'HS001') throw new StaleVersionError(Number(e.error.detail), context.expected ?? -1);
      if (code === 'HS002') throw new GameExistsError(context.channelId ?? '', Number(e.error.detail));
      if (code === 'HS003') throw new Error(e.message);
      if (unreachable(e)) {
        // A step's write (its version checked, or a game made) whose connection was lost once it was sent: the server
        // may have made it. Said so, never "nothing changed".
        if ((context.expected !== undefined || context.channelId !== undefined) && e.error.sent) {
          throw new StoreWriteError('unsure', `the database server (${this.where}) stopped answering once the write was sent (${e.message.replace(/\.$/, '')}): it may have been made.`);
        }
        throw new StoreWriteError('unreachable', `the database server (${this.where}) cannot be reached (${e.message.replace(/\.$/, '')}). Try again in a moment; if this keeps happening, check that PostgreSQL is running and DATABASE_URL is right.`);
      }
      if (code === '53100' || code === '53000') throw new StoreWriteError('full', 'the database server\'s disk is full. Free some space there and try again.');
      if (code === '25006') throw new StoreWriteError('readonly', `the database ${this.where} is read-only for the bot. Check the user in DATABASE_URL and its rights.`);
      if (code === '55P03' || code === '40P01' || code === '57014') {
        throw new StoreWriteError('locked', `the game is locked by another process (waited ${this.busyTimeoutMs} ms). Try again in a moment.`);
      }
      if (/^(53|58|XX)/.test(code)) throw new StoreWriteError('other', `the database could not be written (${code}: ${e.message}). Try again; if it persists, restore a backup.`);
      throw new Error(`PostgreSQL: ${e.message}${code ? ` (${code})` : ''}`);
    }
  }

  // ---- reads the shared code needs (base.ts) -------------------------------------------------------------------
  protected gameRow(id: number): GameRow | undefined {
    // As SQLite's: the game's own row is enough where this store holds its state at that version (any new snapshot
    // moves the version), without the newest snapshot's text coming over the wire to be thrown away.
    const h = this.headOf(id);
    if (h?.baseChecksum) {
      const row = this.run(() => this.pg.query<GameRow>(`SELECT ${ROW_COLUMNS} FROM games g WHERE g.id = $1`, [id])[0]);
      if (!row) return row;
      if (row.version === h.version && this.parsedState(id, row.version, h.baseChecksum)) return { ...row, state: null, checksum: h.baseChecksum, base_version: h.baseVersion };
    }
    return this.run(() => this.pg.query<GameRow>(`SELECT ${GAME_COLUMNS} ${GAME_FROM} WHERE g.id = $1`, [id])[0]);
  }

  // A channel's game: its row and its newest snapshot's checksum first, the state's text only where this store does not
  // hold that state already (one round trip either way for a game in play here).
  protected openRow(channelId: string): GameRow | undefined {
    return this.withState(this.run(() => this.pg.query<GameRow>(`SELECT ${HEAD_COLUMNS} ${GAME_FROM} WHERE g.channel_id = $1 AND g.status IN ('lobby', 'active')`, [channelId])[0]));
  }

  protected latestRow(channelId: string): GameRow | undefined {
    return this.withState(this.run(() => this.pg.query<GameRow>(`SELECT ${HEAD_COLUMNS} ${GAME_FROM} WHERE g.channel_id = $1 ORDER BY g.id DESC LIMIT 1`, [channelId])[0]));
  }

  /** A head row as it is, where this store holds its state parsed at that version; else the game read whole by id. */
  private withState(head: GameRow | undefined): GameRow | undefined {
    if (!head || this.parsedState(head.id, head.version, head.checksum)) return head;
    return this.run(() => this.pg.query<GameRow>(`SELECT ${GAME_COLUMNS} ${GAME_FROM} WHERE g.id = $1`, [head.id])[0]);
  }

  protected olderSnapshots(id: number, version: number): SnapshotRow[] {
    return this.run(() => this.pg.query<SnapshotRow>('SELECT version, state, checksum FROM snapshots WHERE game_id = $1 AND version < $2 ORDER BY version DESC', [id, version]));
  }

  protected actionRows(id: number, includeUndone: boolean): ActionRow[] {
    return this.run(() => this.pg.query<ActionRow>(`SELECT * FROM actions WHERE game_id = $1${includeUndone ? '' : ' AND undone = 0'} ORDER BY seq`, [id]));
  }

  protected lastActionRows(id: number, count: number): ActionRow[] {
    return this.run(() => this.pg.query<ActionRow>(
      'SELECT * FROM (SELECT * FROM actions WHERE game_id = $1 AND undone = 0 ORDER BY seq DESC LIMIT $2) AS tail ORDER BY seq', [id, count]));
  }

  protected actionLines(id: number, from: number, to: number): string[] {
    return this.run(() => this.pg.query<{ action: string }>(
      'SELECT action FROM actions WHERE game_id = $1 AND version >= $2 AND version < $3 ORDER BY seq', [id, from, to])).map((r) => r.action);
  }

  protected snapshotAtOrBefore(id: number, version: number): (SnapshotRow & { kind: string }) | undefined {
    return this.run(() => this.pg.query<SnapshotRow & { kind: string }>(`SELECT s.version, s.state, s.checksum, g.kind
      FROM snapshots s JOIN games g ON g.id = s.game_id WHERE s.game_id = $1 AND s.version <= $2 ORDER BY s.version DESC LIMIT 1`, [id, version]))[0];
  }

  protected postBody(id: number, seq: number): string | null {
    return this.run(() => this.pg.query<{ body: string }>('SELECT body FROM posts WHERE game_id = $1 AND seq = $2', [id, seq]))[0]?.body ?? null;
  }

  protected postBodies(id: number, seqs: number[]): Map<number, string> {
    if (seqs.length === 0) return new Map();
    const rows = this.run(() => this.pg.query<{ seq: number; body: string }>('SELECT seq, body FROM posts WHERE game_id = $1 AND seq = ANY($2::integer[])', [id, seqs]));
    return new Map(rows.map((r) => [r.seq, r.body]));
  }

  protected saveRebuilt(id: number, version: number, json: string, checksum: string): void {
    this.run(() => this.pg.query(`INSERT INTO snapshots (game_id, version, state, checksum) VALUES ($1, $2, $3, $4)
      ON CONFLICT (game_id, version) DO UPDATE SET state = excluded.state, checksum = excluded.checksum`, [id, version, json, checksum]));
  }

  // ---- the Store ---------------------------------------------------------------------------------------------------
  createGame(input: CreateInput): StoredGame {
    const now = this.clock.now();
    const stateJson = JSON.stringify(input.state ?? null);
    const interval = input.reminderIntervalMs === undefined ? DEFAULT_REMINDER_MS : input.reminderIntervalMs;
    const [{ id }] = this.run(() => this.pg.query<{ id: number }>('SELECT heist_create($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) AS id', [
      input.kind, input.guildId, input.channelId, input.hostId, JSON.stringify(input.options ?? null), input.seed, input.status,
      interval, now, stateJson, checksumOf(stateJson),
    ]), { channelId: input.channelId });
    return this.created(id, input, interval, stateJson, now);
  }

  activeGameId(channelId: string): number | null {
    return this.run(() => this.pg.query<{ id: number }>(`SELECT id FROM games WHERE channel_id = $1 AND status IN ('lobby', 'active')`, [channelId])[0]?.id ?? null);
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
    const posts = change.posts ?? [];
    const r = change.reminder;
    const commit = {
      sql: 'SELECT heist_commit($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) AS out', params: [
        gameId, expectedVersion, now,
        entries.map((e) => e.actorId), entries.map((e) => e.action), entries.map((e) => e.turnKey), entries.map((e) => e.revealed),
        stateJson, checksum, change.status ?? null, optionsJson,
        r === undefined ? 'keep' : r === null ? 'clear' : 'set', r?.userId ?? null, r?.dueAt ?? null, r?.remindersSent ?? 0,
        ...postColumns(posts),
      ],
    };
    type Out = { out: { first_post: number | null; game: GameRow } };
    // Folding posts that awaited their reader, taking earlier controls away: then several statements in one transaction.
    const more = [...(change.folded?.length ? [FOLD(gameId, change.folded)] : []), ...(change.retire?.length ? [RETIRE(gameId, change.retire)] : [])];
    const [{ out }] = more.length
      ? this.run(() => this.pg.batch([commit, ...more])[0] as Out[], { expected: expectedVersion })
      : this.run(() => this.pg.query<Out>(commit.sql, commit.params), { expected: expectedVersion });
    const game = out.game;
    this.committed(game, change.state ?? null, stateJson, checksum);
    // The caller's state is what was saved: skip parsing it back.
    return Object.assign(this.toGame(game, { value: change.state }), { posts: madePosts(gameId, game.version, posts, out.first_post ?? 0, now) });
  }

  addPosts(gameId: number, posts: NewPost[], folded: number[] = [], retire: number[] = []): StoredPost[] {
    if (posts.length === 0) return [];
    const now = this.clock.now();
    const add = { sql: 'SELECT heist_add_posts($1, $2, $3, $4, $5, $6) AS out', params: [gameId, now, ...postColumns(posts)] };
    type Out = { out: { version: number; first_post: number } };
    // Folding posts that awaited their reader, taking earlier controls away: then several statements in one transaction.
    const before = folded.length ? [FOLD(gameId, folded)] : [];
    const after = retire.length ? [RETIRE(gameId, retire)] : [];
    const [{ out }] = before.length || after.length
      ? this.run(() => this.pg.batch([...before, add, ...after])[before.length] as Out[])
      : this.run(() => this.pg.query<Out>(add.sql, add.params));
    return madePosts(gameId, out.version, posts, out.first_post, now);
  }

  posts(gameId: number, filter: { audiences?: string[]; afterSeq?: number } = {}): StoredPost[] {
    const rows = this.run(() => this.pg.query<PostRow>(filter.audiences
      ? 'SELECT * FROM posts WHERE game_id = $1 AND seq > $2 AND audience = ANY($3) ORDER BY seq'
      : 'SELECT * FROM posts WHERE game_id = $1 AND seq > $2 ORDER BY seq', [gameId, filter.afterSeq ?? 0, ...(filter.audiences ? [filter.audiences] : [])]));
    return rows.map(this.toPost);
  }

  latestPost(gameId: number, audience: string, match: (p: StoredPost) => boolean, maxOutbox = 4): StoredPost | null {
    const rows = this.run(() => this.pg.query<PostRow>(`SELECT ${POST_COLUMNS} FROM posts WHERE game_id = $1 AND audience = $2 AND outbox <= $3 ORDER BY seq DESC`, [gameId, audience, maxOutbox]));
    for (const row of rows) {
      const p = this.toPost(row);
      if (match(p)) return p;
    }
    return null;
  }

  messagePosts(gameId: number, messageId: string): StoredPost[] {
    return this.toPostsTogether(gameId, this.run(() => this.pg.query<PostRow>(`SELECT ${POST_COLUMNS} FROM posts WHERE message_id = $1 AND game_id = $2 ORDER BY seq`, [messageId, gameId])));
  }

  delivered(gameId: number, seq: number, where: { channelId: string; messageId: string; live: boolean; lasting?: boolean }): void {
    this.run(() => this.pg.query('UPDATE posts SET channel_id = $1, message_id = $2, live = $3, lasting = $4, outbox = 0 WHERE game_id = $5 AND seq = $6',
      [where.channelId, where.messageId, where.live ? 1 : 0, where.lasting ? 1 : 0, gameId, seq]));
  }

  livePosts(gameId: number, audience?: string): StoredPost[] {
    return this.toPostsTogether(gameId, this.run(() => this.pg.query<PostRow>(audience === undefined
      ? `SELECT ${POST_COLUMNS} FROM posts WHERE game_id = $1 AND live = 1 ORDER BY seq`
      : `SELECT ${POST_COLUMNS} FROM posts WHERE game_id = $1 AND live = 1 AND audience = $2 ORDER BY seq`, audience === undefined ? [gameId] : [gameId, audience])));
  }

  batch<T>(fn: () => T): T {
    return fn();
  }

  supersedable(gameId: number): StoredPost[] {
    return this.toPostsTogether(gameId, this.run(() => this.pg.query<PostRow>(`SELECT ${POST_COLUMNS} FROM posts WHERE game_id = $1 AND live = 1 AND lasting = 0 ORDER BY seq`, [gameId])));
  }

  retired(gameId: number, seq: number): void {
    this.run(() => this.pg.query('UPDATE posts SET live = 0 WHERE game_id = $1 AND seq = $2', [gameId, seq]));
  }

  postByMessage(messageId: string): StoredPost | null {
    const row = this.run(() => this.pg.query<PostRow>(`SELECT ${POST_COLUMNS} FROM posts WHERE message_id = $1 ORDER BY game_id DESC LIMIT 1`, [messageId]))[0];
    return row ? this.toPost(row) : null;
  }

  pendingGames(): PendingGame[] {
    return this.run(() => this.pg.query<{ game_id: number; guild_id: string | null; channel_id: string }>(
      'SELECT DISTINCT p.game_id, g.guild_id, g.channel_id FROM posts p JOIN games g ON g.id = p.game_id WHERE p.outbox = 1 ORDER BY p.game_id'))
      .map((r) => ({ gameId: r.game_id, guildId: r.guild_id, channelId: r.channel_id }));
  }

  undelivered(gameId: number): StoredPost[] {
    return this.toPostsTogether(gameId, this.run(() => this.pg.query<PostRow>(`SELECT ${POST_COLUMNS} FROM posts WHERE game_id = $1 AND outbox = 1 ORDER BY seq`, [gameId])));
  }

  undeliveredReaders(gameId: number): { seq: number; audience: string }[] {
    return this.run(() => this.pg.query<{ seq: number; audience: string }>('SELECT seq, audience FROM posts WHERE game_id = $1 AND outbox = 1 ORDER BY seq', [gameId]));
  }

  attempted(gameId: number, notes: readonly { seq: number; attempt: string }[]): void {
    if (notes.length === 0) return;
    // One statement (one transaction, one round trip) for all of them.
    this.run(() => this.pg.query(`UPDATE posts p SET attempt = n.attempt FROM unnest($2::integer[], $3::text[]) AS n (seq, attempt)
      WHERE p.game_id = $1 AND p.seq = n.seq`, [gameId, notes.map((n) => n.seq), notes.map((n) => n.attempt)]));
  }

  held(gameId: number, seq: number): void {
    this.run(() => this.pg.query('UPDATE posts SET outbox = 2 WHERE game_id = $1 AND seq = $2', [gameId, seq]));
  }

  deliveredUnseen(gameId: number, seq: number): void {
    this.run(() => this.pg.query('UPDATE posts SET outbox = 0 WHERE game_id = $1 AND seq = $2', [gameId, seq]));
  }

  awaitReader(gameId: number, seq: number): void {
    this.run(() => this.pg.query('UPDATE posts SET outbox = 3 WHERE game_id = $1 AND seq = $2 AND outbox = 1', [gameId, seq]));
  }

  withdrawn(gameId: number, seq: number): void {
    this.run(() => this.pg.query('UPDATE posts SET outbox = 5 WHERE game_id = $1 AND seq = $2 AND outbox = 1', [gameId, seq]));
  }

  awaiting(gameId: number): StoredPost[] {
    return this.toPostsTogether(gameId, this.run(() => this.pg.query<PostRow>(`SELECT ${POST_COLUMNS} FROM posts WHERE game_id = $1 AND outbox = 3 ORDER BY seq`, [gameId])));
  }

  toRetire(gameId: number, seqs: number[]): void {
    if (seqs.length === 0) return;
    const r = RETIRE(gameId, seqs);
    this.run(() => this.pg.query(r.sql, r.params));
  }

  retiring(gameId: number): StoredPost[] {
    return this.toPostsTogether(gameId, this.run(() => this.pg.query<PostRow>(`SELECT ${POST_COLUMNS} FROM posts WHERE game_id = $1 AND live = 2 AND message_id IS NOT NULL ORDER BY seq`, [gameId])));
  }

  undoLast(gameId: number, expectedVersion: number, actorId: string, turnKey: string, stateBefore: unknown): StoredGame | null {
    const now = this.clock.now();
    const stateJson = JSON.stringify(stateBefore ?? null);
    const [{ out }] = this.run(() => this.pg.query<{ out: GameRow | null }>('SELECT heist_undo($1, $2, $3, $4, $5, $6, $7) AS out',
      [gameId, expectedVersion, actorId, turnKey, stateJson, checksumOf(stateJson), now]), { expected: expectedVersion });
    return out ? this.toGame(out, { value: stateBefore }) : null;
  }

  abandon(gameId: number, expectedVersion: number, entry: NewEntry): number {
    const now = this.clock.now();
    this.run(() => this.pg.query('SELECT heist_abandon($1, $2, $3, $4, $5, $6, $7)',
      [gameId, expectedVersion, entry.actorId, entry.action, entry.turnKey, entry.revealed, now]), { expected: expectedVersion });
    return expectedVersion + 1;
  }

  setStatusMessage(gameId: number, messageId: string): void {
    this.run(() => this.pg.query('UPDATE games SET status_message_id = $1 WHERE id = $2', [messageId, gameId]));
  }

  setReminderInterval(gameId: number, ms: number | null): void {
    this.run(() => this.pg.query('UPDATE games SET reminder_interval_ms = $1 WHERE id = $2', [ms, gameId]));
  }

  setReminder(gameId: number, reminder: ReminderChange | null): void {
    this.run(() => (reminder
      ? this.pg.query(`INSERT INTO reminders (game_id, user_id, due_at, reminders_sent) VALUES ($1, $2, $3, $4)
          ON CONFLICT (game_id) DO UPDATE SET user_id = excluded.user_id, due_at = excluded.due_at,
            reminders_sent = excluded.reminders_sent, claimed_by = NULL`, [gameId, reminder.userId, reminder.dueAt, reminder.remindersSent ?? 0])
      : this.pg.query('DELETE FROM reminders WHERE game_id = $1', [gameId])));
  }

  userPref(userId: string, key: string): string | null {
    return this.run(() => this.pg.query<{ value: string }>('SELECT value FROM user_prefs WHERE user_id = $1 AND key = $2', [userId, key]))[0]?.value ?? null;
  }

  setUserPref(userId: string, key: string, value: string): void {
    this.run(() => this.pg.query(`INSERT INTO user_prefs (user_id, key, value) VALUES ($1, $2, $3)
      ON CONFLICT (user_id, key) DO UPDATE SET value = excluded.value`, [userId, key, value]));
  }

  setting(key: string): string | null {
    return this.run(() => this.pg.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]))[0]?.value ?? null;
  }

  setSetting(key: string, value: string): void {
    this.run(() => this.pg.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [key, value]));
  }

  reminder(gameId: number): { userId: string; dueAt: number | null; remindersSent: number } | null {
    const r = this.run(() => this.pg.query<{ user_id: string; due_at: number | null; reminders_sent: number }>(
      'SELECT user_id, due_at, reminders_sent FROM reminders WHERE game_id = $1', [gameId]))[0];
    return r ? { userId: r.user_id, dueAt: r.due_at, remindersSent: r.reminders_sent } : null;
  }

  dueReminders(now: number, filter?: (g: { guildId: string | null }) => boolean): DueReminder[] {
    const rows = this.run(() => this.pg.query<ReminderRow>(`SELECT r.game_id, g.channel_id, g.guild_id, r.user_id, r.reminders_sent
      FROM reminders r JOIN games g ON g.id = r.game_id WHERE r.due_at IS NOT NULL AND r.due_at <= $1 ORDER BY r.due_at`, [now]));
    return rows.map((r) => ({ gameId: r.game_id, channelId: r.channel_id, guildId: r.guild_id, userId: r.user_id, remindersSent: r.reminders_sent }))
      .filter((item) => !filter || filter(item));
  }

  markReminded(gameId: number, nextDueAt: number | null, claim?: { owner: string; dueAt: number }): boolean {
    const rows = this.run(() => (claim
      ? this.pg.query(`UPDATE reminders SET reminders_sent = reminders_sent + 1, due_at = $1, claimed_by = NULL
          WHERE game_id = $2 AND claimed_by = $3 AND due_at = $4 RETURNING game_id`, [nextDueAt, gameId, claim.owner, claim.dueAt])
      : this.pg.query(`UPDATE reminders SET reminders_sent = reminders_sent + 1, due_at = $1, claimed_by = NULL
          WHERE game_id = $2 RETURNING game_id`, [nextDueAt, gameId])));
    return rows.length === 1;
  }

  claimShards(shardIds: number[], shardCount: number, owner: string): void {
    const now = this.clock.now();
    this.run(() => this.pg.query(`INSERT INTO shard_owners (shard_id, shard_count, owner, since)
      SELECT id, $2, $3, $4 FROM unnest($1::integer[]) AS id
      ON CONFLICT (shard_id) DO UPDATE SET shard_count = excluded.shard_count, owner = excluded.owner, since = excluded.since`,
    [shardIds, shardCount, owner, now]));
  }

  touchShards(owner: string): void {
    const now = this.clock.now();
    this.run(() => this.pg.query('UPDATE shard_owners SET since = $1 WHERE owner = $2', [now, owner]));
  }

  releaseShards(owner: string): void {
    this.run(() => this.pg.query('DELETE FROM shard_owners WHERE owner = $1', [owner]));
  }

  shardOwners(): { shardId: number; shardCount: number; owner: string; since: number }[] {
    return this.run(() => this.pg.query<{ shard_id: number; shard_count: number; owner: string; since: number }>('SELECT * FROM shard_owners ORDER BY shard_id'))
      .map((r) => ({ shardId: r.shard_id, shardCount: r.shard_count, owner: r.owner, since: r.since }));
  }

  claimReminders(now: number, owner: string): ClaimedReminder[] {
    // One statement: the shard of a server is (guild_id >> 22) % shard_count, as Discord routes it; DMs are shard 0's.
    const rows = this.run(() => this.pg.query<ReminderRow>(`UPDATE reminders r SET claimed_by = $2
      FROM games g, shard_owners o
      WHERE g.id = r.game_id AND r.due_at IS NOT NULL AND r.due_at <= $1 AND o.owner = $2
        AND o.shard_id = (CASE WHEN g.guild_id ~ '^[0-9]{1,19}$' THEN ((g.guild_id::numeric::bigint >> 22) % o.shard_count)::integer ELSE 0 END)
      RETURNING r.game_id, g.channel_id, g.guild_id, r.user_id, r.reminders_sent, r.due_at`, [now, owner]));
    return rows.map(toDue).sort((a, b) => a.dueAt - b.dueAt || a.gameId - b.gameId);
  }

  watched(shardCount: number): Watched {
    const shard = `(CASE WHEN g.guild_id ~ '^[0-9]{1,19}$' THEN ((g.guild_id::numeric::bigint >> 22) % $1)::integer ELSE 0 END)`;
    const n = Math.max(1, Math.floor(shardCount));
    const outbox = this.run(() => this.pg.query<{ shard: number; refused: boolean; posts: string; oldest_at: string }>(`SELECT ${shard} AS shard,
      coalesce(s.value, '') <> '' AS refused, count(*) AS posts, min(p.at) AS oldest_at
      FROM posts p JOIN games g ON g.id = p.game_id LEFT JOIN settings s ON s.key = 'refused.' || g.id::text
      WHERE p.outbox = 1 GROUP BY 1, 2`, [n]));
    const games = this.run(() => this.pg.query<{ shard: number; kind: string; status: 'lobby' | 'active'; count: string }>(`SELECT ${shard} AS shard,
      g.kind, g.status, count(*) AS count FROM games g WHERE g.status IN ('lobby', 'active') GROUP BY 1, 2, 3`, [n]));
    return {
      outbox: outbox.map((r) => ({ shard: r.shard, refused: r.refused, posts: Number(r.posts), oldestAt: Number(r.oldest_at) })),
      games: games.map((r) => ({ shard: r.shard, kind: r.kind, status: r.status, count: Number(r.count) })),
    };
  }

  sizeBytes(): number {
    return Number(this.run(() => this.pg.query<{ n: string }>('SELECT pg_database_size(current_database()) AS n'))[0].n);
  }

  removeGamesBefore(before: number, limit: number): { id: number; kind: string }[] {
    // One statement, one transaction: the games, then their settings; the log, snapshots, posts and reminders go with
    // each game (ON DELETE CASCADE). The ids come from an identity column, which never gives one out again.
    return this.run(() => this.pg.query<{ id: number; kind: string }>(`WITH gone AS (
        DELETE FROM games WHERE id IN (SELECT g.id FROM games g
          WHERE g.status IN ('finished', 'abandoned') AND g.updated_at < $1
            AND NOT EXISTS (SELECT 1 FROM posts p WHERE p.game_id = g.id AND p.outbox = 1)
          ORDER BY g.id LIMIT $2)
        RETURNING id, kind
      ), settings_gone AS (
        DELETE FROM settings USING gone WHERE ${gameSettingsWhere('gone.id')}
      )
      SELECT id, kind FROM gone ORDER BY id`, [before, limit]));
  }

  compact(): boolean {
    // Plain VACUUM (no lock that stops the bot): the rows of removed games become space the tables reuse at once,
    // rather than at autovacuum's next turn. VACUUM FULL would give it back to the disk but locks every table.
    this.run(() => this.pg.query('VACUUM (ANALYZE) games, snapshots, actions, posts, reminders, settings'));
    return true;
  }

  async backup(_file: string): Promise<void> {
    throw new Error(`db:backup copies SQLite files; this store is PostgreSQL (${this.where}): back it up with pg_dump, e.g. pg_dump "$DATABASE_URL" > backups/heist.sql (docs/several-machines.md).`);
  }

  close(): void {
    this.pg.close();
  }
}

/** A change's posts as the columns heist_insert_posts takes. */
/** Posts awaiting their reader, folded into the posts kept with them (`Change.folded`). */
const FOLD = (gameId: number, seqs: number[]) => ({ sql: 'UPDATE posts SET outbox = 4 WHERE game_id = $1 AND seq = ANY($2) AND outbox = 3', params: [gameId, seqs] });
/** Posts whose controls are to be taken away (`toRetire`, `Change.retire`): live ones, and ones not yet delivered. */
const RETIRE = (gameId: number, seqs: number[]) => ({ sql: 'UPDATE posts SET live = 2 WHERE game_id = $1 AND seq = ANY($2) AND (live = 1 OR outbox <> 0)', params: [gameId, seqs] });

function postColumns(posts: NewPost[]): [string[], (number | null)[], string[], string[]] {
  return [posts.map((p) => p.audience), posts.map((p) => p.seat), posts.map((p) => p.kind), posts.map((p) => JSON.stringify(p.body ?? null))];
}
