// The store's contract, on both backends (SQLite; PostgreSQL on the run's server): migrations, one open game per
// channel, commits with the version check, the action log, undo within a turn, snapshot pruning, reminders by one
// indexed query and their claims by the runner of a shard, the per-game lock, posts, export and backup.
import Database from 'better-sqlite3';
import { copyFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  GameExistsError, openStore, PostgresStore, SqliteStore, StaleVersionError, withGameLock, DEFAULT_REMINDER_MS,
  type AnyStore, type StoredGame,
} from '../../src/store/index.js';
import { checksumOf } from '../../src/store/base.js';
import { MIGRATIONS } from '../../src/store/schema.js';
import { MIGRATIONS_PG } from '../../src/store/schema-pg.js';
import { freshDatabase } from '../pg.js';
import { createPlayed, play, postgresBackend, registerBurgle, sqliteBackend, type Backend } from './util.js';

for (const backend of [sqliteBackend(), postgresBackend('store', freshDatabase)]) describe(backend.name, () => contract(backend));

/** The pages a write appended to a SQLite store's write-ahead log (its frames, counted in the log's index): the table
 * or index each belongs to, and the kind of page (leaf, internal, overflow). */
function walPagesOf(store: SqliteStore, write: () => void): { name: string; type: string }[] {
  const { db, path } = store;
  const before = readFileSync(`${path}-shm`).readUInt32LE(16);
  write();
  const after = readFileSync(`${path}-shm`).readUInt32LE(16);
  const wal = readFileSync(`${path}-wal`);
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  const owner = new Map((db.prepare('SELECT pageno, name, pagetype FROM dbstat').all() as { pageno: number; name: string; pagetype: string }[])
    .map((r) => [r.pageno, { name: r.name, type: r.pagetype }]));
  const pages: { name: string; type: string }[] = [];
  for (let f = before + 1; f <= after; f++) pages.push(owner.get(wal.readUInt32BE(32 + (f - 1) * (pageSize + 24))) ?? { name: 'other', type: 'other' });
  return pages;
}

