// A malformed Burgle Bros. script (docs/positions.md) is refused with one line naming the field, in the
// script's own terms: the crew's repeats are said of `crew[i]`, not of /heist start's options.
import { describe, expect, it } from 'vitest';
import { PositionError } from '../../../src/core/position.js';
import { play } from './helpers/script.js';

const refusal = (script: Record<string, unknown>): string => {
  try {
    play(script);
  } catch (e) {
    expect(e).toBeInstanceOf(PositionError);
    return (e as Error).message;
  }
  throw new Error('the script was accepted');
};

describe('Burgle Bros. scripts: malformed ones name their field', () => {
  it('a character twice in the crew', () => {
    expect(refusal({ crew: [{ name: 'Ava', character: 'peterman' }, { name: 'Bo', character: 'peterman' }] }))
      .toBe('crew[1].character: "peterman" is already in the crew');
  });

  it('a name twice in the crew, whatever its case', () => {
    expect(refusal({ crew: [{ name: 'Ava', character: 'peterman' }, { name: 'ava', character: 'hacker' }] }))
      .toBe('crew[1].name: "ava" is already a crew member\'s name');
  });

  it('the crew\'s size and an unknown character', () => {
    expect(refusal({ crew: [] })).toBe('crew: must list 1 to 4 characters');
    expect(refusal({ crew: [{ name: 'Ava', character: 'wizard' }] })).toBe('crew[0].character: unknown character "wizard"');
  });

  it('characters left out may repeat nothing: each is dealt apart from those named', () => {
    expect(play({ crew: [{ name: 'Ava', character: 'peterman' }, { name: 'Bo' }] }).report.outcome).toBe('playing');
  });
});
