// What a seat may know of a Lockbox table (its own hand, everyone's dialled cards and hand sizes, the deck's size) and
// the no-leak test's twin: the same table with every hand but the seat's, and the deck, dealt again at random.
import type { Rng } from '../../src/core/rng.js';
import { SPECTATOR } from '../../src/core/types.js';
import { isOver, totals, winners, type LockboxState } from './engine/index.js';

export interface LockboxView {
  names: string[];
  /** A seat, or SPECTATOR. */
  viewer: number;
  /** The viewer's own hand, sorted; null for a spectator. */
  hand: string[] | null;
  handSizes: number[];
  played: { seat: number; card: string }[];
  totals: number[];
  deck: number;
  turn: number;
  asking: boolean;
  plays: number;
  combination: number;
  /** Null while the game goes on. */
  winners: number[] | null;
}

export function viewOf(s: LockboxState, viewer: number): LockboxView {
  return {
    names: [...s.names], viewer,
    hand: viewer === SPECTATOR ? null : [...s.hands[viewer]].sort(),
    handSizes: s.hands.map((h) => h.length),
    played: s.played.map((p) => ({ ...p })), totals: totals(s), deck: s.deck.length,
    turn: s.turn, asking: s.asking, plays: s.plays, combination: s.combination,
    winners: isOver(s) ? winners(s) : null,
  };
}

/** Everything `seat` may not see dealt again: the other hands (sizes kept) and the deck's order. */
export function scramble(s: LockboxState, seat: number, rng: Rng): LockboxState {
  const next: LockboxState = JSON.parse(JSON.stringify(s));
  const pool = rng.shuffle([...next.deck, ...next.hands.flatMap((h, k) => (k === seat ? [] : h))]);
  next.hands = next.hands.map((h, k) => (k === seat ? h : pool.splice(0, h.length)));
  next.deck = pool;
  return next;
}