function contract(backend: Backend): void {
  let store: AnyStore;
  let now = 1_000_000;
  const clock = { now: () => now };
  const sql = <T = Record<string, unknown>>(text: string, ...params: unknown[]) => store.query<T>(text, ...params);
  /** The query plan of a statement, as one line (SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN). */
  const plan = (text: string, ...params: unknown[]) => (store instanceof SqliteStore
    ? sql<{ detail: string }>(`EXPLAIN QUERY PLAN ${text}`, ...params).map((p) => p.detail)
    : sql<{ 'QUERY PLAN': string }>(`EXPLAIN ${text}`, ...params).map((p) => p['QUERY PLAN'])).join(' | ');

  function lobby(channelId: string, state: unknown = { seats: [] }): StoredGame {
    return store.createGame({ kind: 'test', guildId: 'g1', channelId, hostId: 'h', options: { x: 1 }, seed: 5, state, status: 'lobby' });
  }

  beforeEach(() => {
    backend.reset();
    store = backend.open({ clock });
    registerBurgle(store);
  });
  afterEach(() => {
    store.close();
  });
  afterAll(() => backend.cleanup());

  describe('opening', () => {
    it('applies the numbered migrations once (the same count on both backends)', () => {
      expect(MIGRATIONS_PG.length).toBe(MIGRATIONS.length);
      expect(store.schemaVersion()).toBe(MIGRATIONS.length);
      if (store instanceof SqliteStore) {
        expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
        expect(store.db.pragma('foreign_keys', { simple: true })).toBe(1);
      } else {
        expect(sql('SELECT version FROM heist_migrations ORDER BY version').map((r) => r.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
      }
      const g = lobby('c1');
      store.close();
      store = backend.open({ clock });
      expect(store.game(g.id)?.state).toEqual({ seats: [] });
      expect(store.schemaVersion()).toBe(MIGRATIONS.length);
    });

    it('refuses a database made by a newer schema', () => {
      if (store instanceof SqliteStore) store.db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
      else sql('INSERT INTO heist_migrations (version, applied_at) VALUES (?, 0)', MIGRATIONS.length + 1);
      store.close();
      expect(() => backend.open()).toThrow(/newer version/);
      if (store instanceof SqliteStore) store = openStore(backend.another('other'));
      else store = new PostgresStore(backend.another('other'));
    });

    it('stores Discord ids as text, keeping every digit', () => {
      const g = store.createGame({
        kind: 'test', guildId: '1234567890123456789', channelId: '9876543210987654321', hostId: '1111111111111111111',
        options: null, seed: 1, state: null, status: 'lobby',
      });
      const again = store.activeGame('9876543210987654321')!;
      expect([again.id, again.guildId, again.hostId]).toEqual([g.id, '1234567890123456789', '1111111111111111111']);
      const type = store instanceof SqliteStore ? 'SELECT typeof(channel_id) AS t FROM games' : 'SELECT pg_typeof(channel_id)::text AS t FROM games';
      expect(sql(type)).toEqual([{ t: 'text' }]);
    });
  });

  describe('games', () => {
    it('allows one lobby or active game per channel; a finished one makes room', () => {
      const g = lobby('c1');
      expect(g.version).toBe(1);
      expect(g.reminderIntervalMs).toBe(DEFAULT_REMINDER_MS);
      expect(() => lobby('c1')).toThrow(GameExistsError);
      expect(lobby('c2').id).not.toBe(g.id);
      store.commit(g.id, 1, { state: { done: true }, status: 'finished' });
      expect(store.activeGame('c1')).toBeNull();
      const h = lobby('c1');
      expect(store.activeGame('c1')?.id).toBe(h.id);
      expect(store.game(g.id)?.status).toBe('finished');
    });

    it('commits the log row, snapshot and version together; a stale version writes nothing', () => {
      const g = lobby('c1');
      now += 10;
      const g2 = store.commit(g.id, 1, { state: { n: 1 }, entry: { actorId: 'u1', action: 'Ava: move east', turnKey: '1:0', revealed: false } });
      expect(g2.version).toBe(2);
      expect(g2.updatedAt).toBe(now);
      expect(store.game(g.id)?.state).toEqual({ n: 1 });
      // A double click: the same version again.
      let err: unknown;
      try {
        store.commit(g.id, 1, { state: { n: 99 }, entry: { actorId: 'u1', action: 'Ava: move east', turnKey: '1:0', revealed: false } });
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(StaleVersionError);
      expect((err as StaleVersionError).code).toBe('stale-version');
      expect((err as StaleVersionError).current).toBe(2);
      expect(store.game(g.id)).toMatchObject({ version: 2, state: { n: 1 } });
      expect(store.log(g.id).map((e) => e.action)).toEqual(['Ava: move east']);
      expect(store.log(g.id)[0]).toMatchObject({ seq: 1, version: 1, actorId: 'u1', turnKey: '1:0', revealed: false, undone: false, at: now });
    });

    it('finds the open game of a channel through the partial index (finished games stay out of it)', () => {
      // PostgreSQL plans by table size: with a handful of rows a scan wins, so it is told to prefer the indexes.
      if (store instanceof PostgresStore) sql('SET enable_seqscan = off');
      expect(plan(`SELECT g.id FROM games g
        LEFT JOIN snapshots s ON s.game_id = g.id AND s.version = g.version
        WHERE g.channel_id = ? AND g.status IN ('lobby', 'active')`, 'c1')).toMatch(/games_open_by_channel/);
    });

    it('applies one of two clicks on the same version from two connections (two processes), never both', () => {
      const g = lobby('c1');
      const other = backend.open({ clock });
      try {
        const entry = { actorId: 'u1', action: 'Ava: move east', turnKey: '1:0', revealed: false };
        other.commit(g.id, 1, { state: { by: 'other' }, entry });
        expect(() => store.commit(g.id, 1, { state: { by: 'this' }, entry })).toThrow(StaleVersionError);
        expect(store.game(g.id)?.state).toEqual({ by: 'other' });
        expect(store.log(g.id)).toHaveLength(1);
      } finally {
        other.close();
      }
    });

    it('changes status and options with a commit', () => {
      const g = lobby('c1');
      const g2 = store.commit(g.id, 1, { state: { go: 1 }, status: 'active', options: { setup: 'x' } });
      expect(g2).toMatchObject({ status: 'active', options: { setup: 'x' }, version: 2 });
      expect(store.game(g.id)).toMatchObject({ status: 'active', options: { setup: 'x' } });
    });

    // SQLite rewrites every index whose columns an UPDATE names (PostgreSQL compares the values).
    if (backend.name === 'sqlite') it('writes no page of the open games\' index at a step that keeps the status', () => {
      const g = lobby('c1');
      store.commit(g.id, 1, { state: { go: 1 }, status: 'active' });
      const pagesOf = (commit: () => void): string[] => walPagesOf(store as SqliteStore, commit).map((p) => p.name);
      // The table names the status at every step; unchanged, the index of open games is not rewritten.
      const step = pagesOf(() => store.commit(g.id, 2, { state: { go: 2 }, status: 'active', options: { x: 2 } }));
      expect(step).toContain('games');
      expect(step).not.toContain('games_open_by_channel');
      expect(store.activeGame('c1')).toMatchObject({ id: g.id, status: 'active', options: { x: 2 }, version: 3 });
      // Changed, it is.
      expect(pagesOf(() => store.commit(g.id, 3, { state: { go: 3 }, status: 'finished' }))).toContain('games_open_by_channel');
      expect(store.activeGame('c1')).toBeNull();
    });

    it('keeps the status message id and reminder interval without a version bump', () => {
      const g = lobby('c1');
      store.setStatusMessage(g.id, '555');
      store.setReminderInterval(g.id, null);
      expect(store.game(g.id)).toMatchObject({ statusMessageId: '555', reminderIntervalMs: null, version: 1 });
    });
  });

  describe('undo', () => {
    const e = (actorId: string, action: string, turnKey: string, revealed = false) => ({ actorId, action, turnKey, revealed });

    it('takes back your own last action of this turn, making old buttons stale', () => {
      const g = lobby('c1', { n: 0 });
      store.commit(g.id, 1, { state: { n: 1 }, entry: e('u1', 'Ava: move east', '1:0') });
      store.commit(g.id, 2, { state: { n: 2 }, entry: e('u1', 'Ava: move south', '1:0') });
      expect(store.stateAt(g.id, 2)).toEqual({ n: 1 });
      const u = store.undoLast(g.id, 3, 'u1', '1:0', store.stateAt(g.id, 2));
      expect(u).toMatchObject({ version: 4, state: { n: 1 } });
      expect(store.log(g.id).map((x) => x.action)).toEqual(['Ava: move east']);
      expect(store.log(g.id, { includeUndone: true }).map((x) => x.undone)).toEqual([false, true]);
      expect(() => store.commit(g.id, 3, { state: {} })).toThrow(StaleVersionError);
      // And the one before it.
      expect(store.undoLast(g.id, 4, 'u1', '1:0', store.stateAt(g.id, 1))).toMatchObject({ version: 5, state: { n: 0 } });
      expect(store.undoLast(g.id, 5, 'u1', '1:0', null)).toBeNull();
    });

    it("refuses another player's action, another turn's, and anything past what was revealed", () => {
      const g = lobby('c1', { n: 0 });
      store.commit(g.id, 1, { state: { n: 1 }, entry: e('u1', 'Ava: move east', '1:0') });
      expect(store.undoLast(g.id, 2, 'u2', '1:0', {})).toBeNull();
      expect(store.undoLast(g.id, 2, 'u1', '2:1', {})).toBeNull();
      store.commit(g.id, 2, { state: { n: 2 }, entry: e('u1', 'Ava: peek north', '1:0', true) });
      expect(store.undoLast(g.id, 3, 'u1', '1:0', {})).toBeNull();
      expect(store.game(g.id)).toMatchObject({ version: 3, state: { n: 2 } });
      expect(store.log(g.id)).toHaveLength(2);
    });

    it("reads the live log's end, oldest first, past entries undone", () => {
      const g = lobby('c1', { n: 0 });
      store.commit(g.id, 1, { state: { n: 1 }, entry: e('u1', 'Ava: move east', '1:0') });
      store.commit(g.id, 2, { state: { n: 2 }, entry: e('u1', 'Ava: move south', '1:0') });
      store.commit(g.id, 3, { state: { n: 3 }, entry: e('u1', 'Ava: move west', '1:0') });
      store.undoLast(g.id, 4, 'u1', '1:0', store.stateAt(g.id, 3));
      store.commit(g.id, 5, { state: { n: 4 }, entry: e('u2', 'Bo: move north', '2:1') });
      const actions = (n: number) => store.logTail(g.id, n).map((x) => x.action);
      expect(actions(2)).toEqual(['Ava: move south', 'Bo: move north']);
      expect(actions(99)).toEqual(store.log(g.id).map((x) => x.action));
      expect(actions(0)).toEqual([]);
      expect(store.logTail(g.id, 1)).toEqual(store.log(g.id).slice(-1));
    });

    // A press reads the log's end (the last move, the seat changes since a control was made): read backwards along the
    // log's key and no further, not every entry of a long game.
    if (backend.name === 'sqlite') it("reads the log's end along its key, backwards, with no sort of the game's entries", () => {
      const text = (store as unknown as { q: Record<string, { source: string }> }).q.logTail.source;
      // The inner read straight into the outer one: no sort of the game's entries between them (the outer sorts eight).
      expect(plan(text, '1', '8')).toMatch(/SEARCH actions USING PRIMARY KEY \(game_id=\?\) \| SCAN/);
    });

    it('prunes snapshots at each undo barrier and when the game ends', () => {
      const g = lobby('c1', { n: 0 });
      store.commit(g.id, 1, { state: { n: 1 }, entry: e('u1', 'Ava: move east', '1:0') });
      store.commit(g.id, 2, { state: { n: 2 }, entry: e('u1', 'Ava: move east', '1:0') });
      expect(store.stateAt(g.id, 1)).toEqual({ n: 0 });
      store.commit(g.id, 3, { state: { n: 3 }, entry: e('u1', 'Ava: peek east', '1:0', true) });
      expect([1, 2, 3].map((v) => store.stateAt(g.id, v))).toEqual([null, null, null]);
      store.commit(g.id, 4, { state: { n: 4 }, entry: e('u2', 'Bo: move east', '2:1') });
      expect(store.stateAt(g.id, 4)).toEqual({ n: 3 });
      store.commit(g.id, 5, { state: { n: 5 }, entry: e('u2', 'Bo: move east', '2:1') });
      expect(store.stateAt(g.id, 4)).toEqual({ n: 3 });
      store.commit(g.id, 6, { state: { n: 6 }, entry: e('u1', 'Ava: move east', '3:0') });
      expect(store.stateAt(g.id, 5)).toBeNull();
      expect(store.stateAt(g.id, 6)).toEqual({ n: 5 });
      store.commit(g.id, 7, { state: { n: 7 }, status: 'finished' });
      expect(sql('SELECT version FROM snapshots WHERE game_id = ?', g.id)).toEqual([{ version: 8 }]);
    });
  });

  describe('reminders', () => {
    it('finds due reminders with one indexed query and counts them', () => {
      const a = lobby('c1'), b = lobby('c2'), c = store.createGame({
        kind: 'test', guildId: null, channelId: 'dm', hostId: 'h', options: null, seed: 1, state: null, status: 'active',
      });
      store.commit(a.id, 1, { state: {}, reminder: { userId: 'ua', dueAt: 100 } });
      store.commit(b.id, 1, { state: {}, reminder: { userId: 'ub', dueAt: 300 } });
      store.commit(c.id, 1, { state: {}, reminder: { userId: 'uc', dueAt: 200, remindersSent: 1 } });
      expect(store.dueReminders(50)).toEqual([]);
      expect(store.dueReminders(250)).toEqual([
        { gameId: a.id, channelId: 'c1', guildId: 'g1', userId: 'ua', remindersSent: 0 },
        { gameId: c.id, channelId: 'dm', guildId: null, userId: 'uc', remindersSent: 1 },
      ]);
      expect(store.dueReminders(250, (g) => g.guildId === null).map((r) => r.userId)).toEqual(['uc']);
      store.markReminded(a.id, 1000);
      expect(store.reminder(a.id)).toEqual({ userId: 'ua', dueAt: 1000, remindersSent: 1 });
      store.markReminded(c.id, null);
      expect(store.dueReminders(10_000).map((r) => r.userId)).toEqual(['ub', 'ua']);
      // A commit that leaves the reminder out keeps it; null clears it; finishing clears it.
      store.commit(a.id, 2, { state: {} });
      expect(store.reminder(a.id)?.dueAt).toBe(1000);
      store.commit(a.id, 3, { state: {}, reminder: null });
      expect(store.reminder(a.id)).toBeNull();
      store.commit(b.id, 2, { state: {}, status: 'finished' });
      expect(store.dueReminders(10_000)).toEqual([]);
      if (store instanceof PostgresStore) sql('SET enable_seqscan = off');
      expect(plan(`SELECT r.game_id FROM reminders r JOIN games g ON g.id = r.game_id
        WHERE r.due_at IS NOT NULL AND r.due_at <= 5 ORDER BY r.due_at`)).toMatch(/reminders_due/);
    });

    it('survive reopening', () => {
      const a = lobby('c1');
      store.commit(a.id, 1, { state: {}, reminder: { userId: 'ua', dueAt: 100 } });
      store.close();
      store = backend.open({ clock });
      expect(store.dueReminders(100).map((r) => r.userId)).toEqual(['ua']);
    });

    it("are claimed only by the process that runs their game's shard, and counted once", () => {
      // Servers on shards 0 and 1 of 2 ((id >> 22) % 2), and a DM (shard 0's).
      const guildOn = (shard: number) => String(((BigInt(1000 + shard) << 22n) | 5n));
      const games = [0, 1].map((shard) => store.createGame({
        kind: 'test', guildId: guildOn(shard), channelId: `s${shard}`, hostId: 'h', options: null, seed: 1, state: {}, status: 'active',
      }));
      const dm = store.createGame({ kind: 'test', guildId: null, channelId: 'dm', hostId: 'h', options: null, seed: 1, state: {}, status: 'active' });
      for (const [i, g] of [...games, dm].entries()) store.commit(g.id, 1, { state: {}, reminder: { userId: `u${i}`, dueAt: 100 + i } });
      // Nobody runs a shard yet: nothing is claimed.
      expect(store.claimReminders(1000, 'A')).toEqual([]);
      store.claimShards([0], 2, 'A');
      store.claimShards([1], 2, 'B');
      expect(store.claimReminders(1000, 'A').map((r) => [r.gameId, r.dueAt])).toEqual([[games[0].id, 100], [dm.id, 102]]);
      expect(store.claimReminders(1000, 'B').map((r) => [r.gameId, r.guildId])).toEqual([[games[1].id, guildOn(1)]]);
      expect(store.claimReminders(50, 'B')).toEqual([]);
      // A sends and counts its reminder; counting it again (a retry) changes nothing.
      expect(store.markReminded(games[0].id, 500, { owner: 'A', dueAt: 100 })).toBe(true);
      expect(store.markReminded(games[0].id, 500, { owner: 'A', dueAt: 100 })).toBe(false);
      expect(store.reminder(games[0].id)).toEqual({ userId: 'u0', dueAt: 500, remindersSent: 1 });
      // A dies with the DM's reminder claimed; C takes shard 0 over: the claim is C's now, and A can no longer count it.
      store.claimShards([0], 2, 'C');
      expect(store.shardOwners().map((o) => [o.shardId, o.owner])).toEqual([[0, 'C'], [1, 'B']]);
      // Each says it still runs its shards: its rows' time moves on, no other's.
      const before = store.shardOwners().map((o) => o.since);
      now += 60_000;
      store.touchShards('C');
      expect(store.shardOwners().map((o) => o.since - before[o.shardId])).toEqual([60_000, 0]);
      expect(store.claimReminders(1000, 'A')).toEqual([]);
      expect(store.claimReminders(400, 'C').map((r) => [r.gameId, r.dueAt, r.remindersSent])).toEqual([[dm.id, 102, 0]]);
      expect(store.markReminded(dm.id, null, { owner: 'A', dueAt: 102 })).toBe(false);
      expect(store.markReminded(dm.id, null, { owner: 'C', dueAt: 102 })).toBe(true);
      expect(store.reminder(dm.id)).toEqual({ userId: 'u2', dueAt: null, remindersSent: 1 });
      // A move while a reminder is claimed sets a new one: the old claim does not count it.
      store.commit(games[1].id, 2, { state: {}, reminder: { userId: 'u9', dueAt: 700 } });
      expect(store.markReminded(games[1].id, 900, { owner: 'B', dueAt: 101 })).toBe(false);
      expect(store.reminder(games[1].id)).toEqual({ userId: 'u9', dueAt: 700, remindersSent: 0 });
    });
  });

  describe('withGameLock', () => {
    it('runs one call per game at a time, in order, and goes on after a failure', async () => {
      const order: string[] = [];
      const slow = (tag: string, ms: number) => withGameLock('g', async () => {
        order.push(`${tag}+`);
        await new Promise((r) => setTimeout(r, ms));
        order.push(`${tag}-`);
        return tag;
      });
      const failing = withGameLock('g', () => { throw new Error('boom'); });
      const results = await Promise.allSettled([slow('a', 20), failing, slow('b', 1), withGameLock('other', () => 'x')]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      expect(order).toEqual(['a+', 'a-', 'b+', 'b-']);
    });
  });

  describe('engine games', () => {
    it('played through the store, replay from seed + log gives the snapshot', () => {
      const g = play(store, createPlayed(store, 'c1', 11), 60);
      expect(g.version).toBe(1 + store.log(g.id).length);
      store.close();
      store = backend.open();
      registerBurgle(store);
      const loaded = store.game(g.id)!;
      expect(loaded.state).toEqual(g.state);
    });

    it('a snapshot it wrote or read is not parsed again (shared, frozen under the tests); another process moving the game is read', () => {
      const g = play(store, createPlayed(store, 'c1', 13), 5);
      const first = store.game(g.id)!.state;
      expect(first).toBe(g.state);
      expect(Object.isFrozen(first)).toBe(true);
      expect(store.game(g.id)!.state).toBe(first);
      const other = backend.open();
      registerBurgle(other);
      try {
        const moved = play(other, other.game(g.id)!, 1, 9);
        expect(moved.version).toBe(g.version + 1);
        const loaded = store.game(g.id)!;
        expect(loaded.version).toBe(moved.version);
        expect(loaded.state).toEqual(moved.state);
        expect(loaded.state).not.toBe(first);
      } finally {
        other.close();
      }
      // A fresh store reads the same state from its snapshot.
      store.close();
      store = backend.open();
      registerBurgle(store);
      expect(store.game(g.id)!.state).toEqual(play(store, store.game(g.id)!, 0).state);
    });

    it('backs up online to a file that opens with the same games (SQLite); on PostgreSQL it names pg_dump', async () => {
      const g = play(store, createPlayed(store, 'c1', 12), 20);
      const file = `${backend.another('backup')}.copy.sqlite`;
      if (store instanceof PostgresStore) {
        await expect(store.backup(file)).rejects.toThrow(/pg_dump/);
        return;
      }
      await store.backup(file);
      const copy = openStore(file);
      try {
        expect(copy.game(g.id)).toMatchObject({ version: g.version, state: g.state });
        expect(copy.log(g.id)).toEqual(store.log(g.id));
      } finally {
        copy.close();
      }
    });

    it('restores as the README says over the files a killed bot left: the backup\'s games, not a damaged file (SQLite)', async () => {
      if (!(store instanceof SqliteStore)) return; // PostgreSQL restores with psql (its message above)
      const g = play(store, createPlayed(store, 'c1', 12), 20);
      const backup = `${backend.another('restore')}.backup.sqlite`;
      await store.backup(backup);
      play(store, store.game(g.id)!, 6);
      // As a bot killed now leaves its database: the file with its write-ahead log and index beside it.
      const db = `${backend.another('restore')}.killed.sqlite`;
      for (const end of ['', '-wal', '-shm']) if (existsSync(`${store.db.name}${end}`)) copyFileSync(`${store.db.name}${end}`, `${db}${end}`);
      expect(existsSync(`${db}-wal`)).toBe(true);
      // README, "Backups": delete the -wal and -shm files, then put the copy in place.
      rmSync(`${db}-wal`, { force: true });
      rmSync(`${db}-shm`, { force: true });
      copyFileSync(backup, db);
      const restored = openStore(db, { quickCheck: 'refuse' });
      try {
        expect(restored.game(g.id)).toMatchObject({ version: g.version, state: g.state });
      } finally {
        restored.close();
      }
    });
  });

  describe('posts', () => {
    const entry = (action: string, revealed = false) => ({ actorId: 'u1', action, turnKey: '1:0', revealed });

    it('keeps the posts of a commit at its new version, in order, in the same transaction', () => {
      const g = lobby('c1');
      const c = store.commit(g.id, 1, {
        state: { s: 2 }, entry: entry('Ava: move east'),
        posts: [{ audience: 'public', seat: null, kind: 'story', body: { lines: ['Ava moved'] } }, { audience: 'u1', seat: 0, kind: 'note', body: { lines: ['Your hand'] } }],
      });
      expect(c.posts.map((p) => [p.seq, p.version, p.audience, p.kind])).toEqual([[1, 2, 'public', 'story'], [2, 2, 'u1', 'note']]);
      expect(store.posts(g.id)).toEqual(c.posts);
      expect(store.posts(g.id, { audiences: ['public'] }).map((p) => p.seq)).toEqual([1]);
      expect(store.posts(g.id, { afterSeq: 1 }).map((p) => p.body)).toEqual([{ lines: ['Your hand'] }]);
      // A stale commit writes none of its posts.
      expect(() => store.commit(g.id, 1, { state: {}, posts: [{ audience: 'public', seat: null, kind: 'story', body: 1 }] })).toThrow(StaleVersionError);
      expect(store.posts(g.id).length).toBe(2);
    });

    it('commits several steps in one transaction: one log row and one version each', () => {
      const g = lobby('c1');
      const c = store.commit(g.id, 1, { state: { s: 'after bots' }, entries: [entry('Ava: play 4'), { ...entry('Bot: play 5'), actorId: 'bot' }] });
      expect(c.version).toBe(3);
      expect(store.log(g.id).map((e) => [e.version, e.action])).toEqual([[1, 'Ava: play 4'], [2, 'Bot: play 5']]);
      expect(store.game(g.id)!.state).toEqual({ s: 'after bots' });
      expect(() => store.commit(g.id, 3, { state: {}, entry: entry('x'), entries: [entry('y')] })).toThrow(/not both/);
    });

    it("counts the outbox's posts apart for games whose channel refuses the bot's posts (the host told), by shard", () => {
      const a = lobby('c1'), b = lobby('c2');
      store.addPosts(a.id, [{ audience: 'public', seat: null, kind: 'story', body: {} }]);
      store.addPosts(b.id, [{ audience: 'public', seat: null, kind: 'story', body: {} }, { audience: 'public', seat: null, kind: 'story', body: {} }]);
      const outbox = () => store.watched(1).outbox.map((o) => [o.shard, o.refused, o.posts]).sort((x, y) => Number(x[1]) - Number(y[1]));
      expect(outbox()).toEqual([[0, false, 3]]);
      store.setSetting(`refused.${b.id}`, 'send');
      expect(outbox()).toEqual([[0, false, 1], [0, true, 2]]);
      // Taken again (the outage over): the setting is emptied.
      store.setSetting(`refused.${b.id}`, '');
      expect(outbox()).toEqual([[0, false, 3]]);
    });

    it('withdraws a post still in the outbox (a look no one could be shown): out of the outbox, never read as sent, only while it waits', () => {
      const g = lobby('c1');
      store.addPosts(g.id, [
        { audience: 'public', seat: null, kind: 'story', body: { n: 1 } },
        { audience: 'public', seat: null, kind: 'status', body: { n: 2 } },
      ]);
      store.withdrawn(g.id, 2);
      expect(store.undelivered(g.id).map((p) => p.seq)).toEqual([1]);
      expect(store.posts(g.id).map((p) => [p.seq, p.outbox])).toEqual([[1, 1], [2, 5]]);
      expect(store.latestPost(g.id, 'public', () => true, 2)).toMatchObject({ seq: 1 });
      // A delivered post is not withdrawn.
      store.delivered(g.id, 1, { channelId: 'c1', messageId: 'm1', live: false });
      store.withdrawn(g.id, 1);
      expect(store.posts(g.id).map((p) => [p.seq, p.outbox])).toEqual([[1, 0], [2, 5]]);
    });

    it("finds a reader's newest post that matches (reading no older one), the posts delivered as one message, and the live ones a newer post may supersede", () => {
      const g = lobby('c1');
      store.addPosts(g.id, [
        { audience: 'u1', seat: 0, kind: 'note', body: { n: 1 } },
        { audience: 'public', seat: null, kind: 'story', body: { n: 2 } },
        { audience: 'u1', seat: 0, kind: 'hand', body: { n: 3 } },
        { audience: 'u1', seat: 0, kind: 'note', body: { n: 4 } },
      ]);
      store.delivered(g.id, 1, { channelId: 'c1', messageId: 'm1', live: true });
      store.delivered(g.id, 3, { channelId: 'c1', messageId: 'm1', live: false });
      const read: number[] = [];
      const found = store.latestPost(g.id, 'u1', (p) => { read.push(p.seq); return p.messageId !== null; });
      expect(found).toMatchObject({ seq: 3, kind: 'hand', body: { n: 3 }, messageId: 'm1' });
      expect(read).toEqual([4, 3]);
      expect(store.latestPost(g.id, 'u2', () => true)).toBeNull();
      // Only the posts whose outbox is at most the one asked for are read: here the delivered ones (seq 4 is still to go).
      read.length = 0;
      expect(store.latestPost(g.id, 'u1', (p) => { read.push(p.seq); return true; }, 0)).toMatchObject({ seq: 3 });
      expect(read).toEqual([3]);
      store.awaitReader(g.id, 4);
      expect(store.latestPost(g.id, 'u1', () => true, 2)).toMatchObject({ seq: 3 });
      expect(store.latestPost(g.id, 'u1', () => true)).toMatchObject({ seq: 4, outbox: 3 });
      expect(store.messagePosts(g.id, 'm1').map((p) => [p.seq, p.live])).toEqual([[1, true], [3, false]]);
      expect(store.messagePosts(g.id, 'm2')).toEqual([]);
      expect(store.posts(g.id, { audiences: ['u1'], afterSeq: 1 }).map((p) => p.seq)).toEqual([3, 4]);
      expect(store.posts(g.id, { audiences: ['u1', 'public'] }).map((p) => p.seq)).toEqual([1, 2, 3, 4]);
      // A post whose controls all last (My hand, Web) stays live, and no newer one supersedes it.
      store.delivered(g.id, 2, { channelId: 'c1', messageId: 'm2', live: true, lasting: true });
      expect(store.livePosts(g.id).map((p) => p.seq)).toEqual([1, 2]);
      expect(store.supersedable(g.id).map((p) => p.seq)).toEqual([1]);
      store.retired(g.id, 1);
      expect(store.supersedable(g.id)).toEqual([]);
      // Several writes as one batch (SQLite: one transaction, all or none).
      expect(store.batch(() => { store.retired(g.id, 2); store.held(g.id, 4); return 'done'; })).toBe('done');
      expect(store.livePosts(g.id)).toEqual([]);
      if (store instanceof SqliteStore) {
        expect(() => store.batch(() => { store.held(g.id, 3); throw new Error('no'); })).toThrow('no');
        expect(store.posts(g.id).find((p) => p.seq === 3)?.outbox).toBe(0);
      }
    });

    // Without statistics SQLite finds a message's posts by the game's key, reading every post of the game at each press.
    if (backend.name === 'sqlite') it("finds a message's posts by the message's index, not by reading the game's posts", () => {
      const statements = (store as unknown as { q: Record<string, { source: string }> }).q;
      for (const name of ['postsOfMessage', 'postByMessage']) {
        const text = statements[name].source;
        expect(plan(text, ...Array((text.match(/\?/g) ?? []).length).fill('1')), name).toMatch(/USING INDEX posts_by_message \(message_id=\?\)/);
      }
    });

    // A step reads the bodies of the posts it may supersede, which the steps before it kept: those this store wrote
    // are not read back; a body it did not write (another process's, or of a batch that rolled back) is read.
    if (backend.name === 'sqlite') it('reads back no post body it wrote itself, and every body it did not write', () => {
      const g = lobby('c1');
      store.addPosts(g.id, [{ audience: 'u1', seat: 0, kind: 'note', body: { n: 1 } }]);
      const c = store.commit(g.id, g.version, { state: {}, entry: entry('x'), posts: [{ audience: 'u1', seat: 0, kind: 'note', body: { n: 2 } }] });
      expect(c.posts.map((p) => p.seq)).toEqual([2]);
      // What is on disk changed behind the store's back: a body it wrote is what it wrote (a read of the posts' places,
      // their bodies read when wanted: the outbox's, here).
      sql("UPDATE posts SET body = '{\"n\":-1}' WHERE game_id = ?", g.id);
      expect(store.undelivered(g.id).map((p) => p.body)).toEqual([{ n: 1 }, { n: 2 }]);
      // Another process's post is read; so is one of a transaction that rolled back and was written again by another.
      sql("INSERT INTO posts (game_id, seq, version, audience, seat, kind, body, at, outbox) VALUES (?, 3, 2, 'u1', 0, 'note', '{\"n\":3}', 0, 1)", g.id);
      expect(() => store.batch(() => { store.addPosts(g.id, [{ audience: 'u1', seat: 0, kind: 'note', body: { n: 4 } }]); throw new Error('no'); })).toThrow('no');
      sql("INSERT INTO posts (game_id, seq, version, audience, seat, kind, body, at, outbox) VALUES (?, 4, 2, 'u1', 0, 'note', '{\"n\":5}', 0, 1)", g.id);
      expect(store.undelivered(g.id).map((p) => p.body)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }, { n: 5 }]);
    });

    // A WITHOUT ROWID table keeps only about 1 KB of a row past 2 KB on its page; a rowid table keeps up to 8 KB.
    if (backend.name === 'sqlite') it("keeps a post's body of some 2.5 KB on its row's page: noting its delivery writes that one page of posts, no overflow", () => {
      const g = lobby('c1');
      const body = { lines: ['x'.repeat(2400)] };
      store.addPosts(g.id, [{ audience: 'u1', seat: 0, kind: 'note', body }, { audience: 'u1', seat: 0, kind: 'note', body }]);
      store.attempted(g.id, [{ seq: 1, attempt: '{"how":"original"}' }]);
      const written = walPagesOf(store as SqliteStore, () => store.delivered(g.id, 1, { channelId: 'c1', messageId: 'm1', live: true }));
      expect(written.filter((p) => p.name === 'posts')).toEqual([{ name: 'posts', type: 'leaf' }]);
      expect(written.filter((p) => p.type === 'overflow')).toEqual([]);
      expect(sql<{ n: number }>("SELECT count(*) AS n FROM dbstat WHERE name = 'posts' AND pagetype = 'overflow'")[0].n).toBe(0);
      expect(store.messagePosts(g.id, 'm1').map((p) => [p.seq, p.body, p.live, p.attempt])).toEqual([[1, body, true, '{"how":"original"}']]);
    });

    if (backend.name === 'sqlite') it('moves the wide texts of posts and snapshots last (migration 11), keeping every row and the cascade', () => {
      store.close();
      const file = backend.another('schema-10');
      const old = new Database(file);
      old.pragma('journal_mode = WAL');
      old.pragma('foreign_keys = ON');
      old.transaction(() => { for (const m of MIGRATIONS.slice(0, 10)) old.exec(m); })();
      old.pragma('user_version = 10');
      const state = JSON.stringify({ board: 'y'.repeat(12_000) });
      old.prepare(`INSERT INTO games (id, kind, guild_id, channel_id, host_id, options, seed, status, version, created_at, updated_at)
        VALUES (7, 'test', 'g1', 'c1', 'h', '{}', 5, 'active', 2, 1, 2)`).run();
      old.prepare('INSERT INTO snapshots (game_id, version, state, checksum) VALUES (7, 2, ?, ?)').run(state, checksumOf(state));
      const post = old.prepare(`INSERT INTO posts (game_id, seq, version, audience, seat, kind, body, at, channel_id, message_id, live, outbox, attempt, lasting)
        VALUES (7, ?, 2, ?, ?, ?, ?, 2, ?, ?, ?, ?, ?, ?)`);
      post.run(1, 'public', null, 'story', JSON.stringify({ lines: ['z'.repeat(2400)] }), 'c1', 'm1', 1, 0, '{"how":"original"}', 1);
      post.run(2, 'u1', 0, 'note', JSON.stringify({ n: 2 }), null, null, 0, 1, null, 0);
      old.close();

      store = openStore(file, { clock });
      expect(store.schemaVersion()).toBe(MIGRATIONS.length);
      expect(store.game(7)!.state).toEqual(JSON.parse(state));
      expect(store.posts(7).map((p) => [p.seq, p.audience, p.seat, p.kind, p.body, p.channelId, p.messageId, p.live, p.outbox, p.attempt])).toEqual([
        [1, 'public', null, 'story', { lines: ['z'.repeat(2400)] }, 'c1', 'm1', true, 0, '{"how":"original"}'],
        [2, 'u1', 0, 'note', { n: 2 }, null, null, false, 1, null],
      ]);
      expect(store.supersedable(7)).toEqual([]);
      expect(store.undelivered(7).map((p) => p.seq)).toEqual([2]);
      const columns = (table: string) => sql<{ name: string }>(`SELECT name FROM pragma_table_info('${table}')`).map((c) => c.name);
      expect(columns('posts').at(-1)).toBe('body');
      expect(columns('snapshots')).toEqual(['game_id', 'version', 'checksum', 'state']);
      expect(sql<{ name: string }>("SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'posts' AND sql IS NOT NULL ORDER BY name").map((r) => r.name))
        .toEqual(['posts_awaiting', 'posts_by_message', 'posts_live', 'posts_outbox', 'posts_retiring', 'posts_supersedable']);
      // A removed game still takes its posts and snapshots with it.
      sql('DELETE FROM games WHERE id = 7');
      expect(sql<{ n: number }>('SELECT (SELECT count(*) FROM posts) + (SELECT count(*) FROM snapshots) AS n')[0].n).toBe(0);
    });

    it("gives a step's reads of posts as posts() gives them, each body read alone when first wanted (read without it)", () => {
      const g = lobby('c1');
      store.addPosts(g.id, [
        { audience: 'u1', seat: 0, kind: 'note', body: { n: 1, told: ['a'] } },
        { audience: 'public', seat: null, kind: 'story', body: { n: 2 } },
        { audience: 'u1', seat: 0, kind: 'hand', body: { n: 3 } },
        { audience: 'u2', seat: 1, kind: 'note', body: { n: 4 } },
        { audience: 'u1', seat: 0, kind: 'note', body: { n: 5 } },
      ]);
      store.delivered(g.id, 1, { channelId: 'c1', messageId: 'm1', live: true });
      store.delivered(g.id, 2, { channelId: 'c1', messageId: 'm2', live: true, lasting: true });
      store.delivered(g.id, 3, { channelId: 'c1', messageId: 'm1', live: false });
      store.awaitReader(g.id, 4);
      store.toRetire(g.id, [1, 5]);
      store.attempted(g.id, [{ seq: 5, attempt: '{"how":"original"}' }]);
      // Read before any body was parsed (this store has parsed none): each body comes from its own read.
      const reads = {
        latest: [store.latestPost(g.id, 'u1', (p) => p.kind === 'hand')!],
        message: store.messagePosts(g.id, 'm1'), byMessage: [store.postByMessage('m2')!], live: store.livePosts(g.id),
        supersedable: store.supersedable(g.id), undelivered: store.undelivered(g.id), awaiting: store.awaiting(g.id),
        retiring: store.retiring(g.id),
      };
      expect(Object.fromEntries(Object.entries(reads).map(([k, ps]) => [k, ps.map((p) => p.seq)]))).toEqual({
        latest: [3], message: [1, 3], byMessage: [2], live: [2], supersedable: [], undelivered: [5], awaiting: [4], retiring: [1],
      });
      const all = new Map(store.posts(g.id).map((p) => [p.seq, p]));
      for (const ps of Object.values(reads)) for (const p of ps) expect(p).toEqual(all.get(p.seq));
      expect(reads.awaiting[0].body).toEqual({ n: 4 });
      expect(reads.undelivered[0]).toMatchObject({ body: { n: 5 }, attempt: '{"how":"original"}', retiring: true });
      // A body set on a post read so is its own (the store's copy is untouched).
      reads.latest[0].body = { changed: true };
      expect(store.latestPost(g.id, 'u1', (p) => p.kind === 'hand')!.body).toEqual({ n: 3 });
      // The bodies a list read wants and this store has not parsed come in one more query, not one each (PostgreSQL:
      // one round trip).
      const h = lobby('c2');
      store.addPosts(h.id, [1, 2, 3].map((n) => ({ audience: 'u1', seat: 0, kind: 'note', body: { n } })));
      for (const seq of [1, 2, 3]) store.delivered(h.id, seq, { channelId: 'c2', messageId: 'm9', live: true });
      if (store instanceof PostgresStore) {
        const pg = store.pg;
        const query = pg.query.bind(pg);
        let queries = 0;
        pg.query = ((text: string, params?: unknown[]) => { queries++; return query(text, params); }) as typeof pg.query;
        try {
          expect(store.messagePosts(h.id, 'm9').map((p) => p.body)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
          expect(queries).toBe(2);
        } finally {
          pg.query = query;
        }
      } else expect(store.messagePosts(h.id, 'm9').map((p) => p.body)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    });

    it('takes earlier controls away with a commit, in its transaction (none when it is stale)', () => {
      const g = lobby('c1');
      store.addPosts(g.id, [
        { audience: 'u1', seat: 0, kind: 'note', body: { n: 1 } },
        { audience: 'u2', seat: 1, kind: 'note', body: { n: 2 } },
        { audience: 'u1', seat: 0, kind: 'note', body: { n: 3 } },
      ]);
      store.delivered(g.id, 1, { channelId: 'c1', messageId: 'm1', live: true });
      store.delivered(g.id, 2, { channelId: 'c1', messageId: 'm2', live: true });
      // A stale commit: nothing of it, its controls taken away included.
      expect(() => store.commit(g.id, 5, { state: {}, retire: [1, 2] })).toThrow(StaleVersionError);
      expect(store.retiring(g.id)).toEqual([]);
      const writes = store instanceof SqliteStore ? store.writeTransactions : 0;
      store.commit(g.id, 1, { state: { s: 2 }, entry: entry('Ava: move east'), posts: [{ audience: 'u1', seat: 0, kind: 'note', body: { n: 4 } }], retire: [1, 3] });
      if (store instanceof SqliteStore) expect(store.writeTransactions - writes, 'one transaction').toBe(1);
      // The live one and the one still to deliver (its controls go when it is delivered); the other reader's stays.
      expect(store.retiring(g.id).map((p) => p.seq)).toEqual([1]);
      expect(store.posts(g.id).map((p) => [p.seq, p.retiring])).toEqual([[1, true], [2, false], [3, true], [4, false]]);
      expect(store.livePosts(g.id).map((p) => p.seq)).toEqual([2]);
    });

    it('takes earlier controls away with posts kept outside a step, in their transaction', () => {
      const g = lobby('c1');
      store.addPosts(g.id, [
        { audience: 'u1', seat: 0, kind: 'note', body: { n: 1 } },
        { audience: 'u2', seat: 1, kind: 'note', body: { n: 2 } },
      ]);
      store.delivered(g.id, 1, { channelId: 'c1', messageId: 'm1', live: true });
      store.delivered(g.id, 2, { channelId: 'c1', messageId: 'm2', live: true });
      const writes = store instanceof SqliteStore ? store.writeTransactions : 0;
      const kept = store.addPosts(g.id, [{ audience: 'u1', seat: 0, kind: 'hand', body: { n: 3 } }], [], [1]);
      if (store instanceof SqliteStore) expect(store.writeTransactions - writes, 'one transaction').toBe(1);
      expect(kept.map((p) => p.seq)).toEqual([3]);
      expect(store.posts(g.id).map((p) => [p.seq, p.retiring])).toEqual([[1, true], [2, false], [3, false]]);
      expect(store.retiring(g.id).map((p) => p.seq)).toEqual([1]);
      // Another reader's, the same way.
      store.addPosts(g.id, [{ audience: 'u2', seat: 1, kind: 'note', body: { n: 4 } }], [], [2]);
      expect(store.retiring(g.id).map((p) => p.seq)).toEqual([1, 2]);
    });

    it("notes several posts' attempts in one call, each its own; a game's other posts and other games' untouched", () => {
      const g = lobby('c1');
      const other = lobby('c2');
      const body = (n: number) => ({ audience: 'u1', seat: 0, kind: 'note', body: { n } });
      store.addPosts(g.id, [body(1), body(2), body(3)]);
      store.addPosts(other.id, [body(1)]);
      const original = JSON.stringify({ how: 'original', token: 't1', at: 5 });
      const queued = JSON.stringify({ how: 'followup', token: 't2', at: 6, ephemeral: true, queued: true });
      const writes = store instanceof SqliteStore ? store.writeTransactions : 0;
      store.attempted(g.id, [{ seq: 1, attempt: original }, { seq: 3, attempt: queued }]);
      if (store instanceof SqliteStore) expect(store.writeTransactions - writes, 'one transaction').toBe(1);
      expect(store.posts(g.id).map((p) => p.attempt)).toEqual([original, null, queued]);
      expect(store.posts(other.id).map((p) => p.attempt)).toEqual([null]);
      // One withdrawn, one noted again (handed over), alone.
      store.attempted(g.id, [{ seq: 1, attempt: 'null' }]);
      store.attempted(g.id, [{ seq: 3, attempt: queued.replace(',"queued":true', '') }]);
      store.attempted(g.id, []);
      expect(store.posts(g.id).map((p) => p.attempt)).toEqual(['null', null, queued.replace(',"queued":true', '')]);
    });

    it('answers that are no step are kept at the current version; delivery, live controls and retiring', () => {
      const g = lobby('c1');
      const [p] = store.addPosts(g.id, [{ audience: 'public', seat: null, kind: 'lobby', body: { lines: ['Lobby'] } }]);
      expect([p.seq, p.version, p.live, p.messageId]).toEqual([1, 1, false, null]);
      store.delivered(g.id, 1, { channelId: 'c1', messageId: 'm1', live: true });
      expect(store.livePosts(g.id).map((x) => x.messageId)).toEqual(['m1']);
      expect(store.livePosts(g.id, 'u1')).toEqual([]);
      expect(store.postByMessage('m1')).toMatchObject({ gameId: g.id, seq: 1, channelId: 'c1', live: true });
      store.retired(g.id, 1);
      expect(store.livePosts(g.id)).toEqual([]);
      expect(store.postByMessage('nope')).toBeNull();
    });
  });
}
