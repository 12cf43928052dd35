// A step may be its log lines only (src/store/base.ts, SNAPSHOT_EVERY), on both backends: a game whose kind takes a
// snapshot on through its log is written whole every SNAPSHOT_EVERY versions, and read back as its newest snapshot
// plus the log since — by another process with nothing in memory, at every version still kept, and after damage.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyAction, formatAction, legalActions, type GameState } from '../../src/games/burgle-bros/engine/index.js';
import { pickAction } from '../../src/games/burgle-bros/bot/index.js';
import { burgleBros } from '../../src/games/burgle-bros/index.js';
import { SNAPSHOT_EVERY, checksumOf } from '../../src/store/base.js';
import { replayFrom } from '../../src/table/replay.js';
import type { AnyStore, StoredGame } from '../../src/store/index.js';
import { freshDatabase } from '../pg.js';
import { createPlayed, postgresBackend, replayBurgle, Rng, seedRng, sqliteBackend, type Backend } from './util.js';

let backend: Backend;
let store: AnyStore;
const warnings: string[] = [];
const sql = <T = Record<string, unknown>>(text: string, ...params: unknown[]) => store.query<T>(text, ...params);

function register<S extends AnyStore>(s: S): S {
  s.registerKind('burgle-bros', {
    replay: (g, actions) => replayBurgle(g.options as Parameters<typeof replayBurgle>[0], actions),
    replayFrom: (state, actions) => replayFrom(burgleBros, state, actions),
  });
  return s;
}

/** Another process: nothing of the game in memory. */
function reopen(): AnyStore {
  store.close();
  store = register(backend.open({ warn: (m) => warnings.push(m) }));
  return store;
}

const snapshotVersions = (id: number) => sql<{ version: number }>('SELECT version FROM snapshots WHERE game_id = ? ORDER BY version', id).map((r) => r.version);

/** `n` random legal steps, each committed; every state by its version. `options` at `changeAt`: the step that
 * changes them. */
function playRecorded(g0: StoredGame, n: number, o: { changeAt?: number; seed?: number } = {}): { g: StoredGame; states: Map<number, GameState>; written: number[] } {
  const rng = new Rng(seedRng(o.seed ?? 5));
  const states = new Map<number, GameState>([[g0.version, g0.state as GameState]]);
  const written: number[] = [];
  let g = g0;
  for (let i = 0; i < n; i++) {
    const s = g.state as GameState;
    const legal = legalActions(s);
    if (s.outcome !== 'playing' || legal.length === 0) break;
    // A step that keeps the game open (an end is written whole): the bot's pick, else the first legal one that does.
    const keepsOpen = (a: (typeof legal)[number]) => {
      const t = applyAction(s, a);
      return t.ok && t.state.outcome === 'playing' ? t : null;
    };
    const picked = pickAction(rng, s, legal);
    const action = keepsOpen(picked) ? picked : legal.find(keepsOpen);
    if (!action) break;
    const r = applyAction(s, action);
    if (!r.ok) throw new Error(r.rejection.code);
    const before = snapshotVersions(g.id);
    g = store.commit(g.id, g.version, {
      state: r.state,
      entry: { actorId: `u${action.player}`, action: formatAction(s, action), turnKey: 'one turn', revealed: false },
      ...(o.changeAt === i ? { options: { ...(g.options as object), note: 'changed' } } : {}),
    });
    if (snapshotVersions(g.id).some((v) => !before.includes(v))) written.push(g.version);
    states.set(g.version, r.state);
  }
  return { g, states, written };
}

