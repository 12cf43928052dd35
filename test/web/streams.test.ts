// Live-update streams are bounded: a seat keeps a few, whatever link opened them (its oldest is closed, telling its
// page why, when one more opens), so do a game's spectators and each address, and the server a bounded number in all
// (a new one is refused with a plain answer). One person minting hundreds of links for their seat, or spectator
// links, crowds out only their own streams: another seat's page still follows its game. Through the real server.
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/log.js';
import { GAMES } from '../../src/games/index.js';
import { openStore, type SqliteStore } from '../../src/store/sqlite.js';
import { Table } from '../../src/table/table.js';
import type { Stored } from '../../src/table/persist.js';
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
    store, games: GAMES, links, port: 0, log: silentLogger, streamsPerSeat: 2, streamsInAll: 3,
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

interface Stream { res: IncomingMessage; text: () => string; ended: Promise<void>; close(): void; told(re: RegExp): Promise<void> }

/** Opens a page's stream (from `from`, an address a proxy on this machine names); resolves once its answer's head (and,
 * for a stream, its first lines) arrived. */
function stream(token: string, from?: string, server: WebServer = web): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}/w/${token}/events`, { headers: from ? { 'X-Forwarded-For': from } : {} }, (res) => {
      let text = '';
      let done: () => void;
      const ended = new Promise<void>((r) => { done = r; });
      res.setEncoding('utf8');
      res.on('end', () => done());
      res.on('close', () => done());
      const waits: { re: RegExp; done: () => void }[] = [];
      const s: Stream = {
        res, text: () => text, ended, close: () => req.destroy(),
        // Resolves once the stream has said something matching `re` (on its data, not a timer).
        told: (re) => new Promise<void>((r) => { if (re.test(text)) r(); else waits.push({ re, done: r }); }),
      };
      let told = false;
      res.on('data', (c: string) => {
        text += c;
        for (const w of waits.splice(0)) if (w.re.test(text)) w.done(); else waits.push(w);
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
    expect(a.text()).toMatch(/event: closed\ndata: This page stopped following the game: too many other pages of this seat, or from your address, follow games/);
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

describe('a reader minting links', () => {
  it('300 links for one seat and 300 spectator links hold a few streams: another seat\'s stream still opens and stays', async () => {
    // The server's own defaults, a server game of two people.
    const own = await startWeb({ store, games: GAMES, links, port: 0, log: silentLogger, draw: async (kind, view, lang) => GAMES.require(kind).render(view, lang) });
    const table = new Table(store, GAMES, { clock, seed: () => 9, web: links });
    const where = { guildId: 'g-streams', channelId: 'c-streams', isDM: false };
    const [ann, bob] = [{ id: 'u-ann2', name: 'Ann' }, { id: 'u-bob2', name: 'Bob' }];
    expect(table.start(where, ann, { game: 'art-robbery' }).ok).toBe(true);
    expect(table.join(where, bob).ok).toBe(true);
    const begun = table.begin(where, ann);
    expect(begun.ok).toBe(true);
    const game = (begun as Outcome).gameId;
    const mint = (seat: number | null) => { clock.t += 1; return links.token(game, seat, false); };
    const opened: Stream[] = [];
    try {
      // Ann, from her address, mints 300 links of her seat and 300 spectator links, each open in two tabs: 1,200 pages
      // following the game, more than the server's 1,000 in all.
      const tokens = new Set<string>();
      for (let k = 0; k < 300; k++) {
        for (const seat of [0, null]) {
          const token = mint(seat);
          tokens.add(token);
          for (let tab = 0; tab < 2; tab++) {
            const s = await stream(token, '203.0.113.5', own);
            expect(s.res.statusCode).toBe(200);
            opened.push(s);
          }
        }
      }
      expect(tokens.size).toBe(600);
      // Bob's page, from his own address, opens and follows the game.
      const bobs = await stream(mint(1), '198.51.100.7', own);
      expect(bobs.res.statusCode).toBe(200);
      opened.push(bobs);
      // Of Ann's 1,200, only her address's share still streams: her oldest 1,192 were closed, each told why.
      await Promise.all(opened.slice(0, 1192).map((s) => s.ended));
      expect(opened.slice(0, 1192).every((s) => /event: closed\ndata: This page stopped following the game/.test(s.text()))).toBe(true);
      // More of Ann's pages go on closing her own oldest, never Bob's.
      for (let k = 0; k < 20; k++) opened.push(await stream(mint(k % 2 ? 0 : null), '203.0.113.5', own));
      expect(bobs.text()).not.toMatch(/event: closed/);
      // A spectator of the game from a third address, and Bob's second device, open too.
      const watcher = await stream(mint(null), '192.0.2.44', own);
      const second = await stream(mint(1), '198.51.100.8', own);
      expect([watcher.res.statusCode, second.res.statusCode]).toEqual([200, 200]);
      opened.push(watcher, second);
      // Bob's first page still follows the game: a move reaches it.
      const s = (store.game(game)!.state as Stored).engine;
      const waited = GAMES.require('art-robbery').waitingOn(s)[0];
      const a = GAMES.require('art-robbery').legal(s, waited)[0];
      expect(table.act(where, waited === 0 ? ann : bob, [a.verb, ...a.args].join(' ')).ok).toBe(true);
      await bobs.told(/event: change/);
      expect(bobs.text()).not.toMatch(/event: closed/);
    } finally {
      for (const s of opened) s.close();
      await own.close();
    }
  });
});
