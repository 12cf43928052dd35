// Spotter, Clairvoyance: once per turn, 1 action: look at the top patrol card of your floor, then put it back on top
// or at the bottom (the engine asks). Put back on top, the card stays known to the crew until it is drawn
// (GuardState.known; docs/rulings.md).
import { cellName, floorOf } from '../../board.js';
import { LOST_VISUAL } from '../../content/scenarios.js';
import { forgetTop } from '../../patrol-known.js';
import type { CharacterSide } from '../types.js';
import { at } from './common.js';

export const spotterBasic: CharacterSide = {
  character: 'spotter',
  side: 'basic',
  name: 'Clairvoyance',
  ability: {
    words: 0,
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
      const guard = ctx.guard(floor);
      const card = guard.deck[0];
      ctx.revealed();
      const name = card === LOST_VISUAL ? 'lost-visual' : cellName(ctx.s.size, card);
      // Asked even of the last card (the engine never answers for the player), but the question says it changes nothing.
      const last = guard.deck.length === 1;
      const where = ctx.ask(p, 'clairvoyance-top-or-bottom', { floor: floor + 1, card: name, ...(last ? { last: 1 } : {}) }, ['top', 'bottom']);
      // The only card left is on top wherever it is put: seen, it stays known (ruling C13a).
      if (where === 'bottom' && !last) {
        guard.deck = [...guard.deck.slice(1), card];
        forgetTop(guard, 1);
      } else guard.known = Math.max(guard.known ?? 0, 1);
      ctx.emit('patrol-card-placed', { player: ctx.player(p).name, floor: floor + 1, card: name, where });
      ctx.tookEffect('abilities', 'spotter:basic');
    },
  },
};
