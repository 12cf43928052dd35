// Event tests, second half: Gymnastics to Where Is He?, and when the lasting effects end.
import { describe, expect, it } from 'vitest';
import { bank, crew2, crew3, loc, playWith } from './helpers.js';

const far = { floor: 1, at: 'D4', destination: 'D3', die: 1 };

describe('Gymnastics', () => {
  const base = {
    crew: crew2, floors: bank({}, [], { A1: 'walkway:1' }, ['A1']), guards: [far, { floor: 2, at: 'D4', destination: 'D3', die: 1 }],
    players: [{ at: 'F1 A1' }, { at: 'F1 A1' }],
  };
  it('until the start of your next turn, any player may move from the tile below a Walkway up into it', () => {
    const r = playWith({ ...base, events: ['gymnastics', 'keycode-change'], actions: ['Ava: end', 'Bo: move up'] });
    expect(r.report.players[1].at).toBe('F2 A1');
    expect(r.took).toEqual(['gymnastics']);
  });
  it('ends at the start of your next turn: then nobody climbs up', () => {
    const r = playWith({ ...base, events: ['gymnastics', 'keycode-change'], actions: ['Ava: end', 'Bo: end', 'Ava: move up'] });
    expect(r.report.players[0].at).toBe('F1 A1');
    expect(r.report.rejected).toHaveLength(1);
    expect(r.state.effects).toEqual([]);
  });
});

describe('Heads Up', () => {
  it('the next player gets one more action, for that turn only', () => {
    const r = playWith({ crew: crew2, floors: bank(), guards: [far], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], events: ['heads-up', 'keycode-change'], actions: ['Ava: end'] });
    expect(r.report.turn).toBe('Bo');
    expect(r.report.actionsLeft).toBe(5);
    const next = playWith({ crew: crew2, floors: bank(), guards: [far], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], events: ['heads-up', 'keycode-change'], actions: ['Ava: end', 'Bo: end'] });
    expect(next.report.actionsLeft).toBe(4);
  });
});

describe('Jump the Gun', () => {
  it('skips the next player\'s turn, guard movement on their floor included', () => {
    const r = playWith({
      crew: crew3, floors: bank(), guards: [far, { floor: 2, at: 'A1', destination: 'D1', die: 2 }],
      players: [{ at: 'F1 A1' }, { at: 'F2 A4' }, { at: 'F1 A1' }], events: ['jump-the-gun'], actions: ['Ava: end'],
    });
    expect(r.report.turn).toBe('Cy');
    expect(r.text).toContain('Bo\'s turn is skipped');
    expect(r.report.guards[1].at).toBe('A1');
    expect(r.state.effects).toEqual([]);
  });
});

describe('Jury-Rig', () => {
  it('you gain a tool', () => {
    const r = playWith({ crew: crew2, floors: bank(), guards: [far], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], events: ['jury-rig'], tools: ['virus'], actions: ['Ava: end'] });
    expect(r.report.players[0].tools).toEqual(['virus']);
    expect(r.took).toEqual(['jury-rig']);
  });
});

describe('Keycode Change', () => {
  it('every open Keypad is locked again: entering means rolling for a 6 again', () => {
    const r = playWith({
      crew: crew2, floors: bank({ B1: 'keypad:5', C3: 'keypad:4' }, ['B1', 'C3']), guards: [far], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }],
      events: ['keycode-change', 'jury-rig'], dice: [2], actions: ['Ava: end', 'Bo: move east'],
    }, (s) => { s.tiles[loc('F1 B1')].open = true; });
    expect(r.text).toContain('Keycode Change: the Keypad at F1 B1 locked again');
    expect(r.report.players[1].at).toBe('F1 A1');
    expect(r.text).toContain('Bo rolled 2: wrong code');
  });
  it('has no effect when no Keypad is open', () => {
    const r = playWith({ crew: crew2, floors: bank({ B1: 'keypad:5' }, ['B1']), guards: [far], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], events: ['keycode-change'], actions: ['Ava: end'] });
    expect(r.took).toEqual([]);
  });
});

describe('Lampshade', () => {
  it('you gain a stealth token: Lampshade has no stealth limit', () => {
    const r = playWith({ crew: crew2, floors: bank(), guards: [far], players: [{ at: 'F1 A1', stealth: 3 }, { at: 'F1 A1' }], events: ['lampshade'], actions: ['Ava: end'] });
    expect(r.report.players[0].stealth).toBe(4);
  });
});

