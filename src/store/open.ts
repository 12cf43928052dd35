// Which store the bot and the tools open: PostgreSQL when DATABASE_URL is a postgres:// URL (shards on several
// machines), else the SQLite file at DATABASE_PATH (default data/heist.sqlite), which needs nothing set up.
import { existsSync } from 'node:fs';
import { openStore, type OpenOptions, type SqliteStore } from './sqlite.js';
import { describeUrl, PostgresStore, UNREADABLE_URL } from './postgres.js';
import { StoreOpenError } from './types.js';

export type AnyStore = SqliteStore | PostgresStore;

/** DATABASE_URL when it names PostgreSQL (null: use SQLite); a DATABASE_URL of another kind, or one the PostgreSQL
 * client cannot read, is refused plainly (never echoing it: it holds the password). */
export function postgresUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const url = env.DATABASE_URL?.trim();
  if (!url) return null;
  if (!/^postgres(ql)?:\/\//i.test(url)) {
    throw new StoreOpenError('unwritable', `DATABASE_URL must be a PostgreSQL URL (postgres://USER:PASSWORD@HOST:PORT/DATABASE), not "${url.split(':')[0]}:…"; `
      + 'leave it unset to use the SQLite file at DATABASE_PATH.');
  }
  if (!readableByPg(url)) {
    throw new StoreOpenError('unwritable', UNREADABLE_URL);
  }
  return url;
}

/** Whether pg's own parser (pg-connection-string 2.x: WHATWG URL, spaces and stray % escaped, an empty host allowed)
 * takes it: else the first query failed with a stack ("Invalid URL"). */
function readableByPg(url: string): boolean {
  const s = / |%[^a-f0-9]|%[a-f0-9][^a-f0-9]/i.test(url) ? encodeURI(url).replace(/%25(\d\d)/g, '%$1') : url;
  for (const tried of [s, s.replace('@/', '@___DUMMY___/')]) {
    try {
      new URL(tried, 'postgres://base');
      return true;
    } catch {
      // the next form, as pg tries it
    }
  }
  return false;
}

/** The database these settings name, for messages (never a password). */
export function describeDatabase(env: NodeJS.ProcessEnv = process.env, path?: string): string {
  const url = postgresUrl(env);
  return url ? `PostgreSQL ${describeUrl(url)}` : (path ?? (env.DATABASE_PATH?.trim() || 'data/heist.sqlite'));
}

const BOT_DB = 'data/heist.sqlite';
const OFFLINE_DB = 'data/offline/heist.sqlite';

/** The SQLite file a host's tool (db:backup, export) reads: DATABASE_PATH, else the bot's data/heist.sqlite, else
 * offline play's data/offline/heist.sqlite; when none is there, why, as a sentence. */
export function findSqliteDatabase(env: NodeJS.ProcessEnv = process.env): { path: string } | { problem: string } {
  if (env.DATABASE_PATH) {
    return existsSync(env.DATABASE_PATH) ? { path: env.DATABASE_PATH }
      : { problem: `There is no database at ${env.DATABASE_PATH} (DATABASE_PATH): set it to the bot's database file.` };
  }
  for (const path of [BOT_DB, OFFLINE_DB]) if (existsSync(path)) return { path };
  return { problem: `There is no database at ${BOT_DB} nor at ${OFFLINE_DB} (offline play): set DATABASE_PATH to the bot's database file.` };
}

/** Opens the store the environment names. `path`: the SQLite file when DATABASE_URL is unset (default DATABASE_PATH,
 * else data/heist.sqlite). SQLite-only options (synchronous, quickCheck) are ignored on PostgreSQL, whose commits are
 * durable on the server and whose own checks are its business. */
export function openStoreFromEnv(opts: OpenOptions & { path?: string; env?: NodeJS.ProcessEnv } = {}): AnyStore {
  const env = opts.env ?? process.env;
  const url = postgresUrl(env);
  if (url) return new PostgresStore(url, { clock: opts.clock, busyTimeoutMs: opts.busyTimeoutMs, readonly: opts.readonly, warn: opts.warn });
  return openStore(opts.path ?? (env.DATABASE_PATH?.trim() || 'data/heist.sqlite'), opts);
}
