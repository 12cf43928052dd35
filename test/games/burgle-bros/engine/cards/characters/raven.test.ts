// The Raven: Distract (basic) and Disrupt (advanced).
import { describe, expect, it } from 'vitest';
import { floor } from '../../../helpers/script.js';
import { bank, member, more, play } from './helpers.js';

describe('Raven: Distract (basic)', () => {
  it('the crow, placed for free up to two tiles away, costs a guard entering its tile one step', () => {
    const r = play({
      crew: [member('Rae', 'raven', 'basic')], floors: bank(), guards: [{ floor: 1, at: 'D1', destination: 'A1', die: 3 }],
      players: [{ at: 'F1 A1', stealth: 3 }],
      actions: ['Rae: ability F1 C1', 'Rae: peek south', 'Rae: peek F1 B1', 'Rae: hack', 'Rae: end'],
    });
    expect(r.report.guards[0].at).toBe('B1');
    expect(r.report.players[0].stealth).toBe(3);
    expect(r.text).toContain('distracts the guard');
    expect(r.state.crow).toBe(2);
  });
  it('without the crow the same guard reaches her', () => {
    const r = play({
      crew: [member('Rae', 'raven', 'basic')], floors: bank(), guards: [{ floor: 1, at: 'D1', destination: 'A1', die: 3 }],
      players: [{ at: 'F1 A1', stealth: 3 }], actions: ['Rae: peek south', 'Rae: peek F1 B1', 'Rae: hack', 'Rae: end'],
    });
    expect(r.report.players[0].stealth).toBe(2);
  });
  it('not three tiles away, nor through a wall', () => {
    const r = play({
      crew: [member('Rae', 'raven', 'basic')], floors: bank({}, [], { walls: ['A1/A2'] }),
      guards: [{ floor: 1, at: 'D4', destination: 'D3', die: 1 }], players: [{ at: 'F1 A1' }],
      actions: ['Rae: ability F1 D1', 'Rae: ability F1 A2', 'Rae: ability F1 B2'],
    });
    expect(r.report.rejected.map((x) => x.code)).toEqual(['crow-too-far', 'crow-too-far']);
    expect(r.state.crow).toBe(5);
  });
  it('her own tile is within two (ruling N5): the crow stays there when she moves on', () => {
    const r = play({
      crew: [member('Rae', 'raven', 'basic')], floors: bank(), guards: [{ floor: 1, at: 'D4', destination: 'D3', die: 1 }],
      players: [{ at: 'F1 A1' }], actions: ['Rae: ability F1 A1', 'Rae: ability F1 A1', 'Rae: move south'],
    });
    expect(r.report.rejected.map((x) => x.code)).toEqual(['crow-already-there']);
    expect(r.state.crow).toBe(0);
    expect(r.report.players[0].at).toBe('F1 A2');
  });
});

