// Faults the store must survive (issue 5 §7), on both backends where they apply: a corrupt or missing snapshot is
// rebuilt from the log. SQLite's own: a database locked by another process waits, then fails clearly; a read-only or
// full database says "could not save, nothing changed". PostgreSQL's own: a game row locked by another process, a
// read-only session, and the server gone (each call says so plainly, nothing changed; it reconnects when it is back).
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLocalPostgres } from '../../src/local/postgres-server.js';
import {
  PostgresStore, SqliteStore, StoreOpenError, StoreWriteError, type AnyStore, type OpenOptions, type StoredGame,
} from '../../src/store/index.js';
import { SyncPg } from '../../src/store/pg-bridge.js';
import { freshDatabase } from '../pg.js';
import { createPlayed, play, postgresBackend, registerBurgle, sqliteBackend, type Backend } from './util.js';

const sqlite = sqliteBackend();
const postgres = postgresBackend('faults', freshDatabase);
let backend: Backend;
let store: AnyStore;
const warnings: string[] = [];

function open(opts: OpenOptions = {}): AnyStore {
  store = backend.open({ warn: (m) => warnings.push(m), ...opts });
  registerBurgle(store);
  return store;
}
function reopen(opts: OpenOptions = {}): AnyStore {
  store.close();
  return open(opts);
}
const sql = <T = Record<string, unknown>>(text: string, ...params: unknown[]) => store.query<T>(text, ...params);

function on(b: Backend, body: () => void): void {
  describe(b.name, () => {
    beforeEach(() => {
      backend = b;
      b.reset();
      warnings.length = 0;
      open();
    });
    afterEach(() => store.close());
    afterAll(() => b.cleanup());
    body();
  });
}

function bothBackends(): void {
  describe('a corrupt snapshot', () => {
    it('is rebuilt from seed + log with the engine, and saved again', () => {
      const g = play(store, createPlayed(store, 'c1', 21), 40);
      sql('UPDATE snapshots SET state = ? WHERE game_id = ? AND version = ?', '{"players": [tru', g.id, g.version);
      reopen();
      const loaded = store.game(g.id)!;
      expect(loaded.version).toBe(g.version);
      expect(loaded.state).toEqual(g.state);
      expect(warnings.join('\n')).toMatch(/rebuilt it from \d+ logged actions/);
      // Saved again: the next load reads it without replaying.
      warnings.length = 0;
      expect(reopen().game(g.id)?.state).toEqual(g.state);
      expect(warnings).toEqual([]);
    });

    it('of a kind with no replay registered gives a clear error', () => {
      const g = store.createGame({ kind: 'noir', guildId: null, channelId: 'c9', hostId: 'h', options: null, seed: 1, state: {}, status: 'active' });
      sql('UPDATE snapshots SET state = ? WHERE game_id = ?', 'not json', g.id);
      expect(() => store.game(g.id)).toThrow(/no replay is registered for its kind "noir"/);
    });
  });

  describe('a corrupt snapshot of a service-shaped game', () => {
    it('is rebuilt as { ...options, engine } when options keep everything but the engine', () => {
      const base = createPlayed(store, 'c1', 26);
      const setup = base.options;
      const meta = { setup, seats: [{ userId: 'u0', name: 'Ava' }], lobby: false };
      let g = store.commit(base.id, 1, { state: { ...meta, engine: base.state }, options: meta, entry: { actorId: 'u0', action: '#begin', turnKey: '#lobby', revealed: true } });
      const played = play(store, createPlayed(store, 'scratch', 26), 12);
      for (const e of store.log(played.id)) g = store.commit(g.id, g.version, { state: { ...meta, engine: null }, entry: { ...e } });
      g = store.commit(g.id, g.version, { state: { ...meta, engine: played.state } });
      sql('UPDATE snapshots SET state = ? WHERE game_id = ?', '{', g.id);
      expect(reopen().game(g.id)?.state).toEqual({ ...meta, engine: played.state });
    });
  });
}

