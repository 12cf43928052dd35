// NOTES §4–§5: guards, patrol decks and alarms — one test per clause, written as positions.
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../../../src/games/burgle-bros/engine/index.js';
import { floor, play } from '../../helpers/script.js';

const crew1 = [{ name: 'Ava', character: 'peterman', side: 'basic' }];
const crew2 = [...crew1, { name: 'Bo', character: 'spotter', side: 'basic' }];
/** Bank Job floors with no special rooms (Fingerprint Computer Rooms only). */
const bankFloors = (f1: Record<string, string> = {}, f2: Record<string, string> = {}) => [
  { tiles: floor(f1), revealed: [] as string[] }, { tiles: floor(f2) }, { tiles: floor() },
];

describe('guard movement (NOTES §5)', () => {
  it('only the guard on the active player\'s floor moves', () => {
    const r = play({
      crew: crew1, floors: bankFloors(),
      guards: [{ floor: 1, at: 'D4', destination: 'D1', die: 2 }, { floor: 2, at: 'A1', destination: 'D4', die: 3 }],
      players: [{ at: 'F1 A1' }],
      actions: ['Ava: end'],
    });
    expect(r.report.guards.find((g) => g.floor === 2)!.at).toBe('A1');
    expect(r.report.guards.find((g) => g.floor === 1)!.at).not.toBe('D4');
    expect(r.text).toContain('Guard on floor 1 moved');
  });

  it('speed is the die plus the active alarms on his floor, fixed when he starts', () => {
    // Floor 1 walls: D4 -> A1 is long; one alarm far away adds a step.
    const r = play({
      crew: crew1, floors: [{ tiles: floor({ A1: 'fingerprint:4' }), walls: [], revealed: ['A1'] }, { tiles: floor() }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'D1', destination: 'D4', die: 2 }],
      players: [{ at: 'F1 B1', stealth: 3 }],
      patrol: { 1: ['A4'] },
      actions: ['Ava: move west', 'Ava: end'],
    });
    // The alarm at A1 pulls his destination there and adds 1 to his speed: 3 steps, and the alarm he turns off
    // on the way does not slow him down.
    expect(r.text).toContain('Alarm at F1 A1');
    expect(r.text).toContain('Guard on floor 1 moved C1 B1 A1');
    expect(r.report.alarms).toEqual([]);
  });

  it('he walks through every room ignoring its effects (no alarm on a Laser he crosses)', () => {
    const r = play({
      crew: crew1, floors: [{ tiles: floor({ B4: 'laser:1', C4: 'deadbolt:1' }), walls: [], revealed: ['B4', 'C4'] }, { tiles: floor() }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'D4', destination: 'A4', die: 3 }],
      players: [{ at: 'F1 A1' }],
      actions: ['Ava: peek south', 'Ava: peek east', 'Ava: move east', 'Ava: end'],
    });
    expect(r.report.alarms).toEqual([]);
    expect(r.text).toContain('Guard on floor 1 moved C4 B4 A4');
  });

  it('arriving at his destination he draws the next patrol card and walks on with the steps left', () => {
    const r = play({
      crew: crew1, floors: [{ tiles: floor(), walls: [] }, { tiles: floor() }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'A1', destination: 'B1', die: 3 }],
      players: [{ at: 'F1 D4' }],
      patrol: { 1: ['B3'] },
      actions: ['Ava: end'],
    });
    expect(r.text).toContain('Guard on floor 1 moved B1 B2 B3');
    expect(r.report.guards[0].at).toBe('B3');
  });

  it('a patrol card naming the guard\'s own tile is drawn again', () => {
    const r = play({
      crew: crew1, floors: [{ tiles: floor(), walls: [] }, { tiles: floor() }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'A1', destination: 'B1', die: 1 }],
      players: [{ at: 'F1 D4' }],
      patrol: { 1: ['C1'] },
    });
    // B1's own card was spent placing his destination; after a reshuffle it can come up again: here it is put back on
    // top by hand. Reaching B1, he draws B1, which names his tile, and draws again: C1.
    const s = r.state;
    const B1 = 1;
    s.guards[0].discard = s.guards[0].discard.filter((c) => c !== B1);
    s.guards[0].deck = [B1, ...s.guards[0].deck];
    const after = applyAction(s, { player: 0, verb: 'end', args: [] });
    if (!after.ok) throw new Error(after.rejection.code);
    expect(after.state.guards[0].at).toBe(B1);
    expect(after.state.guards[0].dest).toBe(2);
  });

  it('arriving with alarms left on his floor, he heads for the nearest alarm instead of drawing', () => {
    const r = play({
      crew: crew1, floors: [{ tiles: floor({ D1: 'fingerprint:4', A4: 'fingerprint:5' }), walls: [], revealed: ['D1', 'A4'] }, { tiles: floor() }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'C1', destination: 'D1', die: 1 }],
      players: [{ at: 'F1 C4' }],
      actions: ['Ava: move west', 'Ava: move west', 'Ava: move east', 'Ava: end'],
    });
    // Ava's alarm at A4 (fingerprint) went off; the guard first goes to D1? No: D1 has no alarm; nearest alarm is A4.
    expect(r.report.guards[0].destination).toBe('A4');
  });

  it('triggering an alarm puts the guard\'s destination on the alarm nearest to him', () => {
    const r = play({
      crew: crew1, floors: [{ tiles: floor({ B2: 'fingerprint:4' }), walls: [] }, { tiles: floor() }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'D4', destination: 'D3', die: 2 }],
      players: [{ at: 'F1 A2' }],
      actions: ['Ava: move east'],
    });
    expect(r.report.alarms).toEqual(['F1 B2']);
    expect(r.report.guards[0].destination).toBe('B2');
  });

  it('two alarms equally close to the guard: the players choose which he goes to first', () => {
    const base = {
      crew: crew1, floors: [{ tiles: floor({ B1: 'fingerprint:4', B3: 'fingerprint:5' }), walls: [], revealed: ['B1', 'B3'] }, { tiles: floor() }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'D2', destination: 'D4', die: 2 }],
      players: [{ at: 'F1 B2' }],
    };
    const moves = ['Ava: move north', 'Ava: move south', 'Ava: move south'];
    const asked = play({ ...base, actions: moves });
    expect(asked.report.awaiting?.question).toMatch(/equally close/);
    expect([...asked.report.awaiting!.options].sort()).toEqual(['F1 B1', 'F1 B3']);
    const answered = play({ ...base, actions: [...moves, 'Ava: choose F1 B3'] });
    expect(answered.report.awaiting).toBeNull();
    expect(answered.report.guards[0].destination).toBe('B3');
  });

  it('a guard entering a tile with an alarm turns it off', () => {
    const r = play({
      crew: crew1, floors: [{ tiles: floor({ B1: 'fingerprint:4' }), walls: [] }, { tiles: floor() }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'D1', destination: 'D4', die: 2 }],
      players: [{ at: 'F1 A1' }],
      actions: ['Ava: move east', 'Ava: move west', 'Ava: end'],
    });
    // Speed 2 + 1 alarm = 3: D1 -> C1 -> B1 (alarm off, destination reached) -> one more step.
    expect(r.report.alarms).toEqual([]);
    expect(r.text).toContain('The guard turned off the alarm at F1 B1');
  });

  it('no alarm is triggered on the tile where the guard stands', () => {
    const r = play({
      crew: crew1, floors: [{ tiles: floor({ B1: 'fingerprint:4' }), walls: [] }, { tiles: floor() }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'B1', destination: 'D4', die: 2 }],
      players: [{ at: 'F1 A1', stealth: 3 }],
      actions: ['Ava: move east'],
    });
    expect(r.report.alarms).toEqual([]);
    expect(r.report.players[0].stealth).toBe(2); // moving into the guard's tile still costs stealth
  });

  it('no second alarm on a tile that already has one', () => {
    const r = play({
      crew: crew1, floors: [{ tiles: floor({ B1: 'fingerprint:4' }), walls: [] }, { tiles: floor() }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'D4', destination: 'D3', die: 1 }],
      players: [{ at: 'F1 A1' }],
      actions: ['Ava: move east', 'Ava: move west', 'Ava: move east'],
    });
    expect(r.report.alarms).toEqual(['F1 B1']);
    expect(r.report.log.filter((l) => l.startsWith('Alarm at')).length).toBe(1);
  });

  it('each step onto a player costs that player 1 stealth', () => {
    const r = play({
      crew: crew1, floors: [{ tiles: floor(), walls: [] }, { tiles: floor() }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'A1', destination: 'D1', die: 2 }],
      players: [{ at: 'F1 B1', stealth: 3 }],
      actions: ['Ava: end'],
    });
    expect(r.report.players[0].stealth).toBe(2);
    expect(r.text).toContain('Ava lost 1 stealth (the guard on their tile), 2 left');
  });

  it('a player with no stealth left whom the guard finds loses the game for everyone', () => {
    const r = play({
      crew: crew2, floors: [{ tiles: floor(), walls: [] }, { tiles: floor() }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'A1', destination: 'D1', die: 2 }],
      players: [{ at: 'F1 B1', stealth: 0 }, { at: 'F1 D4' }],
      actions: ['Ava: end', 'Bo: move north'],
    });
    expect(r.report.outcome).toBe('lost');
    expect(r.report.rejected[0].reason).toMatch(/game is over/);
  });

  it('Lavatory stalls go before a player\'s own stealth, one per player present', () => {
    const r = play({
      crew: crew2, floors: [{ tiles: floor({ B1: 'lavatory:5' }), walls: [], revealed: ['B1'] }, { tiles: floor() }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'A1', destination: 'D1', die: 1 }],
      players: [{ at: 'F1 B1', stealth: 3 }, { at: 'F1 B1', stealth: 3 }], events: ['keycode-change'],
      actions: ['Ava: end'],
    });
    expect(r.report.players.map((p) => p.stealth)).toEqual([3, 3]);
    expect(r.state.tiles[1].stalls).toBe(1);
  });

  it('stalls too few for the players the guard finds go to the fewest stealth first (rulings 6a): no one is caught while a mate could pay', () => {
    const crew4 = [...crew2, { name: 'Cy', character: 'hacker', side: 'basic' }, { name: 'Di', character: 'hawk', side: 'basic' }];
    const r = play({
      crew: crew4, floors: [{ tiles: floor({ B1: 'lavatory:5' }), walls: [], revealed: ['B1'] }, { tiles: floor() }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'A1', destination: 'D1', die: 1 }],
      players: [{ at: 'F1 B1', stealth: 2 }, { at: 'F1 B1', stealth: 1 }, { at: 'F1 B1', stealth: 2 }, { at: 'F1 B1', stealth: 0 }],
      events: ['keycode-change'],
      actions: ['Ava: end'],
    });
    expect(r.report.outcome).toBe('playing');
    // Di (none left) and Bo (one) take stalls, then Ava; Cy, the last of the fewest, pays her own.
    expect(r.report.players.map((p) => p.stealth)).toEqual([2, 1, 1, 0]);
    expect(r.state.tiles[1].stalls).toBe(0);
  });

  it('Smoke Bomb tokens too few in a Foyer the guard sees into go to the fewest stealth first too (rulings 6a)', () => {
    const crew4 = [...crew2, { name: 'Cy', character: 'hacker', side: 'basic' }, { name: 'Di', character: 'hawk', side: 'basic' }];
    const r = play({
      crew: crew4, floors: [{ tiles: floor({ B2: 'foyer:1' }), walls: [], revealed: ['B2'] }, { tiles: floor() }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'A1', destination: 'C1', die: 2 }],
      players: [{ at: 'F1 B2', stealth: 2, tools: ['smoke-bomb'] }, { at: 'F1 B2', stealth: 2 }, { at: 'F1 B2', stealth: 2 }, { at: 'F1 B2', stealth: 0 }],
      patrol: { 1: ['D4', 'C3'] }, events: ['keycode-change'],
      actions: ['Ava: use smoke-bomb', 'Ava: end'],
    });
    expect(r.report.outcome, r.text).toBe('playing');
    expect(r.text).toMatch(/Di hid in the smoke/);
    expect(r.report.players.map((p) => p.stealth)).toEqual([2, 2, 1, 0]);
  });

  it('a floor\'s guard arrives when a player first enters that floor', () => {
    const r = play({
      crew: crew1, floors: [{ tiles: floor({ A4: 'stairs:4' }), walls: [], revealed: ['A4'] }, { tiles: floor() }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'D1', destination: 'D2', die: 2 }],
      players: [{ at: 'F1 A4' }],
      patrol: { 2: ['C3', 'C1'] },
      actions: ['Ava: move up'],
    });
    expect(r.report.guards.find((g) => g.floor === 2)).toMatchObject({ at: 'C3', destination: 'C1', die: 3 });
  });
});

