// `npm run -s db:backup -- FILE`: copies the bot's database to FILE with SQLite's online backup, which is safe while
// the bot is running. Which database: DATABASE_PATH, else data/heist.sqlite, else offline play's (data/offline/); it
// always says which one it copied. With DATABASE_URL (PostgreSQL) it says to use pg_dump instead. The store is src/store/.
import 'dotenv/config';
import { existsSync, mkdirSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { backupFile, describeDatabase, findSqliteDatabase, postgresUrl, StoreOpenError, StoreWriteError } from '../store/index.js';

/** The backup's folder and those above it that are missing, made one at a time from the first that exists: Node's
 * recursive mkdir loops for ever where a parent can never be made (under /proc), and a backup run from cron must end. */
function makeFolder(dir: string): void {
  const missing: string[] = [];
  for (let d = resolve(dir); !existsSync(d); d = dirname(d)) {
    missing.unshift(d);
    if (dirname(d) === d) break;
  }
  for (const d of missing) mkdirSync(d);
}

async function main(argv: string[]): Promise<number> {
  const file = argv[0];
  if (!file || argv.length > 1) {
    process.stderr.write('usage: npm run -s db:backup -- FILE\n');
    return 2;
  }
  let url: string | null;
  try {
    url = postgresUrl();
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 1;
  }
  if (url) {
    process.stderr.write(`DATABASE_URL names ${describeDatabase()}: db:backup copies SQLite files only. `
      + 'Back PostgreSQL up with its own tool, while the bot runs: pg_dump "$DATABASE_URL" > backups/heist.sql (restore with psql).\n');
    return 1;
  }
  const found = findSqliteDatabase(process.env);
  if ('problem' in found) {
    process.stderr.write(`${found.problem}\n`);
    return 1;
  }
  // The database itself, or its log files: no copy of it, and the copy would overwrite what it copies.
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return join(existsSync(dirname(p)) ? realpathSync(dirname(p)) : resolve(dirname(p)), basename(p));
    }
  };
  const db = real(found.path);
  // The same file under another name (a hard link) too.
  const same = (a: string, b: string) => {
    try {
      const [x, y] = [statSync(a), statSync(b)];
      return x.dev === y.dev && x.ino === y.ino;
    } catch {
      return false;
    }
  };
  if ([db, `${db}-wal`, `${db}-shm`, `${db}-journal`].includes(real(file)) || same(found.path, file)) {
    process.stderr.write(`${file} is the database itself (or one of its own files): name another file for the backup, e.g. backups/heist-$(date +%F).sqlite.\n`);
    return 2;
  }
  try {
    makeFolder(dirname(file));
    await backupFile(found.path, file);
    process.stdout.write(`Backed up ${found.path} to ${file}.\n`);
    return 0;
  } catch (e) {
    // The database could not be read: its own sentence (StoreOpenError names it and what to do).
    if (e instanceof StoreOpenError) {
      process.stderr.write(`${e.message}\n`);
      return 1;
    }
    // The copy is what failed to be written (the database itself is only read): say so, and where.
    const why = e instanceof StoreWriteError ? /\((SQLITE_\w+)\)/.exec(e.message)?.[1] ?? e.reason : (e as { code?: string }).code ?? (e as Error).message;
    const reason = e instanceof StoreWriteError && e.reason === 'full' ? 'free some space there' : 'choose a file in a folder this user can write to';
    process.stderr.write(`Could not write the backup to ${file} (${why}): ${reason}, then run it again. The database itself was not changed.\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