describe('Lost Grip', () => {
  it('you fall to the tile below; falling is not entering, so a guard there does not see you', () => {
    const r = playWith({
      crew: crew2, floors: bank(), guards: [{ floor: 1, at: 'B2', destination: 'A1', die: 1 }, { floor: 2, at: 'D4', destination: 'D3', die: 1 }],
      players: [{ at: 'F2 B2', stealth: 3 }, { at: 'F1 A1' }], events: ['lost-grip', 'keycode-change'], actions: ['Ava: end'],
    });
    expect(r.report.players[0].at).toBe('F1 B2');
    expect(r.text).not.toContain('Ava lost 1 stealth');
  });
  it('has no effect on floor 1', () => {
    const r = playWith({ crew: crew2, floors: bank(), guards: [far], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], events: ['lost-grip'], actions: ['Ava: end'] });
    expect(r.report.players[0].at).toBe('F1 A1');
    expect(r.took).toEqual([]);
  });
});

describe('Peekhole', () => {
  const base = {
    crew: crew2, floors: [{ tiles: bank()[0].tiles, walls: ['A1|B1'], revealed: [] }, bank()[1], bank()[2]],
    guards: [far], players: [{ at: 'F1 A1' }, { at: 'F1 D1' }], events: ['peekhole'],
  };
  it('offers adjacent tiles through walls and the tiles above and below; you may decline', () => {
    const asked = playWith({ ...base, actions: ['Ava: end'] });
    expect(asked.report.awaiting?.options).toEqual(['F1 B1', 'F1 A2', 'F2 A1', 'none']);
    const peeked = playWith({ ...base, actions: ['Ava: end', 'Ava: choose F1 B1'] });
    expect(peeked.report.revealed).toContain('F1 B1');
    expect(peeked.took).toEqual(['peekhole']);
    const declined = playWith({ ...base, actions: ['Ava: end', 'Ava: choose none'] });
    expect(declined.report.revealed).toEqual(['F1 A1', 'F1 D1']);
    expect(declined.took).toEqual([]);
  });
});

describe('Reboot', () => {
  it('every revealed Computer Room ends with exactly one hack token; Reboot leaves face-down Computer Rooms untouched', () => {
    const r = playWith({
      crew: crew2, floors: bank({ B1: 'computer-laser:5', C1: 'computer-motion:6', D1: 'computer-fingerprint:4' }, ['B1', 'C1']),
      guards: [far], players: [{ at: 'F3 A1' }, { at: 'F3 A1' }], events: ['reboot'], actions: ['Ava: end'],
    }, (s) => { s.tiles[loc('F1 B1')].hack = 4; s.tiles[loc('F1 D1')].hack = 3; });
    expect(r.state.tiles[loc('F1 B1')].hack).toBe(1);
    expect(r.state.tiles[loc('F1 C1')].hack).toBe(1);
    expect(r.state.tiles[loc('F1 D1')].hack).toBe(3);
  });
});

describe('Shift Change', () => {
  const guards = [{ floor: 1, at: 'A1', destination: 'D1', die: 1 }, { floor: 2, at: 'A1', destination: 'D1', die: 1 }, { floor: 3, at: 'A1', destination: 'D1', die: 1 }];
  it('the guard on your floor stays; the guards out on other floors move, in the order you choose', () => {
    const r = playWith({
      crew: crew2, floors: bank(), guards, players: [{ at: 'F1 A4' }, { at: 'F2 A4' }], events: ['shift-change'],
      actions: ['Ava: end', 'Ava: choose floor-3'],
    });
    expect(r.report.guards.map((g) => g.at)).toEqual(['A1', 'B1', 'B1']);
    expect(r.text.indexOf('Guard on floor 3 moved')).toBeLessThan(r.text.indexOf('Guard on floor 2 moved'));
  });
  it('guards not out yet do not move', () => {
    const r = playWith({
      crew: crew2, floors: bank(), guards: guards.slice(0, 2), players: [{ at: 'F1 A4' }, { at: 'F2 A4' }], events: ['shift-change'], actions: ['Ava: end'],
    });
    expect(r.report.awaiting).toBeNull();
    expect(r.report.guards.map((g) => g.at)).toEqual(['A1', 'B1']);
  });
});

describe('Shoplifting', () => {
  it('an alarm goes off on every Laboratory whose tool was taken', () => {
    const r = playWith({
      crew: crew2, floors: bank({ B3: 'laboratory:3', C3: 'laboratory:4' }, ['B3', 'C3']), guards: [far],
      players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], events: ['shoplifting'], actions: ['Ava: end'],
    }, (s) => { s.tiles[loc('F1 B3')].toolTaken = true; });
    expect(r.report.alarms).toEqual(['F1 B3']);
    expect(r.took).toEqual(['shoplifting']);
  });
});

