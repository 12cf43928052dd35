// The store: games of any kind with their action log, snapshots, posts and reminders, in SQLite (better-sqlite3, the
// default) or PostgreSQL (DATABASE_URL). Shapes in types.ts, what both share in base.ts, SQL in sqlite.ts and
// postgres.ts, migrations in schema.ts and schema-pg.ts, the per-game mutex in lock.ts; each kind's replay and shape
// check are registered by the table (src/table/store-repo.ts).
export * from './types.js';
export { backupFile, openStore, SqliteStore, DEFAULT_REMINDER_MS, type OpenOptions } from './sqlite.js';
export { PostgresStore, type PgOpenOptions } from './postgres.js';
export { openStoreFromEnv, describeDatabase, findSqliteDatabase, postgresUrl, type AnyStore } from './open.js';
export { withGameLock } from './lock.js';
