// The Noir chief's case file on his web page, through the real table and web server: the live page's "only you see
// this" part carries the case file in full (the board row by row), his Discord note the short form; a thief's page
// carries no case file of the chief's. On a phone (390 px, in Chromium) the page and a replay step show the case file
// once and the board once (HEIST_SCREENSHOTS: their screenshots are saved there).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stored } from '../../src/table/persist.js';
import { launchChromium, until } from './browser.js';
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
let browser: Browser | undefined;
afterAll(async () => {
  await browser?.close();
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

/** What a phone shows of a page (laid out, not hidden): its pictures and its text. */
async function shown(page: Page, root = 'body'): Promise<{ pictures: number; text: string; height: number }> {
  return page.evaluate<{ pictures: number; text: string; height: number }>(`(() => {
    const root = document.querySelector(${JSON.stringify(root)});
    const seen = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden'; };
    const pictures = [...root.querySelectorAll('img, svg.part')].filter(seen).length;
    return { pictures, text: root.innerText, height: document.documentElement.scrollHeight };
  })()`);
}

describe('the chief\'s page on a phone', () => {
  it('shows the case file once and the board once, on the live page and on a replay step', async () => {
    // A few turns of his: searches, so his notes (each with the case file and a picture) pile up since his last move.
    const game = GAMES.require('noir-heist');
    for (let turn = 0; turn < 3; turn++) {
      const s = (store.game(gameId)!.state as Stored).engine;
      if (game.result(s) || !game.waitingOn(s).includes(0)) break;
      const legal = game.legal(s, 0);
      const a = legal.find((x) => x.verb === 'search') ?? legal[0];
      expect(table.act(where, zoe, [a.verb, ...a.args].join(' ')).ok).toBe(true);
    }
    browser = await launchChromium();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const url = links.url(gameId, 0, false);
    expect((await page.goto(url))?.status()).toBe(200);
    await until(page, "[...document.images].filter((i) => i.getAttribute('src') && i.getBoundingClientRect().width > 0).every((i) => i.complete)");
    const now = await shown(page);
    expect(now.pictures, 'pictures a phone shows on the live page').toBe(1);
    expect(now.text.match(/Case file/g), 'the case file on the live page').toHaveLength(1);
    expect(now.text).toMatch(/Row 1: /);
    // What happened since his last move is still there, as text; each message's picture a link away.
    expect(now.text).toMatch(/Since your last move/);
    const shots = process.env.HEIST_SCREENSHOTS;
    if (shots) await page.screenshot({ path: join(shots, 'noir-chief-live-390.png'), fullPage: true });

    // A replay step where he searched: the step's board once, his note's case file once.
    expect((await page.goto(`${url}replay`))?.status()).toBe(200);
    const frames = await page.locator('.frame').count();
    let step = -1;
    for (let i = frames - 1; i >= 1 && step < 0; i--) {
      if (/Case file/.test(await page.locator(`#f${i}`).textContent() ?? '')) step = i;
    }
    expect(step).toBeGreaterThan(0);
    await page.goto(`${url}replay#${step}`);
    await page.reload();
    await until(page, `document.body.getAttribute('data-step') === '${step}'`);
    await until(page, `[...document.querySelectorAll('#f${step} img')].every((i) => i.complete && i.naturalWidth > 0)`);
    const frame = await shown(page, `#f${step}`);
    expect(frame.pictures, 'pictures a phone shows on a replay step').toBe(1);
    expect(frame.text.match(/Case file/g), 'the case file on a replay step').toHaveLength(1);
    if (shots) await page.screenshot({ path: join(shots, 'noir-chief-replay-step-390.png'), fullPage: true });
    await context.close();
  });
});
