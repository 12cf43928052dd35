// The store's public shapes: games of any kind (state is JSON), the action log, errors and the clock.
// SQL lives in src/store/sqlite.ts and src/store/postgres.ts. The store knows no game: each kind's replay is registered
// by the table.

export type GameStatus = 'lobby' | 'active' | 'finished' | 'abandoned';

export interface StoredGame {
  id: number;
  kind: string;
  guildId: string | null;
  channelId: string;
  hostId: string;
  options: unknown;
  seed: number;
  status: GameStatus;
  version: number;
  state: unknown;
  reminderIntervalMs: number | null;
  createdAt: number;
  updatedAt: number;
  statusMessageId: string | null;
}

export interface LogEntry {
  seq: number;
  /** The version it applied to (the game's version before this action). */
  version: number;
  actorId: string;
  /** As typed, e.g. 'Ava: move east'. */
  action: string;
  /** e.g. '12:0' (turn number:player). */
  turnKey: string;
  /** It revealed information (a tile flipped, a die rolled, a card drawn): undo stops there. */
  revealed: boolean;
  undone: boolean;
  at: number;
}

export interface NewEntry {
  actorId: string;
  action: string;
  turnKey: string;
  revealed: boolean;
}

export interface ReminderChange {
  userId: string;
  /** Null: none is due (all were sent, no away-after deadline). */
  dueAt: number | null;
  remindersSent?: number;
}

/** A post as the table made it, to be kept with the game: who it is for and what it says (JSON). */
export interface NewPost {
  /** 'public' (everyone in the game's channel), or the user id of the one person it is for. */
  audience: string;
  /** The seat whose view it was made from (null: the spectator's). */
  seat: number | null;
  kind: string;
  body: unknown;
}

export interface StoredPost extends NewPost {
  gameId: number;
  /** 1, 2, … in the order the posts were made (and delivered). */
  seq: number;
  /** The game's version when it was made. */
  version: number;
  at: number;
  /** Where it was delivered (null until then, or when it could not be). */
  channelId: string | null;
  messageId: string | null;
  /** Delivered with controls that still work. */
  live: boolean;
  /** Its controls are to be taken away (when it is delivered, if it is not yet). */
  retiring: boolean;
  /** The outbox: 1 to deliver, 0 delivered (or kept before the outbox), 2 held (its reader cannot be reached now),
   * 3 awaiting its reader (nothing sent: it reaches them when they next act), 4 folded (never sent: a later post for the
   * same reader told what it said), 5 withdrawn (never sent: a look at the game, such as /heist status's board, that
   * could not be shown when asked, its asker told to ask again). */
  outbox: 0 | 1 | 2 | 3 | 4 | 5;
  /** The last attempt to deliver it (JSON, the deliverer's own: e.g. the interaction token it went through). */
  attempt: string | null;
}

/** A game with posts still to deliver, and where it is (its shard is its guild's). */
export interface PendingGame {
  gameId: number;
  guildId: string | null;
  channelId: string;
}

export interface Change {
  state: unknown;
  entry?: NewEntry;
  /** Several steps in one transaction (a person's, then the bots' after it), in order: each is one log row and one
   * version; `state` is the state after the last. Not together with `entry`. */
  entries?: NewEntry[];
  /** The posts that tell this change, kept at its new version in the same transaction. */
  posts?: NewPost[];
  /** Posts awaiting their reader (outbox 3) that these posts tell instead: folded (outbox 4), in the same transaction. */
  folded?: number[];
  /** Earlier posts whose controls these supersede: to be taken away (as `toRetire`), in the same transaction. */
  retire?: number[];
  status?: GameStatus;
  options?: unknown;
  /** undefined: leave the reminder as it is; null: clear it. */
  reminder?: ReminderChange | null;
}

export interface DueReminder {
  gameId: number;
  channelId: string;
  guildId: string | null;
  userId: string;
  remindersSent: number;
}

