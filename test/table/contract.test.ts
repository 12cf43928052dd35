// The game contract by audience (src/core/module.ts): a game's own members are what the table needs to play it; its
// `tools` only the simulator and the tests read. A game with no tools is played to its end at the table, and asking a
// tool of it is an error that names the game.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toolsOf, type GameModule } from '../../src/core/module.js';
import { GameRegistry } from '../../src/core/registry.js';
import { playBotGame } from '../../src/core/sim.js';
import { openStore, type SqliteStore } from '../../src/store/index.js';
import type { Stored } from '../../src/table/persist.js';
import { Table, type Result, type UserRef, type Where } from '../../src/table/table.js';
import { toyGame, type ToyState, type ToyView } from './toy-game.js';

const { tools, ...rest } = toyGame;
const bare: GameModule<ToyState, ToyView> = rest;

let dir = '';
let store: SqliteStore | undefined;
afterEach(() => {
  store?.close();
  store = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const ok = (r: Result) => {
  if (!r.ok) throw new Error(`expected ok, got ${r.code}: ${r.text}`);
  return r;
};

describe('the game contract', () => {
  it('a game without tools is played to its end at the table', () => {
    expect(tools).toBeDefined();
    expect(bare.tools).toBeUndefined();
    dir = mkdtempSync(join(tmpdir(), 'heist-contract-'));
    store = openStore(join(dir, 't.sqlite'), { warn: () => {} });
    let seed = 3;
    const table = new Table(store, new GameRegistry([bare]), { seed: () => seed++ });
    const dm: Where = { guildId: null, channelId: 'dm1', isDM: true };
    const ann: UserRef = { id: 'u1', name: 'Ann' };
    ok(table.start(dm, ann, { game: 'toy' }));
    const engine = () => (store!.latestGame('dm1')!.state as Stored).engine as ToyState;
    let presses = 0;
    while (bare.result(engine()) === null) {
      const [first] = bare.legal(engine(), 0);
      ok(table.act(dm, ann, bare.format(engine(), first).replace(/^[^:]*: /, '')));
      expect(++presses).toBeLessThan(10);
    }
    expect(store.latestGame('dm1')!.status).toBe('finished');
    expect(engine().played.length).toBe(6);
  });

  it('asking a tool of a game that has none names the game', () => {
    expect(toolsOf(toyGame).scramble).toBe(tools!.scramble);
    expect(() => toolsOf(bare)).toThrow(/"toy" gives no tools/);
    expect(() => playBotGame(bare, { players: 2, seed: 1 })).toThrow(/"toy" gives no tools/);
    // Unchecked, a bot game needs no tools either.
    expect(playBotGame(bare, { players: 2, seed: 1, check: false }).violations).toEqual([]);
  });
});
