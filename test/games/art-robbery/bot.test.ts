// The bot (bot.ts): plausible choices from its own view, and bot-only games that all finish with no rule broken.
import { describe, expect, it } from 'vitest';
import { artRobbery } from '../../../src/games/art-robbery/index.js';
import { stateOf } from '../../../src/games/art-robbery/positions.js';
import { Rng, seedRng } from '../../../src/core/rng.js';
import { playBotGame } from '../../../src/core/sim.js';
import type { ArtState } from '../../../src/games/art-robbery/engine/types.js';
import { RAIDS } from './helpers.js';

const at = (script: Record<string, unknown>): ArtState =>
  stateOf(RAIDS, { game: 'art-robbery', seed: 1, players: ['Ava', 'Bo', 'Cy'], first: 'Ava', ...script }).state;
const move = (s: ArtState, seat: number) =>
  artRobbery.format(s, artRobbery.bot({ view: artRobbery.view(s, seat), seat, legal: artRobbery.legal(s, seat), rng: new Rng(seedRng(1)), level: 'normal' }));

describe('the bot', () => {
  it('takes from the centre rather than stealing a token of similar worth', () => {
    const s = at({ raid: 2, hands: { Ava: ['1', '2', '0', '0', '0'] }, centre: ['boss', '1*'], faceUp: { Bo: ['2'] } });
    expect(move(s, 0)).toBe('Ava: play 1');
  });
  it('takes the best token of the centre with a Greedy Thief', () => {
    const s = at({ hands: { Ava: ['greedy', '0', '0', '0', '0'] }, centre: ['1', '5', '2'] });
    expect(move(s, 0)).toBe('Ava: play greedy 5');
  });
  it("does not take a Boss token it could not keep when there's better", () => {
    const s = at({ hands: { Ava: ['boss', '3', '0', '0', '0'] }, centre: ['boss', '3', '1'] });
    expect(move(s, 0)).toBe('Ava: play 3');
  });
  it('robbed of a 5 while holding the dog, hands over the dog', () => {
    const s = at({ hands: { Ava: ['5', '1', '1', '1', '1'] }, centre: ['1'], faceUp: { Bo: ['5'] }, dog: 'Bo' });
    const r = artRobbery.apply(s, { player: 0, verb: 'play', args: ['5'] });
    if (!r.ok) throw new Error('refused');
    expect(move(r.state, 1)).toBe('Bo: give dog');
  });
  it('robbed of a plain 2 while holding the dog, keeps the dog', () => {
    const s = at({ hands: { Ava: ['2', '1', '1', '1', '1'] }, centre: ['1'], faceUp: { Bo: ['2'] }, dog: 'Bo' });
    const r = artRobbery.apply(s, { player: 0, verb: 'play', args: ['2'] });
    if (!r.ok) throw new Error('refused');
    expect(move(r.state, 1)).toBe('Bo: give token');
  });
  it('discards the cheapest set at the 2-player end', () => {
    const s = at({ players: ['Ava', 'Bo'], raid: 4, centre: ['3*'], hands: { Ava: ['3', '1', '1', '1', '1'] }, banked: { Ava: ['0**'], Bo: ['5', '5', '3', '1'] } });
    const r = artRobbery.apply(s, { player: 0, verb: 'play', args: ['3'] });
    if (!r.ok) throw new Error('refused');
    expect(move(r.state, 1)).toBe('Bo: discard 5 5');
  });
});

describe('bot games (seed 11)', () => {
  for (const k of [2, 3, 5]) {
    it(`${k} players: 40 games all finish with no invariant broken, every seat winning some`, () => {
      const wins = Array<number>(k).fill(0);
      for (let g = 0; g < 40; g++) {
        const r = playBotGame(artRobbery, { players: k, seed: 11 * 100003 + g });
        expect(r.violations).toEqual([]);
        expect(r.result).not.toBeNull();
        for (const w of r.result!.winners) wins[w]++;
      }
      expect(wins.every((w) => w > 0)).toBe(true);
    });
  }
});
