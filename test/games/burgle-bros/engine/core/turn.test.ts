// Turn structure (rulebook "Your turn", NOTES §6 events, §9 start of a turn), escaping and winning, losing.
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, newGame, parseAction } from '../../../../../src/games/burgle-bros/engine/index.js';
import type { GameState } from '../../../../../src/games/burgle-bros/engine/types.js';
import { floor, play } from '../../helpers/script.js';
import { describe as englishOf } from '../../../../../src/games/burgle-bros/text/en-engine.js';

const quiet = () => [
  { tiles: floor({ D4: 'safe', A4: 'stairs:6' }), walls: [] as string[], revealed: ['A1', 'B1', 'C1', 'A2', 'B2'] },
  { tiles: floor({ D4: 'safe', A4: 'stairs:5' }), walls: [] as string[] },
  { tiles: floor({ D4: 'safe', A4: 'stairs:4' }), walls: [] as string[] },
];
const crew2 = [{ name: 'Ava', character: 'hawk' }, { name: 'Bo', character: 'raven' }];
const farGuard = [{ floor: 1, at: 'D3', destination: 'D4', die: 2 }];

function act(s: GameState, text: string): GameState {
  const p = parseAction(s, text);
  if (!p.ok) throw new Error(`${text}: ${p.code}`);
  const r = applyAction(s, p.action);
  if (!r.ok) throw new Error(`${text}: ${englishOf(r.rejection.code, r.rejection.params)}`);
  return r.state;
}

describe('Turn: actions and events', () => {
  it('a move to the tile one stands on is refused as that, not as a tile "not next to" itself', () => {
    const r = play({ crew: crew2, floors: quiet(), guards: farGuard, players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], actions: ['Ava: move F1 A1'] });
    expect(r.report.rejected.map((x) => [x.code, x.reason])).toEqual([['move-own-tile', 'You are at F1 A1 already: choose a tile next to you.']]);
  });

  it('a turn has 4 actions and a fifth is refused', () => {
    const r = play({ crew: crew2, floors: quiet(), guards: farGuard, players: [{ at: 'F1 A1' }, { at: 'F1 A1' }],
      actions: ['Ava: move east', 'Ava: move west', 'Ava: move east', 'Ava: move west', 'Ava: move east'] });
    expect(r.report.rejected.length).toBe(1);
    expect(r.report.rejected[0].code).toBe('not-enough-actions');
    expect(r.report.turn).toBe('Ava');
    expect(r.report.actionsLeft).toBe(0);
  });
  it('an event is drawn when the player used 2 actions or fewer', () => {
    for (const moves of [0, 1, 2]) {
      const actions = ['Ava: move east', 'Ava: move west'].slice(0, moves).concat('Ava: end');
      const r = play({ crew: crew2, floors: quiet(), guards: farGuard, players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], events: ['daydreaming'], actions });
      expect(r.text, `${moves} actions`).toContain('Event for Ava: Daydreaming');
    }
  });
  it('no event is drawn when the player used 3 or 4 actions', () => {
    for (const moves of [3, 4]) {
      // Round the square A1 A2 B2 B1 A1: never straight back (moves back and forth count for nothing: core ruling 16).
      const actions = ['Ava: move south', 'Ava: move east', 'Ava: move north', 'Ava: move west'].slice(0, moves).concat('Ava: end');
      const r = play({ crew: crew2, floors: quiet(), guards: farGuard, players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], events: ['daydreaming'], actions });
      expect(r.text, `${moves} actions`).not.toContain('Event for');
    }
  });
  it('the turn passes to the next player with 4 actions, and back to the first after the last', () => {
    const r = play({ crew: crew2, floors: quiet(), guards: farGuard, players: [{ at: 'F1 A1' }, { at: 'F1 A1' }],
      actions: ['Ava: move east', 'Ava: move west', 'Ava: move east', 'Ava: end', 'Bo: move east', 'Bo: move west', 'Bo: move east', 'Bo: end'] });
    expect(r.report.rejected).toEqual([]);
    expect(r.report.turn).toBe('Ava');
    expect(r.report.actionsLeft).toBe(4);
  });
  it('only the active player may act; the refusal says whose turn it is and changes nothing', () => {
    const r = play({ crew: crew2, floors: quiet(), guards: farGuard, players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], actions: ['Bo: move east'] });
    expect(r.report.rejected[0].code).toBe('not-your-turn');
    expect(r.report.rejected[0].reason).toContain("Ava's turn");
    expect(r.report.players[1].at).toBe('F1 A1');
  });
  it('the guard moves after the event, at the end of the turn, on the active player\'s floor', () => {
    const r = play({ crew: crew2, floors: quiet(), guards: [{ floor: 1, at: 'D1', destination: 'D4', die: 2 }], players: [{ at: 'F1 A1' }, { at: 'F1 A1' }],
      events: ['daydreaming'], actions: ['Ava: move south', 'Ava: move east', 'Ava: move north', 'Ava: end'] });
    expect(r.text).toContain('Guard on floor 1 moved D2 D3');
    expect(r.report.guards[0].at).toBe('D3');
  });
});

