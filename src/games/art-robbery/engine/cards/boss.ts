// The Boss card (NOTES §3): take this raid's Boss token from the centre or from whoever holds it face up (a steal:
// the dog's holder may hand over the dog instead). Whether it is kept is the raid's end (raid-end.ts).
import { refuse, type CardRule } from '../board.js';
import { stealEffects } from './steal.js';

export const playBoss: CardRule = (b, player, card, spec) => {
  if (spec.token !== undefined && spec.token !== 'boss') return refuse('token-wrong-card', { token: spec.token, card });
  const isBoss = (t: string) => t === 'boss';
  if (b.centre.includes('boss')) {
    return spec.from !== undefined ? refuse('from-centre-has', { card }) : [{ kind: 'take', token: 'boss' }];
  }
  // Already yours (or back in the box): the card is played and nothing happens.
  if (b.faceUp[player].includes('boss') && spec.from === undefined) return [{ kind: 'none' }];
  return stealEffects(b, player, card, isBoss, spec);
};
