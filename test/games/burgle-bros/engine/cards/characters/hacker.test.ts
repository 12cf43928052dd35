// The Hacker: Jammer (basic) and Laptop (advanced).
import { describe, expect, it } from 'vitest';
import { applyAction, parseAction, type GameState } from '../../../../../../src/games/burgle-bros/engine/index.js';
import { bank, farGuard, member, play } from './helpers.js';

describe('Hacker: Jammer (basic)', () => {
  it('he triggers no Fingerprint, Laser or Motion alarm', () => {
    const r = play({
      crew: [member('Bo', 'hacker', 'basic')],
      floors: bank({ B1: 'fingerprint:4', C1: 'laser:1', D1: 'motion:2' }, ['B1', 'C1', 'D1']), guards: farGuard,
      players: [{ at: 'F1 A1' }], actions: ['Bo: move east', 'Bo: move east', 'Bo: move east', 'Bo: move south'],
    });
    expect(r.report.rejected).toEqual([]);
    expect(r.report.alarms).toEqual([]);
    expect(r.report.actionsLeft).toBe(0); // the Laser cost a single action: no choice to make
    expect(r.text).toContain('cancelled by Jammer');
  });
  it('nor does another player on his tile', () => {
    const r = play({
      crew: [member('Ava', 'peterman', 'basic'), member('Bo', 'hacker', 'basic')],
      floors: bank({ B1: 'fingerprint:4' }, ['B1']), guards: farGuard,
      players: [{ at: 'F1 A1' }, { at: 'F1 B1' }], actions: ['Ava: move east'],
    });
    expect(r.report.alarms).toEqual([]);
  });
  it('but a player elsewhere does, and a Detector still sees his tools', () => {
    const r = play({
      crew: [member('Ava', 'peterman', 'basic'), member('Bo', 'hacker', 'basic')],
      floors: bank({ B1: 'fingerprint:4', B2: 'detector:4' }, ['B1', 'B2']), guards: farGuard,
      players: [{ at: 'F1 A1' }, { at: 'F1 A2', tools: ['donuts'] }],
      actions: ['Ava: move east', 'Ava: hack', 'Ava: hack', 'Ava: end', 'Bo: move east'],
    });
    expect(r.report.alarms).toEqual(['F1 B1', 'F1 B2']);
  });
});

describe('Hacker: Laptop (advanced)', () => {
  it('1 action puts a hack token on him (at most one), which another player spends to cancel an alarm', () => {
    const r = play({
      crew: [member('Bo', 'hacker', 'advanced'), member('Ava', 'peterman', 'basic')],
      floors: bank({ B1: 'fingerprint:4' }, ['B1']), guards: farGuard,
      players: [{ at: 'F1 C3' }, { at: 'F1 A1' }],
      actions: ['Bo: ability', 'Bo: ability', 'Bo: hack', 'Bo: hack', 'Bo: end', 'Ava: move east', 'Ava: choose laptop'],
    });
    expect(r.report.rejected.map((x) => x.code)).toEqual(['laptop-full']);
    expect(r.report.alarms).toEqual([]);
    expect(r.state.players[0].laptop).toBe(0);
    expect(r.text).toContain('loaded a hack token onto the Laptop');
  });
  it('ruling C9: the token on his Laptop stays the crew\'s after he escapes', () => {
    const r = play({
      crew: [member('Bo', 'hacker', 'advanced'), member('Ava', 'peterman', 'basic')],
      floors: bank({ B1: 'fingerprint:4' }, ['B1']), guards: farGuard,
      players: [{ at: 'F1 C3' }, { at: 'F1 A1' }],
      actions: ['Bo: ability', 'Bo: end'],
    });
    // Bo on the roof with his token (as if he had climbed out): Ava, on her turn, spends it on B1's Fingerprint.
    let s: GameState = { ...r.state, players: r.state.players.map((p, i) => (i === 0 ? { ...p, at: null, escaped: true } : p)) };
    for (const line of ['Ava: move east', 'Ava: choose laptop']) {
      const a = parseAction(s, line);
      if (!a.ok) throw new Error(`${line}: ${a.code}`);
      const next = applyAction(s, a.action);
      if (!next.ok) throw new Error(`${line}: ${next.rejection.code}`);
      s = next.state;
    }
    expect(s.tiles.some((t) => t.alarm)).toBe(false);
    expect(s.players[0].laptop).toBe(0);
  });
});
