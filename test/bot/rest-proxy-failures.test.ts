// The REST proxy when Discord cannot be reached (no DNS, a refused connection): a 502 with a JSON body, counted
// `status="none"` (docs/production.md), never the empty 200 @discordjs/proxy 2.1.1's handler answered, which discord.js
// took as a message sent. And, behind any hop that answers a send with no message (an empty 200), the outbox keeps the
// post to send again rather than noting it delivered.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, HTTPError, REST, Routes } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startBot } from '../../src/app.js';
import { Later, Outbox } from '../../src/discord/outbox.js';
import { proxiedRequests, startRestProxy } from '../../src/discord/rest-proxy.js';
import { startStandin } from '../../src/local/standin/index.js';
import { ManualClock } from '../../src/core/clock.js';
import { silentLogger } from '../../src/log.js';
import { ProxyMetrics } from '../../src/metrics/proxy.js';
import { parseExposition } from '../../src/metrics/parse.js';
import type { Post } from '../../src/table/types.js';

const TOKEN = 'proxy-failures-token';
const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

/** An address where nothing listens (a server opened on a free port, then closed). */
async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('the proxy when Discord cannot be reached', () => {
  it('answers 502 with a JSON body, and counts the request with no status', async () => {
    const nowhere = await closedAddress();
    const metrics = new ProxyMetrics();
    const proxy = await startRestProxy({ api: `${nowhere}/api`, port: 0, watch: (e) => metrics.forwarded(e) });
    cleanup.push(() => proxy.close());

    const raw = await fetch(`${proxy.url}/api/v10/channels/1/messages`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bot ${TOKEN}` }, body: '{"content":"x"}',
    });
    expect(raw.status).toBe(502);
    expect(await raw.json()).toEqual({ code: 0, message: 'Discord cannot be reached from the REST proxy (ECONNREFUSED).' });

    // discord.js in front of it (as a bot behind it) fails the send, rather than taking an empty answer as a message.
    const rest = new REST({ api: `${nowhere}/api`, makeRequest: proxiedRequests(`${nowhere}/api`, `${proxy.url}/api`, undefined, '0') }).setToken(TOKEN);
    const err = await rest.post(Routes.channelMessages('1'), { body: { content: 'y' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HTTPError);
    expect(err).toMatchObject({ status: 502 });

    const counted = parseExposition(await metrics.text()).get('heist_rest_proxy_requests_total')!.samples;
    expect(counted.map((s) => [s.labels.shard, s.labels.status, s.value])).toEqual([['unknown', 'none', 1], ['0', 'none', 4]]);
  });

  it('forwards a request Discord answers 503 once: the bot behind it retries, the proxy does not multiply its tries', async () => {
    const standin = await startStandin({ token: TOKEN });
    cleanup.push(() => standin.close());
    const proxy = await startRestProxy({ api: standin.apiUrl, port: 0 });
    cleanup.push(() => proxy.close());
    const user = standin.createUser({ username: 'ann' });
    const channel = standin.createGuild({ name: 'g', ownerId: user.id, channels: ['heist'] }).channels[0].id;
    standin.faults.serverError({ path: /\/channels\/\d+\/messages/, status: 503 });
    const before = standin.state.calls.length;
    const rest = new REST({ api: standin.apiUrl, retries: 2, makeRequest: proxiedRequests(standin.apiUrl, `${proxy.url}/api`, undefined, '0') }).setToken(TOKEN);
    const err = await rest.post(Routes.channelMessages(channel), { body: { content: 'x' } }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 503 });
    // The bot's first try and its 2 retries: 3 requests to Discord, not 3 × 4.
    expect(standin.state.calls.slice(before).filter((c) => c.method === 'POST')).toHaveLength(3);
  });

  it('a bot behind it does not start as if Discord had answered (no TypeError of an empty answer)', async () => {
    const nowhere = await closedAddress();
    const proxy = await startRestProxy({ api: `${nowhere}/api`, port: 0 });
    cleanup.push(() => proxy.close());
    const dir = mkdtempSync(join(tmpdir(), 'heist-proxy-nowhere-'));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const err = await startBot({ token: TOKEN, apiUrl: `${nowhere}/api`, restProxy: proxy.url, storePath: join(dir, 'heist.sqlite'), log: silentLogger })
      .catch((e: unknown) => e);
    expect(err).not.toBeInstanceOf(TypeError);
    // One sentence for the host: the proxy answers, Discord does not answer it.
    expect((err as Error).message).toBe(`The REST proxy at ${proxy.url} cannot reach Discord (it answered 502): check the network and DNS of the machine it runs on, then start this bot again.`);
  });
});

describe('a send answered with no message', () => {
  it('is a failure for now: the post is sent again, and Discord has it once', async () => {
    const standin = await startStandin({ token: TOKEN, limits: false });
    cleanup.push(() => standin.close());
    const owner = standin.createUser({ username: 'ann' });
    const channel = standin.createGuild({ name: 'g', ownerId: owner.id, channels: ['heist'] }).channels[0].id;
    // A hop in front of the stand-in that passes a message on to Discord but loses its answer: an empty 200, what the
    // proxy answered when it could not reach Discord.
    let emptied = 0;
    const hop = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k))) as Record<string, string>;
        const body = req.method === 'GET' ? undefined : Buffer.concat(chunks);
        const answer = await fetch(`${standin.apiUrl}${req.url!.replace(/^\/api/, '')}`, { method: req.method, headers, body });
        const bytes = Buffer.from(await answer.arrayBuffer());
        if (req.method === 'POST' && /\/messages$/.test(req.url!) && emptied === 0) {
          emptied++;
          return void res.writeHead(200).end();
        }
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(bytes);
      });
    });
    await new Promise<void>((resolve) => hop.listen(0, '127.0.0.1', () => resolve()));
    cleanup.push(() => new Promise<void>((resolve) => { hop.closeAllConnections(); hop.close(() => resolve()); }));
    const client = new Client({ intents: [], rest: { api: `http://127.0.0.1:${(hop.address() as AddressInfo).port}/api` } });
    client.rest.setToken(TOKEN);
    cleanup.push(() => client.destroy());
    const outbox = new Outbox({ client, log: silentLogger, clock: new ManualClock() });
    cleanup.push(() => outbox.close());

    const post: Post = {
      kind: 'story', audience: 'public', seat: null, via: 'channel', text: ['The crew moves in.'], buttons: [], selects: [],
      picture: null, mention: null, gameId: 7, version: 3, seq: 5,
    };
    const card = { content: 'The crew moves in.', components: [], files: [], allowedMentions: { parse: [] as [], users: [] } };
    await expect(outbox.post({ channelId: channel }, post, card, 'h7.5')).rejects.toBeInstanceOf(Later);
    expect(emptied).toBe(1);
    // Sent again, under its nonce: Discord answers with the message it made the first time.
    const fates = await outbox.post({ channelId: channel }, post, card, 'h7.5');
    const sent = [...standin.state.messages.values()].filter((m) => m.channelId === channel);
    expect(sent).toHaveLength(1);
    // (With it, the first post of this process in the channel says the channel takes the bot's posts: outbox.ts reopened.)
    expect(fates).toEqual([{ seq: 5, sent: { channelId: channel, messageId: sent[0].id }, live: false }, { seq: 5, channelRefuses: null }]);
  });
});