for (const b of [sqliteBackend(), postgresBackend('log-lines', freshDatabase)]) {
  describe(b.name, () => {
    beforeEach(() => {
      backend = b;
      b.reset();
      warnings.length = 0;
      store = register(b.open({ warn: (m) => warnings.push(m) }));
    });
    afterEach(() => store.close());
    afterAll(() => b.cleanup());

    it(`writes the state whole every ${SNAPSHOT_EVERY} versions, and reads every version back from the newest snapshot and the log`, () => {
      const { g, states, written } = playRecorded(createPlayed(store, 'c1', 22), 40);
      expect(g.version).toBeGreaterThan(1 + 2 * SNAPSHOT_EVERY);
      // Versions 1 (the start), 17 and 33: the others are their log lines only.
      expect(written).toEqual([1 + SNAPSHOT_EVERY, 1 + 2 * SNAPSHOT_EVERY]);
      // One turn, nothing revealed: every snapshot is kept (none is behind an undo barrier).
      expect(snapshotVersions(g.id)).toEqual([1, 1 + SNAPSHOT_EVERY, 1 + 2 * SNAPSHOT_EVERY]);
      reopen();
      expect(store.game(g.id)!.state).toEqual(states.get(g.version));
      for (const [v, s] of states) expect(store.stateAt(g.id, v), `version ${v}`).toEqual(s);
      expect(warnings).toEqual([]);
    });

    it('goes on from what it read: the next commits count from the newest snapshot, a restart included', () => {
      const first = playRecorded(createPlayed(store, 'c1', 22), 20);
      expect(first.g.version).toBe(21);
      reopen();
      const loaded = store.game(first.g.id)!;
      expect(loaded.state).toEqual(first.states.get(first.g.version));
      // A seed whose random game goes on past the second snapshot (seed 9's ended at version 30 once moving back and
      // forth stopped dodging the event: docs/rulings.md 16).
      const more = playRecorded(loaded, 20, { seed: 10 });
      expect(more.g.version).toBeGreaterThan(1 + 2 * SNAPSHOT_EVERY);
      expect(more.written).toEqual([1 + 2 * SNAPSHOT_EVERY]);
      reopen();
      expect(store.game(first.g.id)!.state).toEqual(more.states.get(more.g.version));
    });

    it('reads what another process on the same database did since, though it holds the game (a step, an undo, a snapshot)', () => {
      const { g, states } = playRecorded(createPlayed(store, 'c1', 22), 12);
      // This store holds the game as it wrote it; another one takes it on from there.
      expect(store.game(g.id)!.state).toEqual(states.get(g.version));
      const other = register(backend.open({ warn: (m) => warnings.push(m) }));
      const mine = store;
      try {
        store = other;
        const theirs = playRecorded(other.game(g.id)!, 6, { seed: 12 });
        expect(theirs.g.version).toBeGreaterThan(g.version + 1 + 2);
        store = mine;
        // Their steps were log lines on the snapshot this store knows, and then one of their own (version 17); read
        // first through the channel, as a typed command finds its game.
        expect(mine.activeGame('c1')!.version).toBe(theirs.g.version);
        expect(mine.activeGame('c1')!.state).toEqual(theirs.states.get(theirs.g.version));
        expect(mine.game(g.id)!.version).toBe(theirs.g.version);
        expect(mine.game(g.id)!.state).toEqual(theirs.states.get(theirs.g.version));
        // Their undo writes the state before it at a new version: read as it is.
        const before = theirs.states.get(theirs.g.version - 1)!;
        const last = other.logTail(g.id, 1)[0];
        expect(other.undoLast(g.id, theirs.g.version, last.actorId, last.turnKey, before)).not.toBeNull();
        expect(mine.latestGame('c1')!.state).toEqual(before);
        expect(mine.game(g.id)!.state).toEqual(before);
        // And this store's next step counts from what it read.
        const next = playRecorded(mine.game(g.id)!, 2, { seed: 13 });
        store = other;
        expect(other.game(g.id)!.state).toEqual(next.states.get(next.g.version));
        // They end it: this store, holding its last state, finds no game in play in the channel, and the ended one last.
        const ended = other.commit(g.id, next.g.version, {
          state: next.g.state, status: 'abandoned', entry: { actorId: 'u0', action: '#end', turnKey: '#end', revealed: false },
        });
        expect(mine.activeGame('c1')).toBeNull();
        expect(mine.latestGame('c1')).toMatchObject({ id: g.id, status: 'abandoned', version: ended.version, state: next.g.state });
      } finally {
        store = mine;
        other.close();
      }
      expect(warnings).toEqual([]);
    });

    it('writes a snapshot at once when a step changes more than its log says (its options), or writes no log line', () => {
      const { g, states, written } = playRecorded(createPlayed(store, 'c1', 23), 10, { changeAt: 4 });
      expect(g.version).toBe(11);
      expect(written).toEqual([6]);
      const after = store.commit(g.id, g.version, { state: { ...(g.state as object), note: 'no line' } });
      expect(snapshotVersions(g.id)).toContain(after.version);
      reopen();
      expect(store.stateAt(g.id, 8)).toEqual(states.get(8));
      expect(store.game(g.id)!.state).toEqual({ ...(g.state as object), note: 'no line' });
    });

    it('prunes behind an undo barrier down to the newest snapshot at or before it (the log after it leads on)', () => {
      let { g } = playRecorded(createPlayed(store, 'c1', 24), 20);
      expect(g.version).toBe(21);
      expect(snapshotVersions(g.id)).toEqual([1, 17]);
      // Another turn begins: nothing before it is undone, so only the snapshot the log leads on from stays.
      const s = g.state as GameState;
      const action = pickAction(new Rng(seedRng(3)), s, legalActions(s));
      const r = applyAction(s, action);
      if (!r.ok) throw new Error(r.rejection.code);
      g = store.commit(g.id, g.version, { state: r.state, entry: { actorId: 'u0', action: formatAction(s, action), turnKey: 'next turn', revealed: false } });
      expect(snapshotVersions(g.id)).toEqual([17]);
      reopen();
      expect(store.game(g.id)!.state).toEqual(r.state);
    });

    it('prunes at every barrier exactly as the rule says, though it skips the prunes it knows would delete nothing', () => {
      // The rule (docs/store.md): at an undo barrier every snapshot older than the newest one at or before it goes.
      // This store skips a prune where it knows the game's one snapshot is its newest; after each step the snapshots
      // left must be those a prune at every barrier leaves.
      let g = createPlayed(store, 'c1', 27);
      const rng = new Rng(seedRng(27));
      let lastTurn: string | null = null;
      let barriers = 0;
      for (let i = 0; i < 70; i++) {
        const s = g.state as GameState;
        const legal = legalActions(s);
        const action = pickAction(rng, s, legal);
        const r = applyAction(s, action);
        if (!r.ok || r.state.outcome !== 'playing') break;
        // Barriers of both kinds: something revealed, a new turn.
        const entry = { actorId: 'u0', action: formatAction(s, action), turnKey: `turn ${Math.floor(i / 9)}`, revealed: i % 7 === 5 };
        const before = snapshotVersions(g.id);
        const expected = g.version;
        g = store.commit(g.id, g.version, { state: r.state, entry });
        const after = snapshotVersions(g.id);
        const barrier = entry.revealed ? g.version : lastTurn !== entry.turnKey ? expected : null;
        lastTurn = entry.turnKey;
        let kept = [...new Set([...before, ...after.filter((v) => !before.includes(v))])].sort((x, y) => x - y);
        if (barrier !== null) {
          barriers++;
          const base = Math.max(...kept.filter((v) => v <= barrier));
          kept = kept.filter((v) => v >= base);
        }
        expect(after, `step ${i}`).toEqual(kept);
        if (i === 41) {
          expect(entry.revealed).toBe(false);
          // An undo writes a snapshot of its own: the prune at the next barrier has work again.
          const back = store.stateAt(g.id, g.version - 1);
          const undone = back ? store.undoLast(g.id, g.version, 'u0', entry.turnKey, back) : null;
          expect(undone).not.toBeNull();
          g = undone!;
          expect(snapshotVersions(g.id)).toContain(g.version);
        }
      }
      expect(g.version).toBeGreaterThan(40);
      expect(barriers).toBeGreaterThan(12);
      expect(warnings).toEqual([]);
    });

    it('ends with the state written whole, older snapshots gone', () => {
      const { g } = playRecorded(createPlayed(store, 'c1', 25), 5);
      const done = store.commit(g.id, g.version, {
        state: g.state, status: 'abandoned', entry: { actorId: 'u0', action: '#end', turnKey: '#end', revealed: false },
      });
      expect(snapshotVersions(g.id)).toEqual([done.version]);
    });

    it('rebuilds from the seed and whole log, with a warning, when the newest snapshot is damaged', () => {
      const { g, states } = playRecorded(createPlayed(store, 'c1', 26), 24);
      expect(g.version).toBe(25);
      const text = sql<{ state: string }>('SELECT state FROM snapshots WHERE game_id = ? AND version = 17', g.id)[0].state;
      const rotten = text.replace(/"stealth":(\d)/, (_m, d: string) => `"stealth":${(Number(d) + 1) % 10}`);
      expect(rotten).not.toBe(text);
      sql('UPDATE snapshots SET state = ? WHERE game_id = ? AND version = 17', rotten, g.id);
      expect(reopen().game(g.id)!.state).toEqual(states.get(g.version));
      expect(warnings.join('\n')).toMatch(/checksum does not match.*rebuilt it from \d+ logged actions/);
    });

    it('rebuilds from the seed when the log after the snapshot does not lead on from it, without quoting the log', () => {
      const { g, states } = playRecorded(createPlayed(store, 'c1', 27), 24);
      expect(g.version).toBe(25);
      // A snapshot that reads well but is not the one the log left there (its checksum made to match).
      const wrong = JSON.stringify({ ...JSON.parse(sql<{ state: string }>('SELECT state FROM snapshots WHERE game_id = ? AND version = 17', g.id)[0].state), outcome: 'won' });
      sql('UPDATE snapshots SET state = ?, checksum = ? WHERE game_id = ? AND version = 17', wrong, checksumOf(wrong), g.id);
      expect(reopen().game(g.id)!.state).toEqual(states.get(g.version));
      expect(warnings.join('\n')).toMatch(/log after version 17/);
      const lines = store.log(g.id).map((e) => e.action);
      for (const line of lines) expect(warnings.join('\n')).not.toContain(line);
    });

    it('under the tests, refuses a commit whose state is not the one its snapshot and log lead to', () => {
      const { g } = playRecorded(createPlayed(store, 'c1', 28), SNAPSHOT_EVERY - 1);
      expect(g.version).toBe(SNAPSHOT_EVERY);
      const s = g.state as GameState;
      const action = pickAction(new Rng(seedRng(4)), s, legalActions(s));
      const r = applyAction(s, action);
      if (!r.ok) throw new Error(r.rejection.code);
      // The step whose snapshot is due (version 17) saves a state its log line does not make.
      expect(() => store.commit(g.id, g.version, {
        state: { ...r.state, stealth: 99 }, entry: { actorId: 'u0', action: formatAction(s, action), turnKey: 'one turn', revealed: false },
      })).toThrow(/is not the one its snapshot of version 1 and the 16 log lines since make/);
      expect(store.game(g.id)!.version).toBe(g.version);
    });
  });
}
