// The Acrobat's Climb Window onto a tile with an entry cost or condition (ruling C10); the ability's other tests are
// in acrobat.test.ts.
import { describe, expect, it } from 'vitest';
import { bank, member, play } from './helpers.js';

const far = [{ floor: 1, at: 'D4', destination: 'D3', die: 1 }, { floor: 2, at: 'D4', destination: 'D3', die: 1 }];
const climb = (room: string, revealed: boolean, dice: number[] = []) => play({
  crew: [member('Ava', 'acrobat', 'advanced')], floors: bank({}, [], { f2: { A2: room }, revealed2: revealed ? ['A2'] : [] }),
  guards: far, players: [{ at: 'F1 A2' }], dice, actions: ['Ava: ability up'],
});

describe('Acrobat: Climb Window onto a Deadbolt, a Laser or a Keypad (ruling C10)', () => {
  it('the climb is a Move worth its 3 actions: she goes into a Deadbolt, face down or not', () => {
    for (const revealed of [true, false]) {
      const r = climb('deadbolt:1', revealed);
      expect(r.report.players[0].at, `revealed ${revealed}`).toBe('F2 A2');
      expect(r.text).not.toContain('Deadbolt at F2 A2 and stays put');
    }
  });
  it('a Laser asks 2 actions, which the climb has paid: no alarm, face down or not', () => {
    for (const revealed of [true, false]) {
      const r = climb('laser:1', revealed);
      expect(r.report.players[0].at, `revealed ${revealed}`).toBe('F2 A2');
      expect(r.report.alarms, `revealed ${revealed}`).toEqual([]);
    }
  });
  it('a locked Keypad is guessed as on any Move: a 6 lets her in, anything else leaves her below, her actions spent', () => {
    const open = climb('keypad:5', false, [6]);
    expect(open.report.players[0].at).toBe('F2 A2');
    const shut = climb('keypad:5', true, [3]);
    expect(shut.report.players[0].at).toBe('F1 A2');
    expect(shut.text).toContain('Ava rolled 3: wrong code for the Keypad at F2 A2');
    expect(shut.report.actionsLeft).toBe(0);
  });
});

describe('Acrobat: Climb Window ends her actions ("Your actions end after you use this ability")', () => {
  const after = (tools: string[], actions: string[]) => play({
    crew: [member('Ava', 'acrobat', 'advanced'), member('Bo', 'hacker', 'basic')], floors: bank({}, [], { f2: { A2: 'camera:1' }, revealed2: ['A2'] }),
    guards: far, players: [{ at: 'F1 A2', tools }, { at: 'F1 D1' }], actions: ['Ava: ability up', ...actions],
  });
  it('Rollerskates give her no more: refused, and nothing moves her on', () => {
    const r = after(['rollerskates'], ['Ava: use rollerskates', 'Ava: move south']);
    expect(r.report.rejected.map((x) => x.code)).toEqual(['actions-ended', 'not-enough-actions']);
    expect(r.report.players[0].at).toBe('F2 A2');
    expect(r.report.actionsLeft).toBe(0);
  });
  it('the Invisible Suit still hides her, but gives no action', () => {
    const r = after(['invisible-suit'], ['Ava: use invisible-suit', 'Ava: move south']);
    expect(r.text).toContain('Ava put on the Invisible Suit');
    expect(r.report.rejected.map((x) => x.code)).toEqual(['not-enough-actions']);
    expect(r.report.actionsLeft).toBe(0);
  });
});
