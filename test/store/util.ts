// Helpers for the store tests: temporary databases and engine games played a step at a time through the store.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyAction, formatAction, legalActions, type GameSetup, type GameState } from '../../src/games/burgle-bros/engine/index.js';
import { Rng, seedRng } from '../../src/core/rng.js';
import { pickAction } from '../../src/games/burgle-bros/bot/index.js';
import { burgleBros } from '../../src/games/burgle-bros/index.js';
import { replay } from '../../src/table/replay.js';
import type { Store, StoredGame } from '../../src/store/index.js';

export function tempDir(): { dir: string; file: (name: string) => string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'heist-store-'));
  return { dir, file: (name) => join(dir, name), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Most store tests keep the bare engine state with the setup (the module's origin) as the game's options; some keep
 * the table's shape (`{ setup, seats, ... }` as options, the engine state inside), which the table registers the same
 * way (src/table/store-repo.ts). */
export function registerBurgle(store: Pick<Store, 'registerKind'>): void {
  const tableShaped = (o: unknown): o is { setup: GameSetup } => typeof o === 'object' && o !== null && 'setup' in o;
  store.registerKind(
    'burgle-bros',
    (game, actions) => (tableShaped(game.options) ? { ...game.options, engine: replayBurgle(game.options.setup, actions) } : replayBurgle(game.options as GameSetup, actions)),
    (game, actions) => burgleBros.positions.script!(tableShaped(game.options) ? game.options.setup : game.options, actions),
  );
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
  if (!r.ok) throw new Error(r.rejection.message);
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
