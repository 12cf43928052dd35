// The Hawk: X-Ray (basic) and Enhance (advanced).
import { describe, expect, it } from 'vitest';
import { bank, farGuard, member, play } from './helpers.js';

describe('Hawk: X-Ray (basic)', () => {
  it('peeks through a wall for free, once per turn', () => {
    const r = play({
      crew: [member('Hal', 'hawk', 'basic')], floors: bank({}, [], { walls: ['B1|C1', 'B1/B2'] }), guards: farGuard,
      players: [{ at: 'F1 B1' }], actions: ['Hal: ability east', 'Hal: ability south'],
    });
    expect(r.report.revealed).toContain('F1 C1');
    expect(r.report.revealed).not.toContain('F1 B2');
    expect(r.report.actionsLeft).toBe(4);
    // The story says how: a plain peek cannot see through a wall, nor comes free.
    expect(r.report.log).toContain('Hal peeked at F1 C1 through the wall (X-Ray, free)');
    expect(r.report.rejected[0].reason).toMatch(/once per turn/);
  });
  it('not up or down: no wall stands between floors, and the refusal does not call up no direction', () => {
    const r = play({
      crew: [member('Hal', 'hawk', 'basic')], floors: bank({}, [], { walls: ['A1|B1'] }), guards: farGuard,
      players: [{ at: 'F1 A1' }], actions: ['Hal: ability up'],
    });
    expect(r.report.rejected.map((x) => [x.code, x.reason])).toEqual([['xray-not-up', 'X-Ray looks through a wall on your own floor, not up or down: name north, east, south or west, or a tile next to you such as F1 B2.']]);
  });
  it('only through a wall', () => {
    const r = play({
      crew: [member('Hal', 'hawk', 'basic')], floors: bank(), guards: farGuard,
      players: [{ at: 'F1 A1' }], actions: ['Hal: ability east'],
    });
    expect(r.report.rejected[0].code).toBe('xray-not-through-wall');
  });
  it('a tile not next to her is said so, not that no wall stands between: where X-Ray can look now, or to move next to it', () => {
    const r = play({
      crew: [member('Hal', 'hawk', 'basic')], floors: bank({}, [], { walls: ['A2|B2'] }), guards: farGuard,
      players: [{ at: 'F1 B2' }], actions: ['Hal: ability F1 D4', 'Hal: ability F2 B2', 'Hal: move north', 'Hal: ability F1 D4'],
    });
    expect(r.report.rejected.map((x) => [x.code, x.reason])).toEqual([
      ['xray-not-next', 'X-Ray looks at a tile next to you, through the wall between, and F1 D4 is not next to F1 B2: look through a wall next to you instead: ability F1 A2.'],
      ['xray-not-next', 'X-Ray looks at a tile next to you, through the wall between, and F2 B2 is not next to F1 B2: look through a wall next to you instead: ability F1 A2.'],
      ['xray-not-next', 'X-Ray looks at a tile next to you, through the wall between, and F1 D4 is not next to F1 B1: move next to it first, then look through the wall or peek there.'],
    ]);
  });
});

describe('Hawk: Enhance (advanced)', () => {
  it('peeks two steps away, around a corner past a revealed tile, for free, once per turn', () => {
    const r = play({
      crew: [member('Hal', 'hawk', 'advanced')], floors: bank({}, ['B1']), guards: farGuard,
      players: [{ at: 'F1 A1' }], actions: ['Hal: ability F1 B2', 'Hal: ability F1 A2'],
    });
    expect(r.report.revealed).toContain('F1 B2');
    expect(r.report.actionsLeft).toBe(4);
    expect(r.report.log).toContain('Hal peeked at F1 B2 (Enhance, free)');
    expect(r.report.rejected[0].reason).toMatch(/once per turn/);
  });
  it('not past a face-down tile, nor through a wall, nor three steps away', () => {
    for (const [walls, revealed, target] of [
      [[], [], 'F1 C1'], [['B1|C1'], ['B1'], 'F1 C1'], [[], ['B1', 'C1'], 'F1 D1'],
    ] as [string[], string[], string][]) {
      const r = play({
        crew: [member('Hal', 'hawk', 'advanced')], floors: bank({}, revealed, { walls }), guards: farGuard,
        players: [{ at: 'F1 A1' }], actions: [`Hal: ability ${target}`],
      });
      expect(r.report.rejected[0]?.code).toBe('enhance-too-far');
    }
  });
  it('peeks up revealed Stairs next to her', () => {
    const r = play({
      crew: [member('Hal', 'hawk', 'advanced')], floors: bank({ B1: 'stairs:4' }, ['B1']), guards: farGuard,
      players: [{ at: 'F1 A1' }], actions: ['Hal: ability F2 B1'],
    });
    expect(r.report.revealed).toContain('F2 B1');
  });
  it('ruling C17: through an Atrium as a peek from it goes: up or down from one next to her, and from her own', () => {
    const far2 = [{ floor: 1, at: 'D4', destination: 'D3', die: 1 }, { floor: 2, at: 'D4', destination: 'D3', die: 1 }];
    const next = (at: string, target: string) => play({
      crew: [member('Hal', 'hawk', 'advanced')], floors: bank({}, [], { f2: { B1: 'atrium:3' }, revealed2: ['B1'] }), guards: far2,
      players: [{ at }], actions: [`Hal: ability ${target}`],
    });
    expect(next('F2 A1', 'F1 B1').report.revealed).toContain('F1 B1');
    expect(next('F2 A1', 'F3 B1').report.revealed).toContain('F3 B1');
    // From her own Atrium: up (or down), then on along that floor, past the revealed tile there.
    const own = play({
      crew: [member('Hal', 'hawk', 'advanced')], floors: bank({ A1: 'atrium:3' }, ['A1'], { revealed2: ['A1'] }), guards: far2,
      players: [{ at: 'F1 A1' }], actions: ['Hal: ability F2 B1'],
    });
    expect(own.report.rejected).toEqual([]);
    expect(own.report.revealed).toContain('F2 B1');
  });
});
