// Processes opening the same new database at once (shards started together, or a bot and `npm run export`): the
// later ones wait for the first one's migration and must then find the schema made, not make it again. SQLite: the
// write lock; PostgreSQL: an advisory lock, with four processes starting together.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/store/schema.js';
import { openStore, PostgresStore } from '../../src/store/index.js';
import { SyncPg } from '../../src/store/pg-bridge.js';
import { freshDatabase } from '../pg.js';
import { tempDir } from './util.js';
import { nodeArgs } from '../node-args.js';

/**
 * Opens the SQLite file at `path` from a second process while `first` holds a transaction on it, committed a moment
 * after the second starts opening (if it is slower, the test is merely easier; it never fails a correct store: the
 * opener waits for the lock as long as it takes). The second's exit code, standard error and lines.
 */
async function openWhileHeld(path: string, first: Database.Database): Promise<{ code: number | null; stderr: string; lines: string[] }> {
  const child = spawn(process.execPath, nodeArgs('test/store/fixtures/opener.ts', path), { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => { stderr += d.toString(); });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    if (line === 'OPENING') setTimeout(() => first.exec('COMMIT'), 300);
  });
  const code = await exited;
  first.close();
  return { code, stderr, lines };
}

describe('opening a new database from two processes at once', () => {
  it('migrates it once: the one that waited for the write lock finds the schema already made', async () => {
    const tmp = tempDir();
    try {
      const path = tmp.file('heist.sqlite');
      // The first "process": holds the write lock with the whole migration done but not yet committed.
      const first = new Database(path);
      first.pragma('journal_mode = WAL');
      first.exec('BEGIN IMMEDIATE');
      for (const sql of MIGRATIONS) first.exec(sql);
      first.pragma(`user_version = ${MIGRATIONS.length}`);
      // The second: reads schema 0 (the first has committed nothing), then waits for the write lock.
      const { code, stderr, lines } = await openWhileHeld(path, first);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(lines).toContain(`OPEN ${MIGRATIONS.length} 0`);
      // And the file is whole and usable.
      const store = openStore(path);
      expect(store.db.pragma('integrity_check', { simple: true })).toBe('ok');
      store.close();
    } finally {
      tmp.cleanup();
    }
  });
});

describe('opening a new SQLite file while another process is switching it to WAL', () => {
  it('switches it once the other is done (SQLite answers that switch "busy" at once, without waiting)', async () => {
    const tmp = tempDir();
    try {
      const path = tmp.file('heist.sqlite');
      // The first "process" has just made the file and, still in rollback mode, holds its write lock: as when it
      // switches the file to WAL itself a moment before the second does.
      const first = new Database(path);
      first.exec('CREATE TABLE probe (x)');
      first.exec('BEGIN IMMEDIATE');
      const { code, stderr, lines } = await openWhileHeld(path, first);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(lines).toContain(`OPEN ${MIGRATIONS.length} 0`);
      const store = openStore(path);
      expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
      store.close();
    } finally {
      tmp.cleanup();
    }
  });
});

describe('opening a new PostgreSQL database from four processes at once', () => {
  it('migrates it once, under the advisory lock: one process applies every migration, the others find them made', async () => {
    const url = freshDatabase('migrate_race');
    // Hold the migrations' advisory lock while the four start, so that all of them are waiting on it together.
    const holder = new SyncPg(url, { connectTimeoutMs: 10_000, queryTimeoutMs: 60_000 });
    holder.query('SELECT pg_advisory_lock(1751476595)');
    const children = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, nodeArgs('test/store/fixtures/opener.ts', url), { stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr!.on('data', (d: Buffer) => { stderr += d.toString(); });
      const lines: string[] = [];
      createInterface({ input: child.stdout! }).on('line', (line) => lines.push(line));
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      return { lines, exited, stderr: () => stderr };
    });
    try {
      // Wait until all four wait for the lock (the server's own view of its locks), then let them go at once.
      for (let i = 0; i < 600; i++) {
        const [{ n }] = holder.query<{ n: number }>("SELECT count(*)::integer AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND objid = 1751476595");
        if (n === 4) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      holder.query('SELECT pg_advisory_unlock(1751476595)');
      holder.close();
    }
    const codes = await Promise.all(children.map((c) => c.exited));
    expect(children.map((c) => c.stderr())).toEqual(['', '', '', '']);
    expect(codes).toEqual([0, 0, 0, 0]);
    const opened = children.map((c) => c.lines.find((l) => l.startsWith('OPEN '))!);
    expect(opened.every((l) => l.startsWith(`OPEN ${MIGRATIONS.length} `))).toBe(true);
    // Exactly one of them applied the migrations, all of them.
    expect(opened.map((l) => Number(l.split(' ')[2])).sort()).toEqual([0, 0, 0, MIGRATIONS.length]);
    const store = new PostgresStore(url);
    try {
      expect(store.query('SELECT version FROM heist_migrations ORDER BY version').map((r) => r.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
      expect(store.createGame({ kind: 'x', guildId: null, channelId: 'c', hostId: 'h', options: null, seed: 1, state: {}, status: 'lobby' }).version).toBe(1);
    } finally {
      store.close();
    }
  });
});
