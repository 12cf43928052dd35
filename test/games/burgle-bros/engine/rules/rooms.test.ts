// One test (or more) per room tile (rulebook "Room Tiles" and NOTES §6), written as positions on open floors.
import { describe, expect, it } from 'vitest';
import { burgleBros } from '../../../../../src/games/burgle-bros/index.js';
import { lookup } from '../../../../../src/core/text.js';
import { farGuard, floor, openBank as bank, play } from '../../helpers/script.js';

const ava = [{ name: 'Ava', character: 'peterman', side: 'basic' }];
/** A character whose ability doesn't touch Keypads (the Peterman's Steady Hands adds a die). */
const hawk = [{ name: 'Ava', character: 'hawk', side: 'basic' }];
const avaBo = [...ava, { name: 'Bo', character: 'spotter', side: 'basic' }];

describe('Atrium', () => {
  it('lets you peek at the tile directly above (and below)', () => {
    const r = play({ crew: ava, floors: bank({ A1: 'atrium:3' }, ['A1']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: peek up'] });
    expect(r.report.revealed).toContain('F2 A1');
  });
  it('a guard directly above sees a player entering it (1 stealth)', () => {
    const r = play({
      crew: ava, floors: bank({ B1: 'atrium:3' }, ['B1']), players: [{ at: 'F1 A1', stealth: 3 }],
      guards: [...farGuard, { floor: 2, at: 'B1', destination: 'D4', die: 3 }], actions: ['Ava: move east'],
    });
    expect(r.report.players[0].stealth).toBe(2);
    expect(r.text).toContain('a guard saw into the Atrium');
  });
  it('a guard stepping directly above or below a player in it sees them', () => {
    const r = play({
      crew: avaBo, floors: bank({ B1: 'atrium:3' }, ['B1'], { A4: 'stairs:4' }, ['A4']),
      guards: [...farGuard, { floor: 2, at: 'A1', destination: 'C1', die: 2 }],
      players: [{ at: 'F1 B1', stealth: 3 }, { at: 'F2 D4' }], events: ['keycode-change', 'jury-rig'],
      actions: ['Ava: end', 'Bo: end'],
    });
    expect(r.report.players[0].stealth).toBe(2);
  });
});

describe('Camera', () => {
  it('a guard walking onto a Camera sees a player on another Camera: alarm on the player\'s tile', () => {
    const r = play({
      crew: ava, floors: bank({ B1: 'camera:2', D3: 'camera:3' }, ['B1', 'D3']),
      guards: [{ floor: 1, at: 'A1', destination: 'C1', die: 1 }],
      players: [{ at: 'F1 D3', stealth: 3 }],
      actions: ['Ava: end'],
    });
    expect(r.text).toContain('Guard on floor 1 moved B1');
    expect(r.report.alarms).toEqual(['F1 D3']);
    expect(r.report.players[0].stealth).toBe(3);
  });
  it('a player entering a Camera while a guard stands on another revealed Camera triggers an alarm', () => {
    const r = play({
      crew: ava, floors: bank({ B1: 'camera:2', D3: 'camera:3' }, ['B1', 'D3']),
      guards: [{ floor: 1, at: 'B1', destination: 'A1', die: 1 }],
      players: [{ at: 'F1 D4', stealth: 3 }],
      actions: ['Ava: move north'],
    });
    expect(r.report.alarms).toEqual(['F1 D3']);
  });
  it('Cameras on other floors count too', () => {
    const r = play({
      crew: ava, floors: bank({ D3: 'camera:3' }, ['D3'], { A1: 'camera:2' }, ['A1']),
      guards: [farGuard[0], { floor: 2, at: 'A1', destination: 'B1', die: 3 }],
      players: [{ at: 'F1 C3' }],
      actions: ['Ava: move east'],
    });
    expect(r.report.alarms).toEqual(['F1 D3']);
  });
});

describe('Computer Rooms and hack tokens', () => {
  it('the Hack action adds a token to the Computer Room you are in', () => {
    const r = play({ crew: ava, floors: bank({ A1: 'computer-laser:5' }, ['A1']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: hack', 'Ava: hack'] });
    expect(r.state.tiles[0].hack).toBe(2);
  });
  it('hacking is refused outside a Computer Room', () => {
    const r = play({ crew: ava, floors: bank({ A1: 'safe' }, ['A1']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: hack'] });
    expect(r.report.rejected[0].reason).toMatch(/only in a Computer Room/);
  });
  it('a Computer Room holds at most 6 hack tokens', () => {
    const r = play({
      crew: ava, floors: bank({ A1: 'computer-laser:5' }, ['A1']), guards: farGuard, players: [{ at: 'F1 A1' }],
      actions: ['Ava: hack', 'Ava: hack', 'Ava: hack', 'Ava: hack', 'Ava: end', 'Ava: hack', 'Ava: hack', 'Ava: hack'],
    });
    expect(r.state.tiles[0].hack).toBe(6);
    expect(r.report.rejected.at(-1)!.reason).toMatch(/already holds 6/);
  });
  it('the player triggering a matching alarm is asked whether to spend a token (from any floor) to cancel it', () => {
    const base = {
      crew: ava, floors: bank({ B1: 'fingerprint:4' }, [], { A1: 'computer-fingerprint:4' }, ['A1']),
      guards: farGuard, players: [{ at: 'F1 A1' }],
    };
    const setup = play({ ...base, actions: [] });
    setup.state.tiles[16].hack = 1; // Fingerprint token on floor 2
    const { applyAction } = engine;
    const moved = applyAction(setup.state, { player: 0, verb: 'move', args: ['east'] });
    if (!moved.ok) throw new Error(englishOf(moved.rejection.code, moved.rejection.params));
    expect(moved.state.awaiting).toMatchObject({ code: 'hack-or-alarm', options: ['hack', 'alarm'] });
    expect(moved.state.tiles[1].revealed).toBe(true); // the player sees what they walked into
    const hacked = applyAction(moved.state, { player: 0, verb: 'choose', args: ['hack'] });
    if (!hacked.ok) throw new Error(englishOf(hacked.rejection.code, hacked.rejection.params));
    expect(hacked.state.tiles[1].alarm).toBe(false);
    expect(hacked.state.tiles[16].hack).toBe(0);
    const alarm = applyAction(moved.state, { player: 0, verb: 'choose', args: ['alarm'] });
    expect(alarm.ok && alarm.state.tiles[1].alarm).toBe(true);
  });
  it('a token only cancels its own type (no question for a Laser with only Fingerprint tokens)', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'laser:1', C1: 'computer-fingerprint:4' }, ['C1']), guards: farGuard, players: [{ at: 'F1 C1' }], actions: ['Ava: hack', 'Ava: move west'] });
    expect(r.report.awaiting).toBeNull();
    expect(r.report.alarms).toEqual(['F1 B1']);
  });
});

describe('Deadbolt', () => {
  it('entering a revealed Deadbolt costs 3 actions', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'deadbolt:1' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move east'] });
    expect(r.report.players[0].at).toBe('F1 B1');
    expect(r.report.actionsLeft).toBe(1);
  });
  it('is refused with fewer than 3 actions left', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'deadbolt:1' }, ['B1', 'A2']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move south', 'Ava: move north', 'Ava: move east'] });
    expect(r.report.rejected[0].reason).toBe('That takes 3 actions but you have 2 left: choose something cheaper, or end your turn.');
    expect(r.report.players[0].at).toBe('F1 A1');
  });
  it('a Deadbolt flipped by a move leaves you where you were (the action is spent)', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'deadbolt:1' }), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move east'] });
    expect(r.report.players[0].at).toBe('F1 A1');
    expect(r.report.actionsLeft).toBe(3);
    expect(r.report.revealed).toContain('F1 B1');
  });
  it('costs a normal move when another player or a guard is on it', () => {
    const r = play({ crew: avaBo, floors: bank({ B1: 'deadbolt:1' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }, { at: 'F1 B1' }], actions: ['Ava: move east'] });
    expect(r.report.actionsLeft).toBe(3);
  });
});

