// Burgle Bros. scripts at the edges of the position contract (docs/positions.md): what the real game cannot hold is a
// malformed file (one line naming the field, never a crash later), and the script can say whatever a game can reach.
import { describe, expect, it } from 'vitest';
import { refusalOf } from '../position-refusal.js';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readScript, startedAs } from '../../../src/cli/position.js';
import { floor, play } from './helpers/script.js';

const ava = [{ name: 'Ava', character: 'hawk', side: 'basic' }];
const guard = [{ floor: 1, at: 'A2', destination: 'A3', die: 2 }];
/** Fort Knox floors of Fingerprint Computer Rooms, the empty cell at `hole`, walls as given (the scenario's if none). */
const knox = (hole = 'C3', walls?: string[]) => [0, 1].map(() => ({ tiles: floor({ [hole]: 'empty' }, 5), ...(walls ? { walls } : {}) }));
const bank = (f1: Record<string, string> = {}, walls: string[] = []) => [{ tiles: floor(f1), walls }, { tiles: floor(), walls: [] }, { tiles: floor(), walls: [] }];

/** The one line a malformed script gets. */
const refusal = (script: Record<string, unknown>): string => refusalOf(() => play(script));

describe('Fort Knox\'s empty cell', () => {
  it('is no cell for a guard to stand on or head for (it crashed the guard\'s path)', () => {
    const base = { scenario: 'fortknox', crew: ava, players: [{ at: 'F1 A1' }], actions: ['Ava: end'] };
    expect(refusal({ ...base, guards: [{ floor: 1, at: 'C3', destination: 'A1' }] })).toBe('guards[0].at: is the empty cell');
    expect(refusal({ ...base, guards: [{ floor: 1, at: 'E5', destination: 'c3' }] })).toBe('guards[0].destination: is the empty cell');
  });

  it('moved, keeps the scenario\'s walls and moves its box: C3 is a room again, and its patrol card is in the deck', () => {
    const r = play({
      scenario: 'fortknox', crew: ava, floors: knox('B3'), guards: [{ floor: 1, at: 'E5', destination: 'E4', die: 1 }],
      players: [{ at: 'F1 C2' }], actions: ['Ava: move south', 'Ava: move west'],
    });
    expect(r.report.players[0].at).toBe('F1 C3');
    expect(r.report.rejected.map((x) => x.code)).toEqual(['no-room-there']);
    const cards = [...r.state.guards[0].deck, ...r.state.guards[0].discard];
    expect(cards).toContain(12);
    expect(cards).not.toContain(11);
    expect(cards).toHaveLength(24);
  });

  it('moved where the scenario\'s walls would cut a room off: said, not crashed on', () => {
    expect(refusal({ scenario: 'fortknox', crew: ava, floors: knox('B4'), players: [{ at: 'F1 A1' }] }))
      .toBe("floors[0].walls: A5 cannot be reached from A1 with the scenario's walls and the empty cell at B4 (write this floor's walls): every cell must be reachable from every other (NOTES §3)");
  });

  it('is one cell, the same on both floors, and only in Fort Knox', () => {
    const tiles = floor({ C3: 'empty' }, 5);
    expect(refusal({ scenario: 'fortknox', crew: ava, floors: [{ tiles }, { tiles: floor({}, 5) }] }))
      .toBe('floors[1].tiles: a Fort Knox floor has one "empty" cell (C3 by default)');
    expect(refusal({ scenario: 'fortknox', crew: ava, floors: [{ tiles }, { tiles: floor({ B3: 'empty' }, 5) }] }))
      .toBe('floors[1].tiles: the empty cell must be the same on both floors: C3 on floor 1');
    expect(refusal({ scenario: 'fortknox', crew: ava, floors: [{ tiles: floor({ C3: 'empty', D3: 'empty' }, 5) }, { tiles }] }))
      .toBe('floors[0].tiles[13]: a second empty cell (the first is C3): a floor has one');
  });
});

describe('walls', () => {
  it('that cut a cell off are refused, naming the cell (a guard could never reach it)', () => {
    expect(refusal({ crew: ava, floors: bank({}, ['A1|B1', 'A1/A2']), guards: guard, players: [{ at: 'F1 B1' }] }))
      .toBe('floors[0].walls: A1 cannot be reached from B1: every cell must be reachable from every other (NOTES §3)');
  });
});