/** A due reminder claimed for sending by the process that runs its game's shard (`Store.claimReminders`). */
export interface ClaimedReminder extends DueReminder {
  /** When it was due: with the game it names this one reminder, so a retry after a crash sends it under the same name. */
  dueAt: number;
}

/** Posts still to deliver and open games, by shard (Store.watched); `refused`: those of games whose channel refuses
 * the bot's posts (its host told: the setting `refused.<game>`), apart from the rest. */
export interface Watched {
  outbox: { shard: number; refused: boolean; posts: number; oldestAt: number }[];
  games: { shard: number; kind: string; status: 'lobby' | 'active'; count: number }[];
}

export interface GameExport {
  kind: string;
  seed: number;
  options: unknown;
  log: LogEntry[];
  state: unknown;
  /** For kinds with a position adapter (burgle-bros): a script that `npm run -s position -- FILE` accepts. */
  position?: unknown;
  game: { id: number; channelId: string; guildId: string | null; status: GameStatus; version: number; createdAt: number; updatedAt: number };
}

/** Rebuilds a kind's state from its options, seed and live actions (as typed). `hint` is the newest older snapshot
 * that is still readable, if any (for state kept beside the rules, e.g. seats). */
export type ReplayFn = (
  game: { options: unknown; seed: number }, actions: string[], hint?: { state: unknown; version: number } | null,
) => unknown;
/** Optional: null when a loaded state is one of this kind's, else what is wrong with it (a snapshot that fails is
 * rebuilt from the log like an unreadable one). */
export type ValidateFn = (state: unknown) => string | null;
/** Optional: a game as a position script that `npm run -s position -- FILE` loads (undefined: not representable). */
export type PositionFn = (game: { options: unknown; seed: number; state: unknown }, actions: string[]) => unknown;
/** How the store rebuilds, checks and exports one kind of game. */
/** Optional: a snapshot's state taken on through the log lines written after it (a thrown error: they do not replay).
 * A kind that has it is not snapshotted at every step (base.ts, SNAPSHOT_EVERY). */
export type ReplayFromFn = (state: unknown, actions: string[]) => unknown;
export interface KindTeaching {
  replay: ReplayFn;
  replayFrom?: ReplayFromFn;
  position?: PositionFn;
  validate?: ValidateFn;
  /** Who teaches it (the table passes the game module): taught again by the same one is nothing new (two tables on one
   * store); by anyone else, an error. */
  by?: object;
}

export type { Clock } from '../core/clock.js';

/** Applying a change to a version that is no longer current (a stale button, a double click). */
export class StaleVersionError extends Error {
  readonly code = 'stale-version';
  constructor(readonly current: number, readonly expected: number) {
    super(`This game has moved on (version ${current}, not ${expected}): look at the latest post and try again.`);
    this.name = 'StaleVersionError';
  }
}

/** One lobby or active game per channel. */
export class GameExistsError extends Error {
  readonly code = 'game-exists';
  constructor(readonly channelId: string, readonly gameId: number) {
    super(`A game is already running in this channel (game ${gameId}): finish or abandon it before starting another.`);
    this.name = 'GameExistsError';
  }
}

/** The database could not be written (disk full, read-only, locked too long, its server out of reach). Nothing was
 * changed. */
export class StoreWriteError extends Error {
  readonly code = 'store-write';
  /** `unsure`: the write's answer was lost with its connection once it was sent (PostgreSQL): it may have been made. */
  constructor(readonly reason: 'full' | 'readonly' | 'locked' | 'unreachable' | 'unsure' | 'other', detail: string) {
    super(reason === 'unsure' ? `Could not tell whether it was saved: ${detail}` : `Could not save, nothing changed: ${detail}`);
    this.name = 'StoreWriteError';
  }
}

/** An open game whose snapshot is unusable and whose log does not rebuild it. `step` (1-based, game actions only) is
 * where the log broke, when the replay said so. Nothing was changed; the host can end the game (`Store.abandon`). */
