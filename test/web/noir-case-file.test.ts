// The Noir chief's case file on his web page, through the real table and web server (no browser): the live page's
// "only you see this" part carries the case file in full (the board row by row), his Discord note the short form;
// a thief's page carries no case file of the chief's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import { silentLogger } from '../../src/log.js';
import { openStore, type SqliteStore } from '../../src/store/sqlite.js';
import { Table } from '../../src/table/table.js';
import type { Outcome } from '../../src/table/types.js';
import { Links } from '../../src/web/links.js';
import { startWeb, type WebServer } from '../../src/web/server.js';

let dir: string;
let store: SqliteStore;
let table: Table;
let links: Links;
let web: WebServer;
const clock = { t: Date.UTC(2026, 0, 5, 12), now() { return this.t; } };
const where = { guildId: null, channelId: 'dm-zoe', isDM: true };
const zoe = { id: 'u-zoe', name: 'Zoe' };
let gameId = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'heist-web-case-'));
  store = openStore(join(dir, 'heist.sqlite'), { clock, warn: () => undefined });
  links = new Links(store, { clock, base: () => web.url });
  let seed = 21;
  table = new Table(store, GAMES, { clock, seed: () => seed++, web: links });
  web = await startWeb({ store, games: GAMES, links, port: 0, log: silentLogger, draw: async (kind, view, lang) => GAMES.require(kind).render(view, lang) });
  const started = table.start(where, zoe, { game: 'noir-heist', side: 'chief', bots: 4 });
  expect(started.ok, JSON.stringify(started)).toBe(true);
  gameId = (started as Outcome).gameId;
});
afterAll(async () => {
  await web?.close();
  store?.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = async (seat: number) => {
  const token = /\/w\/([^/]+)\/?$/.exec(links.url(gameId, seat, false))![1];
  const res = await fetch(`${web.url}/w/${token}/`);
  expect(res.status).toBe(200);
  return res.text();
};

describe('the Noir chief\'s case file on the web page', () => {
  it('is there in full beside the board, while his note carries the short form', async () => {
    const html = await page(0);
    const yours = /<section class="box yours"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(yours).toContain('Your plainclothes officer');
    expect(yours).toMatch(/Case file/);
    for (let row = 1; row <= 7; row++) expect(yours).toContain(`Row ${row}: `);
    expect(yours).toMatch(/No search yet\.|Searches: /);
    // The note (as /heist hand shows it): the short form, no board rows.
    const note = (table.hand(where, zoe) as Outcome).posts[0].text.join('\n');
    expect(note).toMatch(/Case file/);
    expect(note).not.toMatch(/Row 1: /);
  });

  it('a thief\'s page holds no chief\'s case file', async () => {
    const html = await page(1);
    expect(html).not.toMatch(/Case file|Row 1: |plainclothes officer:/);
  });
});
