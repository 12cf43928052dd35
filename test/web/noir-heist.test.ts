// Noir: Heist on the web, through the real bot, the Discord stand-in and a real headless Chromium: a thief alone in a
// DM against bots. The live page follows a move pressed on the thief's note; no other seat's identity nor the chief's
// plainclothes officer is anywhere in the live page or the replay (DOM and responses) while the game goes on; the
// replay steps with the keyboard; revoking the seat's links tells the open page its link stopped working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { GAMES } from '../../src/games/index.js';
import type { Stored } from '../../src/table/persist.js';
import { enabledActions, gameIdOf, customIds, latestWithComponents, selectOf, startHarness, type Harness } from '../e2e/harness.js';
import type { Message } from '../../src/local/standin/index.js';
import {
  checkPhone, everything, imagesWithoutAlt, launchChromium, linkOf, pictureLoaded, plain, privateLines, recordResponses, secretsOf, shownVersion,
  statesOf, until, waitForNewer,
} from './browser.js';

const game = GAMES.require('noir-heist');
let h: Harness;
let browser: Browser;
let page: Page;
let seen: { texts: string[] };
let me: { id: string };
let dm: string;
let gameId = 0;
let link = '';

beforeAll(async () => {
  [h, browser] = await Promise.all([startHarness({ web: true }), launchChromium()]);
  me = h.standin.createUser({ username: 'vera' });
  dm = h.standin.dmChannel(me.id);
  page = await browser.newPage();
  seen = recordResponses(page);
});
afterAll(async () => {
  await browser?.close();
  await h?.close();
});

const stored = () => h.bot.store.game(gameId)!.state as Stored;

/** Presses the first action of the newest message with controls to play (the thief's note), or picks from its menu; a
 * control that only focuses the note (a kind of action first, its targets next) is pressed on the way. The newest
 * message may be a round's story with My hand alone: a note that reads as before is shown again in place, above it. */
async function move(): Promise<void> {
  const start = h.bot.store.game(gameId)!.version;
  const focusOf = (m: Message) => customIds(m).find((id) => /:f[b-h]?:/.test(id));
  for (let k = 0; k < 4 && h.bot.store.game(gameId)!.version === start; k++) {
    const m = h.driver.messages(dm, me.id).findLast((x) => enabledActions(x).length > 0 || selectOf(x) || focusOf(x));
    if (!m) throw new Error('nothing to press on');
    const act = enabledActions(m)[0];
    const menu = selectOf(m);
    const focus = focusOf(m);
    if (act) await h.driver.click(me.id, m.id, act);
    else if (menu) await h.driver.select(me.id, m.id, menu.id, [menu.values[0]]);
    else await h.driver.click(me.id, m.id, focus!);
    await h.bot.idle();
  }
  expect(h.bot.store.game(gameId)!.version).toBeGreaterThan(start);
}

describe('Noir: Heist in a browser: a thief against bots', () => {
  it('follows a move made on the thief\'s note, and its note carries a link of its own', async () => {
    await h.driver.slashLine(me.id, dm, '/heist start game:noir-heist bots:4');
    await h.bot.idle();
    const note = latestWithComponents(h, dm, me.id)!;
    gameId = gameIdOf(customIds(note)[0]);
    // The note's own link button opens this seat's page, as /heist web does.
    const fromNote = linkOf(note);
    link = linkOf((await h.driver.slashLine(me.id, dm, '/heist web')).message);
    expect(fromNote.replace(/\.\d+\.1\.[\w-]+\/$/, '')).toBe(link.replace(/\.\d+\.1\.[\w-]+\/$/, ''));

    expect((await page.goto(fromNote))?.status()).toBe(200);
    await pictureLoaded(page, '.now figure img');
    const before = await shownVersion(page);
    await move();
    await waitForNewer(page, before);
    // Her part of the page: her identity, or (caught while the bots moved) the new one she drew or must draw.
    expect(await page.locator('.yours').innerText()).toMatch(/Your (new )?identity|You were caught/);
    expect(await imagesWithoutAlt(page)).toBe(0);
  });

  it('holds no other seat\'s identity nor the chief\'s plainclothes officer while the game goes on', async () => {
    for (let k = 0; k < 3 && !game.result(stored().engine); k++) await move();
    expect(game.result(stored().engine)).toBeNull();
    await page.goto(`${link}replay`);
    await page.keyboard.press('End');
    await page.goto(link);
    const mine = stored().seats.findIndex((s) => s.userId === me.id);
    const states = statesOf(game, stored(), h.bot.store.log(gameId));
    const text = await everything(page, seen);
    expect(text).toContain(plain(privateLines(game, stored(), stored().engine, mine)[0]));
    let checked = 0;
    for (const other of stored().seats.keys()) {
      if (other === mine) continue;
      for (const line of secretsOf(game, stored(), states, other, mine)) {
        expect(text, `seat ${other}'s secret`).not.toContain(line);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(text).not.toMatch(/Your plainclothes officer/);
  });

  it('steps through the replay with the keyboard', async () => {
    await page.goto(`${link}replay`);
    const steps = Number(await page.locator('body').getAttribute('data-steps'));
    expect(steps).toBeGreaterThan(3);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('body').getAttribute('data-step')).toBe('2');
    await page.keyboard.press('ArrowLeft');
    expect(await page.locator('body').getAttribute('data-step')).toBe('1');
    await pictureLoaded(page, '#f1 figure img');
    await page.keyboard.press('End');
    expect(await page.locator('body').getAttribute('data-step')).toBe(String(steps));
    await page.keyboard.press('Home');
    expect(await page.locator('body').getAttribute('data-step')).toBe('0');
    expect(await page.locator('#reveal').count()).toBe(0);
    await checkPhone(browser, link, ['.now figure img', '.yours']);
  });

  it('tells the open live page when its link was revoked', async () => {
    await page.goto(link);
    await until(page, "document.body.getAttribute('data-live') === 'listening'");
    await h.driver.slashLine(me.id, dm, '/heist web revoke:true');
    await move();
    await until(page, "document.body.getAttribute('data-live') === 'gone'");
    expect(await page.locator('#main').innerText()).toMatch(/revoked/);
    // Its links to the replay and the rules would be refused too: they are gone with it.
    expect(await page.locator('header nav a').count()).toBe(0);
    expect((await page.goto(link))?.status()).toBe(403);
  });
});