describe('Turn: moving back and forth avoids no event (rulebook "Your turn", core ruling 16)', () => {
  const avaAt = (at: string, actions: string[], extra: Record<string, unknown> = {}) =>
    play({ crew: crew2, floors: quiet(), guards: farGuard, players: [{ at, ...extra }, { at: 'F1 A1' }], events: ['daydreaming'], actions: [...actions, 'Ava: end'] });

  it('a move straight back undoes the move before it: three moves that end next door count as one', () => {
    const r = avaAt('F1 A1', ['Ava: move east', 'Ava: move west', 'Ava: move east']);
    expect(r.report.rejected).toEqual([]);
    expect(r.text).toContain('Event for Ava: Daydreaming');
  });
  it('a walk there and back along the same way counts for nothing, however long', () => {
    const r = avaAt('F1 A1', ['Ava: move east', 'Ava: move east', 'Ava: move west', 'Ava: move west']);
    expect(r.report.rejected).toEqual([]);
    expect(r.report.players[0].at).toBe('F1 A1');
    expect(r.text).toContain('Event for Ava: Daydreaming');
  });
  it('a walk round a square is no going back: three moves count three', () => {
    const r = avaAt('F1 A1', ['Ava: move south', 'Ava: move east', 'Ava: move north']);
    expect(r.text).not.toContain('Event for');
  });
  it('a move that turned a tile over is not undone by the move back', () => {
    // B1 to C1 (face up), to D1 (turned over), back to C1: three actions count.
    const r = avaAt('F1 B1', ['Ava: move east', 'Ava: move east', 'Ava: move west']);
    expect(r.report.revealed).toContain('F1 D1');
    expect(r.text).not.toContain('Event for');
  });
  it('a move that opened a Keypad with its roll is not undone by the move back: what the roll won stays won', () => {
    // A1 to B1, into C1's face-up Keypad (a 6 opens it), back to B1: three actions count, no event.
    const r = play({
      crew: crew2, floors: [{ tiles: floor({ C1: 'keypad:2', D4: 'safe', A4: 'stairs:6' }), walls: [], revealed: ['A1', 'B1', 'C1'] }, ...quiet().slice(1)],
      guards: farGuard, players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], events: ['daydreaming'], dice: [6],
      actions: ['Ava: move east', 'Ava: move east', 'Ava: move west', 'Ava: end'],
    });
    expect(r.report.rejected).toEqual([]);
    expect(r.text).toContain('opened the Keypad at F1 C1');
    expect(r.text).not.toContain('Event for');
  });
  it('any other action between the two moves keeps both: there and back to hack counts three', () => {
    const r = avaAt('F1 A1', ['Ava: move east', 'Ava: hack', 'Ava: move west']);
    expect(r.report.rejected).toEqual([]);
    expect(r.text).not.toContain('Event for');
  });
  it('with the Stamp (an event at 3 or fewer) the moves undone count for nothing too', () => {
    // Four actions, the last straight back: two count, so the Stamp's holder draws.
    const r = avaAt('F1 A1', ['Ava: move south', 'Ava: move east', 'Ava: move north', 'Ava: move south'], { loot: ['stamp'] });
    expect(r.report.rejected).toEqual([]);
    expect(r.text).toContain('Event for Ava: Daydreaming');
    // The same four round the square: none undone, no event.
    const round = avaAt('F1 A1', ['Ava: move south', 'Ava: move east', 'Ava: move north', 'Ava: move west'], { loot: ['stamp'] });
    expect(round.text).not.toContain('Event for');
  });
});

