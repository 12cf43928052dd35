// One test (or more) per event card: its effect, and its condition or limit where it has one.
import { describe, expect, it } from 'vitest';
import { newGame } from '../../../../../../src/games/burgle-bros/engine/index.js';
import { bank, crew2, crew3, loc, playWith } from './helpers.js';

const far = { floor: 1, at: 'D4', destination: 'D3', die: 1 };

describe('Brown Out', () => {
  it('removes every alarm in the building and draws one patrol card per alarm removed', () => {
    const r = playWith({
      crew: crew2, floors: bank(), guards: [{ floor: 1, at: 'A1', destination: 'C3', die: 1 }, { floor: 2, at: 'D4', destination: 'A2', die: 1 }],
      players: [{ at: 'F1 A4' }, { at: 'F2 D4' }], events: ['brown-out'], patrol: { 1: ['B4', 'C4'], 2: ['D1'] },
      actions: ['Ava: end'],
    }, (s) => { s.tiles[loc('F1 C3')].alarm = true; s.tiles[loc('F1 D1')].alarm = true; s.tiles[loc('F2 A2')].alarm = true; });
    expect(r.report.alarms).toEqual([]);
    expect(r.text).toContain('Guard on floor 1 now heads for F1 B4');
    expect(r.text).toContain('Guard on floor 1 now heads for F1 C4');
    expect(r.report.guards[1].destination).toBe('D1');
    expect(r.took).toEqual(['brown-out']);
  });
  it('with no alarm anywhere it has no effect and no patrol card is drawn', () => {
    const r = playWith({ crew: crew2, floors: bank(), guards: [far], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], events: ['brown-out'], actions: ['Ava: end'] });
    expect(r.text).toContain('Brown Out has no effect: there are no alarms');
    expect(r.took).toEqual([]);
  });
});

describe('Buddy System', () => {
  it('the player chooses another character; put by an event is not entering, so the guard there does not see them', () => {
    const r = playWith({
      crew: crew3, floors: bank(), guards: [{ floor: 1, at: 'A1', destination: 'A2', die: 1 }, { floor: 2, at: 'A4', destination: 'B4', die: 1 }],
      players: [{ at: 'F1 C3' }, { at: 'F1 D4' }, { at: 'F2 A1', stealth: 3 }], events: ['buddy-system'],
      actions: ['Ava: end', 'Ava: choose Cy'],
    });
    expect(r.report.players[2].at).toBe('F1 C3');
    expect(r.report.players[2].stealth).toBe(3);
    expect(r.took).toEqual(['buddy-system']);
  });
  it('Buddy System picks a player in the building on another tile (one candidate: no question)', () => {
    const r = playWith({
      crew: crew3, floors: bank(), guards: [far], players: [{ at: 'F1 C3' }, { at: 'F1 C3' }, { at: 'F1 A1' }], events: ['buddy-system'],
      actions: ['Ava: end'],
    });
    expect(r.report.players[2].at).toBe('F1 C3'); // one option: no question
    expect(r.report.awaiting).toBeNull();
  });
  it('Buddy System, Dead Drop and Jump the Gun are left out of the event deck when one character plays alone (kept with two)', () => {
    const solo = newGame({ scenario: 'bank', seed: 5, crew: [{ name: 'Ava', character: 'hawk', side: 'basic' }] });
    const duo = newGame({ scenario: 'bank', seed: 5, crew: crew2 as never });
    if (!solo.ok || !duo.ok) throw new Error('setup failed');
    const soloDeck = [...solo.state.events.deck, ...solo.state.events.discard];
    for (const id of ['buddy-system', 'dead-drop', 'jump-the-gun']) {
      expect(soloDeck).not.toContain(id);
      expect(duo.state.events.deck).toContain(id);
    }
    expect(soloDeck).toHaveLength(23);
  });
});

