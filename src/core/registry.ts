// The games the table can host, by kind. Registering a kind twice is an error, never a silent overwrite.
import type { AnyGame } from './module.js';

/** Where a registry is made: the module (its URL, `import.meta.url`) and the name it is exported as. The bot's drawing
 * threads load the same registry from there, so they draw every game the bot hosts, a test's own registry's too. */
export interface RegistrySource {
  module: string;
  exported: string;
}

/** Marks a registry whichever copy of this module made it: a bundled thread has its own copy of the class, and a
 * test's registry imported there is made by the module's compiled file. */
const BRAND = Symbol.for('heist.game-registry');

export class GameRegistry {
  private readonly games = new Map<string, AnyGame>();
  readonly [BRAND] = true;

  constructor(games: readonly AnyGame[] = [], readonly source?: RegistrySource) {
    for (const g of games) this.register(g);
  }

  register(game: AnyGame): void {
    if (this.games.has(game.kind)) throw new Error(`The game "${game.kind}" is registered twice.`);
    this.games.set(game.kind, game);
  }

  get(kind: string): AnyGame | undefined {
    return this.games.get(kind);
  }

  /** The game of this kind, or an error naming the kinds there are. */
  require(kind: string): AnyGame {
    const g = this.games.get(kind);
    if (!g) throw new Error(`There is no game "${kind}": the games are ${this.kinds().join(', ')}.`);
    return g;
  }

  kinds(): string[] {
    return [...this.games.keys()];
  }

  all(): AnyGame[] {
    return [...this.games.values()];
  }
}

/** The registry a source names, loaded (in a drawing thread), or an error saying what is wrong with the source.
 * `importer`: how its module is loaded (a bundled thread carries the bot's own; another is imported from its URL). */
export async function loadRegistry(source: RegistrySource, importer: () => Promise<unknown> = () => import(source.module)): Promise<GameRegistry> {
  const mod = (await importer()) as Record<string, unknown>;
  const games = mod[source.exported];
  if (!isRegistry(games)) throw new Error(`${source.module} exports no game registry named ${source.exported}.`);
  return games;
}

function isRegistry(x: unknown): x is GameRegistry {
  return typeof x === 'object' && x !== null && (x as Record<symbol, unknown>)[BRAND] === true;
}