describe('patrol decks (NOTES §4)', () => {
  it('an empty deck is reshuffled with its discards, discarded again for the crew size, and the guard speeds up', () => {
    const r = play({
      crew: crew1, floors: [{ tiles: floor(), walls: [] }, { tiles: floor() }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'A1', destination: 'B1', die: 5 }],
      players: [{ at: 'F1 D4' }],
      actions: [],
    });
    // Empty the deck by hand: the reshuffle happens at the next draw.
    const s = r.state;
    expect(s.guards[0].deck.length + s.guards[0].discard.length).toBe(16);
    const { applyAction } = awaitEngine();
    s.guards[0].discard = [...s.guards[0].discard, ...s.guards[0].deck];
    s.guards[0].deck = [];
    const after = applyAction(s, { player: 0, verb: 'end', args: [] });
    if (!after.ok) throw new Error(englishOf(after.rejection.code, after.rejection.params));
    expect(after.state.guards[0].die).toBe(6);
    expect(after.state.guards[0].deck.length + after.state.guards[0].discard.length).toBe(16);
    expect(after.events.some((e) => e.code === 'patrol-reshuffled')).toBe(true);
  });

  it('the guard die never goes above 6', () => {
    const r = play({
      crew: crew1, floors: [{ tiles: floor(), walls: [] }, { tiles: floor() }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'A1', destination: 'B1', die: 6 }],
      players: [{ at: 'F1 D4' }],
    });
    const s = r.state;
    s.guards[0].discard = [...s.guards[0].discard, ...s.guards[0].deck];
    s.guards[0].deck = [];
    const after = awaitEngine().applyAction(s, { player: 0, verb: 'end', args: [] });
    expect(after.ok && after.state.guards[0].die).toBe(6);
  });

  it('discards by crew size at every shuffle: 9 for 1, 6 for 2, 3 for 3, none for 4', async () => {
    const { newGame } = awaitEngine();
    for (const [n, left] of [[1, 7], [2, 10], [3, 13], [4, 16]] as const) {
      const g = newGame({ scenario: 'bank', seed: 3, crew: ['A', 'B', 'C', 'D'].slice(0, n).map((name) => ({ name })) });
      if (!g.ok) throw new Error('setup');
      // Floor 2's deck is untouched at setup.
      expect(g.state.guards[1].deck.length).toBe(left);
      expect(g.state.guards[1].discard.length).toBe(16 - left);
    }
  });

  it('Lost Visual: the guard leaves the board, then comes back on a card and a destination and moves', () => {
    // Guard one step from his destination with speed 1; the next patrol card is Lost Visual.
    const r = play({
      crew: [{ name: 'Ava', character: 'hawk' }], lostVisual: true,
      floors: [{ tiles: floor({ D4: 'safe', A4: 'stairs:6' }), walls: [] }, { tiles: floor(), walls: [] }, { tiles: floor(), walls: [] }],
      guards: [{ floor: 1, at: 'C1', destination: 'D1', die: 1 }], players: [{ at: 'F1 A4' }],
      patrol: { 1: ['lost-visual', 'B3', 'B1'] },
      actions: ['Ava: end'],
    });
    expect(r.text).toContain('Guard on floor 1 moved D1');
    expect(r.text).toContain('Lost Visual: the guard on floor 1 leaves the board');
    expect(r.report.guards[0].at).toBeNull();
    // Next turn he would move: one card places him (B3), one gives his destination (B1), then he walks 1 step.
    const r2 = play({
      crew: [{ name: 'Ava', character: 'hawk' }], lostVisual: true,
      floors: [{ tiles: floor({ D4: 'safe', A4: 'stairs:6' }), walls: [] }, { tiles: floor(), walls: [] }, { tiles: floor(), walls: [] }],
      guards: [{ floor: 1, at: 'C1', destination: 'D1', die: 1 }], players: [{ at: 'F1 A4' }],
      patrol: { 1: ['lost-visual', 'B3', 'B1'] },
      actions: ['Ava: end', 'Ava: end'],
    });
    expect(r2.text).toContain('The guard on floor 1 reappears at F1 B3');
    expect(r2.text).toContain('Guard on floor 1 moved B2');
    expect(r2.report.guards[0].at).toBe('B2');
    expect(r2.report.guards[0].destination).toBe('B1');
  });

  it('Lost Visual: the guard back on the board arrives on his tile and sees who is there or in a Foyer beside it (rulings 21)', () => {
    const game = (players: { at: string }[], crew = [{ name: 'Ava', character: 'hawk' }, { name: 'Bo', character: 'rook' }]) => play({
      crew, lostVisual: true,
      floors: [{ tiles: floor({ D4: 'safe', A4: 'stairs:6', A3: 'foyer' }), walls: [] }, { tiles: floor(), walls: [] }, { tiles: floor(), walls: [] }],
      guards: [{ floor: 1, at: 'C1', destination: 'D1', die: 1 }], players,
      patrol: { 1: ['lost-visual', 'B3', 'B1'] }, events: ['keycode-change', 'reboot'],
      actions: ['Ava: end', 'Bo: end'],
    });
    // He reappears on B3, Ava's tile, and A3's Foyer beside it, Bo's: each loses a stealth token, as if he had stepped in.
    const r = game([{ at: 'F1 B3' }, { at: 'F1 A3' }]);
    expect(r.text).toContain('The guard on floor 1 reappears at F1 B3');
    expect(r.report.players.map((p: { stealth: number }) => p.stealth)).toEqual([2, 2]);
    // Elsewhere, no one is seen as he comes back.
    const away = game([{ at: 'F1 D4' }, { at: 'F1 D3' }]);
    expect(away.report.players.map((p: { stealth: number }) => p.stealth)).toEqual([3, 3]);
  });

  it('a script naming the Lost Visual card without the option is refused', () => {
    expect(() => play({ crew: [{ name: 'Ava' }], patrol: { 1: ['lost-visual'] } })).toThrow(/lostVisual/);
  });
});

