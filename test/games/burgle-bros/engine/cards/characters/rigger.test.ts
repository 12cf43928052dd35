// The Rigger: The Solution (basic) and Tinker (advanced); both make every found tool "draw two, keep one".
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../../../../src/games/burgle-bros/engine/index.js';
import { bank, farGuard, member, play } from './helpers.js';

describe('Rigger: The Solution (basic)', () => {
  it('he starts with the Dynamite (the advanced side does not)', () => {
    const g = newGame({ scenario: 'bank', seed: 5, crew: [{ name: 'Rig', character: 'rigger', side: 'basic' }, { name: 'Bo' }] });
    expect(g.ok && g.state.players[0].tools).toEqual(['dynamite']);
    expect(g.ok && g.state.tools.deck).not.toContain('dynamite');
    const adv = newGame({ scenario: 'bank', seed: 5, crew: [{ name: 'Rig', character: 'rigger', side: 'advanced' }, { name: 'Bo' }] });
    expect(adv.ok && adv.state.players[0].tools).toEqual([]);
  });
  it('a player finding a tool draws two, keeps the one they choose and discards the other', () => {
    const r = play({
      crew: [member('Bo', 'hawk', 'basic'), member('Rig', 'rigger', 'basic')], floors: bank({ B1: 'laboratory:3' }, ['B1']),
      guards: farGuard, players: [{ at: 'F1 A1' }, { at: 'F1 C3' }], tools: ['donuts', 'virus'],
      actions: ['Bo: move east', 'Bo: choose virus'],
    });
    expect(r.report.players[0].tools).toEqual(['virus']);
    expect(r.report.players[1].tools).toEqual(['dynamite']);
    expect(r.state.tools.discard).toContain('donuts');
    expect(r.text).toContain('discarded the other tool drawn: Donuts');
    // Asked, the question says whose rule it is before the choice, not only after it.
    const asked = play({
      crew: [member('Bo', 'hawk', 'basic'), member('Rig', 'rigger', 'basic')], floors: bank({ B1: 'laboratory:3' }, ['B1']),
      guards: farGuard, players: [{ at: 'F1 A1' }, { at: 'F1 C3' }], tools: ['donuts', 'virus'], actions: ['Bo: move east'],
    });
    expect(asked.report.awaiting?.question).toMatch(/^You drew two tools \(the Rigger's rule: whenever a tool is found, draw two and keep one\)/);
  });
  it('without the Rigger in the crew a tool is simply drawn', () => {
    const r = play({
      crew: [member('Bo', 'hawk', 'basic')], floors: bank({ B1: 'laboratory:3' }, ['B1']),
      guards: farGuard, players: [{ at: 'F1 A1' }], tools: ['donuts', 'virus'], actions: ['Bo: move east'],
    });
    expect(r.report.awaiting).toBeNull();
    expect(r.report.players[0].tools).toEqual(['donuts']);
  });
});

describe('Rigger: Tinker (advanced)', () => {
  it('pays one stealth, for free, to find a tool (two drawn, one kept)', () => {
    const r = play({
      crew: [member('Rig', 'rigger', 'advanced')], floors: bank(), guards: farGuard,
      players: [{ at: 'F1 A1', stealth: 2 }], tools: ['donuts', 'virus'], actions: ['Rig: ability', 'Rig: choose donuts'],
    });
    expect(r.report.players[0]).toMatchObject({ stealth: 1, tools: ['donuts'] });
    expect(r.report.actionsLeft).toBe(4);
  });
  it('ruling C8: not with no stealth left, and never paid from a Lavatory stall', () => {
    const r = play({
      crew: [member('Rig', 'rigger', 'advanced')], floors: bank({ A1: 'lavatory:5' }, ['A1']), guards: farGuard,
      players: [{ at: 'F1 A1', stealth: 1 }], tools: ['donuts', 'virus'],
      actions: ['Rig: ability', 'Rig: choose virus', 'Rig: ability'],
    });
    expect(r.report.players[0]).toMatchObject({ stealth: 0, tools: ['virus'] });
    expect(r.state.tiles[0].stalls).toBe(3);
    expect(r.report.rejected[0].code).toBe('tinker-no-stealth');
    expect(r.report.outcome).toBe('playing');
  });
  it('ruling C14: no limit a turn but his stealth: twice in one turn, two tokens for two tools', () => {
    const r = play({
      crew: [member('Rig', 'rigger', 'advanced')], floors: bank(), guards: farGuard,
      players: [{ at: 'F1 A1', stealth: 3 }], tools: ['donuts', 'virus', 'crowbar', 'emp'],
      actions: ['Rig: ability', 'Rig: choose donuts', 'Rig: ability', 'Rig: choose emp'],
    });
    expect(r.report.rejected).toEqual([]);
    expect(r.report.players[0]).toMatchObject({ stealth: 1, tools: ['donuts', 'emp'] });
    expect(r.report.actionsLeft).toBe(4);
  });
});

describe('The Rigger\'s draw of two (ruling C15)', () => {
  it('ruling C15: the finder always draws two; the only question is which one to keep', () => {
    const r = play({
      crew: [member('Bo', 'hawk', 'basic'), member('Rig', 'rigger', 'basic')], floors: bank({ B1: 'laboratory:3' }, ['B1']),
      guards: farGuard, players: [{ at: 'F1 A1' }, { at: 'F1 C3' }], tools: ['donuts', 'virus'], actions: ['Bo: move east'],
    });
    expect(r.report.awaiting).toMatchObject({ player: 'Bo', options: ['donuts', 'virus'] });
  });
});
