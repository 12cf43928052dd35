// How a step's events read in a post (present.ts storyLines): a guard put on the board is told once, where he appears
// and where he heads, although the engine draws his destination before it reports him placed; one who reappears
// after Lost Visual is told reappearing before heading.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../src/core/types.js';
import { burgleBros } from '../../../src/games/burgle-bros/index.js';
import { bank, farGuard, member, play } from './engine/cards/characters/helpers.js';

const CREW = [member('Ava', 'rook', 'basic'), member('Bo', 'hawk', 'basic')];
const { state } = play({ crew: CREW, floors: bank(), guards: farGuard, players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], actions: [] });
const story = (events: GameEvent[], lang: 'en' | 'ru' = 'en') => burgleBros.present({
  view: burgleBros.view(state, -1), viewer: -1, lang, legal: [], moment: { kind: 'step', events }, name: (k) => ['Ava', 'Bo'][k],
}).lines;

describe('a guard coming onto the board', () => {
  it('placed: one line says where he appears and where he heads', () => {
    const events: GameEvent[] = [
      { code: 'guard-destination', params: { floor: 2, at: 'F2 A2', why: 'patrol' } },
      { code: 'guard-placed', params: { floor: 2, at: 'F2 C4', destination: 'F2 A2' } },
    ];
    expect(story(events).filter((l) => /floor 2/.test(l))).toEqual(['Guard on floor 2 arrives at F2 C4, heading for F2 A2']);
    expect(story(events, 'ru').filter((l) => /этажа 2/.test(l))).toEqual(['Охранник этажа 2 появляется в F2 C4 и направляется в F2 A2']);
  });

  it('back after Lost Visual: where he reappears, then where he heads', () => {
    const events: GameEvent[] = [
      { code: 'guard-destination', params: { floor: 1, at: 'F1 D4', why: 'patrol' } },
      { code: 'guard-returns', params: { floor: 1, at: 'F1 B2' } },
    ];
    expect(story(events).filter((l) => /floor 1/.test(l))).toEqual(['The guard on floor 1 reappears at F1 B2', 'Guard on floor 1 now heads for F1 D4']);
  });

  it('another floor\'s destination, or a different one, is told as it is', () => {
    const events: GameEvent[] = [
      { code: 'guard-destination', params: { floor: 1, at: 'F1 D4', why: 'patrol' } },
      { code: 'guard-placed', params: { floor: 2, at: 'F2 C4', destination: 'F2 A2' } },
    ];
    expect(story(events).filter((l) => /floor \d/.test(l))).toEqual(['Guard on floor 1 now heads for F1 D4', 'Guard on floor 2 arrives at F2 C4, heading for F2 A2']);
  });
});
