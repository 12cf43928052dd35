// The Greedy Thief (NOTES §3): take any one token from the centre, the Boss token included; never from a player.
import { refuse, unique, type CardRule } from '../board.js';

export const playGreedy: CardRule = (b, _player, card, spec) => {
  if (spec.from !== undefined) return refuse('from-greedy', { card });
  const faces = unique(b.centre);
  if (spec.token !== undefined) {
    return faces.includes(spec.token) ? [{ kind: 'take', token: spec.token }] : refuse('token-not-in-centre', { token: spec.token, card });
  }
  return faces.length ? faces.map((token) => ({ kind: 'take', token })) : [{ kind: 'none' }];
};