export class DamagedGameError extends Error {
  readonly code = 'damaged';
  constructor(
    readonly gameId: number, readonly channelId: string, readonly hostId: string, readonly version: number,
    readonly step: number | null, readonly reason: string,
  ) {
    super(`The saved data of game ${gameId} is damaged${step === null ? '' : ` at step ${step}`}: ${reason}`);
    this.name = 'DamagedGameError';
  }
}

/** The database could not be opened for use: damaged (quick_check failed), not a database, not writable, made by a
 * newer version, made by an older one and opened read-only (a tool, which never migrates it), a file with no heist
 * tables opened read-only (`foreign`: empty, or another program's), or (PostgreSQL) its server not reachable with
 * DATABASE_URL. */
export class StoreOpenError extends Error {
  readonly code = 'store-open';
  constructor(readonly reason: 'damaged' | 'unwritable' | 'newer' | 'older' | 'foreign' | 'unreachable', message: string) {
    super(message);
    this.name = 'StoreOpenError';
  }
}

export interface Store {
  createGame(input: {
    kind: string; guildId: string | null; channelId: string; hostId: string; options: unknown; seed: number;
    state: unknown; status: GameStatus; reminderIntervalMs?: number | null;
  }): StoredGame;
  /** The lobby or active game in this channel. */
  activeGame(channelId: string): StoredGame | null;
  /** The id of the lobby or active game in this channel, without loading it. */
  activeGameId(channelId: string): number | null;
  /** The channel's open game, else the last one played there (finished or abandoned), else null. */
  latestGame(channelId: string): StoredGame | null;
  game(id: number): StoredGame | null;
  /** A game's kind, read without its state (a damaged game's too); null: no such game. */
  gameKind(id: number): string | null;
  /** One transaction: log rows (entry, or entries: one version each) + snapshot + version bump + optional
   * status/options/reminder changes + the posts that tell it. Throws StaleVersionError if the version isn't
   * expectedVersion. The posts come back with their sequence numbers. */
  commit(gameId: number, expectedVersion: number, change: Change): StoredGame & { posts: StoredPost[] };
  /** Posts that are no step (an answer to /heist status, a reminder, a lobby): kept at the game's current version;
   * `folded`: posts awaiting their reader that these tell instead (as `Change.folded`); `retire`: earlier posts whose
   * controls these supersede, to be taken away (as `Change.retire`), in the same transaction. */
  addPosts(gameId: number, posts: NewPost[], folded?: number[], retire?: number[]): StoredPost[];
  /** A game's posts in order; `audiences`: only those for 'public' and/or these user ids; `afterSeq`: newer ones. */
  posts(gameId: number, filter?: { audiences?: string[]; afterSeq?: number }): StoredPost[];
  /** The newest of a game's posts for `audience` that `match` accepts (`match` reads no store): read newest first,
   * no further than that one; with `maxOutbox`, only posts whose outbox is at most that are read (2: none that awaited
   * its reader or was folded; 0: only those delivered). */
  latestPost(gameId: number, audience: string, match: (p: StoredPost) => boolean, maxOutbox?: number): StoredPost | null;
  /** A game's posts delivered as this message, in order (the lobby, a note shown again in place: several posts). */
  messagePosts(gameId: number, messageId: string): StoredPost[];
  /** Where a post was delivered (it leaves the outbox); `live`: it has controls that still work; `lasting`: they all
   * work for the game's whole life (My hand, Web), so no newer post supersedes them. */
  delivered(gameId: number, seq: number, where: { channelId: string; messageId: string; live: boolean; lasting?: boolean }): void;
  /** Delivered posts whose controls still work (of one audience when given), oldest first. */
  livePosts(gameId: number, audience?: string): StoredPost[];
  /** The live posts a newer one may supersede (all but those delivered `lasting`), oldest first. */
  supersedable(gameId: number): StoredPost[];
  /** Runs `fn`, its writes as one batch: SQLite commits them once (not once each); PostgreSQL writes each as it comes. */
  batch<T>(fn: () => T): T;
  /** A live post's controls were taken away. */
  retired(gameId: number, seq: number): void;
  /** The post delivered as this message, if it is one of ours. */
  postByMessage(messageId: string): StoredPost | null;
  /** The outbox: games with posts still to deliver. */
  pendingGames(): PendingGame[];
  /** A game's posts still to deliver, in order. */
  undelivered(gameId: number): StoredPost[];
  /** The same posts by their number and reader only (their bodies are not read): what decides whether a new post
   * waits behind them. */
  undeliveredReaders(gameId: number): { seq: number; audience: string }[];
  /** Attempts to deliver posts are about to be made (noted before they are sent): each post's attempt, all in one
   * transaction (a delivery notes every send it will make through an interaction at once, before the first leaves). */
  attempted(gameId: number, notes: readonly { seq: number; attempt: string }[]): void;
  /** A post went out, as far as can be known, but where is not (an ephemeral follow-up sent before the bot died): it
   * leaves the outbox without a message. */
  deliveredUnseen(gameId: number, seq: number): void;
  /** A post's reader cannot be reached now (closed DMs, a channel gone): it waits, out of the outbox. */
  held(gameId: number, seq: number): void;
  /** A post waits for its reader's next interaction (nothing was sent): it leaves the outbox. */
  awaitReader(gameId: number, seq: number): void;
  /** A post still in the outbox is not to be sent at all (a look at the game that could not be shown when asked): it
   * leaves the outbox, never sent. */
  withdrawn(gameId: number, seq: number): void;
  /** A game's posts awaiting their readers (outbox 3), in order. */
  awaiting(gameId: number): StoredPost[];
  /** These posts' controls are to be taken away: live ones, and ones not yet delivered (delivered without them). */
  toRetire(gameId: number, seqs: number[]): void;
  /** Delivered posts whose controls are to be taken away. */
  retiring(gameId: number): StoredPost[];
  log(gameId: number, opts?: { includeUndone?: boolean }): LogEntry[];
  /** The newest `count` entries of the live log, oldest first: what a step asks of the log's end (the last move, the
   * seat changes since a control was made) without reading a whole long game's. */
  logTail(gameId: number, count: number): LogEntry[];
  /** The saved state at a version, if still kept: the current one always; older ones back to the last undo barrier
   * (something revealed, or the start of the turn): a snapshot, or the newest one before it taken on through the log.
   * Null once pruned. */
  stateAt(gameId: number, version: number): unknown | null;
  /** Marks the last live log entry undone and stores `stateBefore` as the new snapshot, bumping the version (so old
   * buttons go stale). Refuses (returns null) unless that entry is by actorId, in turnKey, and not revealed. */
  undoLast(gameId: number, expectedVersion: number, actorId: string, turnKey: string, stateBefore: unknown): StoredGame | null;
  setStatusMessage(gameId: number, messageId: string): void;
  setReminderInterval(gameId: number, ms: number | null): void;
  /** Sets or clears a game's pending reminder without touching its version (a settings change is not a game step). */
  setReminder(gameId: number, reminder: ReminderChange | null): void;
  /** A player's own preference across games (null: never set); writing one moves no game's version. */
  userPref(userId: string, key: string): string | null;
  setUserPref(userId: string, key: string, value: string): void;
  /** A setting of the bot itself (null: never set), e.g. the web pages' secret; writing one moves no game's version. */
  setting(key: string): string | null;
  /** Sets (or replaces) a setting of the bot itself. */
  setSetting(key: string, value: string): void;
  /** Reminders due at `now`, found by one indexed query. */
  dueReminders(now: number, filter?: (g: { guildId: string | null }) => boolean): DueReminder[];
  /** After a reminder is sent: count it and schedule the next one (null: no more). With `claim` (the reminder as
   * `claimReminders` gave it), only if it is still that reminder and still claimed by that owner: false otherwise, and
   * nothing changed (another process took the shard over and counts it itself). */
  markReminded(gameId: number, nextDueAt: number | null, claim?: { owner: string; dueAt: number }): boolean;
  /** Records that `owner` (one running bot process) now runs these shards of `shardCount`, taking them from whoever ran
   * them before: a machine that takes over a dead one's shards says so here, and the dead one's claims lapse. */
  claimShards(shardIds: number[], shardCount: number, owner: string): void;
  /** Who runs which shard now; `since`: when its owner last said it still runs it (claimShards, touchShards). */
  shardOwners(): { shardId: number; shardCount: number; owner: string; since: number }[];
  /** `owner` still runs the shards it holds: their `since` becomes now (a process that stops saying so for a while is
   * taken as gone, and the shards as free to take back). */
  touchShards(owner: string): void;
  /** `owner` stops running its shards (a clean stop): the rows it holds are gone, and the process each shard is planned
   * for takes it at its next check (src/discord/shard-owners.ts) rather than once `owner` has not said it runs them for
   * some minutes. */
  releaseShards(owner: string): void;
  /** In one transaction: the reminders due at `now` of games on the shards `owner` runs (a server's shard is
   * `(guild_id >> 22) % shard_count`, DMs are shard 0's), each marked as claimed by `owner`. Oldest first. */
  claimReminders(now: number, owner: string): ClaimedReminder[];
  /** A game's pending reminder (dueAt null: no more reminders for this wait). */
  reminder(gameId: number): { userId: string; dueAt: number | null; remindersSent: number } | null;
  /** Rebuilds a game's state from seed + live log, used when a snapshot is corrupt; `validate` checks loaded ones.
   * A kind is taught once: again by another (or by no one named) is refused with an error, never a silent overwrite. */
  registerKind(kind: string, teaching: KindTeaching): void;
  /** Ends an open game without reading its state (a damaged game): logs `entry`, bumps the version, status
   * 'abandoned', reminder cleared; the snapshot is kept as it is. Throws StaleVersionError if the version moved. */
  abandon(gameId: number, expectedVersion: number, entry: NewEntry): number;
  /** A game as JSON (by channel id: its active game, else its latest game). */
  exportGame(channelIdOrGameId: string | number): GameExport;
  /** What a host watches (src/metrics/): the posts still to deliver and the open games, each group with its shard of
   * `shardCount` (a server's is `(guild_id >> 22) % shardCount`; DMs are shard 0's). */
  watched(shardCount: number): Watched;
  /** Bytes the database takes (SQLite: the file and its write-ahead log; PostgreSQL: the database). */
  sizeBytes(): number;
  /** Why the store's writes fail now, as a sentence (the disk full, the file read-only, an I/O error: the last such
   * failure, until a step's commit succeeds again); null: they do not. /readyz and heist_store_up read it. */
  writeTrouble?(): string | null;
  /** /readyz's write: a small one of the bot's own, or, while writeTrouble says why writes fail, one of a step's size
   * (a small one may still fit where a step does not), whose success ends the trouble. Throws StoreWriteError. */
  probeWrites?(now: number): void;
  /** Retention: removes up to `limit` finished or abandoned games last changed before `before` (ms) that have no post
   * still to deliver, oldest first, with everything kept for them (log, snapshots, posts with their pictures'
   * views, reminders, their seats' link generations and settings). One transaction; returns what it removed. A
   * removed game's id is never given to a new game. */
  removeGamesBefore(before: number, limit: number): { id: number; kind: string }[];
  /** Gives the space of removed games back as the backend needs (SQLite: incremental vacuum, when the file was made
   * for it; PostgreSQL: VACUUM). False when this database cannot be compacted online (an older SQLite file). */
  compact(): boolean;
  backup(file: string): Promise<void>;
  close(): void;
}
