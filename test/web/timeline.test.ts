// The web pages' timeline: a game's state at every version from its origin and its whole log, undos included (a gap
// between versions), grown step by step as the game goes on, and the same as one rebuilt at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import { openStore, type SqliteStore } from '../../src/store/sqlite.js';
import type { Stored } from '../../src/table/persist.js';
import { Table } from '../../src/table/table.js';
import type { Outcome } from '../../src/table/types.js';
import { Timeline } from '../../src/web/timeline.js';

const game = GAMES.require('burgle-bros');
let dir: string;
let store: SqliteStore;
let table: Table;
const where = { guildId: null, channelId: 'dm-tl', isDM: true };
const me = { id: 'u-tl', name: 'Tia' };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'heist-web-tl-'));
  store = openStore(join(dir, 'heist.sqlite'), { warn: () => undefined });
  let seed = 3;
  table = new Table(store, GAMES, { seed: () => seed++ });
});
afterAll(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const now = () => store.activeGame(where.channelId)!;
const engine = () => (now().state as Stored).engine;

describe('the timeline of a game', () => {
  it('holds the state of every version, undone steps too, grown as the game goes on', async () => {
    const gameId = (table.start(where, me, { game: 'burgle-bros', scenario: 'office' }) as Outcome).gameId;
    const origin = (now().state as Stored).setup;
    const growing = new Timeline(game, origin);
    const seen = new Map<number, unknown>([[now().version, engine()]]);
    let undos = 0;
    for (let k = 0; k < 12; k++) {
      const s = engine();
      const legal = game.legal(s, game.waitingOn(s)[0]).filter((a) => a.verb !== 'escape');
      // Every other step, one that reveals nothing (so it may be undone), when there is one.
      const quiet = legal.filter((x) => { const r = game.apply(s, x); return r.ok && r.undoable && !r.turnEnded; });
      const undo = k % 2 === 1 && quiet.length > 0;
      const a = (undo ? quiet : legal)[(k * 5) % (undo ? quiet : legal).length];
      expect(table.act(where, me, [a.verb, ...a.args].join(' ')).ok).toBe(true);
      seen.set(now().version, engine());
      // Take some steps back (the ones the table lets be undone): the state before comes back at a new version.
      if (undo) {
        expect(table.undo(where, me).ok).toBe(true);
        undos++;
        seen.set(now().version, engine());
      }
      if (k % 4 === 0) await growing.grow(store.log(gameId, { includeUndone: true }), now().version);
    }
    expect(undos).toBeGreaterThan(0);
    await growing.grow(store.log(gameId, { includeUndone: true }), now().version);
    const whole = new Timeline(game, origin);
    await whole.grow(store.log(gameId, { includeUndone: true }), now().version);
    for (const [v, s] of seen) {
      expect(growing.at(v), `version ${v}`).toEqual(s);
      expect(whole.at(v), `version ${v}`).toEqual(s);
    }
    // The frames: the start and every live step, each at the version it made.
    const live = store.log(gameId).filter((e) => !e.action.startsWith('#'));
    expect(whole.frames.length).toBe(live.length + 1);
    expect(growing.frames.map((f) => f.version)).toEqual(whole.frames.map((f) => f.version));
    expect(whole.frames.at(-1)!.state).toEqual(engine());
  });
});
