// The tiles of a state's copy (apply.ts cloneState): shared with the state copied until a rule changes one; and the
// arrays a copy shares outright, which no rule changes in place.
import type { GameState, TileState } from './types.js';

/** Written as a literal so every tile object shares one hidden class (spread copies drift apart and go slow). */
export function cloneTile(t: TileState): TileState {
  return {
    room: t.room, combo: t.combo, revealed: t.revealed, alarm: t.alarm, hack: t.hack, dice: t.dice, open: t.open,
    cracked: t.cracked, stalls: t.stalls, smoke: t.smoke, downstairs: t.downstairs, thermal: t.thermal,
    disabled: t.disabled, toolTaken: t.toolTaken, items: t.items.length ? t.items.slice() : [],
  };
}

/** For each state, the tiles it holds alone (copied since it was made); every other tile may be shared. */
const OWN = new WeakMap<GameState, TileState[]>();

/** With HEIST_CHECK_SHARED=1 (the tests), shared tiles are frozen, so that one changed in place by mistake throws. */
const CHECK = process.env.HEIST_CHECK_SHARED === '1';

/**
 * The tiles for a copy of `s`: the same tile objects until a rule changes one (tileToChange copies it then). Most
 * actions change a tile or two of the 32 to 75, and copying them all was a large part of the bots' search.
 */
export function sharedTiles(s: GameState): TileState[] {
  OWN.delete(s);
  if (CHECK) {
    for (const t of s.tiles) {
      Object.freeze(t.items);
      Object.freeze(t);
    }
  }
  return s.tiles.slice();
}

/** An array a state's copy shares with the state (its decks, discards, walls): never changed in place, frozen in
 * the tests (HEIST_CHECK_SHARED) so that a rule changing one in place throws there. */
export function shared<T>(xs: readonly T[]): readonly T[] {
  if (CHECK) Object.freeze(xs);
  return xs;
}

/** Tile `loc` of a state being changed, its own to change: a tile it may share is copied first (sharedTiles). */
export function tileToChange(s: GameState, loc: number): TileState {
  const t = s.tiles[loc];
  let own = OWN.get(s);
  if (own?.includes(t)) return t;
  const copy = cloneTile(t);
  s.tiles[loc] = copy;
  if (own) own.push(copy);
  else OWN.set(s, (own = [copy]));
  return copy;
}
