// Fort Knox's empty space: "the players choose where this empty space is located, and the empty space must be the
// same on both floors" (the rulebook's Fort Knox setup). `/heist start scenario:fortknox empty-cell:B4` puts it there;
// without the option it is C3 (NOTES §3); another scenario, or no cell of a 5×5 floor, is refused before anything is
// stored.
import { afterEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/games/index.js';
import type { GameState } from '../../../src/games/burgle-bros/engine/types.js';
import type { Stored } from '../../../src/table/persist.js';
import { ann, bad, bob, dm, ok, publicOf, server, setup } from '../../table/helpers.js';

let env: ReturnType<typeof setup> | null = null;
afterEach(() => { env?.close(); env = null; });

const game = GAMES.require('burgle-bros');
/** The cells left empty on each floor, by name (`B4`). */
const emptyCells = (s: GameState) => {
  const n = s.size * s.size;
  return s.tiles.flatMap((t, i) => (t.room === 'empty' ? [`F${Math.floor(i / n) + 1} ${'ABCDE'[(i % n) % s.size]}${Math.floor((i % n) / s.size) + 1}`] : []));
};
const engine = () => (env!.store.latestGame(dm.channelId)!.state as Stored).engine as GameState;

describe('Fort Knox: the empty space the players choose', () => {
  it('is the cell given, on both floors (any case); C3 when none is given', () => {
    env = setup();
    ok(env.service.start(dm, ann, { scenario: 'fortknox', 'empty-cell': 'b4' }));
    expect(emptyCells(engine())).toEqual(['F1 B4', 'F2 B4']);
    // Nobody may break in there, and no patrol card names it.
    expect(game.legal(engine(), 0).map((a) => a.args.join(' '))).not.toContain('B4');
    expect(engine().guards.every((g) => ![...g.deck, ...g.discard].includes(16) && g.at !== 16 && g.dest !== 16)).toBe(true);
    ok(env.service.end(dm, ann, true, true));
    ok(env.service.start(dm, ann, { scenario: 'fortknox' }));
    expect(emptyCells(engine())).toEqual(['F1 C3', 'F2 C3']);
  });

  it('is refused in another scenario, and when it is no cell of a 5×5 floor', () => {
    env = setup();
    const other = bad(env.service.start(dm, ann, { scenario: 'bank', 'empty-cell': 'B4' }));
    expect(other.code).toBe('empty-cell-not-fortknox');
    expect(other.text).toBe('Only The Fort Knox Job has an empty space: leave `empty-cell:` out, or choose `scenario:fortknox`.');
    const none = bad(env.service.start(dm, ann, { scenario: 'fortknox', 'empty-cell': 'F6' }));
    expect(none.code).toBe('bad-empty-cell');
    expect(none.text).toBe('"F6" is not a cell of a 5×5 floor: use A1 to E5.');
    expect(env.store.latestGame(dm.channelId)).toBeNull();
  });
});

describe('a lobby names the variants it will be played with', () => {
  it('the scenario, the sides, the walls, the empty space and Lost Visual, in the host\'s language; nothing for the defaults', () => {
    env = setup();
    const lobby = publicOf(ok(env.service.start(server, ann, { scenario: 'fortknox', 'empty-cell': 'B4', walls: 'random', 'lost-visual': true, advanced: 'yes' })));
    expect(lobby.text[0]).toBe('Ann is planning a heist: Burgle Bros. (The Fort Knox Job, advanced sides, random walls, empty space B4, Lost Visual).');
    ok(env.service.end(server, ann, true, true));
    const plain = publicOf(ok(env.service.start(server, ann, { scenario: 'office', walls: 'default', advanced: 'no', 'lost-visual': false })));
    expect(plain.text[0]).toBe('Ann is planning a heist: Burgle Bros. (The Office Job).');
    ok(env.service.end(server, ann, true, true));
    const ru = publicOf(ok(env.service.start(server, bob, { scenario: 'fortknox', walls: 'random', advanced: 'random' })));
    expect(ru.text[0]).toBe('Bob готовит ограбление: Взломщики (Burgle Bros.) — Форт Нокс, случайные стороны, случайные стены.');
  });
});
