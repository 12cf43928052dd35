// What a player of Burgle Bros. may know: the building as the crew sees it. The game is co-operative with open
// information, so every seat and a spectator see the same; hidden are the face-down tiles, the order of every deck
// and the random generator. `scramble` re-deals exactly those (the no-leak test); checks.ts validates loaded snapshots.
import type { Rng } from '../../core/rng.js';
import { cloneState } from './engine/apply.js';
import type { GameState, TileState } from './engine/types.js';

/** The view is a GameState whose hidden parts are blanked: what the presentation and the picture may read. */
export type BurgleView = GameState;

/** A face-down tile shows its back only: no room, no combination. */
function faceDown(t: TileState): TileState {
  return t.revealed || t.room === 'empty' ? t : { ...t, room: 'hidden' as TileState['room'], combo: null };
}

/** Deck contents are counted, never listed: the order (and, for a spectator, the cards) is nobody's to know. */
const blank = <T,>(deck: T[]): T[] => deck.map(() => '?' as unknown as T);

export function viewOf(s: GameState): BurgleView {
  const v = cloneState(s);
  v.rng = [];
  v.pending = null;
  v.fixedDice = [];
  v.tiles = v.tiles.map(faceDown);
  v.events = { deck: blank(v.events.deck), discard: v.events.discard };
  v.tools = { deck: blank(v.tools.deck), discard: v.tools.discard };
  v.loot = { deck: blank(v.loot.deck), discard: v.loot.discard };
  v.guards = v.guards.map((g) => ({ ...g, deck: g.deck.map(() => -2) }));
  return v;
}

/** The same table with the face-down tiles of each floor, every deck and the generator re-dealt at random. */
export function scrambleState(s: GameState, rng: Rng): GameState {
  const v = cloneState(s);
  const n = v.size * v.size;
  for (let f = 0; f < v.floorCount; f++) {
    const hidden: number[] = [];
    for (let loc = f * n; loc < (f + 1) * n; loc++) if (!v.tiles[loc].revealed && v.tiles[loc].room !== 'empty') hidden.push(loc);
    const faces = rng.shuffle(hidden.map((loc) => ({ room: v.tiles[loc].room, combo: v.tiles[loc].combo })));
    hidden.forEach((loc, i) => { v.tiles[loc] = { ...v.tiles[loc], ...faces[i] }; });
  }
  rng.shuffle(v.events.deck);
  rng.shuffle(v.tools.deck);
  rng.shuffle(v.loot.deck);
  for (const g of v.guards) rng.shuffle(g.deck);
  v.rng = rng.save();
  return v;
}
