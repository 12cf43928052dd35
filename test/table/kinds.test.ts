// A kind of game is registered once: in a registry, and in the store (how it rebuilds, checks and exports a kind).
// Registering it again is an error naming the kind, never a silent overwrite; only the same game taught again by a
// second table on the same store is nothing new.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { GameRegistry } from '../../src/core/registry.js';
import { openStore, type SqliteStore } from '../../src/store/index.js';
import { Table } from '../../src/table/table.js';
import { toyGame } from './toy-game.js';

let dir = '';
let store: SqliteStore | undefined;
function open(): SqliteStore {
  dir = mkdtempSync(join(tmpdir(), 'heist-kinds-'));
  store = openStore(join(dir, 't.sqlite'), { warn: () => {} });
  return store;
}
afterEach(() => {
  store?.close();
  store = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a kind is registered once', () => {
  it('a registry refuses a kind twice', () => {
    expect(() => new GameRegistry([toyGame, { ...toyGame }])).toThrow('The game "toy" is registered twice.');
    const games = new GameRegistry([toyGame]);
    expect(() => games.register(toyGame)).toThrow(/"toy" is registered twice/);
    expect(games.kinds()).toEqual(['toy']);
  });

  it('the store refuses a kind taught again, by anyone but the one who taught it', () => {
    const s = open();
    const replay = () => ({});
    s.registerKind('toy', { replay });
    expect(() => s.registerKind('toy', { replay })).toThrow('The store already knows how to rebuild "toy" games: a kind is registered once.');
    const by = {};
    s.registerKind('other', { replay, by });
    s.registerKind('other', { replay, by });
    expect(() => s.registerKind('other', { replay, by: {} })).toThrow(/"other" games/);
  });

  it('two tables with the same game share a store; a different game of the same kind is refused', () => {
    const s = open();
    new Table(s, new GameRegistry([toyGame]));
    expect(() => new Table(s, new GameRegistry([toyGame]))).not.toThrow();
    expect(() => new Table(s, new GameRegistry([{ ...toyGame }]))).toThrow(/already knows how to rebuild "toy"/);
  });
});
