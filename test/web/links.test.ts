// The web pages' links through the real server (no browser): a right link opens its seat's pages with the headers
// that keep them private; a forged, altered, expired, revoked link, or one made before its game was ended, gets a plain
// page saying so and a 403, never a stack trace; a seat's link draws no other seat's picture before the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPECTATOR } from '../../src/core/types.js';
import { GAMES } from '../../src/games/index.js';
import { silentLogger } from '../../src/log.js';
import { openStore, type SqliteStore } from '../../src/store/sqlite.js';
import type { Stored } from '../../src/table/persist.js';
import { seatExport } from '../../src/table/seat-export.js';
import { Table } from '../../src/table/table.js';
import type { Outcome } from '../../src/table/types.js';
import { formatText } from '../../src/web/html.js';
import { Links } from '../../src/web/links.js';
import { mentionNames, reading } from '../../src/web/model.js';
import { startWeb, type WebServer } from '../../src/web/server.js';

const DAY = 86_400_000;
let dir: string;
let store: SqliteStore;
let table: Table;
let links: Links;
let web: WebServer;
const clock = { t: Date.UTC(2026, 0, 5, 12), now() { return this.t; } };
const where = { guildId: null, channelId: 'dm-ann', isDM: true };
const ann = { id: 'u-ann', name: 'Ann' };
const game = GAMES.require('art-robbery');
let gameId = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'heist-web-links-'));
  store = openStore(join(dir, 'heist.sqlite'), { clock, warn: () => undefined });
  links = new Links(store, { clock, base: () => web.url });
  let seed = 11;
  table = new Table(store, GAMES, { clock, seed: () => seed++, web: links });
  web = await startWeb({ store, games: GAMES, links, port: 0, log: silentLogger, draw: async (kind, view, lang) => GAMES.require(kind).render(view, lang) });
  const started = table.start(where, ann, { game: 'art-robbery', bots: 1 });
  expect(started.ok).toBe(true);
  gameId = (started as Outcome).gameId;
  // A few of Ann's moves, so that there is something to tell.
  for (let k = 0; k < 3; k++) {
    const s = (store.game(gameId)!.state as Stored).engine;
    if (game.result(s)) break;
    const a = game.legal(s, game.waitingOn(s)[0])[0];
    expect(table.act(where, ann, [a.verb, ...a.args].join(' ')).ok).toBe(true);
  }
});
afterAll(async () => {
  await web?.close();
  store?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function get(path: string): Promise<{ status: number; body: string; headers: Headers }> {
  const res = await fetch(web.url + path, { redirect: 'manual' });
  return { status: res.status, body: await res.text(), headers: res.headers };
}
const urlIn = (text: string[]) => /https?:\/\/\S+\/w\/[\w.-]+\//.exec(text.join('\n'))![0];
const tokenOf = (url: string) => /\/w\/([^/]+)\/?$/.exec(url)![1];

/** A refusal: 403, a plain page that says why, no trace of the code. */
async function refused(path: string, why: RegExp): Promise<void> {
  const r = await get(path);
  expect(r.status, path).toBe(403);
  expect(r.headers.get('content-type')).toMatch(/^text\/html/);
  expect(r.body).toMatch(why);
  expect(r.body).not.toMatch(/Error|at .*\.ts|node:|\bstack\b/);
}

describe('web links', () => {
  it('/heist web answers the asker alone with a link button to their seat, kept nowhere', () => {
    const before = store.posts(gameId).length;
    const r = table.web(where, ann) as Outcome;
    expect(r.ok).toBe(true);
    const [post] = r.posts;
    expect(post.audience).toBe(ann.id);
    expect(post.via).toBe('answer');
    // The address is in the text: no control on it (it would take the controls away from the reader's live note).
    expect(post.buttons).toEqual([]);
    expect(urlIn(post.text)).toMatch(/\/w\/\d+\.0\.0\.\d+\.1\.[\w-]{43}\/$/);
    expect(store.posts(gameId).length).toBe(before);
  });

  it('puts a link of its own on a seat\'s note, and on the public status post a button that answers each presser', () => {
    const hand = table.hand(where, ann) as Outcome;
    const link = hand.posts[0].buttons.flat().find((b) => b.url);
    expect(link?.url).toMatch(/\/w\/\d+\.0\.0\.\d+\.1\.[\w-]{43}\/$/);
    // Part of the kept post (what the seat was sent can be shown again exactly), never of an export: the per-seat
    // export gives each message's text, and the link is on a button.
    expect(JSON.stringify(store.posts(gameId).at(-1)!.body)).toContain(link!.url!);
    expect(JSON.stringify(seatExport(GAMES.require('art-robbery'), store.game(gameId)!.state as Stored, store.posts(gameId), 0, 'en'))).not.toContain('/w/');
    const status = table.status(where, ann) as Outcome;
    const web = status.posts[0].buttons.flat().find((b) => /:w$/.test(b.id));
    expect(web && !web.url).toBe(true);
    const pressed = table.button(where, { id: 'u-cy', name: 'Cy' }, web!.id) as Outcome;
    expect(pressed.posts[0].audience).toBe('u-cy');
    expect(urlIn(pressed.posts[0].text)).toMatch(/\/w\/\d+\.-1\.0\.\d+\.1\.[\w-]{43}\/$/);
    expect((table.button(where, ann, web!.id) as Outcome).posts[0].text.join('')).toMatch(/\/w\/\d+\.0\./);
    // Asked in another language than the game's, the status's Web button is in the asker's, as the rest of it.
    expect(web!.label).toBe('Web');
    const ru = table.status(where, { ...ann, locale: 'ru' }) as Outcome;
    expect(ru.posts[0].text.join('\n')).toMatch(/[а-я]/);
    expect(ru.posts[0].buttons.flat().find((b) => /:w$/.test(b.id))!.label).toBe('Веб');
  });

  it('opens the seat\'s live page and replay with headers that keep them private', async () => {
    const token = tokenOf(links.url(gameId, 0, false));
    const redirect = await get(`/w/${token}`);
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe(`${token}/`);
    for (const path of [`/w/${token}/`, `/w/${token}/replay`]) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(r.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
      expect(r.headers.get('content-security-policy')).not.toMatch(/unsafe-inline|https?:/);
      expect(r.headers.get('referrer-policy')).toBe('no-referrer');
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.body).toContain('Ann');
      expect(r.body).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/);
    }
    const pic = await fetch(`${web.url}/w/${token}/pic/${store.game(gameId)!.version}/0`);
    expect(pic.status).toBe(200);
    expect(pic.headers.get('content-type')).toBe('image/png');
    expect(pic.headers.get('cache-control')).toMatch(/^private/);
  });

  it('refuses a forged or altered link', async () => {
    const token = tokenOf(links.url(gameId, 0, false));
    await refused(`/w/${token.slice(0, -43)}${'A'.repeat(43)}/`, /not valid/);
    await refused(`/w/${token.replace(/^(\d+)\.0\./, '$1.1.')}/`, /not valid/);
    await refused(`/w/${token.replace(/\.(\d+)\.1\./, (_, e: string) => `.${Number(e) + DAY}.1.`)}/`, /not valid/);
    await refused('/w/not-a-token/', /not valid/);
    // Another secret makes other signatures.
    const other = new Links(store, { clock, secret: 'another secret entirely', base: () => web.url });
    await refused(`/w/${tokenOf(other.url(gameId, 0, false))}/replay`, /not valid/);
  });

  it('refuses every one-character change of a signed link, the signature\'s last character too', async () => {
    const token = tokenOf(links.url(gameId, 0, false));
    expect((await get(`/w/${token}/`)).status).toBe(200);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
    const opened: string[] = [];
    let tried = 0;
    for (let i = 0; i < token.length; i++) {
      for (const c of alphabet) {
        if (c === token[i]) continue;
        const changed = token.slice(0, i) + c + token.slice(i + 1);
        tried++;
        const r = await fetch(`${web.url}/w/${changed}/`, { method: 'HEAD', redirect: 'manual' });
        if (r.status !== 403) opened.push(`${i}:${c}:${r.status}`);
      }
    }
    expect(tried).toBe(token.length * (alphabet.length - 1));
    expect(opened).toEqual([]);
  });

  it('refuses an expired link', async () => {
    const token = tokenOf(links.url(gameId, 0, false));
    expect((await get(`/w/${token}/`)).status).toBe(200);
    clock.t += 8 * DAY;
    try {
      await refused(`/w/${token}/`, /expired/);
      await refused(`/w/${token}/pic/1/0`, /expired/);
    } finally {
      clock.t -= 8 * DAY;
    }
  });

  it('draws no other seat\'s picture while the game goes on, the spectator\'s and its own yes', async () => {
    const token = tokenOf(links.url(gameId, 0, false));
    const v = store.game(gameId)!.version;
    expect((await fetch(`${web.url}/w/${token}/pic/${v}/1`)).status).toBe(403);
    expect((await fetch(`${web.url}/w/${token}/pic/${v}/${SPECTATOR}`)).status).toBe(200);
    const spectator = tokenOf(links.url(gameId, null, false));
    expect((await fetch(`${web.url}/w/${spectator}/pic/${v}/0`)).status).toBe(403);
    expect((await fetch(`${web.url}/w/${token}/reveal/0`)).status).toBe(403);
  });

  it('refuses a revoked link; the new one works', async () => {
    const old = tokenOf(links.url(gameId, 0, false));
    const r = table.web(where, ann, true) as Outcome;
    expect(r.ok).toBe(true);
    expect(r.posts[0].text.join('\n')).toMatch(/no longer work/);
    await refused(`/w/${old}/`, /revoked/);
    expect((await get(`/w/${tokenOf(urlIn(r.posts[0].text))}/`)).status).toBe(200);
  });

  it('a link of a holder a substitute replaced says so; one revoked by the new holder says revoked', async () => {
    const before = tokenOf(links.url(gameId, 1, false));
    links.revoke(gameId, 1, true);
    await refused(`/w/${before}/`, /You were replaced in this game: a substitute plays this seat now/);
    const theirs = tokenOf(links.url(gameId, 1, false));
    expect((await get(`/w/${theirs}/`)).status).toBe(200);
    links.revoke(gameId, 1);
    await refused(`/w/${theirs}/`, /This link was revoked/);
    await refused(`/w/${before}/`, /You were replaced/);
  });

  it("the home page says what the pages are, then how to get one's own link: not the same sentence twice", async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('The heist bot&#39;s web pages');
    expect(home.body.match(/ask the bot for yours with \/heist web/g)).toHaveLength(1);
  });

  it('a link of a seat its person left with /heist leave no longer shows it, whatever the bot is told since', async () => {
    const server = { guildId: 'g-1', channelId: 'c-leave', isDM: false };
    const bob = { id: 'u-bob', name: 'Bob' };
    expect(table.start(server, ann, { game: 'art-robbery' }).ok).toBe(true);
    expect(table.join(server, bob).ok).toBe(true);
    const begun = table.begin(server, ann) as Outcome;
    expect(begun.ok).toBe(true);
    const id = begun.gameId;
    const seats = (store.game(id)!.state as Stored).seats;
    const bobSeat = seats.findIndex((x) => x.userId === bob.id);
    const bobs = tokenOf(links.url(id, bobSeat, false));
    const anns = tokenOf(links.url(id, 1 - bobSeat, false));
    const page = await get(`/w/${bobs}/`);
    expect(page.status).toBe(200);
    // Bob has not acted yet: what he missed counts from the game's start, and is headed so.
    expect(page.body).toContain('Since the game began');
    expect(page.body).not.toContain('Since your last move');
    const asked = table.leave(server, bob) as Outcome;
    expect(table.button(server, bob, asked.posts[0].buttons.flat()[0].id).ok).toBe(true);
    await refused(`/w/${bobs}/`, /You left this game: a bot plays this seat to the end/);
    await refused(`/w/${bobs}/replay`, /You left this game/);
    // A link made for that seat after the leave (none is given: /heist web gives the spectator's) would not open it either.
    await refused(`/w/${tokenOf(links.url(id, bobSeat, false))}/`, /You left this game/);
    expect((await get(`/w/${anns}/`)).status).toBe(200);
  });

  it('one whose seat a bot minds while they are away still gets their seat\'s link from /heist web, not the spectator\'s', async () => {
    const server = { guildId: 'g-2', channelId: 'c-away', isDM: false };
    const bob = { id: 'u-bob2', name: 'Bob' };
    expect(table.start(server, ann, { game: 'art-robbery' }).ok).toBe(true);
    expect(table.join(server, bob).ok).toBe(true);
    const id = (table.begin(server, ann) as Outcome).gameId;
    const seats = () => (store.game(id)!.state as Stored).seats;
    const engine = () => (store.game(id)!.state as Stored).engine;
    // The game waits on Bob (Ann plays first if it is hers): four reminders go unanswered, and Ann, the host, lets a
    // bot play his seat until he returns.
    for (let n = 0; n < 10 && seats()[game.waitingOn(engine())[0]].userId === ann.id; n++) {
      const a = game.legal(engine(), game.waitingOn(engine())[0])[0];
      expect(table.act(server, ann, [a.verb, ...a.args].join(' ')).ok).toBe(true);
    }
    expect(seats()[game.waitingOn(engine())[0]].userId).toBe(bob.id);
    const away = bob;
    const host = ann;
    for (let i = 0; i < 4; i++) {
      clock.t += 13 * 3_600_000;
      table.dueReminders(clock.t);
    }
    const final = store.posts(id).filter((p) => p.kind === 'reminder').at(-1)!;
    const button = (final.body as { buttons: { id: string }[][] }).buttons.flat().find((b) => b.id.includes(':away:'))!;
    const pressed = table.button(server, host, button.id);
    expect(pressed.ok, pressed.ok ? '' : pressed.text).toBe(true);
    const k = seats().findIndex((x) => x.userId === away.id);
    expect(seats()[k].away).toBeTruthy();
    const asked = table.web(server, away) as Outcome;
    expect(asked.ok).toBe(true);
    expect(urlIn(asked.posts[0].text)).toMatch(new RegExp(`/w/${id}\\.${k}\\.`));
    expect((await get(`/w/${tokenOf(urlIn(asked.posts[0].text))}/`)).status).toBe(200);
  });

  it('a note by DM that names the game\'s channel reads as Discord shows it, not as its markup', () => {
    const r = reading(game, store.game(gameId)!, 0);
    expect(mentionNames(r).get(`#${r.g.channelId}`)).toBe("the game's channel");
    // Discord's ids are numbers (this test's are words).
    const names = new Map([['#102120311202958920', "the game's channel"], ['42', 'Ann']]);
    expect(formatText('Your move in <#102120311202958920>. <@42>', names)).toBe('Your move in the game&#39;s channel. @Ann');
    expect(formatText('in <#999>', names)).toBe('in #…');
  });

  it('a reveal asked while the game goes on says it opens at the end, not that the game is over', async () => {
    const token = tokenOf(links.url(gameId, 0, false));
    const r = await get(`/w/${token}/reveal/1`);
    expect(r.status).toBe(403);
    expect(r.body).toMatch(/The game is still being played: every seat(&#39;|')s hand and secrets can be shown once it is over/);
    expect(r.body).not.toMatch(/The game is over|This link does not work/);
  });

  it('a refusal is worded in the seat\'s language; without a seat known, in the first of the browser\'s that we speak', async () => {
    const ivan = { id: 'u-ivan', name: 'Ivan', locale: 'ru' };
    const dm = { guildId: null, channelId: 'dm-ivan', isDM: true };
    const started = table.start(dm, ivan, { game: 'art-robbery', bots: 1 }) as Outcome;
    expect(started.ok).toBe(true);
    const token = tokenOf(links.url(started.gameId, 0, false));
    links.revoke(started.gameId, 0);
    // No Accept-Language, or an English browser: the seat's Russian all the same.
    await refused(`/w/${token}/`, /Эту ссылку отозвали/);
    const english = await fetch(`${web.url}/w/${token}/`, { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(await english.text()).toMatch(/Эту ссылку отозвали/);
    // A link that names no seat of ours: the browser's first language we speak, by weight.
    const forged = `${token.slice(0, -3)}AAA`;
    for (const [header, lang] of [['uk,ru;q=0.9', 'ru'], ['fr;q=1, en;q=0.5, ru;q=0.8', 'ru'], ['ru-RU', 'ru'], ['en-GB,ru', 'en'], ['de', 'en'], ['', 'en']] as const) {
      const body = await (await fetch(`${web.url}/w/${forged}/`, { headers: header ? { 'accept-language': header } : {} })).text();
      expect(body, header).toMatch(lang === 'ru' ? /недействительна/ : /This link is not valid/);
    }
    expect(table.end(dm, ivan, false, true).ok).toBe(true);
  });

  it('an expired link to a game removed since says it is no longer kept, not to ask /heist web for a new link', async () => {
    const zed = { id: 'u-zed', name: 'Zed' };
    const dm = { guildId: null, channelId: 'dm-zed', isDM: true };
    const started = table.start(dm, zed, { game: 'art-robbery', bots: 1 }) as Outcome;
    const token = tokenOf(links.url(started.gameId, 0, false));
    expect(table.end(dm, zed, false, true).ok).toBe(true);
    // Its posts delivered (this test carries none): retention removes only a game with nothing left to deliver.
    for (const p of store.undelivered(started.gameId)) store.delivered(started.gameId, p.seq, { channelId: 'dm-zed', messageId: `m${p.seq}`, live: false });
    clock.t += 8 * DAY;
    try {
      expect(store.removeGamesBefore(clock.t, 10).map((g) => g.id)).toContain(started.gameId);
      await refused(`/w/${token}/`, /This game is no longer kept by the bot/);
    } finally {
      clock.t -= 8 * DAY;
    }
  });

  it('refuses a link made before its game was ended by its host; one made after works', async () => {
    const during = tokenOf(links.url(gameId, 0, false));
    const spectator = tokenOf(links.url(gameId, null, false));
    expect(table.end(where, ann, false, true).ok).toBe(true);
    await refused(`/w/${during}/`, /ended by its host/);
    await refused(`/w/${spectator}/replay`, /ended by its host/);
    const after = table.web(where, ann) as Outcome;
    expect((await get(`/w/${tokenOf(urlIn(after.posts[0].text))}/replay`)).status).toBe(200);
    // An ended game keeps its secrets (W1): no reveal, no other seat's picture; the reveal says why.
    const t = tokenOf(urlIn(after.posts[0].text));
    const never = await get(`/w/${t}/reveal/0`);
    expect(never.status).toBe(403);
    expect(never.body).toMatch(/ended by its host before it was over, so what it kept hidden stays hidden/);
    expect((await fetch(`${web.url}/w/${t}/pic/${store.game(gameId)!.version}/1`)).status).toBe(403);
    // Its last picture says it was called off, not whose turn it was (the game's own picture of that).
    const last = store.game(gameId)!;
    const drawn = Buffer.from(await (await fetch(`${web.url}/w/${t}/pic/${last.version}/0`)).arrayBuffer());
    const view = game.view((last.state as Stored).engine, 0);
    expect(drawn.equals(game.render(game.calledOff!(view), 'en'))).toBe(true);
    expect(drawn.equals(game.render(view, 'en'))).toBe(false);
  });

  it('gives no link while the crew gathers (a lobby\'s seat numbers are not yet the game\'s)', () => {
    const lobby = { guildId: 'g-1', channelId: 'c-lobby', isDM: false };
    expect(table.start(lobby, ann, { game: 'art-robbery' }).ok).toBe(true);
    const r = table.web(lobby, ann);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.code).toBe('game-not-started-host');
  });

  it('says plainly what is not there, and that only reading is possible', async () => {
    expect((await get('/nothing')).status).toBe(404);
    const post = await fetch(`${web.url}/`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
