// `npm run db:backup` (backupFile), and the store's own backup, on a database another connection keeps writing to, as
// the running bot does (its /readyz probe, shard ownership, reminders; another process on the same file): SQLite's
// online backup begins again at every such write, and copied a hundred pages a step a file of some megabytes never
// finished while the writes went on. The copy must finish while they do, and be one consistent moment of the file, in
// WAL mode as the bot's own.
import Database from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { backupFile, openStore } from '../../src/store/index.js';
import { tempDir } from './util.js';

let tmp: ReturnType<typeof tempDir> | null = null;
afterEach(() => { tmp?.cleanup(); tmp = null; });

/** The most rows the writer adds: a copy that waits for it to stop has failed. A paced copy begins again at every
 * write and never ends while they go on; the one-step copy ends a few turns after it begins, but only once
 * better-sqlite3's check of the target file (an fs call on libuv's threads) comes back, which on a loaded machine took
 * more than 300 of the writer's turns (a CI run): a bound in turns, not in time, far from both. */
const LIMIT = 100_000;

/** A bot's database with some 6 MB of pages (1,500 of 4 KB: fifteen steps of a hundred), copied by `copy` while
 * another connection adds a row at every turn of the event loop, the turns the backup's steps take too (each step is one
 * setImmediate): a write falls between any two steps. */
async function copiedUnderWrites(copy: (path: string, file: string) => Promise<void>): Promise<void> {
  tmp = tempDir();
  const path = tmp.file('heist.sqlite');
  openStore(path).close();
  const setup = new Database(path);
  setup.exec('CREATE TABLE filler (b BLOB); CREATE TABLE ticks (n INTEGER)');
  const fill = setup.prepare('INSERT INTO filler VALUES (randomblob(1048576))');
  for (let k = 0; k < 6; k++) fill.run();
  setup.close();

  const writer = new Database(path);
  const tick = writer.prepare('INSERT INTO ticks VALUES (?)');
  let written = 0;
  let done = false;
  const writing = new Promise<void>((resolve) => {
    const step = () => {
      if (done || written >= LIMIT) return resolve();
      tick.run(++written);
      setImmediate(step);
    };
    setImmediate(step);
  });
  const file = tmp.file('backup.sqlite');
  await copy(path, file);
  const writtenWhenDone = written;
  done = true;
  await writing;
  writer.close();
  // Finished while the writes went on (before: only once the writer stopped).
  expect(writtenWhenDone).toBeLessThan(LIMIT);

  const c = new Database(file, { readonly: true });
  expect(c.pragma('integrity_check', { simple: true })).toBe('ok');
  expect(c.pragma('journal_mode', { simple: true })).toBe('wal');
  expect(c.prepare('SELECT count(*) AS n FROM filler').get()).toEqual({ n: 6 });
  // One moment of the file: the rows 1..n written by then, none missing in between.
  const { n, top } = c.prepare('SELECT count(*) AS n, coalesce(max(n), 0) AS top FROM ticks').get() as { n: number; top: number };
  expect(n).toBe(top);
  expect(n).toBeLessThanOrEqual(writtenWhenDone);
  c.close();
  // The bot opens the copy as its database.
  openStore(file).close();
}

it('db:backup (backupFile) finishes while another connection writes between its steps, with a consistent copy', async () => {
  await copiedUnderWrites((path, file) => backupFile(path, file));
});

it("the store's own backup does too", async () => {
  await copiedUnderWrites(async (path, file) => {
    const store = openStore(path);
    try {
      await store.backup(file);
    } finally {
      store.close();
    }
  });
});