describe('Detector', () => {
  it('triggers an alarm when you enter holding a tool or loot', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'detector:4' }), guards: farGuard, players: [{ at: 'F1 A1', tools: ['donuts'] }], actions: ['Ava: move east'] });
    expect(r.report.alarms).toEqual(['F1 B1']);
  });
  it('does nothing when you hold nothing', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'detector:4' }), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move east'] });
    expect(r.report.alarms).toEqual([]);
  });
});

describe('Fingerprint', () => {
  it('always triggers an alarm when entered', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'fingerprint:4' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move east'] });
    expect(r.report.alarms).toEqual(['F1 B1']);
  });
});

describe('Foyer', () => {
  it('a guard on an adjacent tile with no wall between sees a player entering it', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'foyer:1' }, ['B1']), guards: [{ floor: 1, at: 'C1', destination: 'D4', die: 1 }], players: [{ at: 'F1 A1', stealth: 3 }], actions: ['Ava: move east'] });
    expect(r.report.players[0].stealth).toBe(2);
  });
  it('a wall keeps the guard from seeing into the Foyer', () => {
    const floors = bank({ B1: 'foyer:1' }, ['B1']);
    floors[0].walls = ['B1|C1'];
    const r = play({ crew: ava, floors, guards: [{ floor: 1, at: 'C1', destination: 'D4', die: 1 }], players: [{ at: 'F1 A1', stealth: 3 }], actions: ['Ava: move east'] });
    expect(r.report.players[0].stealth).toBe(3);
  });
  it('a guard stepping next to a player in the Foyer sees them', () => {
    const r = play({ crew: ava, floors: bank({ B2: 'foyer:1' }, ['B2']), guards: [{ floor: 1, at: 'D2', destination: 'A2', die: 1 }], players: [{ at: 'F1 B2', stealth: 3 }], actions: ['Ava: end'] });
    expect(r.text).toContain('Guard on floor 1 moved C2');
    expect(r.report.players[0].stealth).toBe(2);
  });
  it('Foyers don\'t chain: a guard next to one Foyer doesn\'t see into the Foyer beyond it', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'foyer:1', C1: 'foyer:2' }, ['B1', 'C1']), guards: [{ floor: 1, at: 'D1', destination: 'D4', die: 1 }], players: [{ at: 'F1 A1', stealth: 3 }], actions: ['Ava: move east'] });
    expect(r.report.players[0].stealth).toBe(3);
  });
});

