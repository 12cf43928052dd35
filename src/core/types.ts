// The shapes every game shares with the table: actions as players type them, events with their audience, refusals.
// Pure data, no behaviour; the game module's contract is in module.ts.

/** An action as a player types it: `Ava: move east` is { player: 0, verb: 'move', args: ['east'] }. */
export interface Action {
  /** The seat that acts. */
  player: number;
  verb: string;
  args: string[];
}

export type EventParams = Record<string, string | number | boolean | string[]>;

/**
 * Something that happened, for the log and for narration in any language. `to` lists the seats that may read it;
 * without `to` it is public. A secret has two events: the private one (`to: [seat]`) and, if others learn that
 * something happened, a public one that says only that (Pokémon Showdown's `|split|`).
 */
export interface GameEvent {
  code: string;
  params: EventParams;
  to?: number[];
}

/** Why an action was refused: a text code of the game's catalogue and its parameters. Read only by the actor. */
export interface Rejection {
  code: string;
  params: Record<string, string | number>;
}

/** The viewer of a view that is nobody's seat: what anyone in the channel may know. */
export const SPECTATOR = -1;

/** One of the game's languages. Discord locales map onto these with `localeOf` (text.ts). */
export type Locale = 'en' | 'ru';
export const LOCALES: readonly Locale[] = ['en', 'ru'];
