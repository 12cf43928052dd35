// The Peterman: Steady Hands (basic) and Drill (advanced).
import { describe, expect, it } from 'vitest';
import { bank, farGuard, member, play } from './helpers.js';

const pete = (side: 'basic' | 'advanced') => [member('Pete', 'peterman', side)];

describe('Peterman: Steady Hands (basic)', () => {
  it('rolls one more die on a safe', () => {
    const r = play({
      crew: pete('basic'), floors: bank({ A1: 'safe', B1: 'laser:2' }, ['B1']), guards: farGuard,
      players: [{ at: 'F1 A1' }], dice: [1, 2], actions: ['Pete: add-die', 'Pete: crack'],
    });
    expect(r.text).toContain('rolled 1 2 on the safe');
    expect(r.report.safes[0].cracked).toEqual(['F1 B1']);
  });
  it('and on a Keypad; another character rolls only the dice the rules give', () => {
    const r = play({
      crew: pete('basic'), floors: bank({ B1: 'keypad:5' }, ['B1']), guards: farGuard,
      players: [{ at: 'F1 A1' }], dice: [1, 6], actions: ['Pete: move east'],
    });
    expect(r.report.players[0].at).toBe('F1 B1');
    const other = play({
      crew: [member('Hal', 'hawk', 'basic')], floors: bank({ B1: 'keypad:5' }, ['B1']), guards: farGuard,
      players: [{ at: 'F1 A1' }], dice: [1, 6], actions: ['Hal: move east'],
    });
    expect(other.report.players[0].at).toBe('F1 A1');
  });
  it('ruling C12: his die comes on top of every "roll 1 die" (the Rook\'s Orders, Go With Your Gut)', () => {
    const ordered = (crew: ReturnType<typeof member>[]) => play({
      crew, floors: bank({ B1: 'keypad:5' }, ['B1']), guards: farGuard,
      players: [{ at: 'F1 C3' }, { at: 'F1 A1' }], dice: [1, 6], actions: ['Rook: ability pete east', 'Pete: choose yes'],
    });
    const pete2 = ordered([member('Rook', 'rook', 'basic'), member('Pete', 'peterman', 'basic')]);
    expect(pete2.text).toContain('Pete rolled 1 6');
    expect(pete2.report.players[1].at).toBe('F1 B1');
    const hal = ordered([member('Rook', 'rook', 'basic'), member('Pete', 'hawk', 'basic')]);
    expect(hal.text).toContain('Pete rolled 1: wrong code');
    expect(hal.report.players[1].at).toBe('F1 A1');
    const gut = play({
      crew: pete('basic'), floors: bank({ B1: 'keypad:5' }, ['A2']), guards: farGuard,
      players: [{ at: 'F1 A1' }], events: ['go-with-your-gut'], dice: [1, 6], actions: ['Pete: end'],
    });
    expect(gut.text).toContain('Go With Your Gut');
    expect(gut.text).toContain('Pete rolled 1 6');
    expect(gut.report.players[0].at).toBe('F1 B1');
  });
});

describe('Peterman: Drill (advanced)', () => {
  const f2Safe = { A1: 'safe' };
  const combo = ['A1', 'B1', 'C1', 'D1', 'A2', 'A3', 'A4'];
  it('adds dice to (2 actions) and cracks (1 action) the safe above him; its tool and loot stay on its tile', () => {
    const r = play({
      crew: pete('advanced'), floors: bank({}, [], { f2: f2Safe, revealed2: combo }),
      guards: [farGuard[0], { floor: 2, at: 'D4', destination: 'D3', die: 3 }],
      players: [{ at: 'F1 A1' }], dice: [4], tools: ['donuts'], loot: ['tiara'],
      actions: ['Pete: ability add-die up', 'Pete: ability crack up'],
    });
    expect(r.report.actionsLeft).toBe(1);
    expect(r.report.safes.find((x) => x.at === 'F2 A1')?.open).toBe(true);
    expect(r.report.players[0].tools).toEqual([]);
    expect(r.report.players[0].loot).toEqual([]);
    expect(r.state.tiles[16].items).toEqual(['donuts', 'tiara']);
    // Ruling 11: the guards speed up from the Peterman's floor down, not the safe's.
    expect(r.report.guards.map((g) => g.die)).toEqual([2, 3]);
  });
  it('a Gold Bar drilled out brings the other onto the same tile; a Cursed Goblet costs the Peterman his token (rulings 19)', () => {
    // A crew of two: with one character there are no Gold Bars.
    const drilled = (loot: string[]) => play({
      crew: [...pete('advanced'), member('Bo', 'hawk', 'basic')], floors: bank({}, [], { f2: f2Safe, revealed2: combo }),
      guards: [farGuard[0], { floor: 2, at: 'D4', destination: 'D3', die: 3 }],
      players: [{ at: 'F1 A1', stealth: 3 }, { at: 'F1 A1' }], dice: [4], tools: ['donuts'], loot,
      actions: ['Pete: ability add-die up', 'Pete: ability crack up'],
    });
    const bar = drilled(['gold-bar']);
    expect(bar.state.tiles[16].items).toEqual(['donuts', 'gold-bar', 'gold-bar']);
    expect(bar.state.loot.deck).not.toContain('gold-bar');
    const goblet = drilled(['cursed-goblet']);
    expect(goblet.state.tiles[16].items).toEqual(['donuts', 'cursed-goblet']);
    expect(goblet.report.players[0].stealth).toBe(2);
  });
  it('works downward too, and the tool and loot can be picked up there', () => {
    const r = play({
      crew: [...pete('advanced'), member('Bo', 'hawk', 'basic')], floors: bank({ A1: 'safe' }, combo),
      guards: farGuard, players: [{ at: 'F2 A1' }, { at: 'F1 A1' }], dice: [4], tools: ['donuts'], loot: ['tiara'],
      actions: ['Pete: ability add-die down', 'Pete: ability crack down', 'Pete: end', 'Bo: take donuts', 'Bo: take tiara'],
    });
    expect(r.report.rejected).toEqual([]);
    expect(r.report.safes.find((x) => x.at === 'F1 A1')?.open).toBe(true);
    expect(r.report.players[1]).toMatchObject({ tools: ['donuts'], loot: ['tiara'] });
  });
  it('needs a revealed safe directly above or below', () => {
    const r = play({
      crew: pete('advanced'), floors: bank({}, [], { f2: f2Safe }), guards: farGuard,
      players: [{ at: 'F1 A1' }], actions: ['Pete: ability add-die up', 'Pete: ability add-die down'],
    });
    expect(r.report.rejected.map((x) => x.code)).toEqual(['drill-no-safe', 'drill-no-floor-below']);
  });
});