describe('Keypad', () => {
  it('a Keypad flipped by a move makes you roll one die; a 6 opens it and you enter', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'keypad:5' }), guards: farGuard, players: [{ at: 'F1 A1' }], dice: [6], actions: ['Ava: move east'] });
    expect(r.report.players[0].at).toBe('F1 B1');
    expect(r.state.tiles[1].open).toBe(true);
  });
  it('a miss spends the action and leaves you where you were; the next attempt this turn rolls one more die', () => {
    const r = play({ crew: hawk, floors: bank({ B1: 'keypad:5' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }], dice: [1, 2, 3, 4, 5, 6], actions: ['Ava: move east', 'Ava: move east', 'Ava: move east'] });
    expect(r.text).toContain('rolled 1: wrong code');
    expect(r.text).toContain('rolled 2 3: wrong code');
    expect(r.text).toContain('rolled 4 5 6 and opened the Keypad');
    expect(r.report.players[0].at).toBe('F1 B1');
    expect(r.report.actionsLeft).toBe(1);
  });
  it('attempt counts reset at the start of every turn', () => {
    const r = play({ crew: hawk, floors: bank({ B1: 'keypad:5' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }], dice: [1, 2, 3, 1, 1, 1], actions: ['Ava: move east', 'Ava: move east', 'Ava: end', 'Ava: move east'] });
    expect(r.text).toMatch(/Ava rolled 1: wrong code[^]*Ava rolled 2 3: wrong code[^]*Ava rolled 1: wrong code/);
  });
  it('once open, anyone enters without rolling', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'keypad:5' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }], dice: [6], actions: ['Ava: move east', 'Ava: move west', 'Ava: move east'] });
    expect(r.report.log.filter((l) => l.includes('rolled')).length).toBe(1);
    expect(r.report.players[0].at).toBe('F1 B1');
  });
});

describe('Laboratory', () => {
  it('the first player to move in draws a tool; the next doesn\'t', () => {
    const r = play({ crew: avaBo, floors: bank({ B1: 'laboratory:3' }), guards: farGuard, players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], tools: ['donuts'], actions: ['Ava: move east', 'Ava: end', 'Bo: move east'] });
    expect(r.report.players[0].tools).toEqual(['donuts']);
    expect(r.report.players[1].tools).toEqual([]);
  });
});