describe('Change of Plans', () => {
  it('with no alarm on the floor, the guard draws his next patrol card now', () => {
    const r = playWith({
      crew: crew2, floors: bank(), guards: [{ floor: 1, at: 'D4', destination: 'D1', die: 1 }], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }],
      patrol: { 1: ['A4'] }, events: ['change-of-plans'], actions: ['Ava: end'],
    });
    expect(r.text).toContain('Guard on floor 1 now heads for F1 A4');
    expect(r.report.guards[0].at).toBe('C4');
  });
  it('does nothing while an alarm is active on the player\'s floor', () => {
    const r = playWith({
      crew: crew2, floors: bank(), guards: [{ floor: 1, at: 'D4', destination: 'D1', die: 1 }], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }],
      patrol: { 1: ['A4'] }, events: ['change-of-plans'], actions: ['Ava: end'],
    }, (s) => { s.tiles[loc('F1 D1')].alarm = true; });
    expect(r.text).toContain('Change of Plans has no effect: an alarm is active on floor 1');
    expect(r.report.guards[0].destination).toBe('D1');
    expect(r.took).toEqual([]);
  });
});

describe('Crash', () => {
  it('with the guard on the player\'s tile: the patrol card he then draws is told before the walk it sends him on', () => {
    const r = playWith({
      crew: crew2, floors: bank(), guards: [{ floor: 1, at: 'A1', destination: 'D1', die: 2 }], players: [{ at: 'F1 A1' }, { at: 'F1 A4' }],
      events: ['crash'], patrol: { 1: ['D4'] }, actions: ['Ava: end'],
    });
    const lines = r.text.split('\n');
    const drawn = lines.indexOf('Guard on floor 1 now heads for F1 D4');
    expect(lines.indexOf('Guard on floor 1 now heads for F1 A1')).toBeLessThan(drawn);
    expect(drawn).toBeGreaterThan(-1);
    expect(drawn).toBeLessThan(lines.findIndex((l) => l.startsWith('Guard on floor 1 moved ')));
  });
  it('with no alarm on the floor, the guard\'s destination becomes the player\'s tile', () => {
    const r = playWith({ crew: crew2, floors: bank(), guards: [far], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], events: ['crash'], actions: ['Ava: end'] });
    expect(r.report.guards[0].destination).toBe('A1');
    expect(r.took).toEqual(['crash']);
  });
  it('does nothing while an alarm is active on the player\'s floor', () => {
    const r = playWith({
      crew: crew2, floors: bank(), guards: [{ floor: 1, at: 'D1', destination: 'A4', die: 1 }], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }],
      events: ['crash'], actions: ['Ava: end'],
    }, (s) => { s.tiles[loc('F1 A4')].alarm = true; });
    expect(r.report.guards[0].destination).toBe('A4');
    expect(r.text).toContain('Crash! has no effect: an alarm is active on floor 1');
    expect(r.took).toEqual([]);
  });
  it('alarm conditions are per floor: an alarm on another floor does not stop Crash', () => {
    const r = playWith({
      crew: crew2, floors: bank(), guards: [far, { floor: 2, at: 'D4', destination: 'B4', die: 1 }], players: [{ at: 'F1 A1' }, { at: 'F2 A1' }],
      events: ['crash'], actions: ['Ava: end'],
    }, (s) => { s.tiles[loc('F2 B4')].alarm = true; });
    expect(r.report.guards[0].destination).toBe('A1');
  });
});

