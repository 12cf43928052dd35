// The store: games of any kind with their action log, snapshots and reminders, in SQLite (better-sqlite3).
// Shapes in types.ts, SQL in sqlite.ts, migrations in schema.ts, the per-game mutex in lock.ts; each kind's replay and
// shape check are registered by the table (src/table/store-repo.ts).
export * from './types.js';
export { openStore, SqliteStore, DEFAULT_REMINDER_MS, type OpenOptions } from './sqlite.js';
export { withGameLock } from './lock.js';