describe('Laser', () => {
  it('a Laser flipped by a move triggers its alarm', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'laser:1' }), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move east'] });
    expect(r.report.alarms).toEqual(['F1 B1']);
    expect(r.report.actionsLeft).toBe(3);
  });
  it('a revealed Laser: the player is asked to pay 2 actions or trigger it', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'laser:1' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move east'] });
    expect(r.report.awaiting).toMatchObject({ player: 'Ava', options: ['laser:pay', 'laser:trigger'] });
    // Its buttons say what a press does, a verb first, in either language.
    for (const [lang, labels] of [['en', ['Spend a second action (no alarm)', 'Trigger the alarm']], ['ru', ['Потратить второе действие (без тревоги)', 'Включить тревогу']]] as const) {
      const shown = burgleBros.present({ view: burgleBros.view(r.state, 0), viewer: 0, lang, legal: burgleBros.legal(r.state, 0), moment: { kind: 'status' }, name: () => 'Ava' });
      expect((shown.rows ?? []).flat().map((c) => c.label)).toEqual(labels);
    }
  });
  it('laser:pay costs 2 actions and no alarm', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'laser:1' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move east laser:pay'] });
    expect(r.report.alarms).toEqual([]);
    expect(r.report.actionsLeft).toBe(2);
    // Its story says what it cost: a move that took two actions reads as one that took one otherwise.
    expect(r.report.log).toContain('Ava moved to F1 B1 (Laser), 2 actions');
    const asked = play({ crew: ava, floors: bank({ B1: 'laser:1' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move east', 'Ava: choose laser:pay'] });
    expect(asked.report.log).toContain('Ava moved to F1 B1 (Laser), 2 actions');
  });
  it('laser:trigger costs 1 action and sets off the alarm', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'laser:1' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move east', 'Ava: choose laser:trigger'] });
    expect(r.report.alarms).toEqual(['F1 B1']);
    expect(r.report.actionsLeft).toBe(3);
  });
  it('with one action left there is nothing to choose: the alarm goes off', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'laser:1' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: peek south', 'Ava: move south', 'Ava: move north', 'Ava: move east'] });
    expect(r.report.awaiting).toBeNull();
    expect(r.report.alarms).toEqual(['F1 B1']);
  });
});

describe('Lavatory', () => {
  it('gets 3 stealth tokens (stalls) when revealed', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'lavatory:5' }), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: peek east'] });
    expect(r.state.tiles[1].stalls).toBe(3);
  });
});

describe('Motion', () => {
  it('entering and leaving it in the same turn triggers an alarm there', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'motion:2' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move east', 'Ava: move east'] });
    expect(r.report.alarms).toEqual(['F1 B1']);
    // Told as it happens, on the way out (the step in said nothing of an alarm).
    expect(r.report.log.filter((l) => /Ava moved|Alarm/.test(l))).toEqual([
      'Ava moved to F1 B1 (Motion)', 'Alarm at F1 B1 (Motion: Ava left it the turn they entered)', 'Ava moved to F1 C1 (Computer Room (Fingerprint))',
    ]);
  });
  it('waiting until the next turn to leave avoids the alarm', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'motion:2' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move east', 'Ava: end', 'Ava: move east'] });
    expect(r.report.alarms).toEqual([]);
  });
});

