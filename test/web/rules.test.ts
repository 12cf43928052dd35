// The web pages link the same rules help as /heist rules: the live page and the replay carry a Rules link, and
// `/w/<token>/rules` shows the game's topics by kind in the reader's language (the summary open), behind the same
// signed link as the other pages.
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
let links: Links;
let web: WebServer;
const games: Record<string, number> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'heist-web-rules-'));
  store = openStore(join(dir, 'heist.sqlite'), { warn: () => undefined });
  links = new Links(store, { base: () => web.url });
  let seed = 5;
  const table = new Table(store, GAMES, { seed: () => seed++, web: links });
  web = await startWeb({ store, games: GAMES, links, port: 0, log: silentLogger, draw: async () => Buffer.alloc(0) });
  const art = table.start({ guildId: null, channelId: 'dm-ann', isDM: true }, { id: 'u-ann', name: 'Ann' }, { game: 'art-robbery', bots: 1 });
  const noir = table.start({ guildId: null, channelId: 'dm-bor', isDM: true }, { id: 'u-bor', name: 'Boris', locale: 'ru' }, { game: 'noir-heist' });
  games['art-robbery'] = (art as Outcome).gameId;
  games['noir-heist'] = (noir as Outcome).gameId;
});
afterAll(async () => {
  await web?.close();
  store?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const res = await fetch(web.url + path, { redirect: 'manual' });
  return { status: res.status, body: await res.text(), csp: res.headers.get('content-security-policy') };
};
const tokenOf = (url: string) => /\/w\/([^/]+)\/?$/.exec(url)![1];

describe('the rules on the web pages', () => {
  it('the live page and the replay link the rules', async () => {
    const token = tokenOf(links.url(games['art-robbery'], 0, false));
    for (const page of ['', 'replay']) expect((await get(`/w/${token}/${page}`)).body, page).toContain('<a href="rules">Rules</a>');
  });

  it('an English reader gets Art Robbery\'s topics by kind, the summary open, from their seat\'s link', async () => {
    const token = tokenOf(links.url(games['art-robbery'], 0, false));
    const r = await get(`/w/${token}/rules`);
    expect(r.status).toBe(200);
    expect(r.csp).toMatch(/default-src 'none'/);
    expect(r.body).toMatch(/<h2>Rules<\/h2><details class="box" open><summary><strong>Summary<\/strong><\/summary><div class="lines"><strong>Goal:<\/strong> 2–5 thieves/);
    for (const group of ['Cards', 'Tokens and the dog', 'Actions']) expect(r.body).toContain(`<h2>${group}</h2>`);
    for (const x of GAMES.require('art-robbery').rules.all!('en')) expect(r.body, x.key).toContain(`<strong>${x.name.replace(/'/g, '&#39;')}</strong>`);
    expect(r.body).toContain('<code>/play card:greedy token:Boss</code>');
    expect(r.body).toContain('<a href="./">Back to now</a>');
  });

  it('a Russian reader gets Noir: Heist\'s topics in Russian; a spectator\'s link opens them too', async () => {
    const seat = tokenOf(links.url(games['noir-heist'], 1, false));
    const r = await get(`/w/${seat}/rules`);
    expect(r.status).toBe(200);
    expect(r.body).toMatch(/<html lang="ru">/);
    expect(r.body).toContain('<h2>Роли</h2>');
    expect(r.body).toContain('<strong>Медвежатник-виртуоз</strong>');
    expect(r.body).toContain('УСКОРЕННО СДВИНУТЬ');
    const spectator = await get(`/w/${tokenOf(links.url(games['noir-heist'], -1, false))}/rules`);
    expect(spectator.status).toBe(200);
    // The spectator reads the game's language.
    expect(spectator.body).toContain('<strong>Начальник безопасности</strong>');
    expect(spectator.body).toContain('<strong>Конец:</strong>');
  });

  it('an altered link is refused on the rules page as on the others', async () => {
    const token = tokenOf(links.url(games['art-robbery'], 0, false));
    const altered = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1);
    const r = await get(`/w/${altered}/rules`);
    expect(r.status).toBe(403);
    expect(r.body).not.toContain('Summary');
  });
});
