// The Watchdog card (NOTES §3): take the Watchdog figure from the centre or from whoever holds it. Holding the dog
// lets a victim hand it over instead of a token (apply.ts); its holder starts the next raid (raid-end.ts).
import { refuse, type CardRule } from '../board.js';

export const playWatchdog: CardRule = (b, player, card, spec) => {
  if (spec.token !== undefined || spec.from !== undefined) return refuse('dog-takes-nothing-else', { card });
  if (b.dog === null || b.dog === player) return [{ kind: 'none' }];
  return [{ kind: 'dog', from: b.dog }];
};
