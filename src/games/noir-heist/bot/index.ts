// The bot: one legal action for a seat from its own view only; the thieves' play is in thief.ts, the chief's in chief.ts.
// It is given the seat's view and legal actions only, so it can never use what the seat may not know.
import type { Rng } from '../../../core/rng.js';
import type { Action } from '../../../core/types.js';
import type { NoirView } from '../view.js';
import { chiefMove } from './chief.js';
import { thiefMove } from './thief.js';

export function botMove({ view, seat, legal, rng }: { view: NoirView; seat: number; legal: Action[]; rng: Rng }): Action {
  return seat === view.chief ? chiefMove(view, seat, legal, rng) : thiefMove(view, seat, legal, rng);
}
