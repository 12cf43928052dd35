// The SQLite store's write-ahead log is checkpointed by a thread of its own (src/store/wal-checkpointer.ts), never by a
// step's commit: the store's connection has SQLite's own checkpoints off, the thread copies the log back when asked
// every so many writes, and should the thread stop, the connection checkpoints for itself again.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type SqliteStore } from '../../src/store/index.js';
import { WAL_SIZE_LIMIT } from '../../src/store/sqlite.js';

const dirs: string[] = [];
const stores: SqliteStore[] = [];
afterEach(() => {
  for (const s of stores.splice(0)) s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function open(opts: Parameters<typeof openStore>[1] = {}): SqliteStore {
  const dir = mkdtempSync(join(tmpdir(), 'heist-wal-'));
  dirs.push(dir);
  const store = openStore(join(dir, 'heist.sqlite'), opts);
  stores.push(store);
  return store;
}

/** `n` write transactions, each a lobby made and a row of the log written (a few pages each). */
function writes(store: SqliteStore, n: number, from = 0): void {
  for (let i = from; i < from + n; i++) {
    store.createGame({ kind: 'test', guildId: 'g', channelId: `c${i}`, hostId: 'h', options: { pad: 'x'.repeat(3000) }, seed: i, state: { i }, status: 'lobby' });
  }
}

/** The next write (at key `from`) is the connection's one catch-up; the write after it starts the log again, so the
 * log's file stops growing. */
function caughtUpThenLogStops(store: SqliteStore, from: number): void {
  writes(store, 1, from);
  expect(store.checkpointer!.caughtUp).toBe(1);
  writes(store, 1, from + 1);
  const size = statSync(`${store.path}-wal`).size;
  writes(store, 3, from + 2);
  expect(statSync(`${store.path}-wal`).size).toBe(size);
}

describe('the write-ahead log, checkpointed off the store\'s thread', () => {
  it('the store\'s own connection never checkpoints on its own', () => {
    const store = open();
    expect(store.db.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
    expect(store.checkpointer).not.toBeNull();
  });

  it('a log grown by one large transaction (a migration) is cut back to its limit at the first write after a whole checkpoint', async () => {
    expect(open().db.pragma('journal_size_limit', { simple: true })).toBe(WAL_SIZE_LIMIT);
    const limit = 1024 * 1024;
    const store = open({ walSizeLimitBytes: limit });
    store.batch(() => writes(store, 1500));
    const grown = statSync(`${store.path}-wal`).size;
    expect(grown).toBeGreaterThan(4 * limit);
    const r = await store.checkpointer!.next();
    expect(r!.checkpointed).toBe(r!.log);
    // SQLite keeps the file as it is until the log starts again from its beginning (the next write)...
    expect(statSync(`${store.path}-wal`).size).toBe(grown);
    writes(store, 1, 5000);
    // ...and then cuts it back, where before it stayed as large for as long as the connection was open.
    expect(statSync(`${store.path}-wal`).size).toBeLessThanOrEqual(limit);
    expect(store.activeGame('c5000')).toMatchObject({ seed: 5000 });
  });

  it('every so many writes the thread copies the log back into the database', async () => {
    const store = open();
    const cp = store.checkpointer!;
    writes(store, 149);
    // No thread until the first checkpoint is wanted: the 150th write asks for it.
    expect((cp as unknown as { worker: unknown }).worker).toBeNull();
    writes(store, 1, 149);
    const r = await cp.next();
    expect(r).not.toBeNull();
    expect(r!.busy).toBe(0);
    expect(r!.checkpointed).toBe(r!.log);
    expect(r!.log).toBeGreaterThan(150);
    // Between rounds of writes (as between steps), the log starts again from its beginning: it does not grow.
    const size = statSync(`${store.path}-wal`).size;
    for (let k = 0; k < 5; k++) {
      writes(store, 150, 1000 + k * 150);
      await cp.next();
    }
    expect(statSync(`${store.path}-wal`).size).toBeLessThanOrEqual(size * 1.2);
    expect(cp.done).toBe(6);
    expect(cp.caughtUp).toBe(0);
    expect(store.query<{ n: number }>('SELECT count(*) AS n FROM games')[0].n).toBe(150 + 750);
  });

  it('a checkpoint that could not copy it all, past the bound: the store\'s connection checkpoints once itself', async () => {
    const store = open({ checkpointEvery: 10, checkpointCatchUpFrames: 20 });
    const cp = store.checkpointer!;
    writes(store, 5);
    // Another connection reading from here on: no checkpoint copies past what it reads, so the thread's is partial.
    const reader = new Database(store.path, { readonly: true });
    reader.prepare('BEGIN').run();
    reader.prepare('SELECT count(*) FROM games').get();
    writes(store, 45, 5);
    const r = await cp.next();
    expect(r!.log).toBeGreaterThan(20);
    expect(r!.checkpointed).toBeLessThan(r!.log);
    expect(cp.caughtUp).toBe(0);
    reader.prepare('COMMIT').run();
    reader.close();
    // The next write: the connection copies the rest (no reader now); the one after starts the log again.
    caughtUpThenLogStops(store, 50);
  });

  it('a checkpoint that copied all of a log past the bound: the store\'s connection still checkpoints once itself', async () => {
    // Under writes without a pause the thread's checkpoint copies all it found, and the writes made while it ran are
    // more frames, which no checkpoint has copied when the next write comes: the log never starts again, and each
    // checkpoint reports a longer log, all of it copied (the soak grew it to 190 MB so). A log found past the bound
    // has not started again for that long, however much of it was copied.
    const store = open({ checkpointEvery: 1000, checkpointCatchUpFrames: 120 });
    const cp = store.checkpointer!;
    writes(store, 60);
    const r = await cp.next();
    expect(r!.log).toBeGreaterThan(120);
    expect(r!.checkpointed).toBe(r!.log);
    expect(cp.caughtUp).toBe(0);
    // The next write: the connection checkpoints (nothing left to copy, so it is cheap), and the log starts again at
    // the write after it: its file stops growing.
    caughtUpThenLogStops(store, 100);
  });

  it('a thread that stops hands the checkpoints back to the connection', async () => {
    const store = open();
    const cp = store.checkpointer!;
    await cp.next();
    (cp as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await new Promise<void>((resolve) => {
      const wait = () => (store.db.pragma('wal_autocheckpoint', { simple: true }) === 1000 ? resolve() : setImmediate(wait));
      wait();
    });
    expect(await cp.next()).toBeNull();
  });

  it('a store in memory or read only has none', () => {
    const mem = openStore(':memory:');
    stores.push(mem);
    expect(mem.checkpointer).toBeNull();
  });
});
