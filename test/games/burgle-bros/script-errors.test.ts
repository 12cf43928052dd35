// A malformed Burgle Bros. script (docs/positions.md) is refused with one line naming the field, in the
// script's own terms: the crew's repeats are said of `crew[i]`, not of /heist start's options.
import { describe, expect, it } from 'vitest';
import { refusalOf } from '../position-refusal.js';
import { play } from './helpers/script.js';

const refusal = (script: Record<string, unknown>): string => refusalOf(() => play(script));

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

describe('Burgle Bros. scripts: cards named twice, or held beyond the rules', () => {
  it('a patrol card spent on the guard\'s tile or destination is refused, not dropped from the top', () => {
    const guards = [{ floor: 1, at: 'B1', destination: 'B2', die: 2 }];
    const crew = [{ name: 'Ava', character: 'spotter' }];
    expect(refusal({ crew, guards, patrol: { 1: ['B1', 'A2'] } }))
      .toBe('patrol.1: "B1" is the guard\'s tile (guards[0].at), so its card is spent: name another');
    expect(refusal({ crew, guards, patrol: { 1: ['A2', 'b2'] } }))
      .toBe('patrol.1: "B2" is the guard\'s destination (guards[0].destination), so its card is spent: name another');
  });

  it('a patrol card listed twice is named as written, not by its index', () => {
    expect(refusal({ crew: [{ name: 'Ava', character: 'hawk' }], patrol: { 1: ['c2', 'C2'] } }))
      .toBe('patrol.1: "C2" is not in this deck (or is listed twice, or is held)');
  });

  it('one burglar holding both Gold Bars (NOTES §7)', () => {
    expect(refusal({
      scenario: 'bank', crew: [{ name: 'Ava', character: 'hawk' }, { name: 'Bo', character: 'rook' }],
      players: [{ at: 'F1 A1', loot: ['gold-bar', 'gold-bar'] }, { at: 'F1 A1' }],
    })).toBe('players[0].loot: holds both Gold Bars: no player may hold both (NOTES §7)');
  });
});

describe('Burgle Bros. scripts: a patrol deck\'s top', () => {
  it('a guard set anywhere leaves the deck as a game\'s placement does: 16 less those set aside less his two cards', () => {
    const aside = { 1: 9, 2: 6, 3: 3 } as const;
    for (const k of [1, 2, 3] as const) {
      const crew = ['Ava', 'Bo', 'Cy'].slice(0, k).map((name) => ({ name }));
      for (const [at, destination] of [['A1', 'A2'], ['C1', 'D1'], ['B3', 'D4'], ['D4', 'A1']]) {
        for (const seed of [1, 7, 11]) {
          const left = play({ scenario: 'bank', seed, crew, guards: [{ floor: 1, at, destination, die: 2 }] }).report.guards[0].patrolLeft;
          expect(left, `${k} ${at}→${destination} seed ${seed}`).toBe(16 - aside[k] - 2);
        }
      }
    }
  });


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
