// Helpers for the store tests: the two backends (a temporary SQLite file; a database of the run's PostgreSQL server),
// and engine games played a step at a time through the store.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyAction, formatAction, legalActions, type GameSetup, type GameState } from '../../src/games/burgle-bros/engine/index.js';
import { Rng, seedRng } from '../../src/core/rng.js';
import { pickAction } from '../../src/games/burgle-bros/bot/index.js';
import { burgleBros } from '../../src/games/burgle-bros/index.js';
import { replay, replayFrom } from '../../src/table/replay.js';
import { SyncPg } from '../../src/store/pg-bridge.js';
import { MIGRATIONS_PG } from '../../src/store/schema-pg.js';
import { openStore, PostgresStore, type AnyStore, type OpenOptions, type Store, type StoredGame } from '../../src/store/index.js';
import { describe as englishOf } from '../../src/games/burgle-bros/text/en-engine.js';

export function tempDir(): { dir: string; file: (name: string) => string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'heist-store-'));
  return { dir, file: (name) => join(dir, name), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Opens the store at a SQLite path or a postgres:// URL (fixtures take either). */
export function openAt(location: string, opts: OpenOptions = {}): AnyStore {
  return /^postgres(ql)?:\/\//.test(location) ? new PostgresStore(location, opts) : openStore(location, opts);
}

/** One backend for the shared store tests. `reset()` before each test gives an empty database; `open()` opens (another
 * connection to) it, as another process would; `location` names it for child processes. */
export interface Backend {
  name: 'sqlite' | 'postgres';
  readonly location: string;
  reset(): void;
  open(opts?: OpenOptions): AnyStore;
  /** A second, fresh and empty database beside the test's own (a backup's target, a new file). */
  another(name: string): string;
  /** The environment naming the database, for the CLIs and child processes. */
  env(): Record<string, string>;
  cleanup(): void;
}

export function sqliteBackend(): Backend {
  let tmp: ReturnType<typeof tempDir> | null = null;
  const b: Backend = {
    name: 'sqlite',
    get location() { return tmp!.file('heist.sqlite'); },
    reset() { tmp?.cleanup(); tmp = tempDir(); },
    open: (opts = {}) => openStore(b.location, opts),
    another: (name) => tmp!.file(`${name}.sqlite`),
    env: () => ({ DATABASE_PATH: b.location, DATABASE_URL: '' }),
    cleanup() { tmp?.cleanup(); tmp = null; },
  };
  return b;
}

const TABLES = 'games, snapshots, actions, reminders, posts, user_prefs, shard_owners';

/** A database of its own on the run's PostgreSQL server for each test file (made at the first reset); each test starts
 * with its tables emptied (ids from 1 again, as in a new SQLite file). */
export function postgresBackend(fileName: string, freshDatabase: (prefix: string) => string): Backend {
  let url: string | null = null;
  const b: Backend = {
    name: 'postgres',
    get location() { return url!; },
    reset() {
      if (!url) {
        url = freshDatabase(fileName);
        return;
      }
      const pg = new SyncPg(url, { connectTimeoutMs: 10_000, queryTimeoutMs: 30_000 });
      try {
        pg.query(`TRUNCATE ${TABLES} RESTART IDENTITY CASCADE; DELETE FROM heist_migrations WHERE version > ${MIGRATIONS_PG.length}`);
      } finally {
        pg.close();
      }
    },
    open: (opts = {}) => new PostgresStore(b.location, opts),
    another: (name) => freshDatabase(`${fileName}_${name}`),
    env: () => ({ DATABASE_URL: b.location, DATABASE_PATH: '' }),
    cleanup() {},
  };
  return b;
}

/** Most store tests keep the bare engine state with the setup (the module's origin) as the game's options; some keep
 * the table's shape (`{ setup, seats, ... }` as options, the engine state inside), which the table registers the same
 * way (src/table/store-repo.ts). */
export function registerBurgle(store: Pick<Store, 'registerKind'>, o: { logLines?: boolean } = {}): void {
  const tableShaped = (o: unknown): o is { setup: GameSetup } => typeof o === 'object' && o !== null && 'setup' in o;
  store.registerKind('burgle-bros', {
    replay: (game, actions) => (tableShaped(game.options) ? { ...game.options, engine: replayBurgle(game.options.setup, actions) } : replayBurgle(game.options as GameSetup, actions)),
    // `logLines`: as the table teaches it, most steps are their log lines only (src/store/base.ts, SNAPSHOT_EVERY).
    ...(o.logLines ? {
      replayFrom: (state: unknown, actions: string[]) => (tableShaped(state)
        ? { ...state, engine: replayFrom(burgleBros, (state as unknown as { engine: unknown }).engine, actions) }
        : replayFrom(burgleBros, state, actions)),
    } : {}),
    position: (game, actions) => burgleBros.tools!.positions.script!(tableShaped(game.options) ? game.options.setup : game.options, actions),
  });
}

export function replayBurgle(setup: GameSetup, actions: readonly string[]): GameState {
  return replay(burgleBros, setup, actions) as GameState;
}

export function setupFor(seed: number, crew = 2): GameSetup {
  return { scenario: 'bank', seed, crew: ['Ava', 'Bo', 'Cy', 'Di'].slice(0, crew).map((name) => ({ name })) };
}

export function createPlayed(store: Store, channelId: string, seed: number, crew = 2): StoredGame {
  const setup = setupFor(seed, crew);
  return store.createGame({
    kind: 'burgle-bros', guildId: 'g1', channelId, hostId: 'u0', options: setup, seed, status: 'active',
    state: replayBurgle(setup, []),
  });
}

/** Applies one random legal action and commits it; null when the game is over. */
export function step(store: Store, game: StoredGame, rng: Rng): StoredGame | null {
  const s = game.state as GameState;
  const legal = legalActions(s);
  if (s.outcome !== 'playing' || legal.length === 0) return null;
  const action = pickAction(rng, s, legal);
  const r = applyAction(s, action);
  if (!r.ok) throw new Error(englishOf(r.rejection.code, r.rejection.params));
  const over = r.state.outcome !== 'playing';
  return store.commit(game.id, game.version, {
    state: r.state,
    entry: { actorId: `u${action.player}`, action: formatAction(s, action), turnKey: burgleBros.turnKey(s), revealed: r.state.info !== s.info },
    ...(over ? { status: 'finished' as const } : {}),
  });
}

export function play(store: Store, game: StoredGame, steps: number, seed = 7): StoredGame {
  const rng = new Rng(seedRng(seed));
  let g = game;
  for (let i = 0; i < steps; i++) {
    const next = step(store, g, rng);
    if (!next) break;
    g = next;
  }
  return g;
}

export { Rng, seedRng };
