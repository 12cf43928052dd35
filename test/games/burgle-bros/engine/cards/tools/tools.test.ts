// One test (or more) per tool card, written as positions on open floors; rulings T1–T5, T9, T10 (docs/rulings.md).
import { describe, expect, it } from 'vitest';
import { applyAction, parseAction } from '../../../../../../src/games/burgle-bros/engine/index.js';
import type { GameState } from '../../../../../../src/games/burgle-bros/engine/types.js';
import { floor, play } from '../../../helpers/script.js';
import { describe as englishOf } from '../../../../../../src/games/burgle-bros/text/en-engine.js';

const ava = [{ name: 'Ava', character: 'hawk', side: 'basic' }];
const avaBo = [...ava, { name: 'Bo', character: 'spotter', side: 'basic' }];
const avaBoCy = [...avaBo, { name: 'Cy', character: 'rook', side: 'basic' }];
/** Bank floors without walls (unless given); floor 1 gets the overrides, the revealed cells and the walls. */
function bank(f1: Record<string, string> = {}, revealed: string[] = [], walls: string[] = []) {
  return [
    { tiles: floor(f1), walls, revealed },
    { tiles: floor(), walls: [] as string[] },
    { tiles: floor(), walls: [] as string[] },
  ];
}
const farGuard = [{ floor: 1, at: 'D4', destination: 'D3', die: 1 }];
const loc = (s: GameState, f: number, cell: string) => (f - 1) * 16 + (Number(cell[1]) - 1) * 4 + 'ABCD'.indexOf(cell[0]);
/** Applies more typed actions to a state (throws on a refusal). */
function act(state: GameState, ...lines: string[]): GameState {
  for (const line of lines) {
    const parsed = parseAction(state, line);
    if (!parsed.ok) throw new Error(parsed.code);
    const r = applyAction(state, parsed.action);
    if (!r.ok) throw new Error(`${line}: ${englishOf(r.rejection.code, r.rejection.params)}`);
    state = r.state;
  }
  return state;
}

describe('Blueprints', () => {
  it('peeks at a face-down tile anywhere, on any floor, for free; the tool is spent', () => {
    const r = play({ crew: ava, floors: bank(), guards: farGuard, players: [{ at: 'F1 A1', tools: ['blueprints'] }], actions: ['Ava: use blueprints F3 D4'] });
    expect(r.report.revealed).toContain('F3 D4');
    expect(r.report.actionsLeft).toBe(4);
    expect(r.report.players[0].tools).toEqual([]);
    expect(r.state.tools.discard).toContain('blueprints');
    expect(r.text).toContain('Ava peeked at F3 D4');
  });
  it('without a cell it asks which face-down tile', () => {
    const r = play({ crew: ava, floors: bank(), guards: farGuard, players: [{ at: 'F1 A1', tools: ['blueprints'] }], actions: ['Ava: use blueprints', 'Ava: choose F2 C3'] });
    expect(r.report.revealed).toContain('F2 C3');
  });
  it('is refused on a face-up tile', () => {
    const r = play({ crew: ava, floors: bank({}, ['B1']), guards: farGuard, players: [{ at: 'F1 A1', tools: ['blueprints'] }], actions: ['Ava: use blueprints F1 B1'] });
    expect(r.report.rejected[0].code).toBe('already-revealed');
    expect(r.report.players[0].tools).toEqual(['blueprints']);
  });
});

