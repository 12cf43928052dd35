// Number cards 0–5 (NOTES §3): take a token of that value from the centre (your choice among different faces); only
// when the centre has none, steal one face up from another player (stealing: steal.ts). Never the Boss token.
import { refuse, unique, type CardRule } from '../board.js';
import { cardNumber, valueOf } from '../tokens.js';
import { stealEffects } from './steal.js';

export const playNumber: CardRule = (b, player, card, spec) => {
  const n = cardNumber(card)!;
  const matches = (t: string) => valueOf(t) === n;
  if (spec.token !== undefined && !matches(spec.token)) return refuse('token-wrong-card', { token: spec.token, card });
  const inCentre = unique(b.centre.filter(matches));
  if (inCentre.length === 0) return stealEffects(b, player, card, matches, spec);
  if (spec.from !== undefined) return refuse('from-centre-has', { card });
  if (spec.token !== undefined) {
    return inCentre.includes(spec.token) ? [{ kind: 'take', token: spec.token }] : refuse('token-not-in-centre', { token: spec.token, card });
  }
  return inCentre.map((token) => ({ kind: 'take', token }));
};