describe('tiles the box does not hold', () => {
  it('two Safes or two Stairs on a floor (Fort Knox: three; four in the building)', () => {
    expect(refusal({ crew: ava, floors: bank({ A1: 'safe', D4: 'safe' }) })).toBe('floors[0].tiles: 2 Safe tiles: a floor holds one');
    expect(refusal({ crew: ava, floors: bank({ A1: 'stairs:4', D4: 'stairs:6' }) })).toBe('floors[0].tiles: 2 Stairs tiles: a floor holds one');
    const fk = (more: Record<string, string>) => floor({ C3: 'empty', ...more }, 5);
    expect(refusal({ scenario: 'fortknox', crew: ava, floors: [{ tiles: fk({ A1: 'safe', B1: 'safe', E1: 'safe' }) }, { tiles: fk({}) }] }))
      .toBe('floors[0].tiles: 3 Safe tiles: a floor holds at most two (Fort Knox deals its third among the rooms)');
    expect(refusal({ scenario: 'fortknox', crew: ava, floors: [{ tiles: fk({ A1: 'safe', E1: 'safe' }) }, { tiles: fk({ A1: 'safe', E1: 'safe' }) }] }))
      .toBe('floors[1].tiles: 4 Safe tiles in the building: the box holds 3');
  });

  it('a number on a Safe, and a number that is no die face', () => {
    expect(refusal({ crew: ava, floors: bank({ D4: 'safe:2' }) })).toBe('floors[0].tiles[15]: "safe:2": a Safe has no number');
    expect(refusal({ crew: ava, floors: bank({ D4: 'laser:1x' }) })).toBe('floors[0].tiles[15]: combination must be 1–6');
    expect(refusal({ crew: ava, floors: bank({ D4: 'laser:' }) })).toBe('floors[0].tiles[15]: combination must be 1–6');
  });
});

describe('guards', () => {
  it('two for one floor: refused, not one dropped with its patrol cards spent', () => {
    expect(refusal({ crew: ava, players: [{ at: 'F1 A1' }], guards: [{ floor: 1, at: 'A3', destination: 'A4' }, { floor: 1, at: 'B3', destination: 'B4' }] }))
      .toBe('guards[1].floor: floor 1 already has its guard (guards[0]): a floor has one');
  });
});

describe('the crew', () => {
  it('a name with ":" or of spaces alone could never act: refused as Art Robbery refuses it', () => {
    expect(refusal({ crew: [{ name: 'A:b' }] })).toBe('crew[0].name: must be a name without ":"');
    expect(refusal({ crew: [{ name: 'Ava' }, { name: '   ' }] })).toBe('crew[1].name: must be a name without ":"');
    expect(refusal({ crew: [{ name: ' Ava' }] })).toBe('crew[0].name: " Ava" must not start or end with a space');
  });

  it('all escaped is a game over, refused (it left no turn, and an action crashed)', () => {
    expect(refusal({ crew: ava, players: [{ at: 'F1 A1', escaped: true }], actions: ['Ava: end'] }))
      .toBe('players: every crew member has escaped, so the game is over: leave someone in the building');
  });

  it('one escaped needs no cell; the turn goes to the first still inside', () => {
    const r = play({ crew: [...ava, { name: 'Bo', character: 'rook' }], guards: guard, players: [{ escaped: true }, { at: 'F1 B1' }] });
    expect(r.report.turn).toBe('Bo');
    expect(r.report.players[0]).toMatchObject({ at: null, escaped: true });
  });

  it('escaped and stealth of the wrong kind', () => {
    expect(refusal({ crew: ava, players: [{ at: 'F1 A1', escaped: 'yes' }] })).toBe('players[0].escaped: must be true or false');
    expect(refusal({ crew: ava, players: [{ at: 'F1 A1', stealth: 99 }] })).toBe('players[0].stealth: must be a number 0–9');
  });

  it('card and character names in any case, as room names and actions', () => {
    const r = play({ crew: [{ name: 'Ava', character: 'Hawk' }], guards: guard, players: [{ at: 'F1 A1', tools: ['Crowbar'], loot: ['TIARA'] }], events: ['Crash'] });
    expect(r.report.players[0]).toMatchObject({ character: 'hawk', tools: ['crowbar'], loot: ['tiara'] });
    expect(r.state.events.deck[0]).toBe('crash');
  });
});

describe('fields the script does not have', () => {
  it('a typo is named, not dropped unseen', () => {
    expect(refusal({ crew: ava, gaurds: guard })).toMatch(/^gaurds: is not a field of a Burgle Bros\. script: the fields are game, scenario, seed, crew, /);
    expect(refusal({ crew: ava, guards: [{ floor: 1, at: 'A2', destinaton: 'A3' }] }))
      .toBe('guards[0].destinaton: is not a field of a guard: the fields are floor, at, destination, die');
    expect(refusal({ crew: ava, players: [{ at: 'F1 A1', stelth: 2 }] })).toMatch(/^players\[0\]\.stelth: is not a field of a player/);
  });
});