describe('Squeak', () => {
  it('the guard on your floor takes one step toward the nearest character', () => {
    const r = playWith({
      crew: crew2, floors: bank(), guards: [{ floor: 1, at: 'D1', destination: 'D4', die: 1 }],
      players: [{ at: 'F1 A1' }, { at: 'F1 A4' }], events: ['squeak'], actions: ['Ava: end'],
    });
    expect(r.text).toContain('Guard on floor 1 moved C1\nGuard on floor 1 moved');
    expect(r.took).toEqual(['squeak']);
  });
  it('on a tie you choose which character he steps toward', () => {
    const r = playWith({
      crew: crew2, floors: bank(), guards: [{ floor: 1, at: 'D1', destination: 'D2', die: 1 }],
      players: [{ at: 'F1 B1' }, { at: 'F1 D3' }], events: ['squeak'], actions: ['Ava: end', 'Ava: choose F1 D3'],
    });
    expect(r.text).toContain('Guard on floor 1 moved D2');
  });
  it('Squeak is not the guard\'s movement: his step is noticed as usual (stealth) and his speed is unchanged', () => {
    const r = playWith({
      crew: crew2, floors: bank(), guards: [{ floor: 1, at: 'C1', destination: 'C4', die: 1 }],
      players: [{ at: 'F1 A4' }, { at: 'F1 B1', stealth: 3 }], events: ['squeak'], actions: ['Ava: end'],
    });
    expect(r.report.players[1].stealth).toBe(2);
  });
  it('ruling E15: a burglar in the Invisible Suit is heard all the same: he steps toward her, and onto her unseen', () => {
    const suited = (guardAt: string) => playWith({
      crew: crew2, floors: bank(), guards: [{ floor: 1, at: guardAt, destination: 'C4', die: 1 }],
      players: [{ at: 'F1 A1', tools: ['invisible-suit'], stealth: 3 }, { at: 'F1 D3' }], events: ['squeak'],
      actions: ['Ava: use invisible-suit', 'Ava: end'],
    });
    // Ava (2 steps) is nearer than Bo (3 steps).
    expect(suited('C1').text).toContain('Squeak');
    expect(suited('C1').text).toContain('Guard on floor 1 moved B1\n');
    const onto = suited('B1');
    expect(onto.text).toContain('Guard on floor 1 moved A1\n');
    expect(onto.report.players[0].stealth).toBe(3);
  });
});

