// Burgle Bros. on the web, through the real bot, the Discord stand-in and a real headless Chromium: a solo crew in a
// DM asks /heist web, opens the live page, moves in Discord and sees the page follow by itself; steps through the
// replay with the keyboard and the slider, and saves it as one file that opens offline; a phone-sized window shows
// the picture and the controls without scrolling sideways; every picture has a text alternative.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { confirmOf, enabledActions, latestWithComponents, selectOf, startHarness, type Harness, textOf } from '../e2e/harness.js';
import { checkPhone, imagesWithoutAlt, launchChromium, linkOf, pictureLoaded, shownVersion, until, waitForNewer } from './browser.js';

let h: Harness;
let browser: Browser;
let page: Page;
let me: { id: string };
let dm: string;
let link = '';

beforeAll(async () => {
  [h, browser] = await Promise.all([startHarness({ web: true }), launchChromium()]);
  me = h.standin.createUser({ username: 'solo' });
  dm = h.standin.dmChannel(me.id);
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await h?.close();
});

/** Presses the first enabled action of the newest message with controls (open information: they are public), or
 * confirms what it asks (an end of turn's preview). */
async function move(): Promise<void> {
  const m = latestWithComponents(h, dm, me.id)!;
  const act = enabledActions(m)[0] ?? confirmOf(m);
  const menu = selectOf(m);
  if (act) await h.driver.click(me.id, m.id, act);
  else await h.driver.select(me.id, m.id, menu!.id, [menu!.values[0]]);
  await h.bot.idle();
}

/** Presses until the game takes a step: a press may only ask first (an end of turn with no action left shows what it
 * would do, to be confirmed), whatever the deal. */
async function takeStep(): Promise<void> {
  const id = h.bot.store.activeGameId(dm)!;
  const before = h.bot.store.game(id)!.version;
  for (let k = 0; k < 3 && h.bot.store.game(id)!.version === before; k++) await move();
  expect(h.bot.store.game(id)!.version, 'a step taken').toBeGreaterThan(before);
}

describe('Burgle Bros. in a browser', () => {
  it('gives a private link; the live page follows a move made in Discord without a reload', async () => {
    await h.driver.slashLine(me.id, dm, '/heist start scenario:office');
    await h.bot.idle();
    const answer = await h.driver.slashLine(me.id, dm, '/heist web');
    link = linkOf(answer.message);
    expect(link.startsWith(h.bot.web!.url)).toBe(true);

    const res = await page.goto(link);
    expect(res?.status()).toBe(200);
    await pictureLoaded(page, '.now figure img');
    const before = await shownVersion(page);
    await move();
    await waitForNewer(page, before);
    expect(await shownVersion(page)).toBe(h.bot.store.game(h.bot.store.activeGameId(dm)!)!.version);
    // The move's post is among what happened since the last move, as Discord showed it.
    const told = textOf(h.driver.messages(dm, me.id).at(-1)).split('\n')[0];
    expect(await page.locator('#main .post .text').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining(told.replace(/\*\*/g, ''))]));
    expect(await imagesWithoutAlt(page)).toBe(0);
  });

  it('keeps the reader\'s place when it follows a move: focus stays on its control, and only what is new is announced', async () => {
    await page.goto(link);
    await pictureLoaded(page, '.now figure img');
    const floor = page.locator('#main .parts button').nth(1);
    const name = await floor.innerText();
    await floor.focus();
    // Not the whole page: a screen reader reads a live region's changes, and the page is made anew at each update.
    expect(await page.locator('[aria-live]').evaluateAll((all) => all.map((e) => e.id))).toEqual(['news']);
    const before = await shownVersion(page);
    await takeStep();
    await waitForNewer(page, before);
    expect(await page.evaluate("(() => { const a = document.activeElement; return a && document.getElementById('main').contains(a) ? a.textContent : null; })()")).toBe(name);
    const told = textOf(h.driver.messages(dm, me.id).at(-1)).split('\n')[0].replace(/\*\*/g, '');
    expect(await page.locator('#news').textContent()).toContain(told);
  });

  it('steps through the replay with the keyboard and the slider', async () => {
    for (let k = 0; k < 3; k++) await takeStep();
    await page.goto(`${link}replay`);
    const steps = Number(await page.locator('body').getAttribute('data-steps'));
    expect(steps).toBeGreaterThanOrEqual(4);
    const step = () => page.locator('body').getAttribute('data-step');
    expect(await step()).toBe('0');
    await page.keyboard.press('ArrowRight');
    expect(await step()).toBe('1');
    await page.keyboard.press('ArrowRight');
    expect(await step()).toBe('2');
    await page.keyboard.press('ArrowLeft');
    expect(await step()).toBe('1');
    await pictureLoaded(page, '#f1 figure img');
    await page.keyboard.press('End');
    expect(await step()).toBe(String(steps));
    await page.locator('#slider').fill('2');
    expect(await step()).toBe('2');
    await page.locator('#next').click();
    expect(await step()).toBe('3');
    expect(await page.locator('#count').innerText()).toBe(`Step 3 of ${steps}`);
    // Next pressed on to the last step is disabled there: the focus goes to Previous, not to the page's top.
    await page.locator('#next').focus();
    for (let k = 3; k < steps; k++) await page.keyboard.press('Enter');
    expect(await step()).toBe(String(steps));
    expect(await page.evaluate('document.activeElement && document.activeElement.id')).toBe('prev');
    // The address names a step (a link followed, or the hash typed): the page shows that one.
    await page.evaluate("location.hash = '#1'");
    await until(page, "document.body.getAttribute('data-step') === '1'");
    expect(await imagesWithoutAlt(page)).toBe(0);
  });

  it('saves the replay as one file that opens and steps with nothing but itself', async () => {
    const res = await fetch(`${link}replay.html`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="heist-\d+-replay\.html"$/);
    const file = join(h.dir, 'replay.html');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const offline = await browser.newContext({ offline: true });
    try {
      const saved = await offline.newPage();
      const asked: string[] = [];
      saved.on('request', (r) => asked.push(r.url()));
      await saved.goto(pathToFileURL(file).href);
      const steps = Number(await saved.locator('body').getAttribute('data-steps'));
      expect(steps).toBeGreaterThanOrEqual(4);
      await saved.keyboard.press('ArrowRight');
      await pictureLoaded(saved, '#f1 figure img');
      await saved.keyboard.press('End');
      await pictureLoaded(saved, `#f${steps} figure img`);
      expect(await saved.locator(`#f${steps} .post`).count()).toBeGreaterThan(0);
      // Nothing was asked of any server: the pictures are inside the file.
      expect(asked.filter((u) => !u.startsWith('file:') && !u.startsWith('data:'))).toEqual([]);
      expect(await imagesWithoutAlt(saved)).toBe(0);
    } finally {
      await offline.close();
    }
  });

  it('fits a phone: the picture and the controls without scrolling sideways', async () => {
    await checkPhone(browser, link, ['.now figure svg.part', '#main .post']);
    await checkPhone(browser, `${link}replay`, ['#f0 figure svg.part', '#next', '#slider']);
  });
});
