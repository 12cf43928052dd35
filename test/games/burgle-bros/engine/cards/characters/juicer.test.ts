// The Juicer: Crybaby (basic) and Reroute (advanced).
import { describe, expect, it } from 'vitest';
import { bank, farGuard, member, more, play } from './helpers.js';
import { lookup } from '../../../../../../src/core/text.js';
import { burgleBros } from '../../../../../../src/games/burgle-bros/index.js';

describe('Juicer: Crybaby (basic)', () => {
  it('sets off alarms in adjacent tiles as free actions, as often as he likes', () => {
    const r = play({
      crew: [member('Jay', 'juicer', 'basic')], floors: bank(), guards: farGuard,
      players: [{ at: 'F1 A1' }], actions: ['Jay: ability east', 'Jay: ability south'],
    });
    expect(r.report.alarms).toEqual(['F1 B1', 'F1 A2']);
    expect(r.report.actionsLeft).toBe(4);
  });
  it('not through a wall, nor where an alarm already is', () => {
    const r = play({
      crew: [member('Jay', 'juicer', 'basic')], floors: bank({}, [], { walls: ['A1/A2'] }), guards: farGuard,
      players: [{ at: 'F1 A1' }], actions: ['Jay: ability south', 'Jay: ability east', 'Jay: ability east'],
    });
    expect(r.report.rejected.map((x) => x.code)).toEqual(['crybaby-not-adjacent', 'crybaby-no-alarm']);
    expect(r.report.alarms).toEqual(['F1 B1']);
  });
  it('in Russian its alarm is named by the ability (Плакса), and the Rigger\'s Tinker token by its ability', () => {
    expect(lookup(burgleBros.texts, 'ru', 'alarm', { at: 'F1 B4', source: 'crybaby' })).toBe('Тревога в F1 B4 (Плакса)');
    expect(lookup(burgleBros.texts, 'ru', 'stealth-lost', { player: 'Механик', reason: 'tinker', stealth: 2 })).toMatch(/\(Мастерская\)/);
  });
  it('under an E.M.P. the refusal names the E.M.P., not an alarm or a guard that is not there', () => {
    const r = play({
      crew: [member('Jay', 'juicer', 'basic')], floors: bank(), guards: farGuard,
      players: [{ at: 'F1 A1', tools: ['emp'] }], actions: ['Jay: use emp', 'Jay: ability east'],
    });
    expect(r.report.rejected.map((x) => x.code)).toEqual(['crybaby-cancelled']);
    expect(r.report.rejected[0].reason).toBe('The EMP in force cancels every alarm: one at F1 B1 would not go off. Use Crybaby again once it stops working.');
    expect(r.report.alarms).toEqual([]);
  });
});

describe('Juicer: Reroute (advanced)', () => {
  const start = () => play({
    crew: [member('Jay', 'juicer', 'advanced')], floors: bank({ B1: 'fingerprint:4' }, ['B1']), guards: farGuard,
    patrol: { 1: ['C3', 'C4'] }, players: [{ at: 'F1 A1' }],
    actions: ['Jay: move east', 'Jay: ability pick-up'],
  });
  it('picks up the alarm on his tile, for free, and the guard draws a new patrol card as his destination', () => {
    const r = start();
    expect(r.report.alarms).toEqual([]);
    expect(r.state.players[0].heldAlarms).toBe(1);
    expect(r.report.guards[0].destination).toBe('C3');
    expect(r.report.actionsLeft).toBe(3);
  });
  it('drops the held alarm on a later turn (not the same one) to set it off on his tile', () => {
    const r = start();
    const same = more(r.state, ['Jay: ability trigger']);
    expect(same.rejected).toEqual(['once-per-turn']);
    const next = more(r.state, ['Jay: peek south', 'Jay: peek east', 'Jay: end', 'Jay: ability']);
    expect(next.rejected).toEqual([]);
    expect(next.state.players[0].heldAlarms).toBe(0);
    expect(next.state.tiles[1].alarm).toBe(true);
  });
  it('holds at most one alarm token, and needs an alarm on his own tile', () => {
    const r = start();
    const later = more(r.state, ['Jay: peek south', 'Jay: peek east', 'Jay: end', 'Jay: ability pick-up']);
    expect(later.rejected).toEqual(['reroute-holding']);
    const none = play({
      crew: [member('Jay', 'juicer', 'advanced')], floors: bank(), guards: farGuard, players: [{ at: 'F1 A1' }],
      actions: ['Jay: ability pick-up'],
    });
    expect(none.report.rejected[0].code).toBe('reroute-no-alarm-here');
  });
  it('ruling C5: picking up one alarm while another is active on the floor sends the guard to that one', () => {
    const back = play({
      crew: [member('Jay', 'juicer', 'advanced')], floors: bank({ B1: 'fingerprint:4', C1: 'fingerprint:4' }, ['B1', 'C1']),
      guards: [{ floor: 1, at: 'A4', destination: 'A3', die: 1 }], patrol: { 1: ['C3'] }, players: [{ at: 'F1 A1' }],
      actions: ['Jay: move east', 'Jay: move east', 'Jay: ability pick-up'],
    });
    expect(back.report.alarms).toEqual(['F1 B1']);
    expect(back.report.guards[0].destination).toBe('B1');
  });
});
