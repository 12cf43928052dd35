import { describe, expect, it } from 'vitest';
import { at, run } from './helpers.js';

describe('Noir: Heist shifts (NOTES §3, §6)', () => {
  it('east moves a row toward G and the card pushed off comes back at A', () => {
    const r = run({ turn: 'Bo', actions: ['Bo: shift row 1 east'] });
    expect(r.grid.slice(0, 3)).toEqual(['Nora', 'Ulysses', 'Simon']);
  });

  it('north moves a column toward row 1 and wraps', () => {
    const r = run({ actions: ['Ava: shift column A north'] });
    expect(r.grid[at('A1')]).toBe('Omar');
    expect(r.grid[at('A7')]).toBe('Ulysses');
  });

  it('a shift is covert unless its line holds a uniformed officer', () => {
    expect(run({ actions: ['Ava: shift column A north'] }).log).toEqual(['Ava shifted column A north (covert)']);
    expect(run({ actions: ['Ava: shift row 1 west'] }).log).toEqual(['Ava shifted row 1 west (visible)']);
  });

  it('the plainclothes officer and dead cards do not make a shift visible', () => {
    // Column D holds Walter, the plainclothes officer, and no uniformed one.
    expect(run({ actions: ['Ava: shift column D south'] }).log).toEqual(['Ava shifted column D south (covert)']);
  });

  it('a stunned uniformed officer still makes a thief\'s shift visible', () => {
    const r = run({ turn: 'Cy', actions: ['Cy: ability stun Quinn', 'Zed: search A1', 'Di: shift row 5 east'] });
    expect(r.stunned).toBe('Quinn');
    expect(r.log[2]).toBe('Di shifted row 5 east (visible)');
  });

  it('a shift may not exactly undo the shift just before it', () => {
    const r = run({ actions: ['Ava: shift column A north', 'Bo: shift column A south', 'Bo: shift column A north'] });
    expect(r.rejected).toEqual([{ action: 'Bo: shift column A south', reason: expect.stringMatching(/undo the last/) }]);
    expect(r.turn).toBe('Cy');
  });

  it('the no-undo rule binds the chief too, and any other action in between clears it', () => {
    const r = run({ actions: ['Ava: shift row 3 east', 'Zed: shift row 3 west'] });
    expect(r.rejected).toHaveLength(1);
    const ok = run({ turn: 'Bo', actions: ['Bo: shift column A north', 'Cy: shift row 5 east', 'Zed: shift column A south'] });
    expect(ok.rejected).toEqual([]);
  });

  it('the chief cannot shift a line holding a stunned officer', () => {
    const r = run({ turn: 'Cy', actions: ['Cy: ability stun Quinn', 'Zed: shift column E north', 'Zed: shift row 5 east', 'Zed: shift row 1 east'] });
    expect(r.rejected.map((x) => x.action)).toEqual(['Zed: shift column E north', 'Zed: shift row 5 east']);
    expect(r.turn).toBe('Di');
  });

  it('only the Runner may shift by 2', () => {
    expect(run({ actions: ['Ava: shift row 1 east 2'] }).rejected[0].reason).toMatch(/Only the Runner/);
  });

  it('a Runner\'s 2-cell shift is visible, their 1-cell shift an ordinary one', () => {
    const two = run({ turn: 'Bo', actions: ['Bo: shift column A north 2'] });
    expect(two.log).toEqual(['Bo shifted column A north by 2 (visible)']);
    expect(two.grid[at('A1')]).toBe('Rosa');
    expect(run({ turn: 'Bo', actions: ['Bo: shift column A north'] }).log).toEqual(['Bo shifted column A north (covert)']);
  });

  it('a Snitch\'s 1-cell shift is covert even with a uniformed officer in the line', () => {
    const r = run({ roles: { Ava: 'snitch' }, actions: ['Ava: shift row 1 east'] });
    expect(r.log).toEqual(['Ava shifted row 1 east (covert)']);
    expect(r.turn).toBe('Bo');
  });

  it('officer marks move with their cards', () => {
    const r = run({ actions: ['Ava: shift row 1 east'] });
    expect(r.grid[at('C1')]).toBe('Simon');
    expect(r.officers).toContain('Simon');
  });

  it('parsing is case-insensitive', () => {
    expect(run({ actions: ['ava: SHIFT Column a North'] }).log).toEqual(['Ava shifted column A north (covert)']);
  });
});