describe('Raven: Disrupt (advanced)', () => {
  // Turn 1: she leaves the crow on A1 and steps aside; the guard walks onto it. Turn 2: he starts there.
  const script = (turn2: string[]) => play({
    crew: [member('Rae', 'raven', 'advanced')], floors: bank({ B3: 'fingerprint:4' }, ['B3']),
    guards: [{ floor: 1, at: 'C1', destination: 'A1', die: 2 }], patrol: { 1: ['D4'] },
    players: [{ at: 'F1 A1', stealth: 3 }],
    actions: ['Rae: ability', 'Rae: move south', 'Rae: move south', 'Rae: hack', 'Rae: end', ...turn2],
  });
  it('a guard starting his move on the crow\'s tile with no alarm active loses all his movement; the crow returns', () => {
    const r = script(['Rae: hack', 'Rae: hack', 'Rae: hack', 'Rae: end']);
    expect(r.report.rejected).toEqual([]);
    expect(r.report.guards[0].at).toBe('A1');
    expect(r.text).toContain('disrupts the guard');
    expect(r.state.crow).toBeNull();
  });
  it('with an alarm active on his floor he moves as usual', () => {
    const r = script(['Rae: move east', 'Rae: choose alarm', 'Rae: peek east', 'Rae: peek south', 'Rae: end']);
    expect(r.report.rejected).toEqual([]);
    expect(r.report.guards[0].at).not.toBe('A1');
    expect(r.state.crow).toBe(0);
  });
  it('puts the crow on her own tile only', () => {
    const r = play({
      crew: [member('Rae', 'raven', 'advanced')], floors: bank(), guards: [{ floor: 1, at: 'D4', destination: 'D3', die: 1 }],
      players: [{ at: 'F1 B2' }], actions: ['Rae: ability', 'Rae: ability'],
    });
    expect(r.state.crow).toBe(5);
    expect(r.report.rejected[0].code).toBe('crow-already-here');
    expect(more(r.state, ['Rae: ability F1 C2']).state.crow).toBe(5);
  });
  it('ruling C16: Donuts on the guard on the crow\'s tile go first; the crow stays, and stops him the time after', () => {
    const r = play({
      crew: [member('Rae', 'raven', 'advanced')], floors: bank(),
      guards: [{ floor: 1, at: 'C1', destination: 'A1', die: 2 }], patrol: { 1: ['D4'] },
      players: [{ at: 'F1 A1', stealth: 3, tools: ['donuts'] }],
      actions: ['Rae: ability', 'Rae: move south', 'Rae: move south', 'Rae: hack', 'Rae: end',
        'Rae: use donuts floor-1', 'Rae: hack', 'Rae: hack', 'Rae: hack', 'Rae: end'],
    });
    expect(r.report.rejected).toEqual([]);
    expect(r.text).toContain('The guard on floor 1 eats his Donuts');
    expect(r.text).not.toContain('disrupts the guard');
    expect(r.report.guards[0].at).toBe('A1');
    expect(r.state.guards[0].skipNext).toBeFalsy();
    expect(r.state.crow).toBe(0);
    const next = more(r.state, ['Rae: hack', 'Rae: hack', 'Rae: hack', 'Rae: end']);
    expect(next.text).toContain('disrupts the guard');
    expect(next.state.guards[0].at).toBe(0);
    expect(next.state.crow).toBeNull();
  });
});

describe('The crow after the Raven escapes (ruling C18)', () => {
  // Floor 3 with its Stairs in A1, no safe in the building: she may leave at once; Bo stays behind.
  const floors = [...bank().slice(0, 2), { tiles: floor({ A1: 'stairs:4' }), walls: [] as string[], revealed: ['A1'] }];
  const crew = (side: 'basic' | 'advanced') => [member('Rae', 'raven', side), member('Bo', 'hawk', 'basic')];
  it('ruling C18: left on the board, the crow still costs a guard entering its tile a step (Distract)', () => {
    const r = play({
      crew: crew('basic'), floors, guards: [{ floor: 3, at: 'D1', destination: 'A1', die: 3 }], events: ['keycode-change'],
      players: [{ at: 'F3 A1' }, { at: 'F3 D4' }], actions: ['Rae: ability F3 C1', 'Rae: escape', 'Bo: end'],
    });
    expect(r.report.players[0].escaped).toBe(true);
    expect(r.text).toContain('distracts the guard');
    expect(r.report.guards[0].at).toBe('B1');
    expect(r.state.crow).toBe(34);
  });
  it('ruling C18: a guard starting on it with no alarm does not move, and the crow returns (Disrupt)', () => {
    const r = play({
      crew: crew('advanced'), floors, guards: [{ floor: 3, at: 'A1', destination: 'D1', die: 3 }], events: ['keycode-change'],
      players: [{ at: 'F3 A1' }, { at: 'F3 D4' }], actions: ['Rae: ability', 'Rae: escape', 'Bo: end'],
    });
    expect(r.report.players[0].escaped).toBe(true);
    expect(r.text).toContain('disrupts the guard');
    expect(r.report.guards[0].at).toBe('A1');
    expect(r.state.crow).toBeNull();
  });
});
