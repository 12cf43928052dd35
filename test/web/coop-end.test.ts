// A co-operative game's end on the web page: the crew wins or loses together, so a loss reads as the heist failing,
// not as "Nobody won" (a competitive game's words). Through the real server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/log.js';
import { GAMES } from '../../src/games/index.js';
import { openStore, type SqliteStore } from '../../src/store/sqlite.js';
import type { Stored } from '../../src/table/persist.js';
import { Table } from '../../src/table/table.js';
import type { Outcome } from '../../src/table/types.js';
import { Links } from '../../src/web/links.js';
import { startWeb, type WebServer } from '../../src/web/server.js';
import { tw } from '../../src/web/text.js';

let dir: string;
let store: SqliteStore;
let links: Links;
let web: WebServer;
const clock = { t: Date.UTC(2026, 0, 5, 12), now() { return this.t; } };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'heist-web-coop-'));
  store = openStore(join(dir, 'heist.sqlite'), { clock, warn: () => undefined });
  links = new Links(store, { clock, base: () => web.url });
  web = await startWeb({ store, games: GAMES, links, port: 0, log: silentLogger, draw: async () => Buffer.alloc(0) });
});
afterAll(async () => {
  await web?.close();
  store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a co-operative game lost', () => {
  it('reads as the heist failing, on the live page', async () => {
    const table = new Table(store, GAMES, { clock, seed: () => 3, web: links });
    const started = table.start({ guildId: null, channelId: 'dm-hawk', isDM: true }, { id: 'u-hawk', name: 'Hawk' }, { game: 'burgle-bros' });
    expect(started.ok).toBe(true);
    const id = (started as Outcome).gameId;
    const g = store.game(id)!;
    const state = g.state as Stored;
    // The crew caught: the game's own end (result: no winners).
    const engine = { ...(state.engine as Record<string, unknown>), outcome: 'lost' };
    store.commit(id, g.version, { state: { ...state, engine } });
    expect(GAMES.require('burgle-bros').result(engine)).toEqual({ winners: [] });
    const res = await fetch(links.url(id, 0, false));
    const body = await res.text();
    expect(res.status).toBe(200);
    expect(body).toMatch(/The heist failed: the crew lost together/);
    expect(body).not.toMatch(/Nobody won/);
    // Over: the page no longer promises to follow the game.
    expect(body).not.toMatch(/updates by itself/);
    expect(body).toMatch(/The game is over: this page shows how it ended/);
    // The page is in the seat's language; the Russian words say the same.
    expect(tw('ru', 'crew-lost')).toMatch(/^Ограбление провалилось/);
  });
});