describe('Switch Signs', () => {
  it('the guard and his destination swap places', () => {
    const r = playWith({
      crew: crew2, floors: bank(), guards: [{ floor: 1, at: 'A1', destination: 'D4', die: 1 }], players: [{ at: 'F1 A4' }, { at: 'F1 A4' }],
      events: ['switch-signs'], actions: ['Ava: end'],
    });
    expect(r.text).toContain('Switch Signs: the guard on floor 1 is now at F1 D4');
    expect(r.report.guards[0].destination).toBe('A1');
  });
  it('with an alarm on the floor, the guard goes to the nearest alarm, turns it off and takes his next destination', () => {
    const r = playWith({
      crew: crew2, floors: bank(), guards: [{ floor: 1, at: 'A1', destination: 'C3', die: 1 }], players: [{ at: 'F1 A4' }, { at: 'F1 A4' }],
      patrol: { 1: ['B4'] }, events: ['switch-signs'], actions: ['Ava: end'],
    }, (s) => { s.tiles[loc('F1 B2')].alarm = true; s.tiles[loc('F1 D4')].alarm = true; });
    expect(r.text).toContain('Switch Signs: the guard on floor 1 is now at F1 B2');
    expect(r.report.alarms).toEqual(['F1 D4']);
    expect(r.text).toContain('Guard on floor 1 now heads for F1 D4 (alarm)');
  });
  it('a Camera alarm set off as he arrives turns him: the story names the alarm as his destination, not his old tile', () => {
    // Put on the Camera at D1, he sees Bo on the Camera at D4: the alarm there is where he heads.
    const r = playWith({
      crew: crew2, floors: bank({ D1: 'camera:1', D4: 'camera:2' }, ['D1', 'D4']), guards: [{ floor: 1, at: 'A1', destination: 'D1', die: 1 }],
      players: [{ at: 'F1 A4' }, { at: 'F1 D4' }], events: ['switch-signs'], actions: ['Ava: end'],
    });
    expect(r.text).toContain('Switch Signs: the guard on floor 1 is now at F1 D1');
    expect(r.text).toContain('Guard on floor 1 now heads for F1 D4 (alarm)');
    expect(r.report.guards[0].destination).toBe('D4');
    expect(r.text).not.toContain('now heads for F1 A1');
  });
  it('a Camera alarm on his old tile as he arrives: he heads there for the alarm, and the story says so', () => {
    // Bo shares the guard's Camera at A1 (he paid a token to walk in); put on the Camera at D1, the guard sees him there.
    const r = playWith({
      crew: crew2, floors: bank({ A1: 'camera:1', D1: 'camera:2' }, ['A1', 'D1']), guards: [{ floor: 1, at: 'A1', destination: 'D1', die: 1 }],
      players: [{ at: 'F1 A4' }, { at: 'F1 A1' }], events: ['switch-signs'], actions: ['Ava: end'],
    });
    expect(r.text).toContain('Switch Signs: the guard on floor 1 is now at F1 D1');
    expect(r.report.alarms).toEqual(['F1 A1']);
    expect(r.report.guards[0].destination).toBe('A1');
    expect(r.text).toContain('Guard on floor 1 now heads for F1 A1 (alarm)');
    expect(r.text).not.toMatch(/now heads for F1 A1 \((?!alarm)/);
  });
});

describe('Throw Voice', () => {
  it('with no alarm on your floor, you move the guard\'s destination one tile through a doorway', () => {
    const r = playWith({
      crew: crew2, floors: [{ tiles: bank()[0].tiles, walls: ['C3|D3'], revealed: [] }, bank()[1], bank()[2]],
      guards: [{ floor: 1, at: 'A1', destination: 'C3', die: 1 }], players: [{ at: 'F1 A4' }, { at: 'F1 A4' }], events: ['throw-voice'],
      actions: ['Ava: end', 'Ava: choose F1 C4'],
    });
    expect(r.state.awaiting).toBeNull();
    expect(r.report.guards[0].destination).toBe('C4');
    const asked = playWith({
      crew: crew2, floors: [{ tiles: bank()[0].tiles, walls: ['C3|D3'], revealed: [] }, bank()[1], bank()[2]],
      guards: [{ floor: 1, at: 'A1', destination: 'C3', die: 1 }], players: [{ at: 'F1 A4' }, { at: 'F1 A4' }], events: ['throw-voice'],
      actions: ['Ava: end'],
    });
    expect(asked.report.awaiting?.options).toEqual(['F1 C2', 'F1 C4', 'F1 B3']);
  });
  it('does nothing while an alarm is active on your floor', () => {
    const r = playWith({
      crew: crew2, floors: bank(), guards: [{ floor: 1, at: 'A1', destination: 'C3', die: 1 }], players: [{ at: 'F1 A4' }, { at: 'F1 A4' }],
      events: ['throw-voice'], actions: ['Ava: end'],
    }, (s) => { s.tiles[loc('F1 D4')].alarm = true; });
    expect(r.report.awaiting).toBeNull();
    expect(r.took).toEqual([]);
  });
});

describe('Time Lock', () => {
  const base = {
    crew: crew2, floors: bank({ A1: 'stairs:4' }, ['A1'], {}, [], { D4: 'stairs:6' }, ['D4']), guards: [far, { floor: 3, at: 'A1', destination: 'B1', die: 1 }],
    players: [{ at: 'F1 A1' }, { at: 'F1 A1' }],
  };
  it('nobody moves through Stairs until the start of your next turn', () => {
    const r = playWith({ ...base, events: ['time-lock', 'keycode-change'], actions: ['Ava: end', 'Bo: move up', 'Bo: end', 'Ava: move up'] });
    expect(r.report.rejected.map((x) => x.code)).toEqual(['time-lock']);
    expect(r.report.players[1].at).toBe('F1 A1');
    expect(r.report.players[0].at).toBe('F2 A1');
  });
  it('Time Lock closes the roof too while it lasts', () => {
    const r = playWith({
      ...base, players: [{ at: 'F3 D4' }, { at: 'F3 D4' }], events: ['time-lock', 'keycode-change'], actions: ['Ava: end', 'Bo: escape'],
    });
    expect(r.report.rejected.map((x) => x.code)).toEqual(['time-lock']);
    expect(r.report.players[1].escaped).toBe(false);
  });
});

describe('Video Loop', () => {
  it('puts a Video Loop effect in force until the start of your next turn', () => {
    const started = playWith({ crew: crew2, floors: bank(), guards: [far], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], events: ['video-loop', 'keycode-change'], actions: ['Ava: end'] });
    expect(started.state.effects).toEqual([{ kind: 'video-loop', owner: 0 }]);
    const ended = playWith({ crew: crew2, floors: bank(), guards: [far], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], events: ['video-loop', 'keycode-change'], actions: ['Ava: end', 'Bo: end'] });
    expect(ended.state.effects).toEqual([]);
  });
  it('a guard walking onto a Camera does not see a player on another Camera while it lasts', () => {
    const r = playWith({
      crew: crew2, floors: bank({ B1: 'camera:2', D3: 'camera:3' }, ['B1', 'D3']), guards: [{ floor: 1, at: 'A1', destination: 'C1', die: 1 }],
      players: [{ at: 'F1 D3' }, { at: 'F1 D3' }], events: ['video-loop'], actions: ['Ava: end'],
    });
    expect(r.text).toContain('Guard on floor 1 moved B1');
    expect(r.report.alarms).toEqual([]);
  });
});

