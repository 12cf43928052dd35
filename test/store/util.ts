// Helpers for the store tests: temporary databases and engine games played a step at a time through the store.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyAction, formatAction, legalActions, type GameSetup, type GameState } from '../../src/games/burgle-bros/engine/index.js';
import { Rng, seedRng } from '../../src/core/rng.js';
import { pickAction } from '../../src/games/burgle-bros/sim/random-play.js';
import { replayBurgleBros, revealedBy, turnKeyOf } from '../../src/store/kinds/burgle-bros.js';
import type { Store, StoredGame } from '../../src/store/index.js';

export function tempDir(): { dir: string; file: (name: string) => string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'heist-store-'));
  return { dir, file: (name) => join(dir, name), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function setupFor(seed: number, crew = 2): GameSetup {
  return { scenario: 'bank', seed, crew: ['Ava', 'Bo', 'Cy', 'Di'].slice(0, crew).map((name) => ({ name })) };
}

export function createPlayed(store: Store, channelId: string, seed: number, crew = 2): StoredGame {
  const setup = setupFor(seed, crew);
  return store.createGame({
    kind: 'burgle-bros', guildId: 'g1', channelId, hostId: 'u0', options: setup, seed, status: 'active',
    state: replayBurgleBros(setup, []),
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
    entry: { actorId: `u${action.player}`, action: formatAction(s, action), turnKey: turnKeyOf(s), revealed: revealedBy(s, r.state) },
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
