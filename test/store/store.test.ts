// The store's contract: migrations and pragmas, one open game per channel, commits with the version check, the action
// log, undo within a turn, snapshot pruning, reminders by one indexed query, the per-game lock, export and backup.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  GameExistsError, openStore, StaleVersionError, withGameLock, DEFAULT_REMINDER_MS, type SqliteStore, type StoredGame,
} from '../../src/store/index.js';
import { MIGRATIONS } from '../../src/store/schema.js';
import { createPlayed, play, tempDir, registerBurgle } from './util.js';

let tmp: ReturnType<typeof tempDir>;
let store: SqliteStore;
let now = 1_000_000;
const clock = { now: () => now };

function lobby(channelId: string, state: unknown = { seats: [] }): StoredGame {
  return store.createGame({ kind: 'test', guildId: 'g1', channelId, hostId: 'h', options: { x: 1 }, seed: 5, state, status: 'lobby' });
}

beforeEach(() => {
  tmp = tempDir();
  store = openStore(tmp.file('heist.sqlite'), { clock });
  registerBurgle(store);
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

describe('opening', () => {
  it('applies the numbered migrations once, with WAL and foreign keys on', () => {
    expect(store.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.db.pragma('foreign_keys', { simple: true })).toBe(1);
    const g = lobby('c1');
    store.close();
    store = openStore(tmp.file('heist.sqlite'), { clock });
    expect(store.game(g.id)?.state).toEqual({ seats: [] });
  });

  it('refuses a database made by a newer schema', () => {
    store.db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    store.close();
    expect(() => openStore(tmp.file('heist.sqlite'))).toThrow(/newer version/);
    store = openStore(tmp.file('other.sqlite'));
  });

  it('stores Discord ids as text, keeping every digit', () => {
    const g = store.createGame({
      kind: 'test', guildId: '1234567890123456789', channelId: '9876543210987654321', hostId: '1111111111111111111',
      options: null, seed: 1, state: null, status: 'lobby',
    });
    const again = store.activeGame('9876543210987654321')!;
    expect([again.id, again.guildId, again.hostId]).toEqual([g.id, '1234567890123456789', '1111111111111111111']);
    expect(store.db.prepare('SELECT typeof(channel_id) AS t FROM games').get()).toEqual({ t: 'text' });
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
    const plan = store.db.prepare(`EXPLAIN QUERY PLAN SELECT g.id FROM games g
      LEFT JOIN snapshots s ON s.game_id = g.id AND s.version = g.version
      WHERE g.channel_id = ? AND g.status IN ('lobby', 'active')`).all('c1') as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' | ')).toMatch(/games_open_by_channel/);
  });

  it('applies one of two clicks on the same version from two connections (two processes), never both', () => {
    const g = lobby('c1');
    const other = openStore(tmp.file('heist.sqlite'), { clock });
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
    const rows = store.db.prepare('SELECT version FROM snapshots WHERE game_id = ?').all(g.id);
    expect(rows).toEqual([{ version: 8 }]);
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
    const plan = store.db.prepare(`EXPLAIN QUERY PLAN SELECT r.game_id FROM reminders r JOIN games g ON g.id = r.game_id
      WHERE r.due_at IS NOT NULL AND r.due_at <= 5 ORDER BY r.due_at`).all() as { detail: string }[];
    expect(plan.map((p) => p.detail).join(' | ')).toMatch(/reminders_due/);
  });

  it('survive reopening', () => {
    const a = lobby('c1');
    store.commit(a.id, 1, { state: {}, reminder: { userId: 'ua', dueAt: 100 } });
    store.close();
    store = openStore(tmp.file('heist.sqlite'), { clock });
    expect(store.dueReminders(100).map((r) => r.userId)).toEqual(['ua']);
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
    store = openStore(tmp.file('heist.sqlite'));
    registerBurgle(store);
    const loaded = store.game(g.id)!;
    expect(loaded.state).toEqual(g.state);
  });

  it('backs up online to a file that opens with the same games', async () => {
    const g = play(store, createPlayed(store, 'c1', 12), 20);
    await store.backup(tmp.file('backup/copy.sqlite'));
    const copy = openStore(tmp.file('backup/copy.sqlite'));
    try {
      expect(copy.game(g.id)).toMatchObject({ version: g.version, state: g.state });
      expect(copy.log(g.id)).toEqual(store.log(g.id));
    } finally {
      copy.close();
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
