// SQLite's numbered migrations, applied in order at open and recorded in PRAGMA user_version. Never edit a shipped
// one: add the next, and the same step to PostgreSQL's list (schema-pg.ts: migration N is the same schema on both).
// Discord ids are TEXT; times are epoch milliseconds; states and options are JSON text.
export const MIGRATIONS: string[] = [
  // 1: games, one snapshot history per game, the action log, reminders.
  `
  CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    guild_id TEXT,
    channel_id TEXT NOT NULL,
    host_id TEXT NOT NULL,
    options TEXT NOT NULL,
    seed INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
    version INTEGER NOT NULL,
    reminder_interval_ms INTEGER,
    status_message_id TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  -- One lobby or active game per channel; finished games stay out of this (hot) index.
  CREATE UNIQUE INDEX games_open_by_channel ON games(channel_id) WHERE status IN ('lobby', 'active');
  CREATE INDEX games_by_channel ON games(channel_id, id);

  -- Snapshots by version. The latest is the game's state; older ones back undo within a turn and are pruned at
  -- each undo barrier (something revealed, a new turn) and when the game ends.
  CREATE TABLE snapshots (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    version INTEGER NOT NULL,
    state TEXT NOT NULL,
    PRIMARY KEY (game_id, version)
  ) WITHOUT ROWID;

  CREATE TABLE actions (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    version INTEGER NOT NULL,
    actor_id TEXT NOT NULL,
    action TEXT NOT NULL,
    turn_key TEXT NOT NULL,
    revealed INTEGER NOT NULL,
    undone INTEGER NOT NULL DEFAULT 0,
    at INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
  ) WITHOUT ROWID;

  CREATE TABLE reminders (
    game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    user_id TEXT NOT NULL,
    due_at INTEGER,
    reminders_sent INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX reminders_due ON reminders(due_at) WHERE due_at IS NOT NULL;
  `,
  // 2: a checksum of each snapshot's text, written with it, so bit rot is caught on load (older rows have none).
  `
  ALTER TABLE snapshots ADD COLUMN checksum TEXT;
  `,
  // 3: a player's own preferences (e.g. whether End turn asks first), across games; not part of any game's state.
  `
  CREATE TABLE user_prefs (
    user_id TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (user_id, key)
  );
  `,
  // 4: the posts that told each game, as made (one list per step: audience, lines, controls, picture job) and where
  // each was delivered. The per-seat export and the web pages read them; `live` marks a delivered post whose controls
  // still work (retired when a newer one supersedes it or the game ends).
  `
  CREATE TABLE posts (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    version INTEGER NOT NULL,
    audience TEXT NOT NULL,
    seat INTEGER,
    kind TEXT NOT NULL,
    body TEXT NOT NULL,
    at INTEGER NOT NULL,
    channel_id TEXT,
    message_id TEXT,
    live INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seq)
  ) WITHOUT ROWID;
  CREATE INDEX posts_by_message ON posts(message_id) WHERE message_id IS NOT NULL;
  CREATE INDEX posts_live ON posts(game_id) WHERE live = 1;
  `,
  // 5: shards on several machines. Which bot process runs each shard now (a machine taking over a dead one's shards
  // takes them here), and which process claimed a due reminder for sending: only the runner of the game's shard.
  `
  CREATE TABLE shard_owners (
    shard_id INTEGER PRIMARY KEY,
    shard_count INTEGER NOT NULL,
    owner TEXT NOT NULL,
    since INTEGER NOT NULL
  );
  ALTER TABLE reminders ADD COLUMN claimed_by TEXT;
  `,
  // 6: settings of the bot itself (key, value): the web pages' signing secret and each game seat's link generation
  // (src/web/links.ts). Not part of any game's state: writing one moves no game's version.
  `
  CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
  ) WITHOUT ROWID;
  `,
  // 7: the outbox. A kept post is delivered exactly once: `outbox` 1 until it is (0 after; 2 held: its reader cannot
  // be reached now); `attempt` what was tried last (the interaction's token, for a crash between sending and noting);
  // `live` 2: its controls are to be taken away (at its delivery, if it is not delivered yet). Posts kept before this
  // migration were delivered already.
  `
  ALTER TABLE posts ADD COLUMN outbox INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE posts ADD COLUMN attempt TEXT;
  CREATE INDEX posts_outbox ON posts(game_id, seq) WHERE outbox = 1;
  CREATE INDEX posts_retiring ON posts(game_id) WHERE live = 2;
  `,
  // 8: posts awaiting their reader (outbox 3: nothing was sent; it reaches them when they next act) and folded ones
  // (outbox 4: a later post told it instead). Found per game when a note for that reader is made.
  `
  CREATE INDEX posts_awaiting ON posts(game_id, seq) WHERE outbox = 3;
  `,
  // 9: live posts whose controls all last for the game's whole life (My hand, Web: `lasting` 1, noted at delivery) are
  // never superseded: each step looks only for the others, through their own index (a server game's public posts keep
  // My hand, so every one stayed live and each step read them all). Posts delivered before this migration are 0: looked
  // at as before.
  `
  ALTER TABLE posts ADD COLUMN lasting INTEGER NOT NULL DEFAULT 0;
  CREATE INDEX posts_supersedable ON posts(game_id) WHERE live = 1 AND lasting = 0;
  `,
  // 10: a step may be its log lines only (base.ts, SNAPSHOT_EVERY): a game's state is its newest snapshot taken on
  // through the log since. No table changes here (the store's statements do it); numbered so both stores' schema
  // versions stay the same (schema-pg.ts, 10, replaces two server-side functions).
  `
  SELECT 1;
  `,
  // 11: the wide texts last, where reading or changing the small columns does not reach them. A post's body (a note is
  // up to some 2.5 KB) was in the middle of its row, in a WITHOUT ROWID table, whose rows keep only about 1 KB on their
  // page once they pass 2 KB (an eighth of Noir's posts did): the rest went to an overflow page of its own, which every
  // read of the delivery columns after the body walked to and every change of them wrote again. Posts are now a rowid
  // table (a row up to 8 KB stays on its page) with the body last; a snapshot's checksum comes before its state, so
  // that a load which already has the state parsed reads the checksum without the state's overflow pages. PostgreSQL
  // keeps wide values apart from their rows by itself (schema-pg.ts, 11: nothing to change).
  `
  CREATE TABLE posts_new (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    version INTEGER NOT NULL,
    audience TEXT NOT NULL,
    seat INTEGER,
    kind TEXT NOT NULL,
    at INTEGER NOT NULL,
    channel_id TEXT,
    message_id TEXT,
    live INTEGER NOT NULL DEFAULT 0,
    outbox INTEGER NOT NULL DEFAULT 0,
    attempt TEXT,
    lasting INTEGER NOT NULL DEFAULT 0,
    body TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
  );
  INSERT INTO posts_new (game_id, seq, version, audience, seat, kind, at, channel_id, message_id, live, outbox, attempt, lasting, body)
    SELECT game_id, seq, version, audience, seat, kind, at, channel_id, message_id, live, outbox, attempt, lasting, body FROM posts ORDER BY game_id, seq;
  DROP TABLE posts;
  ALTER TABLE posts_new RENAME TO posts;
  CREATE INDEX posts_by_message ON posts(message_id) WHERE message_id IS NOT NULL;
  CREATE INDEX posts_live ON posts(game_id) WHERE live = 1;
  CREATE INDEX posts_outbox ON posts(game_id, seq) WHERE outbox = 1;
  CREATE INDEX posts_retiring ON posts(game_id) WHERE live = 2;
  CREATE INDEX posts_awaiting ON posts(game_id, seq) WHERE outbox = 3;
  CREATE INDEX posts_supersedable ON posts(game_id) WHERE live = 1 AND lasting = 0;

  CREATE TABLE snapshots_new (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    version INTEGER NOT NULL,
    checksum TEXT,
    state TEXT NOT NULL,
    PRIMARY KEY (game_id, version)
  ) WITHOUT ROWID;
  INSERT INTO snapshots_new (game_id, version, checksum, state) SELECT game_id, version, checksum, state FROM snapshots;
  DROP TABLE snapshots;
  ALTER TABLE snapshots_new RENAME TO snapshots;
  `,
];
