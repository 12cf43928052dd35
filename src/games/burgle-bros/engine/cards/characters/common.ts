// Helpers shared by the characters: where a player stands, reading a typed target, naming players.
import { DIRECTIONS, floorOf, locName, parseLocOn, step, type Direction } from '../../board.js';
import type { GameState, Loc } from '../../types.js';

/** What an ability's check() returns. */
export type Check = { code: string; params?: Record<string, string | number> } | null;

/** The player's tile, or null when they are not in the building. */
export function at(s: GameState, p: number): Loc | null {
  const pl = s.players[p];
  return pl.escaped ? null : pl.at;
}

/** A typed target: a direction from `from` (north, east, south, west) or a cell such as `F2 C3` (a bare `C3`: on the player's floor); null if neither. */
export function parseTarget(s: GameState, from: Loc, text: string): Loc | null {
  const t = text.toLowerCase();
  if ((DIRECTIONS as readonly string[]).includes(t)) return step(s, from, t as Direction);
  return parseLocOn(s, text, from === null ? null : floorOf(s, from));
}

export const names = (s: GameState, locs: Loc[]): string[] => locs.map((l) => locName(s, l));

/** A crew member by name (any case), or -1. */
export function findPlayer(s: GameState, name: string | undefined): number {
  if (name === undefined) return -1;
  return s.players.findIndex((p) => p.name.toLowerCase() === name.toLowerCase());
}

/** The other players in the building. */
export function othersInBuilding(s: GameState, p: number): number[] {
  const out: number[] = [];
  s.players.forEach((o, i) => {
    if (i !== p && !o.escaped && o.at !== null) out.push(i);
  });
  return out;
}
