// Spotter, Precognition: once per turn, 1 action: look at the top card of the event deck, then put it back on top
// or at the bottom (the engine asks).
import type { CharacterSide } from '../types.js';
import { at } from './common.js';

export const spotterAdvanced: CharacterSide = {
  character: 'spotter',
  side: 'advanced',
  name: 'Precognition',
  ability: {
    words: 0,
    cost: 1,
    oncePerTurn: true,
    check(s, p) {
      if (at(s, p) === null) return { code: 'not-on-board' };
      if (s.events.deck.length === 0) return { code: 'event-deck-empty' };
      return null;
    },
    options: () => [[]],
    run(ctx, p) {
      ctx.revealed();
      const event = ctx.s.events.deck[0];
      const last = ctx.s.events.deck.length === 1;
      const where = ctx.ask(p, 'precognition-top-or-bottom', { event, ...(last ? { last: 1 } : {}) }, ['top', 'bottom']);
      if (where === 'bottom') ctx.s.events.deck = [...ctx.s.events.deck.slice(1), event];
      ctx.emit('event-card-placed', { player: ctx.player(p).name, event, where });
      ctx.tookEffect('abilities', 'spotter:advanced');
    },
  },
};
