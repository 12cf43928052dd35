// Invisible Suit (the tool): its wearer can't be seen by guards or cameras for the rest of their own turn,
// the guard's walk after the actions included; not during other players' turns (ruling T4).
import type { EffectRules } from '../types.js';

export const invisibleSuit: EffectRules = {
  kind: 'invisible-suit',
  hooks: { hidden: (s, holder, player) => player === holder && s.turn.player === holder },
};
