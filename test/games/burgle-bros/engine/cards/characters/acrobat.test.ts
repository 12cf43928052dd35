// The Acrobat: Flexibility (basic) and Climb Window (advanced).
import { describe, expect, it } from 'vitest';
import { bank, farGuard, member, play } from './helpers.js';

const acrobat = (side: 'basic' | 'advanced') => [member('Ava', 'acrobat', side)];

describe('Acrobat: Flexibility (basic)', () => {
  it('moving into the guard\'s tile is a free action and costs no stealth if she leaves before he moves', () => {
    const r = play({
      crew: acrobat('basic'), floors: bank(), guards: [{ floor: 1, at: 'B1', destination: 'D4', die: 2 }],
      players: [{ at: 'F1 A1', stealth: 3 }],
      actions: ['Ava: move east', 'Ava: move east'],
    });
    expect(r.report.players[0]).toMatchObject({ at: 'F1 C1', stealth: 3 });
    expect(r.report.actionsLeft).toBe(3);
    expect(r.text).toContain('unseen (Flexibility)');
  });
  it('works with no action left', () => {
    const r = play({
      crew: acrobat('basic'), floors: bank(), guards: [{ floor: 1, at: 'B1', destination: 'D4', die: 2 }],
      players: [{ at: 'F1 A1' }],
      actions: ['Ava: hack', 'Ava: hack', 'Ava: hack', 'Ava: hack', 'Ava: move east'],
    });
    expect(r.report.rejected).toEqual([]);
    expect(r.report.players[0].at).toBe('F1 B1');
  });
  it('ruling C1: still on the guard\'s tile when he starts to move, she loses 1 stealth then', () => {
    const r = play({
      crew: acrobat('basic'), floors: bank(), guards: [{ floor: 1, at: 'B1', destination: 'D1', die: 1 }],
      players: [{ at: 'F1 A1', stealth: 3 }],
      actions: ['Ava: move east', 'Ava: hack', 'Ava: hack', 'Ava: hack', 'Ava: end'],
    });
    expect(r.report.players[0].stealth).toBe(2);
    expect(r.report.guards[0].at).toBe('C1');
  });
  it('ruling C1: still on the guard\'s tile as her turn ends under Shift Change, where he does not move, she loses 1 stealth', () => {
    // BGA: "you leave the tile with the guard before ending your turn in order to not lose stealth".
    const r = play({
      crew: acrobat('basic'), floors: bank(), guards: [{ floor: 1, at: 'B1', destination: 'D1', die: 1 }],
      players: [{ at: 'F1 A1', stealth: 3 }], events: ['shift-change'],
      actions: ['Ava: move east', 'Ava: end'],
    });
    expect(r.text).toContain('Shift Change');
    expect(r.report.guards[0].at).toBe('B1');
    expect(r.report.players[0].stealth).toBe(2);
    // Off his tile before the end: nothing.
    const off = play({
      crew: acrobat('basic'), floors: bank(), guards: [{ floor: 1, at: 'B1', destination: 'D1', die: 1 }],
      players: [{ at: 'F1 A1', stealth: 3 }], events: ['shift-change'],
      actions: ['Ava: move east', 'Ava: move east', 'Ava: end'],
    });
    expect(off.report.players[0].stealth).toBe(3);
  });
  it('another character moving into the guard\'s tile pays the action and the stealth as usual', () => {
    const r = play({
      crew: [member('Bo', 'hawk', 'basic')], floors: bank(), guards: [{ floor: 1, at: 'B1', destination: 'D4', die: 2 }],
      players: [{ at: 'F1 A1', stealth: 3 }],
      actions: ['Bo: move east'],
    });
    expect(r.report.players[0].stealth).toBe(2);
    expect(r.report.actionsLeft).toBe(3);
  });
});

describe('Acrobat: Climb Window (advanced)', () => {
  it('from a tile on the edge, 3 actions take her to the same cell one floor up, and her actions end', () => {
    const r = play({
      crew: acrobat('advanced'), floors: bank(), guards: farGuard, players: [{ at: 'F1 A2' }],
      actions: ['Ava: ability up'],
    });
    expect(r.report.players[0].at).toBe('F2 A2');
    expect(r.report.revealed).toContain('F2 A2');
    expect(r.report.actionsLeft).toBe(0);
    expect(r.report.guards.map((g) => g.floor)).toContain(2);
  });
  it('climbs down too, and only after at most one other action', () => {
    const r = play({
      crew: acrobat('advanced'), floors: bank(), guards: farGuard, players: [{ at: 'F2 D2' }],
      actions: ['Ava: hack', 'Ava: hack', 'Ava: ability down', 'Ava: end'],
    });
    expect(r.report.rejected[0].reason).toMatch(/takes 3 actions/);
    const s = play({
      crew: acrobat('advanced'), floors: bank(), guards: farGuard, players: [{ at: 'F2 D2' }],
      actions: ['Ava: hack', 'Ava: ability down'],
    });
    expect(s.report.players[0].at).toBe('F1 D2');
  });
  it('not from an inner tile, and not above the top floor', () => {
    const r = play({
      crew: acrobat('advanced'), floors: bank(), guards: farGuard, players: [{ at: 'F1 B2' }],
      actions: ['Ava: ability up'],
    });
    expect(r.report.rejected[0].reason).toMatch(/edge of the building/);
    const top = play({
      crew: acrobat('advanced'), floors: bank(), guards: farGuard, players: [{ at: 'F3 A1' }],
      actions: ['Ava: ability up'],
    });
    expect(top.report.rejected[0].reason).toMatch(/no floor above/);
  });
  it('is a move: a Fingerprint tile above sets off its alarm', () => {
    const r = play({
      crew: acrobat('advanced'), floors: bank({}, [], { f2: { A1: 'fingerprint:4' }, revealed2: ['A1'] }), guards: farGuard,
      players: [{ at: 'F1 A1' }], actions: ['Ava: ability up'],
    });
    expect(r.report.alarms).toEqual(['F2 A1']);
  });
});
