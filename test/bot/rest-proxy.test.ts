// The REST proxy (src/discord/rest-proxy.ts) with discord.js's own REST client in front of it and the stand-in behind
// it: which requests go through it and which go straight to Discord, bodies (JSON and files) sent again intact when
// Discord asks for a retry, the limit held in any second, and the settings refused in one sentence.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REST, Routes } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startBot } from '../../src/app.js';
import { StartError } from '../../src/discord/bot.js';
import { isInteractionRoute, proxiedRequests, proxyBase, routeOf, spaced, startRestProxy } from '../../src/discord/rest-proxy.js';
import { startStandin } from '../../src/local/standin/index.js';
import { run } from '../e2e/child.js';
import { nodeArgs } from '../node-args.js';

const TOKEN = 'proxy-unit-token';
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

/** A plain HTTP server that answers 200 {} and notes the paths it was asked for. */
async function recorder(): Promise<{ url: string; paths: string[] }> {
  const paths: string[] = [];
  const server = createServer((req, res) => {
    paths.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  cleanup.push(() => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, paths };
}

describe('which requests go through the proxy', () => {
  it('knows the interaction endpoints (the callback and the routes of the interaction webhook)', () => {
    expect(isInteractionRoute('/interactions/1175928847299117063/aW50ZXJhY3Rpb24/callback')).toBe(true);
    expect(isInteractionRoute('/interactions/1175928847299117063/aW50ZXJhY3Rpb24/callback?with_response=true')).toBe(true);
    expect(isInteractionRoute('/webhooks/1175928847299117063/aW50ZXJhY3Rpb24')).toBe(true);
    expect(isInteractionRoute('/webhooks/1175928847299117063/aW50ZXJhY3Rpb24?wait=true')).toBe(true);
    expect(isInteractionRoute('/webhooks/1175928847299117063/aW50ZXJhY3Rpb24/messages/@original')).toBe(true);
    expect(isInteractionRoute('/channels/1175928847299117063/messages')).toBe(false);
    expect(isInteractionRoute('/users/@me/channels')).toBe(false);
    expect(isInteractionRoute('/applications/1175928847299117063/commands')).toBe(false);
    expect(isInteractionRoute('/gateway/bot')).toBe(false);
  });

  it('sends discord.js\'s requests to the proxy, but an interaction\'s answers, follow-ups and edits straight on', async () => {
    const api = await recorder();
    const proxy = await recorder();
    const rest = new REST({ api: `${api.url}/api`, makeRequest: proxiedRequests(`${api.url}/api`, `${proxy.url}/api`) }).setToken(TOKEN);
    const id = '1175928847299117063';
    await rest.post(Routes.interactionCallback(id, 'tok'), { body: { type: 6 }, auth: false });
    await rest.post(Routes.webhook(id, 'tok'), { body: { content: 'x' }, auth: false });
    await rest.patch(Routes.webhookMessage(id, 'tok', '@original'), { body: { content: 'y' }, auth: false });
    await rest.post(Routes.channelMessages(id), { body: { content: 'z' } });
    await rest.post(Routes.userChannels(), { body: { recipient_id: id } });
    await rest.patch(Routes.channelMessage(id, id), { body: { content: 'w' } });
    expect(api.paths).toEqual([
      `POST /api/v10/interactions/${id}/tok/callback`,
      `POST /api/v10/webhooks/${id}/tok`,
      `PATCH /api/v10/webhooks/${id}/tok/messages/%40original`,
    ]);
    expect(proxy.paths).toEqual([`POST /api/v10/channels/${id}/messages`, 'POST /api/v10/users/@me/channels', `PATCH /api/v10/channels/${id}/messages/${id}`]);
  });

  it('reads DISCORD_REST_PROXY as an address, with or without /api', () => {
    expect(proxyBase('http://10.0.0.5:8080')).toBe('http://10.0.0.5:8080/api');
    expect(proxyBase(' http://10.0.0.5:8080/api/ ')).toBe('http://10.0.0.5:8080/api');
    expect(proxyBase('https://proxy.example/discord')).toBe('https://proxy.example/discord/api');
    expect(proxyBase('10.0.0.5:8080')).toBeNull();
    expect(proxyBase('ftp://10.0.0.5')).toBeNull();
  });

  it('refuses a DISCORD_REST_PROXY that is no address, in one sentence, before anything is opened', async () => {
    const err = await startBot({ token: TOKEN, apiUrl: 'http://127.0.0.1:9/api', restProxy: 'proxy:8080' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StartError);
    expect((err as Error).message).toBe('DISCORD_REST_PROXY must be the REST proxy\'s address, like http://10.0.0.5:8080 (it is "proxy:8080"): fix it in .env, or remove it to call Discord directly.');
  });

  it('says in one sentence when the proxy does not answer at start', async () => {
    const standin = await startStandin({ token: TOKEN });
    cleanup.push(() => standin.close());
    const closed = await recorder();
    const port = new URL(closed.url).port;
    await cleanup.pop()!();
    const dir = mkdtempSync(join(tmpdir(), 'heist-proxy-down-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const err = await startBot({ token: TOKEN, apiUrl: standin.apiUrl, restProxy: `http://127.0.0.1:${port}`, storePath: join(dir, 'heist.sqlite') }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StartError);
    expect((err as Error).message).toBe(`The REST proxy at http://127.0.0.1:${port} does not answer (ECONNREFUSED): start it there (npm run rest-proxy, docs/several-machines.md), or fix DISCORD_REST_PROXY in .env.`);
  });

  it('says in one sentence when Discord itself cannot be reached at start (no network), and closes what it opened', async () => {
    const closed = await recorder();
    const port = new URL(closed.url).port;
    await cleanup.pop()!();
    const dir = mkdtempSync(join(tmpdir(), 'heist-offline-net-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const err = await startBot({ token: TOKEN, apiUrl: `http://127.0.0.1:${port}/api`, storePath: join(dir, 'heist.sqlite') }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StartError);
    expect((err as Error).message).toBe(`Discord cannot be reached at 127.0.0.1:${port} (ECONNREFUSED): check this machine's network and DNS, then start it again (a service manager restarting it on failure, such as systemd's Restart=on-failure, does so by itself).`);
    // The database was closed again: another start opens it at once.
    const again = await startBot({ token: TOKEN, apiUrl: `http://127.0.0.1:${port}/api`, storePath: join(dir, 'heist.sqlite') }).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(StartError);
  });
});

describe('the proxy in front of the stand-in', () => {
  it('forwards with the bot\'s own token, and sends a body again intact when asked to retry (JSON and files)', async () => {
    const standin = await startStandin({ token: TOKEN });
    cleanup.push(() => standin.close());
    const proxy = await startRestProxy({ api: standin.apiUrl, port: 0 });
    cleanup.push(() => proxy.close());
    const owner = standin.createUser({ username: 'ann' });
    const channel = standin.createGuild({ name: 'g', ownerId: owner.id, channels: ['heist'] }).channels[0].id;
    const rest = new REST({ api: standin.apiUrl, makeRequest: proxiedRequests(standin.apiUrl, `${proxy.url}/api`) }).setToken(TOKEN);

    // One 503, then a shared 429: the 503 goes back to the bot, whose discord.js sends it again (the proxy forwards each
    // request once); that one meets the 429, which the proxy's discord.js waits out and sends again itself.
    const storm = standin.faults.serverError({ method: 'POST', path: /\/messages$/, count: 1 });
    const shared = standin.faults.sharedLimit({ method: 'POST', path: /\/messages$/, count: 1, retryAfterMs: 50 });
    const sent = (await rest.post(Routes.channelMessages(channel), { body: { content: 'first, after two refusals', allowed_mentions: { parse: [] } } })) as { id: string };
    expect([storm.hits, shared.hits]).toEqual([1, 1]);
    expect(standin.state.messages.get(sent.id)?.content).toBe('first, after two refusals');

    standin.faults.serverError({ method: 'POST', path: /\/messages$/, count: 1 });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082', 'hex');
    const withFile = (await rest.post(Routes.channelMessages(channel), {
      body: { content: 'a picture', allowed_mentions: { parse: [] }, attachments: [{ id: '0', filename: 'p.png' }] },
      files: [{ name: 'p.png', data: png, contentType: 'image/png' }],
    })) as { id: string; attachments: { filename: string; size: number }[] };
    expect(withFile.attachments.map((a) => [a.filename, a.size])).toEqual([['p.png', png.length]]);

    // A request without the token is refused by Discord through the proxy as it would be without it.
    const anonymous = new REST({ api: standin.apiUrl, makeRequest: proxiedRequests(standin.apiUrl, `${proxy.url}/api`) });
    await expect(anonymous.get(Routes.channel(channel), { auth: false })).rejects.toMatchObject({ status: 401 });
    expect(standin.state.errorLog.filter((e) => e.status !== 401)).toEqual([]);
    // Each send's 503 came back to the bot, which sent it again: two requests to the proxy a send.
    expect(Object.fromEntries(proxy.forwarded)).toEqual({ 'POST /channels/:/messages': 4, 'GET /channels/:': 1 });
  });

  it('lets a request leave only the span after the answer to the limit-th one before it came back, in the order asked', async () => {
    // Answers that take their time (the first 200 ms, every third 80 ms): the far end may read a request as late as
    // its answer, so the span runs from there, not from when the request left.
    const left: number[] = [];
    const answered: number[] = [];
    const send = spaced(async (url) => {
      const k = Number(url.split('/').pop());
      left[k] = Date.now();
      await new Promise((resolve) => setTimeout(resolve, k === 0 ? 200 : k % 3 === 0 ? 80 : 0));
      answered[k] = Date.now();
      return new Response('{}');
    }, 3, 300);
    await Promise.all(Array.from({ length: 9 }, (_, k) => send(`http://x/${k}`, {} as never)));
    expect(left).toHaveLength(9);
    for (let k = 1; k < left.length; k++) expect(left[k]).toBeGreaterThanOrEqual(left[k - 1]);
    for (let k = 3; k < left.length; k++) expect(left[k] - answered[k - 3]).toBeGreaterThanOrEqual(300);
    // A failed request's slot is freed by its failure.
    const failing = spaced(async () => { throw new Error('unreachable'); }, 1, 50);
    await expect(failing('http://x', {} as never)).rejects.toThrow('unreachable');
    await expect(failing('http://x', {} as never)).rejects.toThrow('unreachable');
  });
});

describe('a request\'s route, as the metrics label it', () => {
  it('names ids and tokens by their place, and @original as discord.js sends it (%40original)', () => {
    expect(routeOf('/webhooks/123/aW50ZXJhY3Rpb24.6MTIz/messages/%40original')).toBe('/webhooks/:id/:token/messages/@original');
    expect(routeOf('/webhooks/123/tok/messages/456')).toBe('/webhooks/:id/:token/messages/:id');
    expect(routeOf('/channels/789/messages?limit=5')).toBe('/channels/:id/messages');
    expect(routeOf('/channels/789/Some%20Words')).toBe('/channels/:id/:x');
  });
});

describe('npm run rest-proxy', () => {
  it('says which setting is wrong and stops', async () => {
    const r = await run(process.execPath, nodeArgs('src/cli/rest-proxy.ts'), { env: { ...process.env, REST_PROXY_GLOBAL_PER_SECOND: 'fifty' } });
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('heist: the REST proxy could not start: REST_PROXY_GLOBAL_PER_SECOND must be a whole number of requests a second from 1 (it is "fifty"); Discord\'s limit is 50.\n');
    const api = await run(process.execPath, nodeArgs('src/cli/rest-proxy.ts'), { env: { ...process.env, REST_PROXY_PORT: '0', DISCORD_API_URL: 'notaurl' } });
    expect(api.status).toBe(1);
    expect(api.stderr).toBe('heist: the REST proxy could not start: DISCORD_API_URL must be an http(s) address such as https://discord.com/api (it is "notaurl"), or unset for Discord\'s.\n');
    const host = await run(process.execPath, nodeArgs('src/cli/rest-proxy.ts'), { env: { ...process.env, REST_PROXY_PORT: '0', REST_PROXY_HOST: 'nosuch.invalid' } });
    expect(host.status).toBe(1);
    expect(host.stderr).toBe('heist: the REST proxy could not start: REST_PROXY_HOST=nosuch.invalid is no address of this machine: write an address it has (127.0.0.1, the default; 0.0.0.0 for every one).\n');
  });
});