describe('Turn: the trail of moves keeps what each set off (TurnState.trail, read by the bots)', () => {
  const trail = (actions: string[], tiles: ReturnType<typeof floor>) =>
    play({ crew: crew2, floors: [{ tiles, walls: [], revealed: ['A1', 'B1', 'C1', 'D1'] }, ...quiet().slice(1)], guards: farGuard,
      players: [{ at: 'F1 A1' }, { at: 'F1 A1' }], actions }).state.turn.trail;

  it('a move out of a Motion room keeps its alarm and where the guard was heading; a free move nothing', () => {
    const motion = floor({ B1: 'motion', D4: 'safe', A4: 'stairs:6' });
    expect(trail(['Ava: move east', 'Ava: move east'], motion)).toEqual([{ from: 0, to: 1, actions: 1 }, { from: 1, to: 2, actions: 1, paid: [{ at: 1, dest: 15 }] }]);
    // Straight back into it: that move is undone, the one before stays.
    expect(trail(['Ava: move east', 'Ava: move east', 'Ava: move west'], motion)).toEqual([{ from: 0, to: 1, actions: 1 }]);
  });
});

describe('Turn: the trip a turn has made, as the table saw it (TurnState.trip, read by the bots)', () => {
  const run = (at: string, actions: string[], tiles = floor({ D4: 'safe', A4: 'stairs:6' })) =>
    play({ crew: crew2, floors: [{ tiles, walls: [], revealed: ['A1', 'B1', 'C1', 'A2', 'B2'] }, ...quiet().slice(1)], guards: farGuard,
      players: [{ at }, { at: 'F1 A1' }], actions }).state.turn.trip;

  it('the tile the turn began on, what the moves cost and the tiles they turned over', () => {
    expect(run('F1 A1', [])).toBeUndefined();
    // B1 to C1 (face up), to D1 (turned over).
    expect(run('F1 B1', ['Ava: move east', 'Ava: move east'])).toEqual({ from: 1, paid: false, turnedOver: [3] });
    // Into a Motion room and out of it the same turn: its alarm, and where the guard was heading before it (D4).
    expect(run('F1 A1', ['Ava: move east', 'Ava: move east', 'Ava: move west'], floor({ C1: 'motion', D4: 'safe', A4: 'stairs:6' })))
      .toEqual({ from: 0, paid: true, turnedOver: [], alarms: [{ at: 2, dest: 15 }] });
  });
  it('gone once anything but a move, a tool or a free ability is done, and not begun again by the moves after', () => {
    expect(run('F1 A1', ['Ava: move east', 'Ava: hack'])).toBeUndefined();
    expect(run('F1 A1', ['Ava: hack', 'Ava: move east'])).toBeUndefined();
  });
});

