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
  it('ruling C1: in the Invisible Suit (T4) she is not seen on his tile as he starts to move', () => {
    const r = play({
      crew: acrobat('basic'), floors: bank(), guards: [{ floor: 1, at: 'B1', destination: 'D1', die: 1 }],
      players: [{ at: 'F1 A1', stealth: 3, tools: ['invisible-suit'] }],
      actions: ['Ava: move east', 'Ava: use invisible-suit', 'Ava: hack', 'Ava: hack', 'Ava: hack', 'Ava: end'],
    });
    expect(r.report.guards[0].at).toBe('C1');
    expect(r.report.players[0]).toMatchObject({ at: 'F1 B1', stealth: 3 });
  });
  it('ruling C1: put by an event on another guard\'s tile, she has left the one she slipped into (E1)', () => {
    const crew = [member('Ava', 'acrobat', 'basic'), member('Bo', 'rook', 'basic')];
    // Freight Elevator from the guard's tile up onto floor 2's guard.
    const up = play({
      crew, floors: bank(),
      guards: [{ floor: 1, at: 'B1', destination: 'D4', die: 1 }, { floor: 2, at: 'B1', destination: 'D4', die: 1 }],
      players: [{ at: 'F1 A1', stealth: 3 }, { at: 'F1 D4' }], events: ['freight-elevator'],
      actions: ['Ava: move east', 'Ava: end'],
    });
    expect(up.text).toContain('Freight Elevator: Ava is now at F2 B1');
    expect(up.report.players[0]).toMatchObject({ at: 'F2 B1', stealth: 3 });
    // Lost Grip from floor 2's guard down onto floor 1's.
    const down = play({
      crew, floors: bank(),
      guards: [{ floor: 1, at: 'B1', destination: 'D4', die: 1 }, { floor: 2, at: 'B1', destination: 'D4', die: 1 }],
      players: [{ at: 'F2 A1', stealth: 3 }, { at: 'F1 D4' }], events: ['lost-grip'],
      actions: ['Ava: move east', 'Ava: end'],
    });
    expect(down.report.players[0]).toMatchObject({ at: 'F1 B1', stealth: 3 });
    expect(down.report.guards.find((g) => g.floor === 1)?.at).toBe('C1');
  });
  it('ruling C1: moved off and put back on the same guard\'s tile, she is not seen there (E1)', () => {
    // She slips into F2 A1, goes down the Stairs, and Freight Elevator puts her back beside the guard.
    const r = play({
      crew: [member('Ava', 'acrobat', 'basic'), member('Bo', 'rook', 'basic')], floors: bank({ A1: 'stairs:4' }, ['A1']),
      guards: [{ floor: 1, at: 'D4', destination: 'D3', die: 1 }, { floor: 2, at: 'A1', destination: 'D4', die: 1 }],
      players: [{ at: 'F2 B1', stealth: 3 }, { at: 'F1 D1' }], events: ['freight-elevator'],
      actions: ['Ava: move west', 'Ava: move down', 'Ava: end'],
    });
    expect(r.text).toContain('Freight Elevator: Ava is now at F2 A1');
    expect(r.report.players[0]).toMatchObject({ at: 'F2 A1', stealth: 3 });
  });
  it('ruling C1 and E9: off the tile she slipped into, Squeak\'s guard stepping onto her sees her once, not twice', () => {
    const r = play({
      crew: [member('Ava', 'acrobat', 'basic'), member('Bo', 'rook', 'basic')], floors: bank(),
      guards: [{ floor: 1, at: 'B1', destination: 'B4', die: 1 }],
      players: [{ at: 'F1 A1', stealth: 3 }, { at: 'F1 D4' }], events: ['squeak'],
      actions: ['Ava: move east', 'Ava: move east', 'Ava: end'],
    });
    expect(r.text).toContain('Guard on floor 1 moved C1\n');
    expect(r.report.players[0]).toMatchObject({ at: 'F1 C1', stealth: 2 });
  });
  it('ruling C1: settled as he sets off; walking back onto her he sees her once (Switch Signs)', () => {
    // Switch Signs puts him on D1 and sends him back to B1, where she stays: his 2 steps end on her.
    const r = play({
      crew: [member('Ava', 'acrobat', 'basic'), member('Bo', 'rook', 'basic')], floors: bank(),
      guards: [{ floor: 1, at: 'B1', destination: 'D1', die: 2 }],
      players: [{ at: 'F1 A1', stealth: 3 }, { at: 'F1 D4' }], events: ['switch-signs'],
      actions: ['Ava: move east', 'Ava: end'],
    });
    expect(r.text).toContain('Guard on floor 1 moved C1 B1');
    expect(r.report.players[0]).toMatchObject({ at: 'F1 B1', stealth: 2 });
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
