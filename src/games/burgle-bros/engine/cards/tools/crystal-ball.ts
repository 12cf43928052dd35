// Crystal Ball: look at the top 3 event cards and put them back in any order (the player chooses the first, then
// the second). With fewer than 3 left, the discard is shuffled in first, as when drawing (ruling T2).
import type { EventId } from '../../types.js';
import type { ToolCard } from '../types.js';
import { at } from './common.js';

export const crystalBall: ToolCard = {
  id: 'crystal-ball',
  use: {
    words: 0,
    cost: 0,
    check(s, p) {
      if (at(s, p) === null) return { code: 'not-on-board' };
      if (s.events.deck.length + s.events.discard.length === 0) return { code: 'crystal-ball-no-events' };
      return null;
    },
    options: () => [[]],
    run(ctx, p) {
      const pile = ctx.s.events;
      if (pile.deck.length < 3 && pile.discard.length) {
        pile.deck = [...pile.deck, ...ctx.rng.shuffle(pile.discard.slice())];
        pile.discard = [];
      }
      // Nothing leaves the deck while the player decides: the state at the question stays whole.
      const seen: EventId[] = pile.deck.slice(0, 3);
      ctx.revealed();
      const left = [...seen];
      const order: EventId[] = [];
      const positions = ['first', 'second', 'third'];
      while (left.length) {
        const pick = ctx.ask(p, 'crystal-ball-order', { position: positions[order.length], cards: seen.join(' ') }, [...left]);
        order.push(...left.splice(left.indexOf(pick as EventId), 1));
      }
      pile.deck = [...order, ...pile.deck.slice(order.length)];
      ctx.emit('crystal-ball-ordered', { player: ctx.player(p).name, cards: order });
      ctx.tookEffect('tools', 'crystal-ball');
    },
  },
};
