// Helpers shared by the tools: where the user stands, reading a typed target, and the floor a guard is on.
import { DIRECTIONS, floorOf, locName, parseLocOn, step } from '../../board.js';
import type { GameState, Loc } from '../../types.js';
import type { CardAction } from '../types.js';

/** The user's tile, or null when they are not in the building. */
export function at(s: GameState, p: number): Loc | null {
  const pl = s.players[p];
  return pl.escaped ? null : pl.at;
}

/** A tool used as it is, naming nothing, by a burglar in the building, at no action (E.M.P., Smoke Bomb, …): only
 * what it does differs. */
export function usedAsIs(run: CardAction['run']): CardAction {
  return { words: 0, cost: 0, check: (s, p) => (at(s, p) === null ? { code: 'not-on-board' } : null), options: () => [[]], run };
}

/** A typed target: a direction from `from` (north, east, south, west) or a cell such as `F2 C3` (a bare `C3`: on the player's floor). Null if neither. */
export function parseTarget(s: GameState, from: Loc | null, text: string): Loc | null {
  const t = text.toLowerCase();
  if ((DIRECTIONS as readonly string[]).includes(t)) {
    if (from === null) return null;
    return step(s, from, t as (typeof DIRECTIONS)[number]);
  }
  return parseLocOn(s, text, from === null ? null : floorOf(s, from));
}

export const names = (s: GameState, locs: Loc[]): string[] => locs.map((l) => locName(s, l));

/** `floor-2`, `2`, `f2` → floor index 1; null if it is none of these. */
export function parseFloor(s: GameState, text: string): number | null {
  const m = /^(?:floor-?|f)?(\d)$/i.exec(text.trim());
  if (!m) return null;
  const f = Number(m[1]) - 1;
  return f >= 0 && f < s.floorCount ? f : null;
}

/** What a tool's check() returns. */
export type Check = { code: string; params?: Record<string, string | number> } | null;