describe('Crowbar', () => {
  it('disables a Laser next to you for good: moving in costs 1 action and triggers nothing', () => {
    const r = play({
      crew: ava, floors: bank({ B1: 'laser:2' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1', tools: ['crowbar'] }],
      actions: ['Ava: use crowbar east', 'Ava: move east'],
    });
    expect(r.state.tiles[1].disabled).toBe(true);
    expect(r.report.alarms).toEqual([]);
    expect(r.report.actionsLeft).toBe(3);
    expect(r.report.awaiting).toBeNull();
  });
  it('T1 Crowbar: only a face-up tile next to you, with no wall between, whose effect it can disable', () => {
    const walled = play({
      crew: ava, floors: bank({ B1: 'laser:2' }, ['B1'], ['A1|B1']), guards: farGuard, players: [{ at: 'F1 A1', tools: ['crowbar'] }],
      actions: ['Ava: use crowbar east', 'Ava: use crowbar F1 B1'],
    });
    expect(walled.report.rejected.map((x) => x.code)).toEqual(['crowbar-bad-target', 'crowbar-bad-target']);
    const faceDown = play({
      crew: ava, floors: bank({ B1: 'laser:2', A2: 'motion:1' }, ['A2']), guards: farGuard, players: [{ at: 'F1 A1', tools: ['crowbar'] }],
      actions: ['Ava: use crowbar east', 'Ava: use crowbar south'],
    });
    expect(faceDown.report.rejected[0].code).toBe('crowbar-bad-target');
    expect(faceDown.state.tiles[4].disabled).toBe(true);
  });
});

describe('Crystal Ball', () => {
  it('looks at the top 3 events and puts them back in the order the player chooses', () => {
    const r = play({
      crew: ava, floors: bank(), guards: farGuard, players: [{ at: 'F1 A1', tools: ['crystal-ball'] }],
      events: ['crash', 'espresso', 'lampshade'], actions: ['Ava: use crystal-ball', 'Ava: choose lampshade', 'Ava: choose crash'],
    });
    expect(r.state.events.deck.slice(0, 3)).toEqual(['lampshade', 'crash', 'espresso']);
    expect(r.state.events.deck.length).toBe(23); // solo: 3 events are left out
  });
  it('N3 Crystal Ball: the crew is told the events and the order chosen (a co-op game keeps nothing from the crew)', () => {
    const r = play({
      crew: ava, floors: bank(), guards: farGuard, players: [{ at: 'F1 A1', tools: ['crystal-ball'] }],
      events: ['crash', 'espresso', 'lampshade'], actions: ['Ava: use crystal-ball', 'Ava: choose lampshade', 'Ava: choose crash'],
    });
    expect(r.text).toContain("Ava put the next events back in this order: Lampshade, Crash!, Espresso");
  });
  it('T2 Crystal Ball with fewer than 3 events left: the discard is shuffled in below them first', () => {
    let s = play({ crew: ava, floors: bank(), guards: farGuard, players: [{ at: 'F1 A1', tools: ['crystal-ball'] }], events: ['crash'] }).state;
    s = { ...s, events: { deck: ['crash'], discard: s.events.deck.slice(1) } };
    s = act(s, 'Ava: use crystal-ball');
    expect(s.awaiting?.options).toHaveLength(3);
    expect(s.awaiting?.options).toContain('crash');
    s = act(s, `Ava: choose ${s.awaiting!.options[2]}`, `Ava: choose ${s.awaiting!.options[1]}`);
    expect(s.events.deck.length + s.events.discard.length).toBe(23);
    expect(s.events.discard).toEqual([]);
  });
});

describe('Donuts', () => {
  it('the chosen guard skips his next move, then walks again', () => {
    const script = {
      crew: ava, floors: bank(), guards: [{ floor: 1, at: 'D4', destination: 'A4', die: 2 }],
      players: [{ at: 'F1 A1', tools: ['donuts'] }], events: ['lampshade', 'jury-rig'],
    };
    const r = play({ ...script, actions: ['Ava: use donuts floor-1', 'Ava: end'] });
    expect(r.report.guards[0].at).toBe('D4');
    expect(r.text).toContain("doesn't move");
    const again = play({ ...script, actions: ['Ava: use donuts', 'Ava: end', 'Ava: end'] });
    expect(again.report.guards[0].at).toBe('B4');
  });
  it('T9 Donuts: only for a guard on the board who has none yet', () => {
    const r = play({
      crew: ava, floors: bank(), guards: farGuard, players: [{ at: 'F1 A1', tools: ['donuts'] }],
      actions: ['Ava: use donuts floor-2'],
    });
    expect(r.report.rejected[0].code).toBe('donuts-no-guard-there');
  });
});

describe('Dynamite', () => {
  it('blows away a wall next to you and triggers an alarm on your tile', () => {
    const r = play({
      crew: ava, floors: bank({}, [], ['A1|B1']), guards: farGuard, players: [{ at: 'F1 A1', tools: ['dynamite'] }],
      actions: ['Ava: use dynamite east', 'Ava: move east'],
    });
    expect(r.state.dynamited).toEqual(['F1 A1|B1']);
    expect(r.report.alarms).toEqual(['F1 A1']);
    expect(r.report.players[0].at).toBe('F1 B1');
  });
  it('cannot blow the building\'s outer wall', () => {
    const r = play({ crew: ava, floors: bank({}, [], ['A1|B1']), guards: farGuard, players: [{ at: 'F1 A1', tools: ['dynamite'] }], actions: ['Ava: use dynamite north'] });
    expect(r.report.rejected[0].code).toBe('dynamite-bad-side');
  });
});

describe('Dynamite in Fort Knox', () => {
  it('cannot blow the walls around the empty cell (NOTES §7)', () => {
    const fk = (walls: string[]) => ({ tiles: floor({ C3: 'empty' }, 5), walls });
    const r = play({
      scenario: 'fortknox', crew: ava, floors: [fk(['B3/B4']), fk([])], guards: [{ floor: 1, at: 'E5', destination: 'E4', die: 1 }],
      players: [{ at: 'F1 B3', tools: ['dynamite'] }], actions: ['Ava: use dynamite east', 'Ava: use dynamite'],
    });
    expect(r.report.rejected[0].code).toBe('dynamite-bad-side');
    expect(r.state.dynamited).toEqual(['F1 B3/B4']);
  });
});

describe('Fort Knox\'s empty cell named as a target', () => {
  it('Blueprints and X-Ray say it is the empty space, not that it is no cell or to peek the usual way', () => {
    const fk = { tiles: floor({ C3: 'empty' }, 5), walls: [] as string[] };
    const r = play({
      scenario: 'fortknox', crew: ava, floors: [fk, fk], guards: [{ floor: 1, at: 'E5', destination: 'E4', die: 1 }],
      players: [{ at: 'F1 C2', tools: ['blueprints'] }], actions: ['Ava: use blueprints F1 C3', 'Ava: ability south'],
    });
    expect(r.report.rejected.map((x) => x.code)).toEqual(['empty-cell', 'empty-cell']);
    expect(r.report.rejected[0].reason).toContain('F1 C3 is the floor\'s empty space');
  });
});

describe('E.M.P.', () => {
  const script = {
    crew: ava, floors: bank({ B1: 'fingerprint:4', C1: 'fingerprint:4', D1: 'fingerprint:5' }, ['B1', 'C1', 'D1']),
    guards: [{ floor: 1, at: 'D4', destination: 'D3', die: 1 }], players: [{ at: 'F1 A1', tools: ['emp'] }], events: ['lampshade'],
  };
  it('turns off every alarm and cancels new ones until the start of your next turn', () => {
    const r = play({ ...script, actions: ['Ava: move east', 'Ava: use emp', 'Ava: move east'] });
    expect(r.report.alarms).toEqual([]);
    expect(r.text).toContain('cancelled by EMP');
    const later = play({ ...script, actions: ['Ava: move east', 'Ava: use emp', 'Ava: move east', 'Ava: end', 'Ava: move east'] });
    expect(later.report.alarms).toEqual(['F1 D1']);
  });
  it('used before its user escapes, it ends when their turn would have started, skipped (rulings 20)', () => {
    // No safe on these floors: Ava may escape up F3 D4's Stairs. Bo's turn, then Ava's (skipped), then Bo's again.
    const floors = [{ tiles: floor(), walls: [] as string[] }, { tiles: floor(), walls: [] as string[] },
      { tiles: floor({ D4: 'stairs:6', C4: 'fingerprint:4' }), walls: [] as string[], revealed: ['D4', 'C4'] }];
    const r = play({
      crew: avaBo, floors, guards: [{ floor: 3, at: 'A1', destination: 'B1', die: 1 }],
      players: [{ at: 'F3 D4', tools: ['emp'] }, { at: 'F3 D4' }], events: ['lampshade', 'daydreaming'],
      actions: ['Ava: use emp', 'Ava: escape', 'Bo: move west', 'Bo: end', 'Bo: move north', 'Bo: move south'],
    });
    expect(r.report.rejected).toEqual([]);
    expect(r.text).toContain('cancelled by EMP');
    expect(r.state.effects).toEqual([]);
    expect(r.report.alarms).toEqual(['F3 C4']);
  });
  it('T3 E.M.P.: guards keep the destination they had', () => {
    const r = play({ ...script, actions: ['Ava: move east', 'Ava: use emp'] });
    expect(r.report.guards[0].destination).toBe('B1');
  });
});

describe('Invisible Suit', () => {
  it('gives one more action and a guard on your tile doesn\'t see you', () => {
    const r = play({
      crew: ava, floors: bank(), guards: [{ floor: 1, at: 'B1', destination: 'D4', die: 1 }], players: [{ at: 'F1 A1', tools: ['invisible-suit'] }],
      actions: ['Ava: use invisible-suit', 'Ava: move east'],
    });
    expect(r.report.actionsLeft).toBe(4);
    expect(r.report.players[0].stealth).toBe(3);
  });
  it('T4 Invisible Suit: for the rest of your own turn, the guard\'s walk after it included, not in other players\' turns', () => {
    const script = (die: number) => ({
      crew: avaBo, floors: bank(), guards: [{ floor: 1, at: 'B1', destination: 'A1', die }], patrol: { 1: ['C1', 'D4'] },
      players: [{ at: 'F1 B2', tools: ['invisible-suit'] }, { at: 'F1 D4' }],
      actions: ['Ava: use invisible-suit', 'Ava: move north', 'Ava: hack', 'Ava: hack', 'Ava: end', 'Bo: hack', 'Bo: hack', 'Bo: hack', 'Bo: end'],
    });
    const own = play(script(2));
    expect(own.text).toContain('Guard on floor 1 moved A1 B1');
    expect(own.report.players[0].stealth).toBe(3);
    const others = play(script(1));
    expect(others.text).toContain('Guard on floor 1 moved B1');
    expect(others.report.players[0].stealth).toBe(2);
  });
});

describe('Makeup Kit', () => {
  it('every player on your tile gains one stealth; players elsewhere don\'t', () => {
    const r = play({
      crew: avaBoCy, floors: bank(), guards: farGuard,
      players: [{ at: 'F1 A1', stealth: 1, tools: ['makeup-kit'] }, { at: 'F1 A1', stealth: 2 }, { at: 'F1 B1', stealth: 2 }],
      actions: ['Ava: use makeup-kit'],
    });
    expect(r.report.players.map((p) => p.stealth)).toEqual([2, 3, 2]);
  });
});

describe('Rollerskates', () => {
  it('gives two more actions this turn, and only on your own turn', () => {
    const r = play({
      crew: avaBo, floors: bank(), guards: farGuard, players: [{ at: 'F1 A1', tools: ['rollerskates'] }, { at: 'F1 A1', tools: ['smoke-bomb'] }],
      actions: ['Bo: use smoke-bomb', 'Ava: use rollerskates'],
    });
    expect(r.report.rejected[0].code).toBe('not-your-turn');
    expect(r.report.actionsLeft).toBe(6);
  });
});

describe('Smoke Bomb', () => {
  it('puts 3 stealth tokens on your tile, spent before your own when a guard walks in', () => {
    const r = play({
      crew: ava, floors: bank(), guards: [{ floor: 1, at: 'B1', destination: 'A1', die: 1 }], players: [{ at: 'F1 A1', tools: ['smoke-bomb'] }],
      events: ['jury-rig'], actions: ['Ava: use smoke-bomb', 'Ava: end'],
    });
    expect(r.report.players[0].stealth).toBe(3);
    expect(r.state.tiles[0].smoke).toBe(2);
    expect(r.text).toContain('hid in the smoke');
  });
});

describe('Stethoscope', () => {
  const safe = {
    crew: ava, floors: bank({ A1: 'safe', B1: 'computer-fingerprint:2' }, ['A1', 'B1', 'C1', 'D1', 'A2', 'A3', 'A4']),
    guards: farGuard, dice: [3],
  };
  it('after a crack roll, changes one die to any face: the changed die cracks its tiles', () => {
    const r = play({ ...safe, players: [{ at: 'F1 A1', tools: ['stethoscope'] }], actions: ['Ava: add-die', 'Ava: crack', 'Ava: choose 3', 'Ava: choose 4'] });
    expect(r.report.safes[0].cracked).toEqual(['F1 C1', 'F1 D1', 'F1 A2', 'F1 A3', 'F1 A4']);
    expect(r.report.players[0].tools).toEqual([]);
    expect(r.text).toContain('used the Stethoscope');
  });
  it('T5 Stethoscope: offered after the roll, not with use; keeping the roll keeps the tool', () => {
    const r = play({ ...safe, players: [{ at: 'F1 A1', tools: ['stethoscope'] }], actions: ['Ava: use stethoscope', 'Ava: add-die', 'Ava: crack', 'Ava: choose keep'] });
    expect(r.report.rejected[0].code).toBe('stethoscope-when-cracking');
    expect(r.report.safes[0].cracked).toEqual([]);
    expect(r.report.players[0].tools).toEqual(['stethoscope']);
  });
  it('T10 Bust: its holder can\'t use the Stethoscope either', () => {
    const r = play({ ...safe, players: [{ at: 'F1 A1', tools: ['stethoscope'], loot: ['bust'] }], actions: ['Ava: add-die', 'Ava: crack'] });
    expect(r.report.awaiting).toBeNull();
    expect(r.report.players[0].tools).toEqual(['stethoscope']);
  });
});

describe('Thermal Bomb', () => {
  it('opens a hole to the floor above that works as Stairs, and triggers an alarm on your tile', () => {
    const r = play({
      crew: ava, floors: bank(), guards: farGuard, players: [{ at: 'F1 B2', tools: ['thermal-bomb'] }],
      actions: ['Ava: use thermal-bomb up', 'Ava: move up'],
    });
    expect(r.report.alarms).toEqual(['F1 B2']);
    expect(r.report.players[0].at).toBe('F2 B2');
    expect(r.state.tiles[loc(r.state, 2, 'B2')].thermal).toBe(loc(r.state, 1, 'B2'));
  });
  it('asks up or down where both are possible, and there is no up from the top floor', () => {
    const r = play({ crew: ava, floors: bank(), guards: farGuard, players: [{ at: 'F2 B2', tools: ['thermal-bomb'] }], actions: ['Ava: use thermal-bomb'] });
    expect(r.report.awaiting?.options).toEqual(['up', 'down']);
    const top = play({ crew: ava, floors: bank(), guards: farGuard, players: [{ at: 'F3 B2', tools: ['thermal-bomb'] }], actions: ['Ava: use thermal-bomb up'] });
    expect(top.report.rejected[0].code).toBe('thermal-bomb-bad-way');
  });
});

describe('Virus', () => {
  it('places 3 hack tokens on revealed Computer Rooms, named or asked', () => {
    const named = play({
      crew: ava, floors: bank({ C3: 'computer-laser:5' }, ['C3']), guards: farGuard, players: [{ at: 'F1 A1', tools: ['virus'] }],
      actions: ['Ava: use virus F1 A1 F1 A1 F1 C3'],
    });
    expect(named.state.tiles[0].hack).toBe(2);
    expect(named.state.tiles[loc(named.state, 1, 'C3')].hack).toBe(1);
    const asked = play({
      crew: ava, floors: bank({ C3: 'computer-laser:5' }, ['C3']), guards: farGuard, players: [{ at: 'F1 A1', tools: ['virus'] }],
      actions: ['Ava: use virus', 'Ava: choose F1 C3', 'Ava: choose F1 C3', 'Ava: choose F1 C3'],
    });
    expect(asked.state.tiles[loc(asked.state, 1, 'C3')].hack).toBe(3);
  });
  it('needs a revealed Computer Room', () => {
    const r = play({ crew: ava, floors: [{ tiles: floor({}, 4, 'atrium:3'), walls: [] }, { tiles: floor(), walls: [] }, { tiles: floor(), walls: [] }], guards: farGuard, players: [{ at: 'F1 A1', tools: ['virus'] }], actions: ['Ava: use virus'] });
    expect(r.report.rejected[0].code).toBe('virus-no-computer');
  });
});

describe('The tool deck run out (ruling T13)', () => {
  it('ruling T13: the used tools are shuffled into a new deck, as patrol cards are; with none, a find finds nothing', () => {
    const r = play({
      crew: ava, floors: bank({ B1: 'laboratory:3', C1: 'laboratory:4' }, ['B1', 'C1']), guards: farGuard,
      players: [{ at: 'F1 A1', tools: ['donuts'] }], actions: ['Ava: use donuts floor-1'],
    });
    const s = r.state;
    expect(s.tools.discard).toEqual(['donuts']);
    s.tools.deck = [];
    const found = act(s, 'Ava: move east');
    expect(found.players[0].tools).toEqual(['donuts']);
    expect(found.tools).toEqual({ deck: [], discard: [] });
    const none = act(found, 'Ava: move east');
    expect(none.players[0].tools).toEqual(['donuts']);
  });
});
