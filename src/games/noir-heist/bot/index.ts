// The bot: one legal action for a seat from its own view only, at the game's level (docs/bots.md); the thieves' play
// is in thief.ts (with team.ts), the chief's in chief.ts (with knowledge.ts). It is given the seat's view and legal
// actions only, so it can never use what the seat may not know.
import type { BotInput } from '../../../core/module.js';
import type { Action } from '../../../core/types.js';
import type { NoirView } from '../view.js';
import { chiefMove } from './chief.js';
import { thiefMove } from './thief.js';

export function botMove({ view, seat, legal, rng, level }: BotInput<NoirView>): Action {
  return seat === view.chief ? chiefMove(view, seat, legal, rng, level) : thiefMove(view, seat, legal, rng, level);
}
