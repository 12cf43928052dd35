// The Burgle Bros. kind: rebuilds a game from its setup and live log with the engine (newGame + applyAction), and
// turns a stored game into a position script (shared/spec/positions.md) for exports and bug reports.
import { applyAction, newGame, parseAction, type GameSetup, type GameState } from '../../games/burgle-bros/engine/index.js';
import type { Store } from '../types.js';

export const BURGLE_BROS = 'burgle-bros';

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSetup = (v: unknown): v is GameSetup => isObj(v) && typeof v.scenario === 'string' && Array.isArray(v.crew);

/** The engine setup of a stored game: `options` itself, `options.setup`, or the state's `setup`. */
export function findSetup(options: unknown, state?: unknown): GameSetup | null {
  if (isSetup(options)) return options;
  if (isObj(options) && isSetup(options.setup)) return options.setup;
  if (isObj(state) && isSetup(state.setup)) return state.setup;
  return null;
}

/** The engine state inside a stored state: the state itself or its `engine` field. */
export function findEngine(state: unknown): GameState | null {
  if (isObj(state) && Array.isArray(state.players) && Array.isArray(state.tiles)) return state as unknown as GameState;
  if (isObj(state) && isObj(state.engine)) return findEngine(state.engine);
  return null;
}

/** Replays typed actions from a fresh game. Lines starting with `#` (the service's lobby and settings entries) and
 * lines that name no crew member are skipped; a line the
 * engine refuses means the log does not belong to this setup, which is an error. */
export function replayBurgleBros(setup: GameSetup, actions: string[]): GameState {
  const start = newGame(setup);
  if (!start.ok) throw new Error(`Replay: the setup was refused: ${start.rejection.message}`);
  let s = start.state;
  for (const line of actions) {
    if (line.startsWith('#')) continue;
    const parsed = parseAction(s, line);
    if (!parsed.ok) continue;
    const r = applyAction(s, parsed.action);
    if (!r.ok) throw new Error(`Replay: "${line}" was refused: ${r.rejection.message}`);
    s = r.state;
  }
  return s;
}

/** A position script equal to the game: setup + live actions. Undefined when the setup has something a script cannot
 * say (random walls, another empty cell, random sides). */
export function positionOf(setup: GameSetup, actions: string[]): Record<string, unknown> | undefined {
  if (setup.walls === 'random' || setup.emptyCell !== undefined || setup.randomSides) return undefined;
  const script: Record<string, unknown> = {
    scenario: setup.scenario,
    seed: setup.seed,
    crew: setup.crew.map((c) => ({ name: c.name, ...(c.character ? { character: c.character } : {}), ...(c.side ? { side: c.side } : {}) })),
  };
  if (setup.lostVisual) script.lostVisual = true;
  if (setup.stealth !== undefined) script.stealth = setup.stealth;
  script.actions = actions.filter((a) => !a.startsWith('#') && /^\s*[^:]+:\s*\S/.test(a));
  return script;
}

export interface BurgleBrosKindOptions {
  /** Puts a rebuilt engine state back into the stored shape. Default: `{ ...options, engine }` when options hold a
   * wrapper with `setup` (the service's shape), else into the newest readable wrapper's `engine` field, else the
   * engine state itself. */
  wrap?: (engine: GameState, hint: { state: unknown; version: number } | null) => unknown;
}

export function registerBurgleBros(store: Pick<Store, 'registerKind'>, opts: BurgleBrosKindOptions = {}): void {
  store.registerKind(
    BURGLE_BROS,
    (game, actions, hint) => {
      const setup = findSetup(game.options, hint?.state);
      if (!setup) throw new Error('Cannot rebuild this Burgle Bros. game: its setup is not in the options nor in an older snapshot.');
      const engine = replayBurgleBros({ ...setup, seed: setup.seed ?? game.seed }, actions);
      if (opts.wrap) return opts.wrap(engine, hint ?? null);
      // The service keeps everything but the engine state in options (src/game/store-repo.ts).
      if (isObj(game.options) && !isSetup(game.options) && isSetup(game.options.setup)) return { ...game.options, engine };
      if (hint && isObj(hint.state) && 'engine' in hint.state) return { ...hint.state, engine };
      return engine;
    },
    (game, actions) => {
      const setup = findSetup(game.options, game.state);
      return setup ? positionOf({ ...setup, seed: setup.seed ?? game.seed }, actions) : undefined;
    },
  );
}

/** Whether an accepted action revealed information (a die rolled, a card drawn or a deck shuffled, a tile flipped):
 * undo must not go back past it. A helper for the service; it decides what it logs. */
export function revealedBy(before: GameState, after: GameState): boolean {
  if (before.rng.length !== after.rng.length || before.rng.some((x, i) => x !== after.rng[i])) return true;
  if (before.fixedDice.length !== after.fixedDice.length) return true;
  return before.tiles.some((t, i) => t.revealed !== after.tiles[i]?.revealed);
}

/** The turn an action belongs to, as the store's `turnKey`: `turn number:player`. */
export function turnKeyOf(s: GameState): string {
  return `${s.turn.number}:${s.turn.player}`;
}
