import { describe, expect, it } from 'vitest';
import { run } from './helpers.js';

describe('Noir: Heist turn order (NOTES §3, §6)', () => {
  it('thieves act one at a time in seat order', () => {
    const r = run({ actions: ['Ava: shift column F north'] });
    expect(r.turn).toBe('Bo');
    expect(run({ actions: ['Bo: shift column F north'] }).rejected[0].reason).toMatch(/Ava's turn/);
  });

  it('out of turn, only a thief who is not caught is reminded they may still show their identity', () => {
    expect(run({ actions: ['Bo: shift column F north'] }).rejected[0].reason)
      .toBe('It is Ava\'s turn, not yours: wait for it (you may still `show` your identity to a thief).');
    // The chief has no identity to show.
    expect(run({ actions: ['Zed: search A1'] }).rejected[0].reason).toBe('It is Ava\'s turn, not yours: wait for it.');
  });

  it('a visible action gives the turn to the chief at once', () => {
    // Row 3 holds Tess, a uniformed officer: the shift is visible.
    const r = run({ actions: ['Ava: shift row 3 east'] });
    expect(r.log).toEqual(['Ava shifted row 3 east (visible)']);
    expect(r.turn).toBe('Zed');
  });

  it('the chief acts once every thief in turn has acted covertly', () => {
    const r = run({ actions: ['Ava: shift column F north', 'Bo: shift column F north', 'Cy: shift column F north', 'Di: shift column F north'] });
    expect(r.log.every((l) => l.endsWith('(covert)'))).toBe(true);
    expect(r.turn).toBe('Zed');
  });

  it('after the chief, play resumes with the thief after the last thief who acted', () => {
    const r = run({ actions: ['Ava: shift column F north', 'Bo: shift row 3 east', 'Zed: search A1'] });
    expect(r.turn).toBe('Cy');
  });

  it('a visible action resets the covert counter', () => {
    const r = run({ actions: ['Ava: shift column F north', 'Bo: shift row 3 east', 'Zed: search A1', 'Cy: shift column F north', 'Di: shift column F north', 'Ava: shift column F north'] });
    expect(r.turn).toBe('Bo');
    expect(r.covert).toBe(3);
  });

  it('when the chief is to act first, the first thief in seat order follows', () => {
    expect(run({ turn: 'Zed', actions: ['Zed: search A1'] }).turn).toBe('Ava');
  });

  it('a script can start at any thief\'s turn', () => {
    const r = run({ turn: 'Cy', actions: ['Cy: shift column F north'] });
    expect(r.turn).toBe('Di');
  });

  it('after the end every action is refused', () => {
    const r = run({ robbed: ['NE', 'SW', 'SE'], tokens: { Bo: 'NW', Cy: 'NW' }, actions: ['Ava: rob', 'Bo: shift column F north'] });
    expect(r.outcome).toBe('thieves');
    expect(r.turn).toBeNull();
    expect(r.rejected.map((x) => x.reason)).toEqual(['The game is over: no more actions. Start a new one with /heist start.']);
  });
});