describe('safes', () => {
  const script = (safes: unknown[], actions: string[] = []) => ({
    crew: [{ name: 'Ava', character: 'peterman' }], floors: bank({ D4: 'safe' }), guards: guard, players: [{ at: 'F1 D4' }], safes, actions,
  });

  it('are reported in the spec\'s order: at, dice, cracked, open', () => {
    expect(Object.keys(play(script([])).report.safes[0])).toEqual(['at', 'dice', 'cracked', 'open']);
  });

  it('may be written open: its loot then has somewhere to come from, and it cannot be cracked again', () => {
    const r = play(script([{ at: 'F1 D4', open: true }], ['Ava: add-die']));
    expect(r.report.safes[0]).toEqual({ at: 'F1 D4', dice: 0, cracked: ['F1 D1', 'F1 D2', 'F1 D3', 'F1 A4', 'F1 B4', 'F1 C4'], open: true });
    expect(r.report.rejected[0].code).toBe('safe-already-open');
  });

  it('may be written part cracked, with dice: the tokens lie on face-up tiles', () => {
    const r = play(script([{ at: 'F1 D4', dice: 2, cracked: ['a4', 'F1 D1'] }]));
    expect(r.report.safes[0]).toEqual({ at: 'F1 D4', dice: 2, cracked: ['F1 D1', 'F1 A4'], open: false });
    expect(r.report.revealed).toEqual(expect.arrayContaining(['F1 D1', 'F1 A4', 'F1 D4']));
  });

  it('what no safe can be is refused', () => {
    expect(refusal(script([{ at: 'F1 C4', open: true }]))).toBe('safes[0].at: F1 C4 is not a Safe');
    expect(refusal(script([{ at: 'F1 D4', cracked: ['B2'] }]))).toBe('safes[0].cracked: F1 B2 is not a numbered tile in this safe\'s row or column');
    expect(refusal(script([{ at: 'F1 D4', dice: 7 }]))).toBe('safes[0].dice: must be 0–6 (a Safe holds at most 6 dice)');
    expect(refusal(script([{ at: 'F1 D4', dice: 2, open: true }]))).toBe('safes[0].dice: an open safe holds no dice');
    expect(refusal(script([{ at: 'F1 D4', cracked: ['D1', 'D2', 'D3', 'A4', 'B4', 'C4'] }])))
      .toBe('safes[0].cracked: covers the whole combination, so the safe would be open: write "open": true');
  });
});

describe('the position command reads the file', () => {
  it('bad JSON: one line, with the line and column', () => {
    const r = readScript('{\n  "crew": [\n    {"name": "Ava",}\n  ]\n}\n');
    expect(r).toEqual({ error: '(root): not valid JSON at line 3, column 20: Expected double-quoted property name' });
    // V8 quotes the text around a long file's error after "...": none of it in the one line.
    expect(readScript('{\n "crew": [\n {"name": "Ava"},\n ]\n}')).toEqual({ error: "(root): not valid JSON at line 4, column 2: Unexpected token ']'" });
    expect(readScript('{"crew": [x]}')).toEqual({ error: "(root): not valid JSON at line 1, column 11: Unexpected token 'x'" });
    expect(readScript('{"crew": [')).toEqual({ error: '(root): not valid JSON at line 1, column 11: the text ends too early' });
    expect(readScript('{"a": "b\nc"}')).toEqual({ error: '(root): not valid JSON at line 1, column 9: Bad control character in string literal' });
  });

  it('a byte order mark at the start is no error', () => {
    expect(readScript('\uFEFF{"crew": []}')).toEqual({ json: { crew: [] } });
  });
});

describe('the tool started', () => {
  it('through a link to its folder (a checkout whose node_modules is a link) still knows it was started, and runs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'heist-started-'));
    try {
      mkdirSync(join(dir, 'real'));
      writeFileSync(join(dir, 'real', 'position.js'), '');
      symlinkSync(join(dir, 'real'), join(dir, 'linked'));
      const url = (f: string) => pathToFileURL(f).href;
      // The bundle names itself through the link (where it was built); Node starts it by its real path, and back.
      expect(startedAs(join(dir, 'real', 'position.js'), url(join(dir, 'linked', 'position.js')))).toBe(true);
      expect(startedAs(join(dir, 'linked', 'position.js'), url(join(dir, 'real', 'position.js')))).toBe(true);
      expect(startedAs(join(dir, 'real', 'other.js'), url(join(dir, 'linked', 'position.js')))).toBe(false);
      expect(startedAs(undefined, url(join(dir, 'real', 'position.js')))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
