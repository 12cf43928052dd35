// Art Robbery on the web, through the real bot, the Discord stand-in and a real headless Chromium: two people in a
// server channel and a spectator. Ava's live page follows the moves made in Discord; until the end no other seat's
// hand is anywhere in her pages' DOM or in any response they received, and the spectator's pages hold no hand at all;
// after the end the replay's reveal shows Bo's hand step by step. A tampered and an expired link are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { GAMES } from '../../src/games/index.js';
import type { Stored } from '../../src/table/persist.js';
import { crewChannel, gatherAndBegin, playFromHand, startHarness, type Harness } from '../e2e/harness.js';
import {
  checkPhone, everything, imagesWithoutAlt, launchChromium, linkOf, pageText, plain, privateLines, recordResponses, secretsOf, shownVersion, statesOf, until, untilText, waitForNewer,
} from './browser.js';

const game = GAMES.require('art-robbery');
const DAY = 86_400_000;
let h: Harness;
let browser: Browser;
let channel: string;
let people: { id: string; username: string }[];
let gameId = 0;

beforeAll(async () => {
  [h, browser] = await Promise.all([startHarness({ web: true }), launchChromium()]);
  ({ people, channel } = crewChannel(h, ['ava', 'bo', 'cy'], 'Museum'));
});
afterAll(async () => {
  await browser?.close();
  await h?.close();
});

const stored = () => h.bot.store.game(gameId)!.state as Stored;
const seatOf = (userId: string) => stored().seats.findIndex((s) => s.userId === userId);
const name = (k: number) => stored().seats[k]?.name ?? '';
const states = () => statesOf(game, stored(), h.bot.store.log(gameId));
const privateOf = (s: unknown, seat: number) => privateLines(game, stored(), s, seat);

async function moveOnce(n: number): Promise<void> {
  const s = stored();
  const who = s.seats[game.waitingOn(s.engine)[0]].userId;
  await playFromHand(h, channel, who, n);
}

