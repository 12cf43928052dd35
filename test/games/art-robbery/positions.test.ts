// The position contract (positions-art-robbery.md): the report's fields, and a malformed script throwing
// PositionError that names the field.
import { describe, expect, it } from 'vitest';
import { PositionError } from '../../../src/core/position.js';
import { artRobbery } from '../../../src/games/art-robbery/index.js';
import { run } from './helpers.js';

describe('the report', () => {
  it('holds every field of the spec', () => {
    const r = artRobbery.tools!.positions.run({ game: 'art-robbery', seed: 42, players: ['Ava', 'Bo', 'Cy'], first: 'Bo' }) as Record<string, unknown>;
    expect(Object.keys(r)).toEqual(['game', 'outcome', 'raid', 'turn', 'awaiting', 'centre', 'dog', 'deck', 'discard', 'players', 'result', 'log', 'rejected']);
    expect(r).toMatchObject({ game: 'art-robbery', outcome: 'playing', raid: 1, turn: 'Bo', awaiting: null, dog: 'centre', deck: 40, discard: [], result: null, log: [], rejected: [] });
  });

  it("the spec's example runs: a steal from the dog's holder answered with the dog", () => {
    const r = run({
      seed: 42, raid: 2, first: 'Bo', hands: { Ava: ['3', 'boss', 'dog', 'greedy', '0'], Bo: ['5', '1', '1', '1', '1'], Cy: ['greedy', '2', '2', '2', '2'] },
      deck: ['5', '1'], discard: ['2'], centre: ['boss', '0*', '1', '4'], faceUp: { Cy: ['5', '2'] }, banked: { Ava: ['3', '0*'] }, dog: 'Cy',
      actions: ['Bo: play 5 from Cy', 'Cy: give dog', 'Cy: play greedy 4', 'Ava: play 3'],
    });
    expect(r.rejected).toEqual([]);
    expect(r.log.slice(0, 3)).toEqual([
      'Bo played a 5 to steal the 5 from Cy, who holds the dog and chooses: the dog or the token.',
      'Cy gave the dog instead and kept the 5.',
      'Cy played a Greedy Thief and took the 4 from the centre.',
    ]);
    expect(r.dog).toBe('Bo');
    expect(r.turn).toBe('Bo');
  });

  it('a hand named with fewer than five cards is filled from the deck: a hand holds five in play, and keeps five after a draw', () => {
    const r = run({ seed: 1, players: ['Ava', 'Bo', 'Cy'], first: 'Ava', hands: { Ava: ['1', 'greedy', '3'] }, actions: ['Ava: play 3'] });
    expect(r.rejected).toEqual([]);
    const hands = r.players.map((p) => p.hand!);
    expect(hands.map((h) => h.length)).toEqual([5, 5, 5]);
    expect(hands[0]).toEqual(expect.arrayContaining(['1', 'greedy']));
    // 55 cards: three hands, the 3 played on the discard, the rest the deck.
    expect(r.deck).toBe(55 - 15 - 1);
  });

  it('a view lists only its reader\'s own refusals (another\'s would tell what that player does not hold)', () => {
    const script = { hands: { Ava: ['1', '1', '2', '2', '3'], Bo: ['0', '0', '1', '1', '2'] }, first: 'Ava', actions: ['Ava: play 4', 'Ava: play 1', 'Bo: play 5'] };
    const all = run(script);
    expect(all.rejected.map((x) => x.action)).toEqual(['Ava: play 4', 'Bo: play 5']);
    expect(run(script, 'Ava').rejected.map((x) => x.action)).toEqual(['Ava: play 4']);
    expect(run(script, 'Bo').rejected.map((x) => x.action)).toEqual(['Bo: play 5']);
    expect(run(script, 'Cy').rejected).toEqual([]);
  });

  it('an unreadable action is rejected, not thrown', () => {
    const r = run({ actions: ['Zed: play 4', 'Ava: dance'] });
    expect(r.rejected.map((x) => x.reason)).toEqual([
      'There is no player called "Zed" at this table: name one who is.',
      '"dance" is not an Art Robbery action: use play, choose, give or discard.',
    ]);
  });
});

describe('a malformed script names the field', () => {
  const base = { game: 'art-robbery', players: ['Ava', 'Bo', 'Cy'] };
  const cases: [string, Record<string, unknown>][] = [
    ['game', { game: 'burgle-bros' }],
    ['seed', { seed: 'x' }],
    ['players', { players: ['Ava'] }],
    ['players', { players: ['Ava', 'ava'] }],
    ['players[1]', { players: ['Ava', 'B:o'] }],
    ['raid', { raid: 5 }],
    ['hands.Zed', { hands: { Zed: ['1'] } }],
    ['hands.Ava', { hands: { Ava: ['1', '1', '1', '1', '1', '1'] } }],
    ['hands.Ava[0]', { hands: { Ava: ['7'] } }],
    ['discard', { discard: ['greedy', 'greedy', 'greedy', 'greedy', 'greedy', 'greedy', 'greedy', 'greedy'] }],
    ['deck[0]', { deck: ['joker'] }],
    ['centre', { centre: ['5*'] }],
    ['centre', { centre: [] }],
    ['centre', { centre: ['4'], faceUp: { Bo: ['4'] } }],
    ['faceUp.Bo', { faceUp: { Bo: ['0**'] } }],
    ['banked.Ava', { raid: 2, banked: { Ava: ['0**'] } }],
    ['banked.Ava', { banked: { Ava: ['3'] } }],
    ['dog', { dog: 'Zed' }],
    ['first', { first: 'Zed' }],
    ['actions', { actions: 'Ava: play 4' }],
    ['actions[0]', { actions: [4] }],
  ];
  for (const [field, extra] of cases) {
    it(`${field}: ${JSON.stringify(extra)}`, () => {
      let err: unknown;
      try {
        artRobbery.tools!.positions.run({ ...base, ...extra });
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(PositionError);
      expect((err as PositionError).field).toBe(field);
    });
  }

  it('--as a name that is not a player', () => {
    expect(() => artRobbery.tools!.positions.run(base, 'Zed')).toThrow(PositionError);
  });
});
