// Invisible Suit (the tool): its wearer can't be seen by guards or cameras for the rest of their own turn,
// the guard's walk after the actions included; not during other players' turns (ruling T4).
import type { EffectRules } from '../types.js';

/** Worn in its wearer's own turn only. */
const worn = (s: { turn: { player: number } }, holder: number) => s.turn.player === holder;

export const invisibleSuit: EffectRules = {
  kind: 'invisible-suit',
  inForce: worn,
  hooks: { hidden: (s, holder, player) => player === holder && worn(s, holder) },
};
