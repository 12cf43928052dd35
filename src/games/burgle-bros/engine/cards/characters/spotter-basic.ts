// Spotter, Clairvoyance: once per turn, 1 action: look at the top patrol card of your floor, then put it back on top
// or at the bottom (the engine asks).
import { cellName, floorOf } from '../../board.js';
import { LOST_VISUAL } from '../../content/scenarios.js';
import type { CharacterSide } from '../types.js';
import { at } from './common.js';

export const spotterBasic: CharacterSide = {
  character: 'spotter',
  side: 'basic',
  name: 'Clairvoyance',
  ability: {
    cost: 1,
    oncePerTurn: true,
    check(s, p) {
      const here = at(s, p);
      if (here === null) return { code: 'not-on-board' };
      if (s.guards[floorOf(s, here)].deck.length === 0) return { code: 'patrol-deck-empty', params: { floor: floorOf(s, here) + 1 } };
      return null;
    },
    options: () => [[]],
    run(ctx, p) {
      const floor = floorOf(ctx.s, ctx.player(p).at!);
      const deck = ctx.guard(floor).deck;
      const card = deck[0];
      ctx.revealed();
      const name = card === LOST_VISUAL ? 'lost-visual' : cellName(ctx.s.size, card);
      const where = ctx.ask(p, 'clairvoyance-top-or-bottom', { floor: floor + 1, card: name }, ['top', 'bottom']);
      if (where === 'bottom') deck.push(deck.shift()!);
      ctx.emit('patrol-card-placed', { player: ctx.player(p).name, floor: floor + 1, where });
      ctx.tookEffect('abilities', 'spotter:basic');
    },
  },
};
