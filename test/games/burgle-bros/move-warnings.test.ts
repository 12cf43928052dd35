// A move's button says what the step costs on a face-up tile, from the seat's view alone, and the engine then does
// exactly that: a Fingerprint's alarm (or the hack token's question), a Motion room left the turn it was entered, and
// one entered with actions to spare, a locked Keypad's roll, a Camera while a guard stands on another, a Thermo reached with the last action,
// a Deadbolt's three actions, a guard seeing into a Foyer or an Atrium, a Laser too dear to pay, the Isotope on a
// Thermo. Where the rule does not apply (the Jammer, a Motion room entered last turn, a Deadbolt someone stands on, the
// way down from a Walkway, a Thermo with actions left), the button names the room alone.
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/core/types.js';
import { applyAction, legalActions, parseAction, type GameEvent, type GameState } from '../../../src/games/burgle-bros/engine/index.js';
import { controls } from '../../../src/games/burgle-bros/present.js';
import { viewOf } from '../../../src/games/burgle-bros/view.js';
import { farGuard, openBank as bank, play } from './helpers/script.js';

const ava = [{ name: 'Ava', character: 'peterman', side: 'basic' }];
const avaBo = [...ava, { name: 'Bo', character: 'spotter', side: 'basic' }];

/** The position a script reaches (every line of it played). */
function position(script: Record<string, unknown>): GameState {
  const r = play(script);
  expect(r.report.rejected).toEqual([]);
  return r.state;
}

/** The label of the button that plays `act`, as the acting seat's post shows it. */
function label(s: GameState, act: string, lang: Locale = 'en'): string {
  const button = controls(viewOf(s), legalActions(s), lang).rows.flat().find((c) => c.act === act);
  if (!button) throw new Error(`no button for ${act}`);
  expect(button.label.length).toBeLessThanOrEqual(80);
  return button.label;
}

/** What the engine does on `line`. */
function played(s: GameState, line: string): { state: GameState; events: GameEvent[] } {
  const parsed = parseAction(s, line);
  if (!parsed.ok) throw new Error(parsed.code);
  const r = applyAction(s, parsed.action);
  if (!r.ok) throw new Error(r.rejection.code);
  return { state: r.state, events: r.events };
}

/** The alarms an action set off, as `source at`. */
const alarms = (events: GameEvent[]) => events.filter((e) => e.code === 'alarm').map((e) => `${e.params.source} ${e.params.at}`);

