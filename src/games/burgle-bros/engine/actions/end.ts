// end: end your actions. Then Thermo, the event (if you used 2 actions or fewer), and the guard's walk.
import { endTurn } from '../rules/turn.js';
import type { ActionRules } from './types.js';

export const end: ActionRules = {
  verb: 'end',
  words: 0,
  options() {
    return [[]];
  },
  check() {
    return null;
  },
  run(ctx) {
    endTurn(ctx);
  },
};