describe('Art Robbery in a browser: two people and a spectator', () => {
  let ava: Page, spectator: Page;
  let avaSeen: { texts: string[] }, spectatorSeen: { texts: string[] };
  let avaLink = '', spectatorLink = '';
  let moves = 0;

  it('gives each reader their own link; Ava\'s live page follows the moves made in Discord', async () => {
    const [a, b, c] = people;
    gameId = await gatherAndBegin(h, channel, a.id, [b.id], '/heist start game:art-robbery');
    avaLink = linkOf((await h.driver.slashLine(a.id, channel, '/heist web')).message);
    spectatorLink = linkOf((await h.driver.slashLine(c.id, channel, '/heist web')).message);
    expect(avaLink).not.toBe(spectatorLink);

    ava = await browser.newPage();
    avaSeen = recordResponses(ava);
    expect((await ava.goto(avaLink))?.status()).toBe(200);
    expect(await ava.locator('header .who').innerText()).toBe(`as ${name(seatOf(a.id))}`);
    spectator = await browser.newPage();
    spectatorSeen = recordResponses(spectator);
    expect((await spectator.goto(spectatorLink))?.status()).toBe(200);

    for (let k = 0; k < 2; k++) {
      const v = await shownVersion(ava);
      await moveOnce(moves++);
      await waitForNewer(ava, v);
    }
    expect(await imagesWithoutAlt(ava)).toBe(0);
  });

  it('shows no other seat\'s hand anywhere in Ava\'s pages, and none at all in the spectator\'s, before the end', async () => {
    while (moves < 8 && !game.result(stored().engine)) await moveOnce(moves++);
    expect(game.result(stored().engine)).toBeNull();
    const av = seatOf(people[0].id), bo = seatOf(people[1].id);
    await ava.goto(avaLink);
    await ava.goto(`${avaLink}replay`);
    await spectator.goto(`${spectatorLink}replay`);
    await spectator.goto(spectatorLink);
    const secrets = secretsOf(game, stored(), states(), bo, av);
    expect(secrets.some((l) => /^Your hand: /.test(l)), 'Bo was dealt a hand').toBe(true);
    const seenByAva = await everything(ava, avaSeen);
    expect(seenByAva).toContain(plain(privateOf(stored().engine, av)[0]));
    for (const line of secrets) expect(seenByAva, 'Ava\'s pages').not.toContain(line);
    const seenBySpectator = await everything(spectator, spectatorSeen);
    expect(seenBySpectator).not.toMatch(/Your hand|Your banked|Only you see this|to you/);
    // Nor may Ava ask for Bo's picture or the reveal before the end.
    const asked = await ava.evaluate(async (v) => [(await fetch(`pic/${v}/1`)).status, (await fetch(`pic/${v}/0`)).status, (await fetch('reveal/1')).status], h.bot.store.game(gameId)!.version);
    expect(asked).toEqual([av === 1 ? 200 : 403, av === 0 ? 200 : 403, 403]);
  });

  it('says the game is over by itself, and the replay\'s reveal then shows Bo\'s hand step by step', async () => {
    await ava.goto(avaLink);
    while (!game.result(stored().engine) && moves < 200) await moveOnce(moves++);
    expect(game.result(stored().engine)).not.toBeNull();
    await until(ava, "document.querySelector('.now')?.getAttribute('data-over') === '1'");
    await until(ava, "document.body.getAttribute('data-live') === 'ended'");
    expect(await ava.locator('.now .turn').first().innerText()).toMatch(/The game is over/);
    // The page that followed the game says, once it is over, that it no longer does.
    expect(await ava.locator('body').innerText()).not.toMatch(/updates by itself/);
    expect(await ava.locator('.now').innerText()).toMatch(/this page shows how it ended/);

    const av = seatOf(people[0].id), bo = seatOf(people[1].id);
    const all = states();
    const k = 3;
    // The reveal names Bo's hand as Bo's (Ava reads it), not "Your hand".
    const handOf = (s: unknown, seat: number) => plain(privateOf(s, seat).find((l) => l.startsWith('Your hand'))!).replace(/^Your hand/, `${name(seat)}'s hand`);
    const hand = handOf(all[k], bo);
    expect(hand.replace(/^.*'s hand/, '')).not.toBe(handOf(all[k], av).replace(/^.*'s hand/, ''));
    await ava.goto(`${avaLink}replay`);
    for (let i = 0; i < k; i++) await ava.keyboard.press('ArrowRight');
    expect(await ava.locator('body').getAttribute('data-step')).toBe(String(k));
    expect(await pageText(ava)).not.toContain(hand);
    await ava.locator('#reveal').check();
    await untilText(ava, `#f${k} .reveal`, hand);
    expect(await ava.locator(`#f${k} .reveal`).innerText()).toContain(name(bo));
    // Step by step: the next step's reveal is Bo's hand there.
    await ava.keyboard.press('ArrowRight');
    await untilText(ava, `#f${k + 1} .reveal`, handOf(all[k + 1], bo));
    expect(await ava.locator(`#f${k + 1} .reveal`).innerText()).not.toMatch(/Your hand/);
    expect(await imagesWithoutAlt(ava)).toBe(0);
    await checkPhone(browser, `${avaLink}replay`, ['#f0 figure img', '#prev', '#slider', '#reveal']);
  });

  it('refuses a tampered and an expired link with a plain page', async () => {
    const page = await browser.newPage();
    const tampered = avaLink.replace(/(\/w\/\d+\.)(\d+)\./, (_, p: string, s: string) => `${p}${s === '0' ? 1 : 0}.`);
    const r1 = await page.goto(tampered);
    expect(r1?.status()).toBe(403);
    expect(await page.locator('body').innerText()).toMatch(/not valid/);
    h.clock.t += 8 * DAY;
    try {
      const r2 = await page.goto(avaLink);
      expect(r2?.status()).toBe(403);
      expect(await page.locator('body').innerText()).toMatch(/expired/);
    } finally {
      h.clock.t -= 8 * DAY;
    }
    expect((await page.goto(avaLink))?.status()).toBe(200);
  });
});