import * as engine from '../../../../../src/games/burgle-bros/engine/index.js';
import { describe as englishOf, narrate } from '../../../../../src/games/burgle-bros/text/en-engine.js';
function awaitEngine() {
  return engine;
}

describe('the log of a guard\'s walk interrupted by a question', () => {
  it('a question during the guard\'s walk: each step and each event is reported once, in order', () => {
    const { state } = play({
      crew: crew1, floors: [{ tiles: floor(), walls: [] }, { tiles: floor() }, { tiles: floor() }],
      guards: [{ floor: 1, at: 'B1', destination: 'B2', die: 2 }], players: [{ at: 'F1 B3', stealth: 3 }],
      actions: ['Ava: move north', 'Ava: move south', 'Ava: move north', 'Ava: move south'],
    });
    // She waits on B2, his destination; alarms on A2 and C2 are equally near it, so arriving he asks which first.
    const s = structuredClone(state);
    s.players[0].at = 5;
    s.tiles[4].alarm = true;
    s.tiles[6].alarm = true;
    const first = applyAction(s, { player: 0, verb: 'end', args: [] });
    if (!first.ok) throw new Error(englishOf(first.rejection.code, first.rejection.params));
    expect(first.state.awaiting?.options).toEqual(['F1 A2', 'F1 C2']);
    const second = applyAction(first.state, { player: 0, verb: 'choose', args: ['F1 A2'] });
    if (!second.ok) throw new Error(englishOf(second.rejection.code, second.rejection.params));
    const log = [...narrate(first.events), ...narrate(second.events)];
    expect(log.filter((l) => l.startsWith('Guard on floor 1 moved'))).toEqual(['Guard on floor 1 moved B2', 'Guard on floor 1 moved A2 B2 C2']);
    expect(log.filter((l) => l.startsWith('Ava lost'))).toEqual(['Ava lost 1 stealth (the guard on their tile), 2 left', 'Ava lost 1 stealth (the guard on their tile), 1 left']);
    expect(log.indexOf('Guard on floor 1 moved B2')).toBeLessThan(log.indexOf('Ava lost 1 stealth (the guard on their tile), 2 left'));
  });
});