describe('a move\'s warnings', () => {
  it('Fingerprint: the alarm on entering, or the hack token\'s question when a Fingerprint Computer Room holds one', () => {
    const s = position({ crew: ava, floors: bank({ B1: 'fingerprint:4' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }] });
    expect(label(s, 'move east')).toBe('Move east: alarm – Fingerprint');
    expect(label(s, 'move east', 'ru')).toBe('Зайти на восток: тревога — Биометрический замок');
    expect(alarms(played(s, 'Ava: move east').events)).toEqual(['fingerprint F1 B1']);

    // A1 is a Fingerprint Computer Room: one hack there, and the alarm may be cancelled.
    const hacked = position({ crew: ava, floors: bank({ B1: 'fingerprint:4' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: hack'] });
    expect(label(hacked, 'move east')).toBe('Move east: alarm or hack token – Fingerprint');
    expect(label(hacked, 'move east', 'ru')).toBe('Зайти на восток: тревога или жетон взлома — Биометрический замок');
    const asked = played(hacked, 'Ava: move east').state;
    expect(asked.awaiting?.code).toBe('hack-or-alarm');
    expect(asked.awaiting?.options).toEqual(['hack', 'alarm']);
  });

  it('Keypad: a locked one says the dice its 6 is rolled on (one more each miss this turn, one more for the Peterman); an open one nothing', () => {
    const hawk = [{ name: 'Ava', character: 'hawk', side: 'basic' }];
    const s = position({ crew: hawk, floors: bank({ B1: 'keypad:5' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }] });
    expect(label(s, 'move east')).toBe('Move east: locked: a 6 on 1 die opens it – Keypad');
    expect(label(s, 'move east', 'ru')).toMatch(/^Зайти на восток: заперто: откроет 6 на 1 кубике/);
    const missed = position({ crew: hawk, floors: bank({ B1: 'keypad:5' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }], dice: [1], actions: ['Ava: move east'] });
    expect(label(missed, 'move east')).toBe('Move east: locked: a 6 on 2 dice opens it – Keypad');
    expect(label(missed, 'move east', 'ru')).toMatch(/^Зайти на восток: заперто: откроет 6 на 2 кубиках/);
    expect(played(missed, 'Ava: move east').events.find((e) => e.code.startsWith('keypad-'))?.params.rolls.toString().split(' ')).toHaveLength(2);
    // The Peterman's Steady Hands: one die more (rulings C12).
    const peterman = position({ crew: ava, floors: bank({ B1: 'keypad:5' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }] });
    expect(label(peterman, 'move east')).toBe('Move east: locked: a 6 on 2 dice opens it – Keypad');
    const open = position({ crew: hawk, floors: bank({ B1: 'keypad:5' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }], dice: [6], actions: ['Ava: move east', 'Ava: move west'] });
    expect(label(open, 'move east')).toBe('Move east to the Keypad');
  });

  it('Fingerprint: no warning for the Jammer, whom the engine never lets set it off', () => {
    const s = position({ crew: [{ name: 'Ava', character: 'hacker', side: 'basic' }], floors: bank({ B1: 'fingerprint:4' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }] });
    expect(label(s, 'move east')).toBe('Move east to the Fingerprint');
    const { events } = played(s, 'Ava: move east');
    expect(alarms(events)).toEqual([]);
    expect(events.map((e) => e.code)).toContain('alarm-cancelled');
  });

  it('Motion: entering it with actions to spare warns of leaving this turn; leaving it then says the alarm, which goes off', () => {
    const s = position({ crew: ava, floors: bank({ B1: 'motion:2' }, ['B1', 'C1']), guards: farGuard, players: [{ at: 'F1 A1' }] });
    expect(label(s, 'move east')).toBe('Move east: alarm if you leave this turn – Motion');
    expect(label(s, 'move east', 'ru')).toBe('Зайти на восток: тревога, если выйти в этот ход — Датчик движения');
    const inside = played(s, 'Ava: move east').state;
    expect(label(inside, 'move east')).toBe('Move east: alarm as you leave Motion – Computer Room (Fingerprint)');
    expect(label(inside, 'move east', 'ru')).toBe('Зайти на восток: тревога при выходе (Датчик движения) — Серверная (биометрия)');
    // Into a face-down tile: the warning, and no room.
    expect(label(inside, 'move south')).toBe('Move south: alarm as you leave Motion');
    expect(alarms(played(inside, 'Ava: move east').events)).toEqual(['motion F1 B1']);
  });

  it('Laser: the choice a button makes comes first, so its two buttons differ where a phone cuts them (after Motion\'s alarm)', () => {
    const s = position({ crew: ava, floors: bank({ B1: 'motion:2', C1: 'laser:1' }, ['B1', 'C1']), guards: farGuard, players: [{ at: 'F1 A1' }] });
    const inside = played(s, 'Ava: move east').state;
    const pay = label(inside, 'move east laser:pay'), trigger = label(inside, 'move east laser:trigger');
    expect(pay).toBe('Move east: no alarm (+1 action); alarm as you leave Motion – Laser');
    expect(trigger).toBe('Move east: alarm; alarm as you leave Motion – Laser');
    expect(pay.slice(0, 28)).not.toBe(trigger.slice(0, 28));
    for (const lang of ['ru'] as const) expect(label(inside, 'move east laser:pay', lang).slice(0, 28)).not.toBe(label(inside, 'move east laser:trigger', lang).slice(0, 28));
    expect(alarms(played(inside, 'Ava: move east laser:trigger').events)).toEqual(['motion F1 B1', 'laser F1 C1']);
    expect(alarms(played(inside, 'Ava: move east laser:pay').events)).toEqual(['motion F1 B1']);
  });

  it('Motion: with a hack token, leaving asks whether to spend it', () => {
    const s = position({ crew: ava, floors: bank({ B1: 'motion:2', A1: 'computer-motion:6' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: hack', 'Ava: move east'] });
    expect(label(s, 'move west')).toBe('Move west: alarm or hack token as you leave Motion – Computer Room (Motion)');
    expect(played(s, 'Ava: move west').state.awaiting?.code).toBe('hack-or-alarm');
  });

  it('Motion: no warning entering it with the last action, nor leaving one entered on an earlier turn', () => {
    // Three actions spent on the way (A2 and back to A1, then A2), the fourth into the Motion room at B2.
    const last = position({ crew: ava, floors: bank({ B2: 'motion:2' }, ['B2']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move south', 'Ava: move north', 'Ava: move south'] });
    expect(last.turn.actionsLeft).toBe(1);
    expect(label(last, 'move east')).toBe('Move east to the Motion');

    const earlier = position({ crew: ava, floors: bank({ B1: 'motion:2' }, ['B1', 'C1']), guards: farGuard, players: [{ at: 'F1 B1' }] });
    expect(label(earlier, 'move east')).toBe('Move east to the Computer Room (Fingerprint)');
    expect(alarms(played(earlier, 'Ava: move east').events)).toEqual([]);
  });

  it('Camera: entering one while a guard stands on another face-up Camera (any floor) sets off its alarm; none when he does not', () => {
    const s = position({
      crew: ava, floors: bank({ D3: 'camera:3' }, ['D3'], { A1: 'camera:2' }, ['A1']),
      guards: [farGuard[0], { floor: 2, at: 'A1', destination: 'B1', die: 3 }], players: [{ at: 'F1 C3' }],
    });
    expect(label(s, 'move east')).toBe('Move east: alarm (guard on another Camera) – Camera');
    expect(label(s, 'move east', 'ru')).toBe('Зайти на восток: тревога (охранник на другой камере) — Видеонаблюдение');
    expect(alarms(played(s, 'Ava: move east').events)).toEqual(['camera F1 D3']);

    const elsewhere = position({
      crew: ava, floors: bank({ D3: 'camera:3' }, ['D3'], { A1: 'camera:2' }, ['A1']),
      guards: [farGuard[0], { floor: 2, at: 'B1', destination: 'C1', die: 3 }], players: [{ at: 'F1 C3' }],
    });
    expect(label(elsewhere, 'move east')).toBe('Move east to the Camera');
    expect(alarms(played(elsewhere, 'Ava: move east').events)).toEqual([]);
  });

  it('Thermo: reached with the turn\'s last action, the turn ends there with its alarm; with actions left, no warning', () => {
    const last = position({ crew: ava, floors: bank({ B2: 'thermo:1' }, ['B2']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move south', 'Ava: move north', 'Ava: move south'] });
    expect(label(last, 'move east')).toBe('Move east: alarm if you end here – Thermo');
    expect(label(last, 'move east', 'ru')).toBe('Зайти на восток: тревога, если закончить ход здесь — Датчик тепла');
    expect(alarms(played(played(last, 'Ava: move east').state, 'Ava: end').events)).toEqual(['thermo F1 B2']);

    const early = position({ crew: ava, floors: bank({ B1: 'thermo:1' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }] });
    expect(label(early, 'move east')).toBe('Move east to the Thermo');
  });

  it('Thermo with the Isotope: the alarm on entering (and so none as the turn ends)', () => {
    const s = position({ crew: ava, floors: bank({ B2: 'thermo:1' }, ['B2']), guards: farGuard, players: [{ at: 'F1 A1', loot: ['isotope'] }], actions: ['Ava: move south', 'Ava: move north', 'Ava: move south'] });
    expect(label(s, 'move east')).toBe('Move east: alarm (Isotope) – Thermo');
    const entered = played(s, 'Ava: move east');
    expect(alarms(entered.events)).toEqual(['isotope F1 B2']);
    expect(alarms(played(entered.state, 'Ava: end').events)).toEqual([]);
  });

  it('Deadbolt: three actions when no one is on it, one when someone is', () => {
    const s = position({ crew: ava, floors: bank({ B1: 'deadbolt:1' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }] });
    expect(label(s, 'move east')).toBe('Move east: 3 actions – Deadbolt');
    expect(label(s, 'move east', 'ru')).toBe('Зайти на восток: 3 действия — Засов');
    expect(played(s, 'Ava: move east').state.turn.actionsLeft).toBe(1);

    const occupied = position({ crew: avaBo, floors: bank({ B1: 'deadbolt:1' }, ['B1']), guards: farGuard, players: [{ at: 'F1 A1' }, { at: 'F1 B1' }] });
    expect(label(occupied, 'move east')).toBe('Move east to the Deadbolt');
    expect(played(occupied, 'Ava: move east').state.turn.actionsLeft).toBe(3);
  });

  it('Foyer and Atrium: a guard beside the Foyer, or above the Atrium, sees you enter', () => {
    const foyer = position({ crew: ava, floors: bank({ B1: 'foyer:1' }, ['B1']), guards: [{ floor: 1, at: 'C1', destination: 'D4', die: 1 }], players: [{ at: 'F1 A1', stealth: 3 }] });
    expect(label(foyer, 'move east')).toBe('Move east: guard sees you – Foyer');
    expect(label(foyer, 'move east', 'ru')).toBe('Зайти на восток: охранник увидит — Фойе');
    expect(played(foyer, 'Ava: move east').state.players[0].stealth).toBe(2);

    const atrium = position({
      crew: ava, floors: bank({ B1: 'atrium:3' }, ['B1']), players: [{ at: 'F1 A1', stealth: 3 }],
      guards: [...farGuard, { floor: 2, at: 'B1', destination: 'D4', die: 3 }],
    });
    expect(label(atrium, 'move east')).toBe('Move east: guard sees you – Atrium');
    expect(played(atrium, 'Ava: move east').state.players[0].stealth).toBe(2);

    // A wall between the guard and the Foyer: he sees nothing, and the button says nothing.
    const floors = bank({ B1: 'foyer:1' }, ['B1']);
    floors[0].walls = ['B1|C1'];
    const walled = position({ crew: ava, floors, guards: [{ floor: 1, at: 'C1', destination: 'D4', die: 1 }], players: [{ at: 'F1 A1', stealth: 3 }] });
    expect(label(walled, 'move east')).toBe('Move east to the Foyer');
    expect(played(walled, 'Ava: move east').state.players[0].stealth).toBe(3);
  });

  it('Laser: with too few actions to pay, the plain move sets off its alarm', () => {
    const s = position({ crew: ava, floors: bank({ B2: 'laser:1' }, ['B2']), guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: move south', 'Ava: move north', 'Ava: move south'] });
    expect(legalActions(s).filter((a) => a.verb === 'move' && a.args[0] === 'east')).toEqual([{ player: 0, verb: 'move', args: ['east'] }]);
    expect(label(s, 'move east')).toBe('Move east: alarm – Laser');
    expect(alarms(played(s, 'Ava: move east').events)).toEqual(['laser F1 B2']);
  });

  it('down from a Walkway the rooms below ask nothing: no warning (a Detector there, whatever is carried)', () => {
    const s = position({
      crew: ava, floors: bank({ B1: 'detector:4' }, ['B1'], { B1: 'walkway:2' }, ['B1']),
      guards: [farGuard[0], { floor: 2, at: 'D4', destination: 'D3', die: 3 }], players: [{ at: 'F2 B1', tools: ['donuts'] }],
    });
    expect(label(s, 'move down')).toBe('Move down to the Detector');
    expect(alarms(played(s, 'Ava: move down').events)).toEqual([]);
  });

  it('warnings too long for the room\'s name leave it out; still too long, the hack token unnamed', () => {
    // The Laptop's token may cancel both alarms: leaving the Motion room entered this turn, and entering the Fingerprint.
    const s = position({
      crew: [{ name: 'Ava', character: 'hacker', side: 'advanced' }], floors: bank({ B1: 'motion:2', C1: 'fingerprint:4' }, ['B1', 'C1']),
      guards: farGuard, players: [{ at: 'F1 A1' }], actions: ['Ava: ability', 'Ava: move east'],
    });
    expect(label(s, 'move east')).toBe('Move east: alarm or hack token as you leave Motion; alarm or hack token');
    expect(label(s, 'move east', 'ru')).toBe('Зайти на восток: тревога при выходе (Датчик движения); тревога');
    const left = played(s, 'Ava: move east').state;
    expect(left.awaiting?.code).toBe('hack-or-alarm');
    expect(left.awaiting?.options).toEqual(['laptop', 'alarm']);
  });
});
