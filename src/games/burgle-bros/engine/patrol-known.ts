// The patrol cards the crew has seen on top of a guard's deck (the Spotter's Clairvoyance put back on top): kept in
// the state as a count (GuardState.known), shown to every seat, dropped as the cards leave the top.
import type { GuardState } from './types.js';

/** The seen cards on top of a guard's deck, top first (cells of his floor; -1 the Lost Visual card). */
export function knownTop(g: Pick<GuardState, 'deck' | 'known'>): number[] {
  return g.known ? g.deck.slice(0, g.known) : [];
}

/** `cards` fewer seen cards on top of a guard's deck (drawn, or put at the bottom). */
export function forgetTop(g: GuardState, cards: number): void {
  const left = (g.known ?? 0) - cards;
  if (left > 0) g.known = left;
  else delete g.known;
}
