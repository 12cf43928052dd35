// Every verb a player can type, by name. `choose` (answering a question) is handled by apply.ts itself.
import { addDie } from './add-die.js';
import { ability, use } from './cards.js';
import { crack } from './crack.js';
import { end } from './end.js';
import { escape } from './escape.js';
import { hack } from './hack.js';
import { move } from './move.js';
import { peek } from './peek.js';
import { give, take } from './trade.js';
import type { ActionRules } from './types.js';

export const ACTIONS: Record<string, ActionRules> = {
  move, peek, hack, 'add-die': addDie, crack, escape, end, use, ability, give, take,
};

