// A real headless Chromium for the web pages' tests, driven by playwright-core: CHROMIUM_PATH when set, else the one
// the @sparticuz/chromium package ships (brotli-compressed inside the package, so `npm ci` brings it with no download
// and no system package), unpacked once per version and user into the temp folder. It starts with a fresh profile and
// none of its own network traffic. Helpers read what a page holds: its DOM and every text response it received.
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { AnyGame } from '../../src/core/module.js';
import { SPECTATOR } from '../../src/core/types.js';
import { controlsOf, messageText } from '../../src/local/driver.js';
import type { Message } from '../../src/local/standin/index.js';
import type { Stored } from '../../src/table/persist.js';
import { replay } from '../../src/table/replay.js';

/** The packaged Chromium, unpacked when it is not yet (each test file may ask at once: each writes its own copy and
 * renames it into place, so a reader never sees half a file). */
async function packagedChromium(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  const pkg = entry.slice(0, entry.lastIndexOf(join('@sparticuz', 'chromium')) + join('@sparticuz', 'chromium').length);
  const { version } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')) as { version: string };
  const dir = join(tmpdir(), `heist-chromium-${version}-${userInfo().uid}`);
  const path = join(dir, 'chromium');
  if (existsSync(path)) return path;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const part = `${path}.${process.pid}.part`;
  await pipeline(createReadStream(join(pkg, 'bin', 'chromium.br')), createBrotliDecompress(), createWriteStream(part, { mode: 0o700 }));
  renameSync(part, path);
  return path;
}

/** The browser's executable: CHROMIUM_PATH, else the packaged one. */
export async function chromiumPath(): Promise<string> {
  const given = process.env.CHROMIUM_PATH;
  if (given) {
    if (!existsSync(given)) throw new Error(`CHROMIUM_PATH is ${given}, and there is no file there: unset it to use the packaged Chromium.`);
    return given;
  }
  return packagedChromium();
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: await chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Every text (HTML, JSON, events) a page received, as it arrives; the streams of server-sent events are read by the
 * page itself (they never end), and their few words carry no game content. */
export function recordResponses(page: Page): { texts: string[]; urls: string[] } {
  const seen = { texts: [] as string[], urls: [] as string[] };
  page.on('response', (r) => {
    seen.urls.push(r.url());
    const type = r.headers()['content-type'] ?? '';
    if (!type.startsWith('text/html') && !type.startsWith('application/json')) return;
    r.text().then((t) => seen.texts.push(t), () => undefined);
  });
  return seen;
}

/** The page's whole DOM and the text it shows. */
export async function pageText(page: Page): Promise<string> {
  return page.evaluate<string>("document.documentElement.outerHTML + '\\n' + document.body.innerText");
}

/** The address a message gives: its link button's (a note's), else the one in its text (/heist web's answer). */
export function linkOf(m: Message | undefined): string {
  const button = m ? controlsOf(m).find((c) => c.type === 2 && c.style === 5 && c.url) : undefined;
  if (button?.url) return button.url;
  const inText = /https?:\/\/\S+\/w\/[\w.-]+\//.exec(m ? messageText(m) : '');
  if (inText) return inText[0];
  throw new Error(`no link on: ${m ? messageText(m) : '(no message)'}`);
}

/** The live page's version (its updating part says which game version it shows). */
export async function shownVersion(page: Page): Promise<number> {
  return Number(await page.locator('.now').getAttribute('data-version'));
}

/** Waits until the live page shows a newer version than `v` (it updates by itself: no reload). */
export async function waitForNewer(page: Page, v: number): Promise<void> {
  await until(page, `Number(document.querySelector('.now')?.getAttribute('data-version')) > ${v}`);
}

/** A phone-sized window (390×844): the picture and the controls are on screen, and nothing scrolls sideways. */
export async function checkPhone(browser: Browser, url: string, selectors: string[]): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const res = await page.goto(url);
    if (res?.status() !== 200) throw new Error(`${url}: ${res?.status()}`);
    // The pictures a phone shows (a message's own picture there is a link away, not laid out: a lazy one never loads).
    await until(page, "[...document.images].filter((i) => i.getAttribute('src') && i.getClientRects().length > 0).every((i) => i.complete)");
    const wide = await page.evaluate<{ scroll: number; view: number }>('({ scroll: document.documentElement.scrollWidth, view: window.innerWidth })');
    if (wide.scroll > wide.view) throw new Error(`${url} scrolls sideways on a phone: ${wide.scroll} > ${wide.view}`);
    for (const sel of selectors) {
      // Measured in the page in one go, once the element is laid out and a picture has loaded (the live page may
      // redraw itself as it connects): the element lies within the phone's width.
      const box = `(() => { const e = document.querySelector(${JSON.stringify(sel)}); if (!e) return null;`
        + ` if (e instanceof HTMLImageElement && !(e.complete && e.naturalWidth > 0)) return null;`
        + ` const r = e.getBoundingClientRect(); return r.width > 0 ? { x: r.left, width: r.width } : null; })()`;
      await until(page, `(window.heistSeen = ${box}) !== null`);
      const seen = await page.evaluate<{ x: number; width: number } | null>('window.heistSeen');
      if (!seen || seen.x < 0 || seen.x + seen.width > wide.view + 0.5) throw new Error(`${sel} is not within the phone's width on ${url}: ${JSON.stringify(seen)}`);
    }
  } finally {
    await context.close();
  }
}

