// Art Robbery scripts at the edges of the position contract (positions-art-robbery.md): names are read in any case,
// as action lines read them (AR8: names differ ignoring case), and a field the script does not have is refused.
import { describe, expect, it } from 'vitest';
import { refusalOf } from '../position-refusal.js';
import { run } from './helpers.js';

const refusal = (script: Record<string, unknown>, as?: string): string => refusalOf(() => run(script, as));

describe('names in any case', () => {
  it('--as reads as the player of that name; a name that is no one\'s is refused as in every game', () => {
    const r = run({ hands: { Ava: ['1', '1', '2', '2', '3'] } }, 'ava');
    expect(r.players[0].hand).toEqual(['1', '1', '2', '2', '3']);
    expect(r.players[1].hand).toBeUndefined();
    expect(refusal({}, 'Q')).toBe('--as: "Q" is not one of the players: name one of Ava, Bo, Cy');
  });

  it('`first`, `dog` and the fields keyed by player', () => {
    const r = run({ first: 'bo', dog: 'cy', hands: { ava: ['1', '1', '2', '2', '3'] } });
    expect(r.turn).toBe('Bo');
    expect(r.dog).toBe('Cy');
    expect(r.players[0].hand).toEqual(['1', '1', '2', '2', '3']);
    expect(refusal({ hands: { Ava: ['1'], ava: ['2'] } })).toBe('hands.ava: "Ava" is named twice');
  });

  it('a name with spaces around it could never act', () => {
    expect(refusal({ players: ['Ava', ' Bo'] })).toBe('players[1]: " Bo" must not start or end with a space');
  });
});

describe('fields the script does not have', () => {
  it('a typo is named, not dropped unseen', () => {
    expect(refusal({ frist: 'Bo' })).toMatch(/^frist: is not a field of an Art Robbery script: the fields are game, seed, players, /);
  });
});
