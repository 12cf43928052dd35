// Live-update streams are bounded: a link keeps a few (its oldest is closed, telling its page why, when one more
// opens) and the server a bounded number in all (a new one is refused with a plain answer). Through the real server.
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/log.js';
import { GAMES } from '../../src/games/index.js';
import { openStore, type SqliteStore } from '../../src/store/sqlite.js';
import { Table } from '../../src/table/table.js';
import type { Outcome } from '../../src/table/types.js';
import { Links } from '../../src/web/links.js';
import { startWeb, type WebServer } from '../../src/web/server.js';

let dir: string;
let store: SqliteStore;
let links: Links;
let web: WebServer;
let gameId = 0;
const clock = { t: Date.UTC(2026, 0, 5, 12), now() { return this.t; } };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'heist-web-streams-'));
  store = openStore(join(dir, 'heist.sqlite'), { clock, warn: () => undefined });
  links = new Links(store, { clock, base: () => web.url });
  const table = new Table(store, GAMES, { clock, seed: () => 5, web: links });
  web = await startWeb({
    store, games: GAMES, links, port: 0, log: silentLogger, streamsPerLink: 2, streamsInAll: 3,
    draw: async (kind, view, lang) => GAMES.require(kind).render(view, lang),
  });
  const started = table.start({ guildId: null, channelId: 'dm-ann', isDM: true }, { id: 'u-ann', name: 'Ann' }, { game: 'art-robbery', bots: 1 });
  expect(started.ok).toBe(true);
  gameId = (started as Outcome).gameId;
});
afterAll(async () => {
  await web?.close();
  store?.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Stream { res: IncomingMessage; text: () => string; ended: Promise<void>; close(): void }

/** Opens a page's stream; resolves once its answer's head (and, for a stream, its first lines) arrived. */
function stream(token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request(`${web.url}/w/${token}/events`, (res) => {
      let text = '';
      let done: () => void;
      const ended = new Promise<void>((r) => { done = r; });
      res.setEncoding('utf8');
      res.on('end', () => done());
      res.on('close', () => done());
      const s: Stream = { res, text: () => text, ended, close: () => req.destroy() };
      let told = false;
      res.on('data', (c: string) => {
        text += c;
        if (!told) { told = true; resolve(s); }
      });
      if (res.statusCode !== 200) res.once('end', () => { if (!told) { told = true; resolve(s); } });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('live-update streams', () => {
  it('keep a few per link, closing the oldest with a sentence, and a bounded number in all', async () => {
    const seat = links.token(gameId, 0, false);
    const [a, b] = [await stream(seat), await stream(seat)];
    expect([a.res.statusCode, b.res.statusCode]).toEqual([200, 200]);
    // A third on the same link: the oldest stops, and its page is told why.
    const c = await stream(seat);
    expect(c.res.statusCode).toBe(200);
    await a.ended;
    expect(a.text()).toMatch(/event: closed\ndata: This page stopped following the game: the same link is open in too many other places/);
    expect(b.text()).not.toMatch(/event: closed/);

    // Two on this link, one on the spectator's: the server's three. A fourth stream anywhere is refused plainly.
    const spectator = await stream(links.token(gameId, null, false));
    expect(spectator.res.statusCode).toBe(200);
    const refused = await stream(links.token(gameId, 1, false));
    expect(refused.res.statusCode).toBe(503);
    expect(refused.res.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.text()).toMatch(/Too many pages are following games right now/);
    expect(b.text()).not.toMatch(/event: closed/);

    // One page closed: its place is free again (the server hears of the closing, then a new stream opens).
    spectator.close();
    let again: Stream | null = null;
    for (let k = 0; k < 200 && again?.res.statusCode !== 200; k++) again = await stream(links.token(gameId, 1, false));
    expect(again?.res.statusCode).toBe(200);
    for (const s of [b, c, again!]) s.close();
  });
});
