// Peterman, Steady Hands: one more die whenever he rolls for a safe or a Keypad.
import type { CharacterSide } from '../types.js';

export const petermanBasic: CharacterSide = {
  character: 'peterman',
  side: 'basic',
  name: 'Steady Hands',
  hooks: {
    crackDice(ctx, holder, cracker, n) {
      if (cracker !== holder) return n;
      ctx.tookEffect('abilities', 'peterman:basic');
      return n + 1;
    },
    keypadDice(ctx, holder, mover, n) {
      if (mover !== holder) return n;
      ctx.tookEffect('abilities', 'peterman:basic');
      return n + 1;
    },
  },
};
