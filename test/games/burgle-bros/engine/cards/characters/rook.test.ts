// The Rook: Orders (basic) and Disguise (advanced). He never plays alone.
import { describe, expect, it } from 'vitest';
import { setupProblem } from '../../../../../../src/games/burgle-bros/engine/index.js';
import { burgleBros } from '../../../../../../src/games/burgle-bros/index.js';
import { bank, farGuard, member, more, play } from './helpers.js';

const crew = (side: 'basic' | 'advanced') => [member('Rook', 'rook', side), member('Ava', 'hawk', 'basic')];

describe('Rook: Orders (basic)', () => {
  it('1 action, once per turn: another player moves one tile when they agree, paying no Deadbolt cost', () => {
    const r = play({
      crew: crew('basic'), floors: bank({ B1: 'deadbolt:1' }, ['B1']), guards: farGuard,
      players: [{ at: 'F1 C3' }, { at: 'F1 A1' }], actions: ['Rook: ability ava east', 'Ava: choose yes', 'Rook: ability ava east'],
    });
    expect(r.report.players[1].at).toBe('F1 B1');
    expect(r.report.actionsLeft).toBe(3);
    expect(r.report.rejected[0].code).toBe('once-per-turn');
  });
  it('the consent question goes to the ordered player; declined, nothing happens and nothing is spent', () => {
    const r = play({
      crew: crew('basic'), floors: bank(), guards: farGuard,
      players: [{ at: 'F1 C3' }, { at: 'F1 A1' }], actions: ['Rook: ability ava south'],
    });
    expect(r.report.awaiting).toMatchObject({ player: 'Ava', options: ['yes', 'no'] });
    const no = more(r.state, ['Rook: choose no', 'Ava: choose no']);
    expect(no.rejected).toEqual(['not-asked']);
    expect(no.state.players[1].at).toBe(0);
    expect(no.state.turn.actionsLeft).toBe(4);
    expect(more(no.state, ['Rook: ability ava east', 'Ava: choose yes']).state.players[1].at).toBe(1);
  });
  it('an order declined cannot be given again that turn (rulings 15): another one can, and the same one next turn', () => {
    const r = play({
      crew: crew('basic'), floors: bank(), guards: farGuard,
      players: [{ at: 'F1 C3' }, { at: 'F1 A1' }], actions: ['Rook: ability ava south', 'Ava: choose no'],
    });
    const again = more(r.state, ['Rook: ability ava south']);
    expect(again.rejected).toEqual(['orders-declined-this-turn']);
    expect(again.state.awaiting).toBeNull();
    expect(again.state.turn.actionsLeft).toBe(4);
    // Not among the Rook's choices either (the bots and the controls read them), the other direction is.
    const offered = burgleBros.legal(r.state, 0).filter((a) => a.verb === 'ability').map((a) => a.args.join(' '));
    expect(offered).toContain('Ava F1 B1');
    expect(offered).not.toContain('Ava F1 A2');
    const next = more(r.state, ['Rook: end', 'Ava: end', 'Rook: ability ava south', 'Ava: choose yes']);
    expect(next.rejected).toEqual([]);
    expect(next.state.players[1].at).toBe(4);
  });
  it('a Laser entered by order sets off no alarm (there is no extra cost to pay); a guard there still sees them', () => {
    const r = play({
      crew: crew('basic'), floors: bank({ B1: 'laser:1' }, ['B1']), guards: [{ floor: 1, at: 'A2', destination: 'A3', die: 1 }],
      players: [{ at: 'F1 C3' }, { at: 'F1 A1', stealth: 3 }],
      actions: ['Rook: ability ava east', 'Ava: choose yes'],
    });
    expect(r.report.alarms).toEqual([]);
    expect(r.text).toContain('Rook orders Ava to F1 B1');
    const seen = play({
      crew: crew('basic'), floors: bank(), guards: [{ floor: 1, at: 'A2', destination: 'A3', die: 1 }],
      players: [{ at: 'F1 C3' }, { at: 'F1 A1', stealth: 3 }],
      actions: ['Rook: ability ava south', 'Ava: choose yes'],
    });
    expect(seen.report.players[1]).toMatchObject({ at: 'F1 A2', stealth: 2 });
  });
  it('ruling C11: ordered into a face-down Deadbolt, they go in; into a face-down Laser, no alarm', () => {
    for (const room of ['deadbolt:1', 'laser:1']) {
      const r = play({
        crew: crew('basic'), floors: bank({ B1: room }), guards: farGuard,
        players: [{ at: 'F1 C3' }, { at: 'F1 A1' }], actions: ['Rook: ability ava east', 'Ava: choose yes'],
      });
      expect(r.text, room).toContain('F1 B1 revealed');
      expect(r.report.players[1].at, room).toBe('F1 B1');
      expect(r.report.alarms, room).toEqual([]);
      expect(r.report.actionsLeft, room).toBe(3);
    }
  });
  it('the Rook cannot play alone', () => {
    expect(setupProblem({ scenario: 'bank', seed: 1, crew: [{ name: 'Rook', character: 'rook' }] })?.code).toBe('rook-alone');
  });
});

describe('Rook: Disguise (advanced)', () => {
  it('his first action swaps him with another player; neither enters a tile, so the guard there costs no stealth', () => {
    const r = play({
      crew: crew('advanced'), floors: bank({ C1: 'fingerprint:4' }, ['C1']), guards: [{ floor: 1, at: 'C1', destination: 'D1', die: 1 }],
      players: [{ at: 'F1 A4', stealth: 3 }, { at: 'F1 C1', stealth: 3 }], actions: ['Rook: ability ava'],
    });
    expect(r.report.players.map((p) => [p.at, p.stealth])).toEqual([['F1 C1', 3], ['F1 A4', 3]]);
    expect(r.report.actionsLeft).toBe(3);
    expect(r.report.alarms).toEqual([]);
  });
  it('only as the first thing in his turn', () => {
    const r = play({
      crew: crew('advanced'), floors: bank(), guards: farGuard,
      players: [{ at: 'F1 A4' }, { at: 'F1 C1' }], actions: ['Rook: hack', 'Rook: ability ava'],
    });
    expect(r.report.rejected[0].code).toBe('disguise-first-action');
  });
});
