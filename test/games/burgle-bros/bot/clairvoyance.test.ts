// What the Spotter's Clairvoyance tells the crew (the patrol card she put back on top, GuardState.known): the bots
// deal it on top of the guard's deck and foresee the walk it sends him on, where before every unseen card was alike.
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../src/core/rng.js';
import { determinize } from '../../../../src/games/burgle-bros/bot/determinize.js';
import { hitChance } from '../../../../src/games/burgle-bros/bot/evaluate.js';
import { nextCards } from '../../../../src/games/burgle-bros/bot/sudden-loss.js';
import { viewOf } from '../../../../src/games/burgle-bros/view.js';
import { bank, farGuard, member, more, play } from '../engine/cards/characters/helpers.js';

const C3 = 10, D2 = 7;
/** Sam the Spotter on F1 A1 has looked at floor 1's top patrol card, C3 (the guard on D4 heads for D3, one step a
 * turn), and put it back where `where` says. */
const looked = (where: 'top' | 'bottom') => more(play({
  crew: [member('Sam', 'spotter', 'basic'), member('Bo', 'hacker', 'basic')], floors: bank(), guards: farGuard,
  patrol: { 1: ['C3', 'B2'] }, players: [{ at: 'F1 A1' }, { at: 'F1 A2' }], actions: ['Sam: ability'],
}).state, [`Sam: choose ${where}`]).state;

describe('the card the Spotter put back on top, as the bots see it', () => {
  it('every deal of the seat\'s view has it on top, once, and known', () => {
    const v = viewOf(looked('top'));
    for (let k = 0; k < 20; k++) {
      const g = determinize(v, new Rng(seedRng(k))).guards[0];
      expect(g.deck[0]).toBe(C3);
      expect(g.known).toBe(1);
      expect([...g.deck, ...g.discard].filter((c) => c === C3)).toHaveLength(1);
      expect(g.deck).toHaveLength(v.guards[0].patrolLeft);
    }
  });

  it('the walk past his destination follows it: D3, then C3', () => {
    const top = looked('top');
    expect(hitChance(top, 0, C3, 2)).toBe(1);
    expect(hitChance(top, 0, D2, 2)).toBe(0);
    // Put at the bottom, the next card is any unseen one: some lead him through C3, some north through D2.
    const bottom = looked('bottom');
    expect(hitChance(bottom, 0, C3, 2)).toBeGreaterThan(0);
    expect(hitChance(bottom, 0, C3, 2)).toBeLessThan(1);
    expect(hitChance(bottom, 0, D2, 2)).toBeGreaterThan(0);
  });

  it('a step that draws a patrol card is checked on that card alone', () => {
    expect(nextCards(looked('top'), 0)).toEqual([C3]);
    expect(nextCards(looked('bottom'), 0).length).toBeGreaterThan(5);
  });
});