/** Every picture on the page has a text alternative. */
export async function imagesWithoutAlt(page: Page): Promise<number> {
  return page.evaluate<number>("[...document.images].filter((i) => !(i.getAttribute('alt') ?? '').trim()).length");
}

/** Waits until the page's first element matching `selector` is a picture that has loaded. */
export async function pictureLoaded(page: Page, selector: string): Promise<void> {
  await until(page, `(() => { const i = document.querySelector(${JSON.stringify(selector)}); return !!i && i.complete && i.naturalWidth > 0; })()`);
}

/** Waits until the text of the page's element `selector` contains `text`. */
export async function untilText(page: Page, selector: string, text: string): Promise<void> {
  await until(page, `(document.querySelector(${JSON.stringify(selector)})?.innerText ?? '').includes(${JSON.stringify(text)})`);
}

/** Waits until `expression` (run in the page) is true: checked again at every change of the page's DOM and every
 * picture or resource that finishes loading (events, not a timer). The page's content security policy forbids
 * evaluating strings inside it, so the watch is set up from outside, as one expression. */
export async function until(page: Page, expression: string): Promise<void> {
  await page.evaluate(`new Promise((resolve) => {
    const ok = () => { try { return !!(${expression}); } catch { return false; } };
    if (ok()) return resolve(true);
    const done = () => { if (!ok()) return; observer.disconnect(); document.removeEventListener('load', done, true); resolve(true); };
    const observer = new MutationObserver(done);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    document.addEventListener('load', done, true);
  })`);
}

/** The game after each live step of its log (the start first), by the table's own replay. */
export function statesOf(game: AnyGame, stored: Stored, log: readonly { action: string }[]): unknown[] {
  const lines = log.map((e) => e.action).filter((l) => !l.startsWith('#'));
  const out: unknown[] = [game.restart(stored.setup)];
  replay(game, stored.setup, lines, (s) => out.push(s.after));
  return out;
}

/** What `seat` alone is told of itself at a state (its hand, its identity), as its private note says it. */
export function privateLines(game: AnyGame, stored: Stored, s: unknown, seat: number): string[] {
  const name = (k: number) => stored.seats[k]?.name ?? '';
  return game.present({ view: game.view(s, seat), viewer: seat, lang: 'en', legal: [], moment: { kind: 'private', events: [] }, name }).lines;
}

/** Markdown marks gone, as a page shows a line. */
export const plain = (s: string) => s.replace(/\*\*|__|`/g, '');

/** Every line `other` alone was told of itself at some step (never also the reader's own, nor public). */
export function secretsOf(game: AnyGame, stored: Stored, states: unknown[], other: number, reader: number): string[] {
  const name = (k: number) => stored.seats[k]?.name ?? '';
  const known = new Set(states.flatMap((s) => [
    ...(reader === SPECTATOR ? [] : privateLines(game, stored, s, reader)),
    ...game.present({ view: game.view(s, SPECTATOR), viewer: SPECTATOR, lang: 'en', legal: [], moment: { kind: 'status' }, name }).lines,
  ].map(plain)));
  return [...new Set(states.flatMap((s) => privateLines(game, stored, s, other)).map(plain))].filter((l) => l.trim() && !known.has(l));
}

/** Tags gone, entities read: the text an HTML page says. */
export const textOf = (html: string) =>
  html.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** Everything a page holds and received, as text. */
export async function everything(page: Page, seen: { texts: string[] }): Promise<string> {
  return [await pageText(page), ...seen.texts].map(textOf).join('\n');
}