describe('Daydreaming and Espresso', () => {
  const walk = { floor: 1, at: 'A1', destination: 'D1', die: 2 };
  it('Daydreaming: the guard on your floor moves one step less this turn', () => {
    const r = playWith({ crew: crew2, floors: bank(), guards: [walk], players: [{ at: 'F1 A4' }, { at: 'F1 A4' }], events: ['daydreaming', 'keycode-change'], actions: ['Ava: end', 'Bo: end'] });
    expect(r.text).toContain('Guard on floor 1 moved B1\n');
    expect(r.text).toContain('Guard on floor 1 moved C1 D1'); // back to his speed on the next turn
  });
  it('Espresso: the guard on your floor moves one step more this turn', () => {
    const r = playWith({ crew: crew2, floors: bank(), guards: [walk], players: [{ at: 'F1 A4' }, { at: 'F1 A4' }], events: ['espresso'], actions: ['Ava: end'] });
    expect(r.text).toContain('Guard on floor 1 moved B1 C1 D1');
  });
});

describe('Dead Drop', () => {
  it('passes all your tools and loot to the player on your right (the previous player in turn order)', () => {
    const r = playWith({
      crew: crew3, floors: bank(), guards: [far], players: [{ at: 'F1 A1', tools: ['donuts'], loot: ['tiara'] }, { at: 'F1 B1' }, { at: 'F1 C1' }],
      events: ['dead-drop'], actions: ['Ava: end'],
    });
    expect(r.report.players[0].tools).toEqual([]);
    expect(r.report.players[0].loot).toEqual([]);
    expect(r.report.players[2].tools).toEqual(['donuts']);
    expect(r.report.players[2].loot).toEqual(['tiara']);
    expect(r.took).toEqual(['dead-drop']);
  });
  it('nobody may hold both Gold Bars: yours stays with you', () => {
    const r = playWith({
      crew: crew3, floors: bank(), guards: [far],
      players: [{ at: 'F1 A1', loot: ['gold-bar', 'bust'] }, { at: 'F1 B1' }, { at: 'F1 C1', loot: ['gold-bar'] }],
      events: ['dead-drop'], actions: ['Ava: end'],
    });
    expect(r.report.players[0].loot).toEqual(['gold-bar']);
    expect(r.report.players[2].loot).toEqual(['gold-bar', 'bust']);
  });
  it('Dead Drop skips escaped players', () => {
    const r = playWith({
      crew: crew3, floors: bank(), guards: [far],
      players: [{ at: 'F1 A1', tools: ['virus'] }, { at: 'F1 B1' }, { at: 'F1 C1', escaped: true }],
      events: ['dead-drop'], actions: ['Ava: end'],
    });
    expect(r.report.players[1].tools).toEqual(['virus']);
    expect(r.report.players[2].tools).toEqual([]);
  });
  it('ruling E16: a player on your right who has not entered yet takes the cards, and brings them in', () => {
    // The first turn of the game: Bo, last in turn order, is still to come in at the entrance.
    const r = playWith({
      crew: [{ name: 'Ava', character: 'rigger', side: 'basic' }, { name: 'Bo', character: 'hawk', side: 'basic' }],
      events: ['dead-drop', 'keycode-change'], actions: ['Ava: choose B2', 'Ava: end'],
    });
    expect(r.text).toContain('Ava passed Dynamite to Bo');
    expect(r.report.players[0].tools).toEqual([]);
    expect(r.report.players[1]).toMatchObject({ at: 'F1 B2', tools: ['dynamite'] });
    expect(r.took).toContain('dead-drop');
  });
});