/** A child process that holds a lock until killed: prints LOCKED once it holds it. */
async function locker(script: string, arg: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', script, arg], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => { if (d.toString().includes('LOCKED')) resolve(); });
    child.on('exit', (code) => reject(new Error(`locker exited with ${code}`)));
  });
  return child;
}

/** The same failure from the locked store, then, once the locker is gone, the write goes through. */
async function lockedThenFree(child: ChildProcess, g: StoredGame, message: RegExp): Promise<void> {
  let err: unknown;
  try {
    play(store, g, 1);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(StoreWriteError);
  expect((err as StoreWriteError).reason).toBe('locked');
  expect((err as Error).message).toMatch(message);
  // Reading still works, and once the other process is gone, writing does too.
  expect(store.game(g.id)?.version).toBe(g.version);
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  expect(play(store, g, 1).version).toBe(g.version + 1);
}

on(sqlite, () => {
  bothBackends();

  describe('a database locked by another process', () => {
    it('waits for the busy timeout, then fails with a clear message and changes nothing', async () => {
      const g = play(store, createPlayed(store, 'c1', 23), 5);
      const child = await locker(`
        const Database = require('better-sqlite3');
        const db = new Database(process.argv[1]);
        db.exec('BEGIN IMMEDIATE');
        db.prepare("UPDATE games SET updated_at = updated_at").run();
        process.stdout.write('LOCKED\\n');
        setInterval(() => {}, 1000);`, backend.location);
      try {
        reopen({ busyTimeoutMs: 300 });
        await lockedThenFree(child, g, /^Could not save, nothing changed: the database is locked by another program \(waited 300 ms\)/);
      } finally {
        child.kill('SIGKILL');
      }
    });
  });

  describe('a database that cannot be written', () => {
    it('read-only: StoreWriteError, nothing changed', () => {
      const g = play(store, createPlayed(store, 'c1', 24), 5);
      const log = store.log(g.id);
      reopen({ readonly: true });
      expect(() => play(store, store.game(g.id)!, 1)).toThrow(StoreWriteError);
      expect(() => store.createGame({ kind: 'x', guildId: null, channelId: 'c2', hostId: 'h', options: null, seed: 1, state: {}, status: 'lobby' }))
        .toThrow(/^Could not save, nothing changed: the database is read-only/);
      expect(() => store.setStatusMessage(g.id, '1')).toThrow(StoreWriteError);
      reopen();
      expect(store.game(g.id)).toMatchObject({ version: g.version, state: g.state, statusMessageId: null });
      expect(store.log(g.id)).toEqual(log);
      expect(store.activeGame('c2')).toBeNull();
    });

    it('full: StoreWriteError, nothing changed', () => {
      const g = play(store, createPlayed(store, 'c1', 25), 5);
      const log = store.log(g.id);
      const db = (store as SqliteStore).db;
      const pages = db.pragma('page_count', { simple: true }) as number;
      db.pragma(`max_page_count = ${pages}`);
      const big = { ...(g.state as object), padding: 'x'.repeat(200_000) };
      let err: unknown;
      try {
        store.commit(g.id, g.version, { state: big, entry: { actorId: 'u0', action: 'Ava: end', turnKey: '9:0', revealed: false } });
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(StoreWriteError);
      expect((err as StoreWriteError).reason).toBe('full');
      expect((err as Error).message).toMatch(/^Could not save, nothing changed: the disk is full/);
      reopen();
      expect(store.game(g.id)).toMatchObject({ version: g.version, state: g.state });
      expect(store.log(g.id)).toEqual(log);
    });
  });
});

/** A TCP relay to a PostgreSQL server that can stop answering, as a hung server or a cut network does: `freeze` holds
 * every byte, and connections made meanwhile are accepted but never answered; `thaw` drops those and relays again.
 * A process of its own: the store's calls block this thread. */
async function relayTo(target: URL) {
  const child = spawn(process.execPath, ['-e', `
    const net = require('node:net');
    let frozen = false;
    const held = new Set();
    const keep = (s) => { held.add(s); s.on('close', () => held.delete(s)); s.on('error', () => undefined); };
    const server = net.createServer((client) => {
      keep(client);
      if (frozen) return;
      const upstream = net.createConnection({ host: process.argv[1], port: Number(process.argv[2]) });
      keep(upstream);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.on('data', (d) => { if (!frozen) upstream.write(d); });
      upstream.on('data', (d) => { if (!frozen) client.write(d); });
    });
    server.listen(0, '127.0.0.1', () => process.stdout.write('PORT ' + server.address().port + '\\n'));
    require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
      if (line === 'freeze') frozen = true;
      if (line === 'thaw') { for (const s of held) s.destroy(); frozen = false; }
      process.stdout.write('OK ' + line + '\\n');
    });`, target.hostname, target.port], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines: string[] = [];
  const waiters: (() => void)[] = [];
  child.stdout!.setEncoding('utf8');
  let rest = '';
  child.stdout!.on('data', (d: string) => {
    rest += d;
    for (let i = rest.indexOf('\n'); i >= 0; i = rest.indexOf('\n')) {
      lines.push(rest.slice(0, i));
      rest = rest.slice(i + 1);
      waiters.splice(0).forEach((w) => w());
    }
  });
  const line = async (prefix: string): Promise<string> => {
    for (;;) {
      const i = lines.findIndex((l) => l.startsWith(prefix));
      if (i >= 0) return lines.splice(i, 1)[0];
      await new Promise<void>((resolve, reject) => {
        waiters.push(resolve);
        child.once('exit', (code) => reject(new Error(`the relay exited with ${code}`)));
      });
    }
  };
  const port = Number((await line('PORT ')).slice(5));
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  const command = async (c: string) => {
    child.stdin!.write(`${c}\n`);
    await line(`OK ${c}`);
  };
  return {
    url: url.toString(),
    freeze: () => command('freeze'),
    thaw: () => command('thaw'),
    close: async () => {
      child.kill('SIGKILL');
      if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
    },
  };
}

on(postgres, () => {
  bothBackends();

  describe('a server that stops answering', () => {
    it('costs the bot one timeout, then each call fails at once until the server answers again', async () => {
      const relay = await relayTo(new URL(backend.location));
      // A connect timeout far above the calls' own: before, every call waited it out against the silent server.
      const connectTimeoutMs = 20_000;
      let s: PostgresStore | null = new PostgresStore(relay.url, { connectTimeoutMs, queryTimeoutMs: 1000 });
      try {
        registerBurgle(s);
        const g = play(s, createPlayed(s, 'c1', 28), 5);
        // The session ends itself when a lost connection leaves it inside a transaction (its locks freed).
        expect(s.query<{ t: string }>('SHOW idle_in_transaction_session_timeout')[0]).toEqual({ idle_in_transaction_session_timeout: '1s' });
        await relay.freeze();
        // The step was sent before the server fell silent: it may have been made, and is never called "nothing changed".
        let lost: unknown;
        try {
          play(s, g, 1);
        } catch (e) {
          lost = e;
        }
        expect(lost).toBeInstanceOf(StoreWriteError);
        expect((lost as StoreWriteError).reason).toBe('unsure');
        expect((lost as Error).message).toMatch(/^Could not tell whether it was saved: the database server .* stopped answering once the write was sent/);
        const start = performance.now();
        for (let i = 0; i < 5; i++) {
          let err: unknown;
          try {
            s.game(g.id);
          } catch (e) {
            err = e;
          }
          expect(err).toBeInstanceOf(StoreWriteError);
          expect((err as StoreWriteError).reason).toBe('unreachable');
          expect((err as Error).message).toMatch(/trying again in the background/);
        }
        // Five calls within one connect timeout (each waits at most a quarter of a second for the worker's try).
        expect(performance.now() - start).toBeLessThan(connectTimeoutMs);
        expect(s.pg.outOfReach).toBe(true);
        await relay.thaw();
        expect(s.pg.awaitReach(60_000)).toBe(true);
        expect(s.game(g.id)).toMatchObject({ version: g.version, state: g.state });
        expect(s.pg.outOfReach).toBe(false);
        expect(play(s, g, 1).version).toBe(g.version + 1);
      } finally {
        s?.close();
        s = null;
        await relay.close();
      }
    });
  });

  describe('a game locked by another process', () => {
    it('waits for the busy timeout, then fails with a clear message and changes nothing', async () => {
      const g = play(store, createPlayed(store, 'c1', 23), 5);
      // Another process in the middle of a write to this game: it holds the game's row lock.
      const child = await locker(`
        const { Client } = require(${JSON.stringify(require.resolve('pg'))});
        const c = new Client({ connectionString: process.argv[1] });
        c.connect().then(() => c.query('BEGIN')).then(() => c.query('SELECT version FROM games WHERE id = ${g.id} FOR UPDATE'))
          .then(() => process.stdout.write('LOCKED\\n'));
        setInterval(() => {}, 1000);`, backend.location);
      try {
        reopen({ busyTimeoutMs: 300 });
        await lockedThenFree(child, g, /^Could not save, nothing changed: the game is locked by another process \(waited 300 ms\)/);
      } finally {
        child.kill('SIGKILL');
      }
    });
  });

  describe('a read-only session', () => {
    it('StoreWriteError, nothing changed', () => {
      const g = play(store, createPlayed(store, 'c1', 24), 5);
      reopen({ readonly: true });
      expect(() => play(store, store.game(g.id)!, 1)).toThrow(/^Could not save, nothing changed: the database .* is read-only for the bot/);
      expect(() => store.setStatusMessage(g.id, '1')).toThrow(StoreWriteError);
      reopen();
      expect(store.game(g.id)).toMatchObject({ version: g.version, state: g.state, statusMessageId: null });
    });
  });

  describe('the server gone', () => {
    it('fails each call plainly (nothing changed), refuses to open, and works again once the server is back', async () => {
      // A server of its own: the run's server serves every other test meanwhile.
      const server = await startLocalPostgres();
      const admin = new SyncPg(server.url(), { connectTimeoutMs: 10_000, queryTimeoutMs: 30_000 });
      admin.query('CREATE DATABASE gone');
      admin.close();
      const url = server.url('gone').replace('postgres@', 'postgres:secret-word@');
      let s: PostgresStore | null = new PostgresStore(url, { connectTimeoutMs: 2000 });
      try {
        registerBurgle(s);
        const g = play(s, createPlayed(s, 'c1', 27), 5);
        await server.halt();
        let err: unknown;
        try {
          play(s, g, 1);
        } catch (e) {
          err = e;
        }
        expect(err).toBeInstanceOf(StoreWriteError);
        expect((err as StoreWriteError).reason).toBe('unreachable');
        expect((err as Error).message).toMatch(/^Could not save, nothing changed: the database server \(postgres:\/\/postgres@127\.0\.0\.1:\d+\/gone\) cannot be reached/);
        expect((err as Error).message).not.toContain('secret-word');
        expect(() => s!.game(g.id)).toThrow(StoreWriteError);
        // A bot starting now is told in one sentence, naming the database but not its password.
        let openErr: unknown;
        try {
          new PostgresStore(url, { connectTimeoutMs: 2000 }).close();
        } catch (e) {
          openErr = e;
        }
        expect(openErr).toBeInstanceOf(StoreOpenError);
        expect((openErr as Error).message).toMatch(/^Cannot reach the PostgreSQL database postgres:\/\/postgres@127\.0\.0\.1:\d+\/gone .*set DATABASE_URL/);
        expect((openErr as Error).message).not.toMatch(/secret-word|\n/);
        // Back again: the store reconnects by itself, with the game as it was.
        await server.resume();
        expect(s.pg.awaitReach(60_000)).toBe(true);
        expect(s.game(g.id)).toMatchObject({ version: g.version, state: g.state });
        expect(play(s, g, 1).version).toBe(g.version + 1);
      } finally {
        s?.close();
        s = null;
        await server.stop();
      }
    });
  });
});