describe('Safe', () => {
  const safeFloor = () => bank({ A1: 'safe', B1: 'fingerprint:1', C1: 'fingerprint:2', D1: 'fingerprint:3', A2: 'fingerprint:4', A3: 'fingerprint:5', A4: 'fingerprint:6' }, ['A1', 'B1', 'C1', 'D1', 'A2', 'A3', 'A4']);
  it('adding a die costs 2 actions, at most 6 dice', () => {
    const r = play({ crew: ava, floors: safeFloor(), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: add-die', 'Ava: add-die', 'Ava: add-die'] });
    expect(r.report.safes[0].dice).toBe(2);
    expect(r.report.rejected[0].reason).toMatch(/takes 2 actions/);
  });
  it('cracking needs dice on the safe', () => {
    const r = play({ crew: ava, floors: safeFloor(), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: crack'] });
    expect(r.report.rejected[0].reason).toMatch(/no dice on this safe/);
  });
  it('a rolled number cracks every revealed combination tile showing it, and only revealed ones', () => {
    const floors = bank({ A1: 'safe', B1: 'fingerprint:2', C1: 'fingerprint:2', D1: 'fingerprint:3' }, ['A1', 'B1']);
    const r = play({ crew: ava, floors, guards: farGuard, players: [{ at: 'F1 A1' }], dice: [2, 2], actions: ['Ava: add-die', 'Ava: crack'] });
    expect(r.report.safes[0].cracked).toEqual(['F1 B1']);
    expect(r.report.safes[0].open).toBe(false);
  });
  it('the tiles a roll cracks are listed apart; a roll that matches nothing says what the safe still needs', () => {
    const floors = bank({ A1: 'safe', B1: 'fingerprint:2', C1: 'fingerprint:4', D1: 'fingerprint:3' }, ['A1', 'B1', 'C1']);
    const hit = play({ crew: ava, floors, guards: farGuard, players: [{ at: 'F1 A1' }], dice: [2, 4], actions: ['Ava: add-die', 'Ava: crack'] });
    expect(hit.text).toContain('Cracked F1 B1, F1 C1');
    const miss = play({ crew: ava, floors, guards: farGuard, players: [{ at: 'F1 A1' }], dice: [6, 6], actions: ['Ava: add-die', 'Ava: crack'] });
    // A1's row and column: B1 2 and C1 4 face up, D1 and A2–A4 face down.
    expect(miss.text).toContain('No number matched: the safe still needs 2, 4; 4 of its tiles are still face down');
    // None face up yet: only what is face down; one left: "is".
    const none = play({ crew: ava, floors: bank({ A1: 'safe' }, ['A1']), guards: farGuard, players: [{ at: 'F1 A1' }], dice: [6, 6], actions: ['Ava: add-die', 'Ava: crack'] });
    expect(none.text).toContain('No number matched: 6 of its tiles are still face down');
    const one = bank({ A1: 'safe', B1: 'fingerprint:2', C1: 'fingerprint:4', D1: 'fingerprint:3', A2: 'fingerprint:1', A3: 'fingerprint:5' }, ['A1', 'B1', 'C1', 'D1', 'A2', 'A3']);
    const last = play({ crew: ava, floors: one, guards: farGuard, players: [{ at: 'F1 A1' }], dice: [6, 6], actions: ['Ava: add-die', 'Ava: crack'] });
    expect(last.text).toContain('No number matched: the safe still needs 1, 2, 3, 4, 5; 1 of its tiles is still face down');
    // In Russian, one number or several.
    expect(lookup(burgleBros.texts, 'ru', 'crack-missed', { needed: '1', hidden: 0 })).toBe('Ни одна цифра не совпала: сейфу ещё нужна цифра 1');
    expect(lookup(burgleBros.texts, 'ru', 'crack-missed', { needed: '1, 5', hidden: 2 })).toBe('Ни одна цифра не совпала: сейфу ещё нужны цифры 1, 5; закрытых комнат в его ряду и столбце: 2');
    expect(miss.report.safes[0].cracked).toEqual([]);
  });
  it('all numbers cracked: a tool, then loot, and the guards on this floor and below speed up', () => {
    const r = play({
      crew: ava, floors: safeFloor(), guards: [{ floor: 1, at: 'D4', destination: 'D3', die: 2 }], tools: ['donuts'], loot: ['tiara'],
      players: [{ at: 'F1 A1' }], dice: [1, 2, 3, 4, 5, 6], events: ['keycode-change', 'brown-out', 'reboot'],
      actions: ['Ava: add-die', 'Ava: end', 'Ava: add-die', 'Ava: add-die', 'Ava: end', 'Ava: add-die', 'Ava: add-die', 'Ava: end', 'Ava: add-die', 'Ava: crack'],
    });
    expect(r.report.safes[0].open).toBe(true);
    expect(r.report.players[0].tools).toEqual(['donuts']);
    expect(r.report.players[0].loot).toEqual(['tiara']);
    expect(r.report.guards[0].die).toBe(3);
  });
});

describe('Safe, Fort Knox', () => {
  it('a floor\'s other Safe in the row or column is no part of the combination: it has no number (rulings 18)', () => {
    const ones = { B1: 'fingerprint:1', D1: 'fingerprint:1', E1: 'fingerprint:1', A2: 'fingerprint:1', A3: 'fingerprint:1', A4: 'fingerprint:1', A5: 'fingerprint:1' };
    const r = play({
      scenario: 'fortknox', crew: ava,
      floors: [
        { tiles: floor({ A1: 'safe', C1: 'safe', C3: 'empty', ...ones }, 5), walls: [], revealed: ['A1', 'C1', ...Object.keys(ones)] },
        { tiles: floor({ A1: 'safe', C3: 'empty' }, 5), walls: [] },
      ],
      guards: [{ floor: 1, at: 'E5', destination: 'E4', die: 2 }], players: [{ at: 'F1 A1' }], dice: [1, 1],
      actions: ['Ava: add-die', 'Ava: crack'],
    });
    expect(r.report.rejected).toEqual([]);
    expect(r.report.safes.find((x) => x.at === 'F1 A1')).toMatchObject({ open: true, cracked: ['F1 B1', 'F1 D1', 'F1 E1', 'F1 A2', 'F1 A3', 'F1 A4', 'F1 A5'] });
  });
});

describe('Secret Door', () => {
  it('can be entered from an adjacent tile through a wall', () => {
    const floors = bank({ B1: 'secret-door:1' }, ['B1']);
    floors[0].walls = ['A1|B1'];
    const r = play({ crew: ava, floors, guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move east'] });
    expect(r.report.players[0].at).toBe('F1 B1');
  });
  it('cannot be left through a wall', () => {
    const floors = bank({ B1: 'secret-door:1' }, ['B1']);
    floors[0].walls = ['A1|B1'];
    const r = play({ crew: ava, floors, guards: farGuard, players: [{ at: 'F1 B1' }], actions: ['Ava: move west'] });
    expect(r.report.rejected[0].reason).toBe('A wall blocks the way west from F1 B1.');
  });
});

describe('Service Duct', () => {
  it('once both are revealed, you move between them as if adjacent, even across floors', () => {
    const r = play({ crew: ava, floors: bank({ A1: 'service-duct:5' }, ['A1'], { D4: 'service-duct:6' }, ['D4']), guards: farGuard, players: [{ at: 'F1 A1' }], patrol: { 2: ['A1', 'B1'] }, actions: ['Ava: move F2 D4'] });
    expect(r.report.players[0].at).toBe('F2 D4');
    expect(r.report.actionsLeft).toBe(3);
  });
});

describe('Stairs', () => {
  it('revealing Stairs puts a Downstairs token on the cell above, which you can move to and back', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'stairs:4' }), guards: farGuard, players: [{ at: 'F1 A1' }], patrol: { 2: ['D4', 'D3'] }, actions: ['Ava: peek east', 'Ava: move east', 'Ava: move up', 'Ava: move down'] });
    expect(r.state.tiles[16 + 1].downstairs).toBe(true);
    expect(r.report.players[0].at).toBe('F1 B1');
  });
  it('from the top floor\'s Stairs you escape only when the crew holds all the loot', () => {
    const floors = [{ tiles: floor({ D4: 'safe' }), walls: [] }, { tiles: floor(), walls: [] }, { tiles: floor({ A1: 'stairs:6' }), walls: [], revealed: ['A1'] }];
    const r = play({ crew: ava, floors, guards: [{ floor: 3, at: 'D4', destination: 'D3', die: 4 }], players: [{ at: 'F3 A1' }], actions: ['Ava: escape'] });
    expect(r.report.rejected[0].reason).toMatch(/hold all the loot/);
  });
  it('escaping with everything: the player leaves, and when all are out the heist is won', () => {
    const floors = [
      { tiles: floor({ D4: 'safe' }), walls: [] }, { tiles: floor({ D4: 'safe' }), walls: [] },
      { tiles: floor({ A1: 'stairs:6', D4: 'safe' }), walls: [], revealed: ['A1'] },
    ];
    const r = play({ crew: ava, floors, guards: [{ floor: 3, at: 'D4', destination: 'D3', die: 4 }], players: [{ at: 'F3 A1' }], actions: [] });
    for (const loc of [15, 31, 47]) r.state.tiles[loc].open = true;
    const out = engine.applyAction(r.state, { player: 0, verb: 'escape', args: [] });
    expect(out.ok && out.state.outcome).toBe('won');
  });
});

describe('Thermo', () => {
  it('ending your actions on a Thermo triggers an alarm', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'thermo:1' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move east', 'Ava: end'] });
    expect(r.text).toContain('Alarm at F1 B1 (Thermo)');
  });
  it('passing through does not', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'thermo:1' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move east', 'Ava: move east', 'Ava: end'] });
    expect(r.text).not.toContain('Alarm at F1 B1');
  });
});

