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

describe('Burgle Bros. scripts: a patrol deck\'s top', () => {
  it('naming any card keeps the deck the size the crew\'s setup gives it, one set aside unseen included', () => {
    const crewOf = (k: number) => ['Ava', 'Bo', 'Cy'].slice(0, k).map((name) => ({ name }));
    const guards = [{ floor: 1, at: 'A1', destination: 'B1', die: 2 }];
    for (const k of [1, 2, 3]) {
      const left = (patrol?: string[]) => play({ scenario: 'bank', seed: 1, crew: crewOf(k), guards, ...(patrol ? { patrol: { 1: patrol } } : {}) }).report.guards[0].patrolLeft;
      const plain = left();
      // Every cell but the guard's own and his destination, named alone on top: some were set aside at setup.
      const cells = ['C1', 'D1', 'A2', 'B2', 'C2', 'D2', 'A3', 'B3', 'C3', 'D3', 'A4', 'B4', 'C4', 'D4'];
      for (const c of cells) expect(left([c]), `${k}: ${c}`).toBe(plain);
      expect(left(['C3', 'D4', 'A2']), `${k}`).toBe(plain);
    }
  });
});
