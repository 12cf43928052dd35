// Stealing a face-up token from another player (number cards when the centre has none, the Boss card). Whether the
// victim hands over the dog instead is asked in apply.ts; banked tokens are never here to be stolen.
import { refuse, unique, type Board, type Spec } from '../board.js';
import type { Effect } from '../types.js';
import type { Rejection } from '../../../../core/types.js';

export function stealEffects(b: Board, player: number, card: string, matches: (t: string) => boolean, spec: Spec): Effect[] | Rejection {
  if (spec.from === player) return refuse('from-self', { card });
  const victims = spec.from !== undefined ? [spec.from] : b.names.map((_, i) => i).filter((i) => i !== player);
  const effects: Effect[] = [];
  for (const victim of victims) {
    const faces = unique(b.faceUp[victim].filter(matches));
    for (const token of faces) if (spec.token === undefined || spec.token === token) effects.push({ kind: 'steal', token, victim });
  }
  if (effects.length > 0) return effects;
  if (spec.from !== undefined) {
    const has = b.faceUp[spec.from].some(matches);
    return has && spec.token !== undefined
      ? refuse('token-not-with', { token: spec.token, victim: b.names[spec.from] })
      : refuse('from-no-token', { card, victim: b.names[spec.from] });
  }
  if (spec.token !== undefined) return refuse('token-nowhere', { token: spec.token, card });
  return [{ kind: 'none' }];
}
