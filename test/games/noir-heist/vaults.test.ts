import { describe, expect, it } from 'vitest';
import { run } from './helpers.js';

describe('Noir: Heist robbing and vaults (NOTES §3, §6)', () => {
  it('rob puts the token in the vault zone of the identity\'s quadrant, visibly', () => {
    const r = run({ turn: 'Bo', actions: ['Bo: rob'] });
    expect(r.vaults.SE).toEqual(['Bo']);
    expect(r.log).toEqual(['Bo robbed: a token into the SE vault zone (visible)']);
    expect(r.turn).toBe('Zed');
  });

  it('rob is refused from row 4 or column D', () => {
    const r = run({ turn: 'Cy', actions: ['Cy: rob'] });
    expect(r.rejected[0].reason).toMatch(/^Cy's suspect is not in a quadrant: it stands at [A-G]\d, and (row 4|column D|row 4 and column D) belongs? to no vault/);
    expect(r.turn).toBe('Cy');
  });

  it('rob is refused for a robbed vault', () => {
    expect(run({ turn: 'Bo', robbed: ['SE'], actions: ['Bo: rob'] }).rejected[0].reason).toMatch(/already robbed/);
  });

  it('rob is refused when the thief\'s own token already lies in that vault (a Safecracker\'s, kept over the turn)', () => {
    expect(run({ roles: { Bo: 'safecracker' }, turn: 'Bo', tokens: { Bo: 'SE' }, actions: ['Bo: rob'] }).rejected[0].reason).toMatch(/already lies/);
  });

  it('the start-of-turn return comes before the rob: a thief may rob again the vault their token lay in', () => {
    const r = run({ turn: 'Bo', tokens: { Bo: 'SE' }, actions: ['Bo: rob'] });
    expect(r.rejected).toEqual([]);
    expect(r.vaults.SE).toEqual(['Bo']);
  });

  it('a thief takes their token back at the start of their turn, when they act', () => {
    expect(run({ tokens: { Ava: 'NE' } }).thieves[0].tokens).toEqual(['NE']);
    expect(run({ tokens: { Ava: 'NE' }, actions: ['Ava: shift column A north'] }).thieves[0].tokens).toEqual([]);
  });

  it('the Safecracker does not take their token back, and robbing moves it', () => {
    const kept = run({ roles: { Ava: 'safecracker' }, tokens: { Ava: 'NE' }, actions: ['Ava: shift column A north'] });
    expect(kept.thieves[0].tokens).toEqual(['NE']);
    const moved = run({ roles: { Ava: 'safecracker' }, tokens: { Ava: 'NE' }, actions: ['Ava: rob'] });
    expect(moved.vaults).toMatchObject({ NW: ['Ava'], NE: [] });
  });

  it('three tokens rob the vault: they go back to their owners and the vault is gone', () => {
    const r = run({ tokens: { Bo: 'NW', Cy: 'NW' }, actions: ['Ava: rob'] });
    expect(r.vaults.NW).toBe('robbed');
    expect(r.thieves.every((t) => t.tokens.length === 0)).toBe(true);
    expect(r.log).toContain('The NW vault is robbed!');
    expect(r.outcome).toBe('playing');
  });

  it('the thieves win the moment the fourth vault is robbed', () => {
    const r = run({ robbed: ['NE', 'SW', 'SE'], tokens: { Bo: 'NW', Cy: 'NW' }, actions: ['Ava: rob'] });
    expect(r.outcome).toBe('thieves');
    expect(r.log.at(-1)).toBe('All four vaults are robbed: the thieves win.');
  });

  it('a script may not put three tokens in one vault', () => {
    expect(() => run({ tokens: { Ava: 'NW', Bo: 'NW', Cy: 'NW' } })).toThrow(/^tokens:/);
  });
});