describe('Freight Elevator', () => {
  it('puts you on the tile above (revealed, the floor\'s guard comes out)', () => {
    const r = playWith({ crew: crew2, floors: bank(), guards: [far], players: [{ at: 'F1 B2' }, { at: 'F1 A1' }], events: ['freight-elevator'], actions: ['Ava: end'] });
    expect(r.report.players[0].at).toBe('F2 B2');
    expect(r.report.revealed).toContain('F2 B2');
    expect(r.report.guards.map((g) => g.floor)).toEqual([1, 2]);
  });
  it('on the top floor you escape only if the crew holds all the loot; escaping by Freight Elevator moves no guard', () => {
    const none = playWith({
      crew: crew2, floors: bank({}, [], {}, [], { D4: 'safe' }), guards: [far, { floor: 3, at: 'D1', destination: 'D2', die: 1 }],
      players: [{ at: 'F3 A1' }, { at: 'F1 A1' }], events: ['freight-elevator'], actions: ['Ava: end'],
    });
    expect(none.report.players[0].at).toBe('F3 A1');
    expect(none.text).toContain('does not hold all the loot');
    const all = playWith({
      crew: crew2, floors: bank(), guards: [far, { floor: 3, at: 'D1', destination: 'D2', die: 1 }],
      players: [{ at: 'F3 A1' }, { at: 'F1 A1' }], events: ['freight-elevator'], actions: ['Ava: end'],
    });
    expect(all.report.players[0].escaped).toBe(true);
    expect(all.report.turn).toBe('Bo');
    expect(all.report.guards[1].at).toBe('D1'); // no guard move for an escaped player
  });
});

describe('Go With Your Gut', () => {
  it('you must move into an adjacent face-down tile, your choice among several', () => {
    const r = playWith({
      crew: crew2, floors: bank({}, ['A1', 'B2', 'A2']), guards: [far], players: [{ at: 'F1 B1' }, { at: 'F1 A1' }],
      events: ['go-with-your-gut'], actions: ['Ava: end'],
    });
    expect(r.report.awaiting).toBeNull(); // one face-down tile: no question
    expect(r.report.players[0].at).toBe('F1 C1');
  });
  it('asks which tile when there are several, and moves you in: the adjacent tiles are those a Move could reach', () => {
    const r = playWith({
      crew: crew2, floors: bank({}, ['A1']), guards: [far], players: [{ at: 'F1 B1' }, { at: 'F1 A1' }],
      events: ['go-with-your-gut'], actions: ['Ava: end', 'Ava: choose F1 B2'],
    });
    expect(r.report.players[0].at).toBe('F1 B2');
    expect(r.took).toEqual(['go-with-your-gut']);
  });
  it('counts as one action: a Deadbolt keeps you out, a Laser goes off', () => {
    const bolt = playWith({
      crew: crew2, floors: bank({ C1: 'deadbolt:1' }, ['A1', 'B2']), guards: [far], players: [{ at: 'F1 B1' }, { at: 'F1 A1' }],
      events: ['go-with-your-gut'], actions: ['Ava: end'],
    });
    expect(bolt.report.players[0].at).toBe('F1 B1');
    expect(bolt.report.revealed).toContain('F1 C1');
    const laser = playWith({
      crew: crew2, floors: bank({ C1: 'laser:1' }, ['A1', 'B2']), guards: [far], players: [{ at: 'F1 B1' }, { at: 'F1 A1' }],
      events: ['go-with-your-gut'], actions: ['Ava: end'],
    });
    expect(laser.report.players[0].at).toBe('F1 C1');
    expect(laser.report.alarms).toEqual(['F1 C1']);
  });
  it('a face-down Keypad is worth one action: one die, and a miss leaves you where you were', () => {
    const r = playWith({
      crew: crew2, floors: bank({ C1: 'keypad:5' }, ['A1', 'B2']), guards: [far], players: [{ at: 'F1 B1' }, { at: 'F1 A1' }],
      events: ['go-with-your-gut'], dice: [3, 1, 1], actions: ['Ava: end'],
    });
    expect(r.text).toContain('Ava rolled 3: wrong code for the Keypad at F1 C1');
    expect(r.report.players[0].at).toBe('F1 B1');
  });
  it('has no effect with no face-down tile next to you', () => {
    const r = playWith({
      crew: crew2, floors: bank({}, ['A1', 'B2', 'C1']), guards: [far], players: [{ at: 'F1 B1' }, { at: 'F1 A1' }],
      events: ['go-with-your-gut'], actions: ['Ava: end'],
    });
    expect(r.report.players[0].at).toBe('F1 B1');
    expect(r.took).toEqual([]);
  });
});