describe('Turn: the first turn (NOTES §6 entrance, §9)', () => {
  it('each player appears on the entrance at the start of their first turn', () => {
    const r0 = newGame({ scenario: 'bank', seed: 11, crew: [{ name: 'Ava' }, { name: 'Bo' }] });
    if (!r0.ok) throw new Error();
    let s = r0.state;
    const guardCell = s.guards[0].at!;
    const entrance = ['A1', 'B1', 'C1', 'D1', 'A2', 'B2', 'C2', 'D2', 'A3', 'B3', 'C3', 'D3', 'A4', 'B4', 'C4', 'D4'].find((c, i) => i !== guardCell)!;
    s = act(s, `Ava: choose ${entrance}`);
    expect(s.entrance).not.toBeNull();
    expect(s.tiles[s.entrance!].revealed).toBe(true);
    expect(s.tiles[s.entrance!].downstairs).toBe(true);
    expect(s.players[0].at).toBe(s.entrance);
    expect(s.players[1].at).toBeNull();
    expect(s.turn.player).toBe(0);
    expect(s.turn.actionsLeft).toBe(4);
    s = act(s, 'Ava: end');
    if (s.outcome === 'playing' && s.turn.player === 1) expect(s.players[1].at).toBe(s.entrance);
  });
  it('nothing but the entrance answer is accepted before the heist begins', () => {
    const r0 = newGame({ scenario: 'bank', seed: 11, crew: [{ name: 'Ava' }] });
    if (!r0.ok) throw new Error();
    const p = parseAction(r0.state, 'Ava: end');
    if (!p.ok) throw new Error();
    const r = applyAction(r0.state, p.action);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.rejection.code).toBe('answer-first');
    expect(legalActions(r0.state).every((a) => a.verb === 'choose')).toBe(true);
  });
  it('the question is told to the one asked as theirs, and to anyone else by the asked one\'s name', () => {
    const r0 = newGame({ scenario: 'bank', seed: 11, crew: [{ name: 'Ava' }, { name: 'Bo' }] });
    if (!r0.ok) throw new Error();
    const refusal = (line: string) => {
      const p = parseAction(r0.state, line);
      if (!p.ok) throw new Error(line);
      const r = applyAction(r0.state, p.action);
      if (r.ok) throw new Error(`${line} was accepted`);
      return r.rejection;
    };
    const own = refusal('Ava: end');
    expect(englishOf(own.code, own.params)).toMatch(/^First answer your open question: choose one of A1, /);
    const other = refusal('Bo: end');
    expect(englishOf(other.code, other.params)).toMatch(/^First answer the open question: Ava must choose one of A1, /);
    // A position report is read from outside: the asked one by name.
    expect(englishOf(own.code, { ...own.params, script: 1 })).toMatch(/^First answer the open question: Ava must choose one of A1, /);
  });
});