describe('Walkway', () => {
  it('flipped by a move on floor 2 or higher, you fall to the cell below; falling is not entering', () => {
    const r = play({
      crew: ava, floors: bank({ B1: 'fingerprint:4' }, [], { A1: 'computer-motion:6', B1: 'walkway:2' }, ['A1']),
      guards: [{ floor: 1, at: 'B1', destination: 'D4', die: 1 }, { floor: 2, at: 'D4', destination: 'D3', die: 3 }],
      players: [{ at: 'F2 A1', stealth: 3 }], actions: ['Ava: move east'],
    });
    expect(r.report.players[0].at).toBe('F1 B1');
    expect(r.report.players[0].stealth).toBe(3); // the guard there doesn't see a fall
    expect(r.report.alarms).toEqual([]); // no Fingerprint alarm: not entering
  });
  it('rulings 3: a face-down Walkway with the guard on it drops you below at once, never into his tile: no token lost', () => {
    const r = play({
      crew: ava, floors: bank({}, [], { A1: 'computer-motion:6', B1: 'walkway:2' }, ['A1']),
      guards: [farGuard[0], { floor: 2, at: 'B1', destination: 'D4', die: 3 }],
      players: [{ at: 'F2 A1', stealth: 3 }], actions: ['Ava: move east'],
    });
    expect(r.report.players[0].at).toBe('F1 B1');
    expect(r.report.players[0].stealth).toBe(3);
  });
  it('on floor 1 nothing happens: you enter it', () => {
    const r = play({ crew: ava, floors: bank({ B1: 'walkway:2' }), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move east'] });
    expect(r.report.players[0].at).toBe('F1 B1');
  });
  it('once revealed you can move down from it for one action, ignoring entry effects below, but not up through it', () => {
    const r = play({
      crew: ava, floors: bank({ B1: 'deadbolt:1' }, ['B1'], { B1: 'walkway:2' }, ['B1']),
      guards: [farGuard[0], { floor: 2, at: 'D4', destination: 'D3', die: 3 }],
      players: [{ at: 'F2 B1' }], actions: ['Ava: move down', 'Ava: move up'],
    });
    expect(r.report.players[0].at).toBe('F1 B1');
    expect(r.report.actionsLeft).toBe(3);
    expect(r.report.rejected[0].reason).toMatch(/no way up/);
  });
  it('rulings 4: down from it into a Motion room is no entering: leaving it in the same turn sets nothing off', () => {
    const r = play({
      crew: ava, floors: bank({ B1: 'motion:2' }, ['B1'], { B1: 'walkway:2' }, ['B1']),
      guards: [farGuard[0], { floor: 2, at: 'D4', destination: 'D3', die: 3 }],
      players: [{ at: 'F2 B1' }], actions: ['Ava: move down', 'Ava: move west'],
    });
    expect(r.report.players[0].at).toBe('F1 A1');
    expect(r.report.alarms).toEqual([]);
  });
  it('T12: down from it onto a Thermo, the Isotope sets off nothing; the Tiara beside a guard still costs its token', () => {
    const down = (loot: string, f1: Record<string, string>, guard: { floor: number; at: string; destination: string; die: number }) => play({
      crew: ava, floors: bank(f1, ['B1'], { B1: 'walkway:2' }, ['B1']),
      guards: [guard, { floor: 2, at: 'D4', destination: 'D3', die: 3 }],
      players: [{ at: 'F2 B1', loot: [loot] }], actions: ['Ava: move down'],
    });
    const isotope = down('isotope', { B1: 'thermo:1' }, farGuard[0]);
    expect(isotope.report.players[0].at).toBe('F1 B1');
    expect(isotope.report.alarms).toEqual([]);
    const tiara = down('tiara', {}, { floor: 1, at: 'C1', destination: 'D1', die: 1 });
    expect(tiara.report.players[0].at).toBe('F1 B1');
    expect(tiara.report.players[0].stealth).toBe(2);
  });
});

import * as engine from '../../../../../src/games/burgle-bros/engine/index.js';
import { describe as englishOf } from '../../../../../src/games/burgle-bros/text/en-engine.js';
