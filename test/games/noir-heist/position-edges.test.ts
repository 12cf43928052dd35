// Noir scripts at the edges of the position contract (positions-noir.md): a line no player could type is an illegal
// action (in `rejected`, nothing changed), names are read in any case as in action lines, and `--as` is refused as in
// the other games.
import { describe, expect, it } from 'vitest';
import { refusalOf } from '../position-refusal.js';
import { runPosition } from '../../../src/games/noir-heist/positions.js';

interface Report { turn: string | null; thieves: { name: string; identity: string | null }[]; log: string[]; rejected: { action: string; reason: string }[] }
const base = { game: 'noir-heist', seed: 7, chief: 'Zed', thieves: ['Ava', 'Bo', 'Cy', 'Di'] };
const run = (more: Record<string, unknown>, as?: string) => runPosition({ ...base, ...more }, as) as Report;
const refusal = (more: Record<string, unknown>, as?: string): string => refusalOf(() => run(more, as));

describe('an action line no player typed', () => {
  it('goes to rejected and the rest of the script is played (it aborted the whole script)', () => {
    const played = run({ turn: 'Ava', actions: ['Ava: shift row 3 east'] });
    const r = run({ turn: 'Ava', actions: ['Xo: rob', 'no colon here', 'Ava: shift row 3 east'] });
    expect(r.rejected).toEqual([
      { action: 'Xo: rob', reason: 'There is no player called Xo in this game: name one of the players at this table.' },
      { action: 'no colon here', reason: 'A log line reads `Name: action`.' },
    ]);
    expect(r.log).toEqual(played.log);
    expect(r.turn).toBe(played.turn);
  });

  it('is no one\'s own refusal: a player\'s view leaves it out', () => {
    expect(run({ actions: ['Xo: rob'] }, 'Ava').rejected).toEqual([]);
  });
});

describe('names', () => {
  it('`turn` and the thieves named in a field, in any case', () => {
    expect(run({ turn: 'ava' }).turn).toBe('Ava');
    expect(run({ identities: { bo: 'Jack' } }).thieves[1].identity).toBe('Jack');
    expect(refusal({ roles: { Bo: 'hacker', bo: 'runner' } })).toBe('roles.bo: "Bo" is named twice');
  });

  it('a name of spaces alone, or with spaces around it, could never act', () => {
    expect(refusal({ thieves: ['Ava', 'Bo', 'Cy', '   '] })).toBe('thieves[3]: must be a name without ":"');
    expect(refusal({ chief: ' ' })).toBe('chief: must be a name without ":"');
    expect(refusal({ thieves: ['Ava', 'Bo ', 'Cy', 'Di'] })).toBe('thieves[1]: "Bo " must not start or end with a space');
  });

  it('--as in any case; a name that is no one\'s is refused as in every game', () => {
    expect(() => run({}, 'zed')).not.toThrow();
    expect(refusal({}, 'Q')).toBe('--as: "Q" is not one of the players: name one of Zed, Ava, Bo, Cy, Di');
  });
});

describe('fields the script does not have', () => {
  it('a typo is named, not dropped unseen', () => {
    expect(refusal({ tunr: 'Ava' })).toMatch(/^tunr: is not a field of a Noir script: the fields are game, seed, chief, thieves, /);
  });
});
