// The games the table can host, by kind. Registering a kind twice is an error, never a silent overwrite.
import type { AnyGame } from './module.js';

export class GameRegistry {
  private readonly games = new Map<string, AnyGame>();

  constructor(games: readonly AnyGame[] = []) {
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
