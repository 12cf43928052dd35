import { describe, expect, it } from 'vitest';
import { at, run } from './helpers.js';

// Corner officers leave the middle free: only the plainclothes officer (Walter, D6) watches there.
const corners = { officers: ['Ulysses', 'Nora', 'Agnes', 'Hazel'] };

describe('Noir: Heist chief actions (NOTES §3, §6)', () => {
  it('accusing a thief\'s identity next to a uniformed officer catches that thief', () => {
    const r = run({ turn: 'Zed', actions: ['Zed: accuse Viktor'] });
    expect(r.log).toEqual(['Zed accused Viktor: Ava is caught']);
    expect(r.thieves[0]).toMatchObject({ caught: true, identity: null, role: null, tokens: [] });
  });

  it('a wrong accusation fails and nothing else happens', () => {
    const r = run({ turn: 'Zed', actions: ['Zed: accuse Basil'] });
    expect(r.log).toEqual(['Zed accused Basil: no thief']);
    expect(r.thieves.every((t) => !t.caught)).toBe(true);
    expect(r.turn).toBe('Ava');
  });

  it('the plainclothes officer makes his neighbours accusable', () => {
    const r = run({ ...corners, turn: 'Zed', actions: ['Zed: accuse Percy'] });
    expect(r.rejected).toEqual([]);
  });

  it('a suspect next to no working officer cannot be accused', () => {
    const r = run({ ...corners, turn: 'Zed', actions: ['Zed: accuse Gwen'] });
    expect(r.rejected[0].reason).toMatch(/not next to an officer who can accuse/);
    expect(r.turn).toBe('Zed');
  });

  it('a stunned officer cannot make accusations', () => {
    const r = run({ ...corners, identities: { Cy: 'Omar' }, turn: 'Cy', actions: ['Cy: ability stun Ulysses', 'Zed: accuse Lena'] });
    expect(r.rejected.map((x) => x.action)).toEqual(['Zed: accuse Lena']);
  });

  it('uniformed officers and dead cards cannot be accused; the plainclothes officer can (and it fails)', () => {
    expect(run({ turn: 'Zed', actions: ['Zed: accuse Tess'] }).rejected[0].reason).toMatch(/uniformed officer/);
    const dead = run({ roles: { Cy: 'eliminator' }, turn: 'Cy', actions: ['Cy: ability kill Tess', 'Zed: accuse Tess'] });
    expect(dead.rejected[0].reason).toMatch(/dead/);
    const pc = run({ ...corners, plainclothes: 'Boris', turn: 'Zed', actions: ['Zed: accuse Boris'] });
    expect(pc.log).toEqual(['Zed accused Boris: no thief']);
  });

  it('accuse takes a cell as well as a name', () => {
    expect(run({ turn: 'Zed', actions: ['Zed: accuse B3'] }).log).toEqual(['Zed accused Viktor: Ava is caught']);
  });

  it('a search of a 4×4 square names the players whose identity is inside', () => {
    expect(run({ turn: 'Zed', actions: ['Zed: search A1'] }).log).toEqual(['Zed searched the square from A1: Ava, Cy are inside']);
    expect(run({ turn: 'Zed', actions: ['Zed: search D4'] }).log).toEqual(['Zed searched the square from D4: Bo, Cy, Di are inside']);
    expect(run({ turn: 'Zed', actions: ['Zed: search B1'] }).log[0]).toBe('Zed searched the square from B1: Ava, Cy are inside');
  });

  it('a search square is named by its top-left cell, A1 to D4', () => {
    expect(run({ turn: 'Zed', actions: ['Zed: search E1'] }).rejected[0].reason).toMatch(/A1 to D4/);
  });

  it('the chief swaps a uniformed officer with an adjacent card; the mark stays on the officer', () => {
    const r = run({ turn: 'Zed', actions: ['Zed: swap Tess Basil'] });
    expect(r.grid[at('C3')]).toBe('Basil');
    expect(r.grid[at('D3')]).toBe('Tess');
    expect(r.officers).toContain('Tess');
    expect(r.log).toEqual(['Zed swapped officer Tess with Basil']);
  });

  it('the chief\'s swap refuses a card not next to the officer, a dead card, and a non-officer', () => {
    const r = run({ turn: 'Zed', actions: ['Zed: swap Tess Hazel', 'Zed: swap Basil Tess'] });
    expect(r.rejected.map((x) => x.reason)).toEqual([expect.stringMatching(/not next to officer Tess/), expect.stringMatching(/not a uniformed officer/)]);
  });

  it('only the chief may accuse, and the chief may not rob', () => {
    expect(run({ actions: ['Ava: accuse Basil'] }).rejected[0].reason).toMatch(/You are a thief, and accuse is the security chief's action/);
    expect(run({ turn: 'Zed', actions: ['Zed: rob'] }).rejected[0].reason).toMatch(/You are the security chief, and rob is a thief's action/);
  });
});

describe('Noir: Heist catching and the redraw (NOTES §3, §6)', () => {
  it('a caught thief spends their next turn drawing a new identity and role, level 1 first', () => {
    const r = run({ turn: 'Zed', roleDeck: ['eliminator', 'mimic'], evidence: ['Omar'], actions: ['Zed: accuse Viktor', 'Ava: shift column A north', 'Ava: draw'] });
    expect(r.rejected.map((x) => x.reason)).toEqual([expect.stringMatching(/You were caught/)]);
    expect(r.thieves[0]).toMatchObject({ caught: false, role: 'eliminator', identity: 'Omar' });
    expect(r.roleDeck).toBe(1);
    expect(r.log.at(-1)).toBe('Ava drew a new identity and a new role: Eliminator');
  });

  it('a caught thief\'s draw counts as a covert action', () => {
    const r = run({ turn: 'Zed', actions: ['Zed: accuse Viktor', 'Ava: draw'] });
    expect(r.covert).toBe(1);
    expect(r.turn).toBe('Bo');
  });

  it('the caught thief\'s tokens leave the board; the accused card stays in the grid', () => {
    const r = run({ turn: 'Zed', tokens: { Ava: 'NE' }, actions: ['Zed: accuse Viktor'] });
    expect(r.vaults.NE).toEqual([]);
    expect(r.grid).toContain('Viktor');
  });

  it('the chief wins when he catches a thief and the role deck is empty', () => {
    const r = run({ turn: 'Zed', roleDeck: [], actions: ['Zed: accuse Viktor'] });
    expect(r.outcome).toBe('chief');
    expect(r.log.at(-1)).toBe('Ava cannot draw a new role: the security chief wins.');
  });

  it('role cards owed to caught thieves who have not drawn yet count as gone', () => {
    const r = run({
      turn: 'Bo', roleDeck: ['snitch'],
      actions: ['Bo: shift row 3 east', 'Zed: accuse Viktor', 'Cy: shift row 5 east', 'Zed: accuse Rita'],
    });
    expect(r.log).toContain('Zed accused Viktor: Ava is caught');
    expect(r.outcome).toBe('chief');
  });
});
