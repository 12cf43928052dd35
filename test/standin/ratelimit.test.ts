// Discord's rate limits in the stand-in (src/local/standin/ratelimit.ts): headers, per-route buckets by top-level
// resource, the global limit with the interaction endpoints exempt, 429 bodies, the invalid-request ban; over raw HTTP
// and through a real discord.js client, which must wait on them and never be refused. See docs/standin.md.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Client, Events, GatewayIntentBits, Partials, Routes } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { BUCKETS, startStandin, type Standin, type StandinOptions } from '../../src/local/standin/index.js';
import { NO_DEADLINE_MS } from '../e2e/deadline.js';
import { ManualClock } from '../../src/core/clock.js';

const TOKEN = 'limits-token';
let standin: Standin | undefined;
let client: Client | undefined;

afterEach(async () => {
  await client?.destroy();
  client = undefined;
  await standin?.close();
  standin = undefined;
});

async function start(opts: Partial<StandinOptions> = {}) {
  standin = await startStandin({ token: TOKEN, responseDeadlineMs: NO_DEADLINE_MS, ...opts });
  const alice = standin.createUser({ username: 'alice' });
  const guild = standin.createGuild({ name: 'Heist club', ownerId: alice.id, channels: ['one', 'two'] });
  const s = standin;
  const send = (method: string, route: string, body?: unknown, token = TOKEN) => fetch(`${s.apiUrl}/v10/${route}`, {
    method, headers: { authorization: `Bot ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { standin: s, alice: alice.id, one: guild.channels[0].id, two: guild.channels[1].id, send };
}

const post = { content: 'hi', allowed_mentions: { parse: [] } };

/** A started interaction's id and token (no bot is logged in: the test answers it with raw requests). */
function interaction(s: Standin, userId: string, channelId: string): { id: string; token: string } {
  void s.state.startInteraction({ type: 2, userId, channelId, data: { id: '1', name: 'heist', type: 1 }, replyTimeoutMs: NO_DEADLINE_MS });
  const rec = [...s.state.interactions.values()].at(-1)!;
  return { id: rec.id, token: rec.token };
}

describe('per-route buckets over HTTP', () => {
  it('a channel takes 5 messages per 5 s, told in the headers; the 6th gets 429 scope user with Discord’s body', async () => {
    const { standin: s, one, send } = await start();
    const seen: { remaining: string | null; bucket: string | null; limit: string | null; resetAfter: number; reset: number }[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await send('POST', `channels/${one}/messages`, post);
      expect(res.status).toBe(200);
      seen.push({
        limit: res.headers.get('x-ratelimit-limit'), remaining: res.headers.get('x-ratelimit-remaining'), bucket: res.headers.get('x-ratelimit-bucket'),
        resetAfter: Number(res.headers.get('x-ratelimit-reset-after')), reset: Number(res.headers.get('x-ratelimit-reset')),
      });
      expect(res.headers.get('x-ratelimit-scope')).toBeNull();
    }
    expect(seen.map((x) => x.remaining)).toEqual(['4', '3', '2', '1', '0']);
    expect(new Set(seen.map((x) => x.limit))).toEqual(new Set(['5']));
    expect(new Set(seen.map((x) => x.bucket)).size).toBe(1);
    expect(seen[0].bucket).toMatch(/^[0-9a-f]{32}$/);
    for (const x of seen) {
      expect(x.resetAfter).toBeGreaterThan(0);
      expect(x.resetAfter).toBeLessThanOrEqual(5);
      expect(x.reset).toBeGreaterThan(Date.now() / 1000 - 1);
    }
    const refused = await send('POST', `channels/${one}/messages`, post);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-ratelimit-scope')).toBe('user');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('x-ratelimit-bucket')).toBe(seen[0].bucket);
    expect(refused.headers.get('x-ratelimit-global')).toBeNull();
    const body = (await refused.json()) as { retry_after: number };
    expect(body).toEqual({ message: 'You are being rate limited.', retry_after: expect.any(Number), global: false });
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(5);
    expect(Number(refused.headers.get('retry-after'))).toBe(Math.ceil(body.retry_after));
    expect(s.state.messages.size).toBe(5);
    // Counted: a 429 of scope user, an invalid request, a refusal in the error log.
    expect(s.state.rateLimited).toMatchObject([{ scope: 'user', global: false, ban: false, route: 'POST channels/:/messages', bucket: seen[0].bucket }]);
    expect(s.state.invalidRequests).toMatchObject([{ status: 429, route: 'POST channels/:/messages' }]);
    expect(s.state.errorLog.at(-1)).toMatchObject({ status: 429 });
  });

  it('buckets are kept per channel (the major parameter) under one bucket id, and edits count apart from creates', async () => {
    const { one, two, send } = await start();
    let first = '';
    for (let i = 0; i < 5; i++) first = ((await (await send('POST', `channels/${one}/messages`, post)).json()) as { id: string }).id;
    const other = await send('POST', `channels/${two}/messages`, post);
    expect(other.status).toBe(200);
    expect(other.headers.get('x-ratelimit-remaining')).toBe('4');
    const edit = await send('PATCH', `channels/${one}/messages/${first}`, { content: 'edited', allowed_mentions: { parse: [] } });
    expect(edit.status).toBe(200);
    expect(edit.headers.get('x-ratelimit-remaining')).toBe('4');
    expect(edit.headers.get('x-ratelimit-bucket')).not.toBe(other.headers.get('x-ratelimit-bucket'));
  });

  it('a message more than an hour old takes 3 edits per 6 s per channel; the 4th gets 429 with code 30046', async () => {
    const clock = new ManualClock(Date.UTC(2026, 11, 7, 12));
    // The limits' windows in real time (a frozen one would put every request in the first window).
    const { one, two, send } = await start({ clock });
    const made = async (channel: string) => ((await (await send('POST', `channels/${channel}/messages`, post)).json()) as { id: string }).id;
    const old = [await made(one), await made(one)];
    const oldThere = await made(two);
    clock.advance(2 * 3_600_000);
    const fresh = await made(one);
    const edit = (channel: string, id: string) => send('PATCH', `channels/${channel}/messages/${id}`, { content: 'edited', allowed_mentions: { parse: [] } });
    const statuses = [await edit(one, old[0]), await edit(one, old[1]), await edit(one, old[0])].map((r) => r.status);
    expect(statuses).toEqual([200, 200, 200]);
    const fourth = await edit(one, old[1]);
    expect(fourth.status).toBe(429);
    const body = (await fourth.json()) as { code: number; retry_after: number; global: boolean };
    expect(body).toMatchObject({ code: 30046, global: false });
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(6);
    expect(fourth.headers.get('retry-after')).not.toBeNull();
    // A message under an hour old, and another channel's old one, are not held by it.
    expect((await edit(one, fresh)).status).toBe(200);
    expect((await edit(two, oldThere)).status).toBe(200);
  });

  it('an interaction’s webhook routes take 5 per 2 s per token, and each interaction has its own', async () => {
    const { standin: s, alice, one, send } = await start();
    const a = interaction(s, alice, one);
    const b = interaction(s, alice, one);
    for (const x of [a, b]) expect((await send('POST', `interactions/${x.id}/${x.token}/callback`, { type: 5 })).status).toBe(204);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await send('POST', `webhooks/${s.applicationId}/${a.token}`, post)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const other = await send('POST', `webhooks/${s.applicationId}/${b.token}`, post);
    expect(other.status).toBe(200);
    expect(other.headers.get('x-ratelimit-limit')).toBe(String(BUCKETS.interactionWebhook.limit));
    expect(other.headers.get('x-ratelimit-remaining')).toBe('4');
  });

  it('values can be changed per test, and limits: false sends no headers and refuses nothing', async () => {
    const { one, send } = await start({ limits: { buckets: { createMessage: { limit: 2 } } } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await send('POST', `channels/${one}/messages`, post)).status);
    expect(statuses).toEqual([200, 200, 429]);
    await standin!.close();
    const off = await start({ limits: false });
    for (let i = 0; i < 60; i++) {
      const res = await off.send('POST', `channels/${off.one}/messages`, post);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-limit')).toBeNull();
    }
    expect(off.standin.state.rateLimited).toEqual([]);
    expect(off.standin.state.calls.length).toBe(60);
  });
});

describe('the global limit over HTTP', () => {
  it('refuses the 51st request in a second with scope global, while interaction callbacks and follow-ups pass', async () => {
    const t = Date.now();
    const { standin: s, alice, one, send } = await start({ limits: { now: () => t } });
    const x = interaction(s, alice, one);
    const statuses = await Promise.all(Array.from({ length: 50 }, () => send('GET', 'users/@me').then((r) => r.status)));
    expect(statuses.every((st) => st === 200)).toBe(true);
    const refused = await send('GET', `channels/${one}`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-ratelimit-scope')).toBe('global');
    expect(refused.headers.get('x-ratelimit-global')).toBe('true');
    const body = (await refused.json()) as { retry_after: number };
    expect(body).toEqual({ message: 'You are being rate limited.', retry_after: expect.any(Number), global: true });
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(1);
    // The interaction endpoints are not bound by it.
    expect((await send('POST', `interactions/${x.id}/${x.token}/callback`, { type: 5 })).status).toBe(204);
    expect((await send('POST', `webhooks/${s.applicationId}/${x.token}`, post)).status).toBe(200);
    expect((await send('PATCH', `webhooks/${s.applicationId}/${x.token}/messages/@original`, post)).status).toBe(200);
    expect(s.state.rateLimited).toMatchObject([{ scope: 'global', global: true, route: 'GET channels/:' }]);
    const calls = s.state.calls;
    expect(calls.filter((c) => c.globalLimited).length).toBe(50);
    expect(calls.filter((c) => c.interaction).map((c) => [c.route, c.globalLimited, c.status])).toEqual([
      ['POST interactions/:/:/callback', false, 204], ['POST webhooks/:/:', false, 200], ['PATCH webhooks/:/:/messages/:', false, 200],
    ]);
    expect(s.state.callTotals).toEqual({ all: 54, globalLimited: 50, interaction: 3 });
    expect(s.state.callCounts()).toEqual({
      'GET users/@me': { calls: 50, globalLimited: 50, interaction: 0, rateLimited: 0 },
      'GET channels/:': { calls: 1, globalLimited: 0, interaction: 0, rateLimited: 1 },
      'POST interactions/:/:/callback': { calls: 1, globalLimited: 0, interaction: 1, rateLimited: 0 },
      'POST webhooks/:/:': { calls: 1, globalLimited: 0, interaction: 1, rateLimited: 0 },
      'PATCH webhooks/:/:/messages/:': { calls: 1, globalLimited: 0, interaction: 1, rateLimited: 0 },
    });
    expect(s.state.callCounts(Date.now() + 60_000)).toEqual({});
  });

  it('the limit is a setting', async () => {
    const t = Date.now();
    const { send } = await start({ limits: { now: () => t, globalPerSecond: 3 } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await send('GET', 'users/@me')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('the invalid-request limit', () => {
  it('401s and 403s past the threshold get the address refused (429, Cloudflare’s text body, Retry-After); shared 429s do not count', async () => {
    const { standin: s, alice, one, send } = await start({ limits: { invalidLimit: 4, invalidWindowMs: 60_000, banMs: 30_000 } });
    s.faults.sharedLimit({ count: 3 });
    for (let i = 0; i < 3; i++) {
      const res = await send('GET', 'users/@me');
      expect(res.status).toBe(429);
      expect(res.headers.get('x-ratelimit-scope')).toBe('shared');
      expect(await res.json()).toEqual({ message: 'The resource is being rate limited.', retry_after: 1, global: false });
    }
    expect(s.state.invalidRequests).toEqual([]);
    expect(s.state.rateLimited.map((h) => h.scope)).toEqual(['shared', 'shared', 'shared']);
    expect(s.state.errorLog).toEqual([]); // a shared 429 is not the bot's doing
    for (let i = 0; i < 3; i++) expect((await send('GET', 'users/@me', undefined, 'wrong')).status).toBe(401);
    const dm = s.dmChannel(alice);
    s.faults.closeDms(alice);
    expect((await send('POST', `channels/${dm}/messages`, post)).status).toBe(403);
    expect(s.state.invalidRequests.map((r) => r.status)).toEqual([401, 401, 401, 403]);
    const banned = await send('GET', `channels/${one}`);
    expect(banned.status).toBe(429);
    expect(banned.headers.get('content-type')).toBe('text/plain');
    expect(await banned.text()).toBe('error code: 1015');
    expect(Number(banned.headers.get('retry-after'))).toBe(30);
    expect(s.state.rateLimited.at(-1)).toMatchObject({ ban: true });
    expect(s.state.limiter!.bannedUntil).toBeGreaterThan(Date.now());
  });
});

describe('discord.js against the limits', () => {
  async function login(s: Standin): Promise<Client> {
    const c = new Client({ intents: [GatewayIntentBits.Guilds], partials: [Partials.Channel], rest: { api: s.apiUrl } });
    const ready = new Promise<void>((resolve) => c.once(Events.ClientReady, () => resolve()));
    await c.login(TOKEN);
    await ready;
    return c;
  }

  it('waits on the channel’s bucket: 11 messages sent at once all arrive, in order, and no request is refused', async () => {
    const { standin: s, one } = await start();
    client = await login(s);
    // Eleven: two full windows of the 5 per 5 s, so discord.js waits out the bucket twice (10 s of real time).
    const sent = await Promise.all(Array.from({ length: 11 }, (_, i) => client!.rest.post(Routes.channelMessages(one), { body: { content: `m${i}`, allowed_mentions: { parse: [] } } })));
    expect(sent).toHaveLength(11);
    expect(s.state.visibleMessages(one).map((m) => m.content)).toEqual(Array.from({ length: 11 }, (_, i) => `m${i}`));
    expect(s.state.rateLimited).toEqual([]);
    expect(s.state.invalidRequests).toEqual([]);
    expect(s.state.calls.filter((c) => c.route === 'POST channels/:/messages')).toHaveLength(11);
  });

  it('keeps under the global limit with its default 50 per second: 120 requests at once, none refused', async () => {
    const { standin: s } = await start();
    client = await login(s);
    // How late this process ran its timers meanwhile (a busy machine pauses it): the most an edge can be off by.
    const lag = monitorEventLoopDelay({ resolution: 5 });
    lag.enable();
    await Promise.all(Array.from({ length: 120 }, () => client!.rest.get(Routes.user('@me'))));
    lag.disable();
    // discord.js opens its second when it sends a second's first request, the stand-in (as Discord) when that request
    // arrives: on a busy machine the burst's first arrives behind the others being written, and the next second's
    // first (sent alone) can arrive a few ms inside the stand-in's second. What discord.js's pacing guarantees is
    // that only such an edge is refused (a limiter off by more would be refused dozens of times, for longer), and
    // that it waits it out. On a loaded machine the edge is off by as much as the process was paused.
    expect(s.state.rateLimited.length).toBeLessThanOrEqual(2);
    for (const hit of s.state.rateLimited) expect(hit).toMatchObject({ scope: 'global', global: true, route: 'GET users/@me' });
    for (const hit of s.state.rateLimited) expect(hit.retryAfter).toBeLessThan(0.1 + lag.max / 1e9);
    expect(s.state.calls.filter((c) => c.route === 'GET users/:' || c.route === 'GET users/@me').length).toBeGreaterThanOrEqual(120);
  });

  it('waits out a 429 it could not foresee (scope shared) and its request still goes through once', async () => {
    const { standin: s, one } = await start();
    client = await login(s);
    s.faults.sharedLimit({ method: 'POST', path: /\/messages$/, retryAfterMs: 200 });
    await client.rest.post(Routes.channelMessages(one), { body: { content: 'after the wait', allowed_mentions: { parse: [] } } });
    expect(s.state.visibleMessages(one).map((m) => m.content)).toEqual(['after the wait']);
    expect(s.state.rateLimited.map((h) => h.scope)).toEqual(['shared']);
  });
});
