// Faults the store must survive (issue 5 §7): a corrupt or missing snapshot is rebuilt from the log; a database locked
// by another process waits, then fails clearly; a read-only or full database says "could not save, nothing changed".
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameState } from '../../src/games/burgle-bros/engine/index.js';
import { openStore, StoreWriteError, type SqliteStore, type StoredGame } from '../../src/store/index.js';
import { createPlayed, play, tempDir, registerBurgle } from './util.js';

let tmp: ReturnType<typeof tempDir>;
let store: SqliteStore;
const warnings: string[] = [];

function reopen(opts: Parameters<typeof openStore>[1] = {}): SqliteStore {
  store.close();
  store = openStore(tmp.file('heist.sqlite'), { warn: (m) => warnings.push(m), ...opts });
  registerBurgle(store);
  return store;
}

beforeEach(() => {
  tmp = tempDir();
  warnings.length = 0;
  store = openStore(tmp.file('heist.sqlite'), { warn: (m) => warnings.push(m) });
  registerBurgle(store);
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

function snapshotCount(id: number): number {
  return (store.db.prepare('SELECT count(*) AS n FROM snapshots WHERE game_id = ?').get(id) as { n: number }).n;
}

describe('a corrupt snapshot', () => {
  it('is rebuilt from seed + log with the engine, and saved again', () => {
    const g = play(store, createPlayed(store, 'c1', 21), 40);
    store.db.prepare('UPDATE snapshots SET state = ? WHERE game_id = ? AND version = ?').run('{"players": [tru', g.id, g.version);
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
    store.db.prepare('UPDATE snapshots SET state = ? WHERE game_id = ?').run('not json', g.id);
    expect(() => store.game(g.id)).toThrow(/no replay is registered for its kind "noir"/);
  });
});

describe('a database locked by another process', () => {
  let child: ChildProcess | null = null;
  afterEach(() => {
    child?.kill('SIGKILL');
    child = null;
  });

  it('waits for the busy timeout, then fails with a clear message and changes nothing', async () => {
    const g = play(store, createPlayed(store, 'c1', 23), 5);
    const script = `
      const Database = require('better-sqlite3');
      const db = new Database(process.argv[1]);
      db.exec('BEGIN IMMEDIATE');
      db.prepare("UPDATE games SET updated_at = updated_at").run();
      process.stdout.write('LOCKED\\n');
      setInterval(() => {}, 1000);`;
    child = spawn(process.execPath, ['-e', script, tmp.file('heist.sqlite')], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      child!.stdout!.on('data', (d: Buffer) => { if (d.toString().includes('LOCKED')) resolve(); });
      child!.on('exit', (code) => reject(new Error(`locker exited with ${code}`)));
    });
    reopen({ busyTimeoutMs: 300 });
    let err: unknown;
    try {
      play(store, g, 1);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(StoreWriteError);
    expect((err as StoreWriteError).reason).toBe('locked');
    expect((err as Error).message).toMatch(/^Could not save, nothing changed: the database is locked by another program \(waited 300 ms\)/);
    // Reading still works (WAL), and once the other process is gone, writing does too.
    expect(store.game(g.id)?.version).toBe(g.version);
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    child = null;
    expect(play(store, g, 1).version).toBe(g.version + 1);
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
    const pages = store.db.pragma('page_count', { simple: true }) as number;
    store.db.pragma(`max_page_count = ${pages}`);
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

describe('a corrupt snapshot of a service-shaped game', () => {
  it('is rebuilt as { ...options, engine } when options keep everything but the engine', () => {
    const base = createPlayed(store, 'c1', 26);
    const setup = base.options;
    const meta = { setup, seats: [{ userId: 'u0', name: 'Ava' }], lobby: false };
    let g = store.commit(base.id, 1, { state: { ...meta, engine: base.state }, options: meta, entry: { actorId: 'u0', action: '#begin', turnKey: '#lobby', revealed: true } });
    const played = play(store, createPlayed(store, 'scratch', 26), 12);
    for (const e of store.log(played.id)) g = store.commit(g.id, g.version, { state: { ...meta, engine: null }, entry: { ...e } });
    g = store.commit(g.id, g.version, { state: { ...meta, engine: played.state } });
    store.db.prepare('UPDATE snapshots SET state = ? WHERE game_id = ?').run('{', g.id);
    expect(reopen().game(g.id)?.state).toEqual({ ...meta, engine: played.state });
  });
});