describe('Turn: escaping and winning', () => {
  const top = () => [
    { tiles: floor({ D4: 'safe', A4: 'stairs:6' }), walls: [] as string[], revealed: ['A4', 'D4'] },
    { tiles: floor({ D4: 'safe', A4: 'stairs:5' }), walls: [] as string[], revealed: ['A4', 'D4'] },
    { tiles: floor({ D4: 'safe', A4: 'stairs:4' }), walls: [] as string[], revealed: ['A4', 'D4'] },
  ];
  it('escape is refused while the crew does not hold all the loot', () => {
    const r = play({ crew: crew2, floors: top(), guards: farGuard, players: [{ at: 'F3 A4' }, { at: 'F1 A1' }], actions: ['Ava: escape'] });
    expect(r.report.rejected[0].code).toBe('loot-missing');
  });
  it('escape refused says what the crew still lacks: how many safes, the loot card on a tile and where, the Kitty loose', () => {
    const { state } = play({ crew: crew2, floors: top(), guards: farGuard, players: [{ at: 'F3 A4', loot: ['gold-bar'] }, { at: 'F1 A1' }], actions: [] });
    const refused = (s: GameState, text: string) => {
      const p = parseAction(s, text);
      if (!p.ok) throw new Error(p.code);
      const r = applyAction(s, p.action);
      if (r.ok) throw new Error(`${text} was not refused`);
      return englishOf(r.rejection.code, r.rejection.params);
    };
    const s = state;
    expect(refused(s, 'Ava: escape')).toBe('The crew must open every safe and hold all the loot before anyone escapes, and 3 safes are still closed: crack them first.');
    for (const t of s.tiles) if (t.room === 'safe') t.open = true;
    s.tiles[s.tiles.findIndex((t, i) => t.room === 'safe' && i >= 16 && i < 32)].items.push('gold-bar');
    // Ava holds the other Gold Bar, and nobody may hold both: it is a crew mate's to pick up.
    expect(refused(s, 'Ava: escape')).toBe('The crew must hold all the loot before anyone escapes, and the Gold Bar still lies on F2 D4 for a crew mate to pick up first (/take what:gold-bar), as you hold the other.');
    // On the top floor's Stairs, up is the roof: /escape, and what is missing.
    expect(refused(s, 'Ava: move up')).toBe('Up from the top floor\'s Stairs is the roof, the way out with /escape once the crew holds all the loot; the Gold Bar still lies on F2 D4 for a crew mate to pick up first (/take what:gold-bar), as you hold the other.');
    s.players[0].loot = [];
    expect(refused(s, 'Ava: escape')).toBe('The crew must hold all the loot before anyone escapes, and the Gold Bar still lies on F2 D4: go there and pick it up first (/take what:gold-bar).');
    s.tiles.forEach((t) => { t.items = []; });
    s.kitty = 5;
    expect(refused(s, 'Ava: escape')).toMatch(/^The crew must hold all the loot before anyone escapes, and the Persian Kitty is loose on F1 B2: go there/);
    s.kitty = null;
    expect(refused(s, 'Ava: move up')).toBe('Up from the top floor\'s Stairs is the roof: escape with /escape.');
    s.tiles[s.tiles.findIndex((t) => t.room === 'safe')].open = false;
    expect(refused(s, 'Ava: move up')).toMatch(/^Up from the top floor's Stairs is the roof, .* opened every safe .*; 1 safe is still closed: crack it first\.$/);
  });
  it('escape is refused anywhere but the top floor\'s Stairs', () => {
    const r = play({ crew: crew2, floors: top(), guards: farGuard, players: [{ at: 'F2 A4' }, { at: 'F1 A1' }], actions: ['Ava: escape'] });
    expect(r.report.rejected[0].code).toBe('not-on-top-stairs');
    // The Stairs are not all: what the crew still lacks is said too, or it would be refused again up there.
    expect(r.report.rejected[0].reason).toBe('You can escape only from the Stairs on the top floor, at F3 A4: get there first. The crew must open every safe and hold all the loot before anyone escapes, and 3 safes are still closed: crack them first.');
  });
  it('once the Office Job\'s safes are both open and a Gold Bar held, the refusals say what is left, true for their reader', () => {
    const revealed = (safe: string, stairs: string) => ['A', 'B', 'C', 'D'].flatMap((c) => [`${c}${safe[1]}`, `${safe[0]}${c === 'A' ? 1 : c === 'B' ? 2 : c === 'C' ? 3 : 4}`]).concat(stairs);
    const office = { scenario: 'office', crew: crew2, loot: ['tiara', 'gold-bar'], dice: [4, 4],
      floors: [{ tiles: floor({ A1: 'safe', D4: 'stairs:4' }), walls: [] as string[], revealed: revealed('A1', 'D4') },
        { tiles: floor({ A4: 'safe', D1: 'stairs:5' }), walls: [] as string[], revealed: revealed('A4', 'D1') }],
      guards: [{ floor: 1, at: 'D3', destination: 'D2', die: 1 }, { floor: 2, at: 'C2', destination: 'C1', die: 1 }],
      players: [{ at: 'F1 A1' }, { at: 'F2 A4' }] };
    const r = play({ ...office, actions: ['Ava: add-die', 'Ava: crack', 'Ava: end', 'Bo: add-die', 'Bo: crack', 'Bo: crack', 'Bo: move north', 'Bo: add-die', 'Bo: escape', 'Bo: end', 'Ava: crack', 'Ava: escape'] });
    expect(r.report.safes.map((x) => x.open)).toEqual([true, true]);
    expect(r.report.players.map((p) => p.loot)).toEqual([['tiara'], ['gold-bar']]);
    expect(r.report.rejected.map((x) => `${x.action}: ${x.reason}`)).toEqual([
      // Bo holds the first Gold Bar: the second is a crew mate's to pick up.
      "Bo: crack: This safe is already open, and so is every other: the Gold Bar still lies on F2 A4 for a crew mate to pick up (take gold-bar), as you hold the other; then escape from the top floor's Stairs (F2 D1).",
      "Bo: add-die: You must be in a Safe tile to do that, but every safe is open already: the Gold Bar still lies on F2 A4 for a crew mate to pick up (take gold-bar), as you hold the other; then escape from the top floor's Stairs (F2 D1).",
      'Bo: escape: You can escape only from the Stairs on the top floor, at F2 D1: get there first. The crew must hold all the loot before anyone escapes, and the Gold Bar still lies on F2 A4 for a crew mate to pick up first (take gold-bar), as you hold the other.',
      // Ava may pick it up.
      "Ava: crack: This safe is already open, and so is every other: the Gold Bar still lies on F2 A4 to pick up (take gold-bar); then escape from the top floor's Stairs (F2 D1).",
      'Ava: escape: You can escape only from the Stairs on the top floor, at F2 D1: get there first. The crew must hold all the loot before anyone escapes, and the Gold Bar still lies on F2 A4: go there and pick it up first (take gold-bar).',
    ]);
    // All the loot held: only the roof is left.
    const held = play({
      ...office, crew: [...crew2, { name: 'Cy', character: 'spotter' }], players: [{ at: 'F1 A1' }, { at: 'F2 A4' }, { at: 'F2 A4' }],
      actions: ['Ava: add-die', 'Ava: crack', 'Ava: end', 'Bo: add-die', 'Bo: crack', 'Bo: give gold-bar Cy', 'Cy: choose yes', 'Bo: take gold-bar', 'Bo: move north', 'Bo: crack'],
    });
    expect(held.report.rejected.map((x) => x.reason)).toEqual(["You must be in a Safe tile to do that, but every safe is open already: go to the top floor's Stairs (F2 D1) and escape."]);
  });
  it('escaping ends the turn at once; escaped players are skipped; the last one out wins the game', () => {
    // Every safe open and all loot held (set on the state: positions can't open safes without cracking them).
    const { state } = play({ crew: [...crew2, { name: 'Cy', character: 'spotter' }], floors: top(), guards: farGuard,
      players: [{ at: 'F3 A4', loot: ['tiara'] }, { at: 'F1 A1' }, { at: 'F3 A4', loot: ['isotope'] }], actions: [] });
    let s = state;
    for (const t of s.tiles) if (t.room === 'safe') t.open = true;
    s = act(s, 'Ava: escape');
    expect(s.players[0].escaped).toBe(true);
    expect(s.players[0].at).toBeNull();
    expect(s.turn.player).toBe(1);
    expect(s.turn.actionsLeft).toBe(4);
    s = act(s, 'Bo: end');
    expect(s.turn.player).toBe(2); // Ava is skipped from now on
    s = act(s, 'Cy: escape');
    expect(s.turn.player).toBe(1);
    expect(s.outcome).toBe('playing');
    s.players[1].at = s.tiles.findIndex((t, i) => t.room === 'stairs' && i >= 32);
    const r = applyAction(s, { player: 1, verb: 'escape', args: [] });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.state.outcome).toBe('won');
      expect(r.events.map((e) => e.code)).toContain('won');
      expect(legalActions(r.state)).toEqual([]);
    }
  });
});

describe('Turn: losing', () => {
  it('a player with no stealth left who is seen by a guard ends the game for everyone', () => {
    const r = play({ crew: crew2, floors: quiet(), guards: [{ floor: 1, at: 'B1', destination: 'D4', die: 2 }],
      players: [{ at: 'F1 A1', stealth: 0 }, { at: 'F1 A1' }], actions: ['Ava: move east', 'Ava: move west'] });
    expect(r.report.outcome).toBe('lost');
    expect(r.text).toContain('caught with no stealth left');
    expect(r.report.rejected.map((x) => x.code)).toEqual(['game-over']);
  });
  it('a player with 1 stealth seen by a guard goes down to 0 and the game goes on', () => {
    const r = play({ crew: crew2, floors: quiet(), guards: [{ floor: 1, at: 'B1', destination: 'D4', die: 2 }],
      players: [{ at: 'F1 A1', stealth: 1 }, { at: 'F1 A1' }], actions: ['Ava: move east'] });
    expect(r.report.outcome).toBe('playing');
    expect(r.report.players[0].stealth).toBe(0);
  });
});
