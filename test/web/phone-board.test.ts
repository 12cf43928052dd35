// The Burgle Bros. board on a phone (390 CSS px wide), through the real bot, the Discord stand-in and a real headless
// Chromium: the page shows one floor at a time behind floor tabs, each floor's tiles big enough to read, every floor
// reachable; the choice holds while the page follows the game and across the replay's steps; a wide screen shows the
// whole picture first. Screenshots go to HEIST_SCREENSHOTS when it is set (to look at them).
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { enabledActions, latestWithComponents, selectOf, startHarness, type Harness } from '../e2e/harness.js';
import { layoutFor } from '../../src/games/burgle-bros/render/layout.js';
import { launchChromium, linkOf, until, waitForNewer, shownVersion } from './browser.js';

let h: Harness;
let browser: Browser;

beforeAll(async () => {
  [h, browser] = await Promise.all([startHarness({ web: true }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await h?.close();
});

/** A solo game in its own DM; its crew broken in (the first enabled action or menu choice, `n` times). */
async function solo(name: string, start: string, moves: number, locale = 'en'): Promise<{ user: string; dm: string; link: string; move: () => Promise<void> }> {
  const me = h.standin.createUser({ username: name, locale });
  const dm = h.standin.dmChannel(me.id);
  const move = async () => {
    const m = latestWithComponents(h, dm, me.id)!;
    const act = enabledActions(m)[0];
    const menu = selectOf(m);
    if (act) await h.driver.click(me.id, m.id, act);
    else await h.driver.select(me.id, m.id, menu!.id, [menu!.values[0]]);
    await h.bot.idle();
  };
  await h.driver.slashLine(me.id, dm, start);
  await h.bot.idle();
  for (let k = 0; k < moves; k++) await move();
  const answer = await h.driver.slashLine(me.id, dm, '/heist web');
  return { user: me.id, dm, link: linkOf(answer.message), move };
}

async function phone(): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
}

interface Shown { tabs: string[]; pressed: string[]; parts: { i: string; x: number; width: number; shown: boolean }[]; whole: number; scroll: number; view: number }

/** What the first board figure under `root` shows: its tabs, which is pressed, each part's box, the whole picture's width. */
async function shown(page: Page, root: string): Promise<Shown> {
  return page.evaluate<Shown>(`(() => {
    const f = document.querySelector(${JSON.stringify(`${root} figure.board`)});
    const tabs = [...f.querySelectorAll('.parts button')];
    return {
      tabs: tabs.map((b) => b.textContent),
      pressed: tabs.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent),
      parts: [...f.querySelectorAll('svg.part')].map((s) => { const r = s.getBoundingClientRect(); return { i: s.getAttribute('data-i'), x: r.left, width: r.width, shown: r.width > 0 && getComputedStyle(s).display !== 'none' }; }),
      whole: f.querySelector('img').getBoundingClientRect().width,
      scroll: document.documentElement.scrollWidth, view: window.innerWidth,
    };
  })()`);
}

/** The picture's pixels per CSS pixel as a part shows it: its window's width over the part's width in the picture. */
async function partScale(page: Page, root: string, i: number): Promise<number> {
  return page.evaluate<number>(`(() => { const s = document.querySelectorAll(${JSON.stringify(`${root} figure.board svg.part`)})[${i}];
    return s.getBoundingClientRect().width / s.viewBox.baseVal.width; })()`);
}

/** Waits until the board's picture (the one address its parts show) has loaded. */
async function loaded(page: Page, root: string): Promise<void> {
  await until(page, `(() => { const i = document.querySelector(${JSON.stringify(`${root} figure.board img`)}); return !!i && i.complete && i.naturalWidth > 0; })()`);
}

async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.HEIST_SCREENSHOTS;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false });
}

/** At a phone's width: one floor at a time, each reachable by its tab, its tiles at least `minTile` CSS px wide. */
async function floorsOnPhone(page: Page, root: string, floors: number, tile: number, minTile: number, name: string): Promise<void> {
  await loaded(page, root);
  let s = await shown(page, root);
  expect(s.tabs).toHaveLength(floors + 1);
  expect(s.scroll).toBeLessThanOrEqual(s.view);
  // Nothing chosen yet: the first floor, alone; the whole picture (too small to read here) behind its tab.
  expect(s.parts.filter((p) => p.shown).map((p) => p.i)).toEqual(['0']);
  expect(s.whole).toBe(0);
  expect(s.pressed).toEqual([s.tabs[0]]);
  for (let f = 0; f < floors; f++) {
    await page.locator(`${root} figure.board .parts button`).nth(f).tap();
    s = await shown(page, root);
    expect(s.parts.filter((p) => p.shown).map((p) => p.i), `floor ${f + 1}`).toEqual([String(f)]);
    expect(s.pressed).toEqual([s.tabs[f]]);
    const part = s.parts[f];
    expect(part.x).toBeGreaterThanOrEqual(0);
    expect(part.x + part.width).toBeLessThanOrEqual(s.view + 0.5);
    const px = (await partScale(page, root, f)) * tile;
    expect(px, `a tile of floor ${f + 1} is ${px.toFixed(1)} CSS px wide`).toBeGreaterThanOrEqual(minTile);
    if (process.env.HEIST_SCREENSHOTS) console.log(`${name} floor ${f + 1}: a tile is ${px.toFixed(1)} CSS px wide`);
    await shot(page, `${name}-floor${f + 1}`);
  }
  await page.locator(`${root} figure.board .parts button`).nth(floors).tap();
  s = await shown(page, root);
  expect(s.parts.every((p) => !p.shown)).toBe(true);
  expect(s.whole).toBeGreaterThan(0);
  expect(s.scroll).toBeLessThanOrEqual(s.view);
  await shot(page, `${name}-whole`);
}