describe('Where Is He?', () => {
  it('the guard put on a tile arrives there: he sees a player on his destination, then takes his next one', () => {
    const r = playWith({
      crew: crew2, floors: bank(), guards: [{ floor: 1, at: 'A1', destination: 'D4', die: 1 }], players: [{ at: 'F1 A4' }, { at: 'F1 D4', stealth: 3 }],
      patrol: { 1: ['D1'] }, events: ['where-is-he'], actions: ['Ava: end'],
    });
    expect(r.text).toContain('Where Is He?: the guard on floor 1 is now at F1 D4');
    expect(r.report.players[1].stealth).toBe(2);
    expect(r.report.guards[0].destination).toBe('D1');
    expect(r.report.guards[0].at).toBe('D3');
  });
  it('with an alarm on the floor, he is put on the nearest alarm instead and turns it off', () => {
    const r = playWith({
      crew: crew2, floors: bank(), guards: [{ floor: 1, at: 'A1', destination: 'D4', die: 1 }], players: [{ at: 'F1 A4' }, { at: 'F1 A4' }],
      patrol: { 1: ['D1'] }, events: ['where-is-he'], actions: ['Ava: end'],
    }, (s) => { s.tiles[loc('F1 B2')].alarm = true; });
    expect(r.text).toContain('Where Is He?: the guard on floor 1 is now at F1 B2');
    expect(r.report.alarms).toEqual([]);
    expect(r.text).toContain('Guard on floor 1 now heads for F1 D1');
  });
});

describe('lasting effects and rulings', () => {
  it('Thermal Bomb holes stay open under Time Lock', () => {
    const r = playWith({
      crew: crew2, floors: bank({}, ['B1'], {}, ['B1']), guards: [far, { floor: 2, at: 'D4', destination: 'D3', die: 1 }],
      players: [{ at: 'F1 A1' }, { at: 'F1 B1' }], events: ['time-lock', 'keycode-change'], actions: ['Ava: end', 'Bo: move up'],
    }, (s) => { s.tiles[loc('F1 B1')].thermal = loc('F2 B1'); s.tiles[loc('F2 B1')].thermal = loc('F1 B1'); });
    expect(r.report.players[1].at).toBe('F2 B1');
  });
  it('a skipped turn does not end its player\'s effects (Jump the Gun comes first, NOTES §9)', () => {
    const r = playWith({
      crew: crew3, floors: bank(), guards: [far], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }, { at: 'F1 A1' }],
      events: ['time-lock', 'keycode-change', 'jump-the-gun'], actions: ['Ava: end', 'Bo: end', 'Cy: end'],
    });
    expect(r.text).toContain('Ava\'s turn is skipped');
    expect(r.report.turn).toBe('Bo');
    expect(r.state.effects).toEqual([{ kind: 'time-lock', owner: 0 }]);
  });
  it('Shoplifting: a crowbarred Laboratory stays quiet', () => {
    const r = playWith({
      crew: crew2, floors: bank({ B3: 'laboratory:3' }, ['B3']), guards: [far],
      players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], events: ['shoplifting'], actions: ['Ava: end'],
    }, (s) => { s.tiles[loc('F1 B3')].toolTaken = true; s.tiles[loc('F1 B3')].disabled = true; });
    expect(r.report.alarms).toEqual([]);
    expect(r.took).toEqual([]);
  });
});

describe('core fix found by the simulator', () => {
  it('a guard coming back from Lost Visual onto an alarm turns it off (and does not stand there forever)', () => {
    const r = playWith({
      crew: crew2, floors: bank(), guards: [far], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], patrol: { 1: ['B2', 'C4'] },
      events: ['keycode-change'], actions: ['Ava: end'],
    }, (s) => { s.guards[0].at = null; s.guards[0].dest = null; s.tiles[loc('F1 B2')].alarm = true; });
    expect(r.text).toContain('The guard on floor 1 reappears at F1 B2');
    expect(r.report.alarms).toEqual([]);
  });
});
