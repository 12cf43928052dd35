// Lockbox's invariants (every card exactly once across hands, deck and table; turns and plays in step) and the shape
// check of a loaded snapshot.
import { CARDS, isCard, isOver, type LockboxState } from './engine/index.js';

export function invariants(s: LockboxState): string[] {
  const out: string[] = [];
  const all = [...s.hands.flat(), ...s.deck, ...s.played.map((p) => p.card)].sort();
  if (JSON.stringify(all) !== JSON.stringify([...CARDS].sort())) out.push('the cards in hands, deck and on the table are not the 18 cards, each once');
  const counts = s.names.map((_, seat) => s.played.filter((p) => p.seat === seat).length);
  if (counts.some((n) => n > s.plays)) out.push('a seat dialled more cards than the game has plays');
  // Asked: the seat to answer dialled last. Else the seat to act has dialled no more than anyone.
  if (s.asking ? s.played.at(-1)?.seat !== s.turn : !isOver(s) && counts[s.turn] !== Math.min(...counts)) out.push(`seat ${s.turn} acts out of order`);
  if (s.asking && isOver(s)) out.push('a question is open after the lock opened');
  return out;
}

const isStringArray = (x: unknown): x is string[] => Array.isArray(x) && x.every((y) => typeof y === 'string');

export function validate(x: unknown): string | null {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return 'not an object';
  const s = x as Partial<LockboxState>;
  if (!isStringArray(s.names) || s.names.length < 2 || s.names.length > 4) return 'names: 2 to 4 names';
  if (!Array.isArray(s.hands) || s.hands.length !== s.names.length || !s.hands.every((h) => isStringArray(h) && h.every(isCard))) return 'hands: one list of cards per seat';
  if (!isStringArray(s.deck) || !s.deck.every(isCard)) return 'deck: a list of cards';
  if (!Array.isArray(s.played) || !s.played.every((p) => typeof p?.seat === 'number' && typeof p.card === 'string' && isCard(p.card))) return 'played: seats and cards';
  if (!Number.isInteger(s.turn) || s.turn! < 0 || s.turn! >= s.names.length) return 'turn: a seat';
  if (typeof s.asking !== 'boolean') return 'asking: true or false';
  if (!Number.isInteger(s.plays) || !Number.isInteger(s.combination)) return 'plays, combination: whole numbers';
  return null;
}