describe('the Burgle Bros. board on a phone', () => {
  it('The Bank Job (3 floors of 4×4): one floor at a time, tiles at least 80 px wide, the choice kept as the game moves', async () => {
    const g = await solo('bank', '/heist start scenario:bank', 1);
    const l = layoutFor({ size: 4, floorCount: 3, players: [{}] as never });
    const ctx = await phone();
    try {
      const page = await ctx.newPage();
      expect((await page.goto(g.link))?.status()).toBe(200);
      await floorsOnPhone(page, '.now', 3, l.tile, 80, 'bank');
      // Floor 2 chosen: a move made in Discord redraws the page, and it still shows floor 2.
      await page.locator('.now figure.board .parts button').nth(1).tap();
      const before = await shownVersion(page);
      await g.move();
      await waitForNewer(page, before);
      await loaded(page, '.now');
      const s = await shown(page, '.now');
      expect(s.parts.filter((p) => p.shown).map((p) => p.i)).toEqual(['1']);
      expect(s.pressed).toEqual([s.tabs[1]]);

      // The replay: the same tabs on every step, the chosen floor kept from one step to the next.
      await page.goto(`${g.link}replay`);
      await page.locator('#f0 figure.board .parts button').nth(2).tap();
      await page.locator('#next').tap();
      await loaded(page, '#f1');
      const r = await shown(page, '#f1');
      expect(r.parts.filter((p) => p.shown).map((p) => p.i)).toEqual(['2']);
      expect(r.pressed).toEqual([r.tabs[2]]);
    } finally {
      await ctx.close();
    }
  });

  it('Fort Knox (2 floors of 5×5), in Russian: both floors reachable, tiles at least 70 px wide (5 across a phone)', async () => {
    const g = await solo('knox', '/heist start scenario:fortknox', 1, 'ru');
    const l = layoutFor({ size: 5, floorCount: 2, players: [{}] as never });
    const ctx = await phone();
    try {
      const page = await ctx.newPage();
      expect((await page.goto(`${g.link}replay`))?.status()).toBe(200);
      await floorsOnPhone(page, '#f0', 2, l.tile, 70, 'knox');
      expect((await shown(page, '#f0')).tabs).toEqual(['Этаж 1', 'Этаж 2', 'Целиком']);
    } finally {
      await ctx.close();
    }
  });

  it('opens on the floor the game is on: a game that ended on floor 2 shows floor 2 first, its tab pressed', async () => {
    const g = await solo('upstairs', '/heist start scenario:office', 1);
    // The crew's player now on floor 2 and the heist lost there (the game's own end, written into the stored game).
    const id = h.bot.store.activeGame(g.dm)!.id;
    const stored = h.bot.store.game(id)!;
    const state = stored.state as { engine: { size: number; turn: { player: number }; players: { at: number | null }[]; outcome: string } };
    const e = structuredClone(state.engine);
    e.players[e.turn.player].at = e.size * e.size + 5;
    e.outcome = 'lost';
    h.bot.store.commit(id, stored.version, { state: { ...state, engine: e }, status: 'finished' });
    const ctx = await phone();
    try {
      const page = await ctx.newPage();
      expect((await page.goto(g.link))?.status()).toBe(200);
      await loaded(page, '.now');
      const s = await shown(page, '.now');
      expect(s.parts.filter((p) => p.shown).map((p) => p.i)).toEqual(['1']);
      expect(s.pressed).toEqual([s.tabs[1]]);
      await shot(page, 'office-ended-floor2');
    } finally {
      await ctx.close();
    }
  });

  it('a wide screen shows the whole picture first, and a floor zoomed on asking', async () => {
    const g = await solo('wide', '/heist start scenario:bank', 1);
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    try {
      await page.goto(g.link);
      await loaded(page, '.now');
      let s = await shown(page, '.now');
      expect(s.whole).toBeGreaterThan(900);
      expect(s.parts.every((p) => !p.shown)).toBe(true);
      expect(s.pressed).toEqual([s.tabs[3]]);
      await shot(page, 'wide-whole');
      await page.locator('.now figure.board .parts button').nth(0).click();
      s = await shown(page, '.now');
      expect(s.whole).toBe(0);
      expect(s.parts[0].shown).toBe(true);
      // Drawn larger than the picture draws it, within the page.
      expect(await partScale(page, '.now', 0)).toBeGreaterThan(1.2);
      await shot(page, 'wide-floor1');
    } finally {
      await ctx.close();
    }
  });
});
