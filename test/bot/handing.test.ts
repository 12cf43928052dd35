// An ephemeral follow-up is noted as handed over at the moment discord.js gives it to the network, not when it is
// queued: a real discord.js REST client against a local HTTP server, with one route held back by a rate limit.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REST } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HANDING_HEADER, Handing } from '../../src/discord/handing.js';

describe('Handing through a real REST client', () => {
  let server: Server;
  let api = '';
  const arrived: string[] = [];
  const headersSeen: Record<string, unknown>[] = [];
  let refuseNext = true;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const token = /\/webhooks\/\d+\/([^/?]+)/.exec(req.url ?? '')?.[1] ?? '';
      headersSeen.push(req.headers);
      req.resume();
      req.on('end', () => {
        arrived.push(token);
        if (refuseNext) {
          // The first request is refused for a moment (a 429 of its own route): discord.js waits and sends it again.
          refuseNext = false;
          res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0.2', 'x-ratelimit-scope': 'user' });
          res.end(JSON.stringify({ message: 'You are being rate limited.', retry_after: 0.2, global: false }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: String(arrived.length), channel_id: '1' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('notes each follow-up handed over once its own request is written, queued again when refused', async () => {
    const handing = new Handing();
    const rest = new REST({ api, makeRequest: handing.wrap(), retries: 2 }).setToken('t');
    const notes: string[] = [];
    const noting = (name: string) => ({ handed: () => notes.push(`${name} handed`), queued: () => notes.push(`${name} queued`) });
    const a1 = handing.expect(noting('a1'));
    const a2 = handing.expect(noting('a2'));
    const b = handing.expect(noting('b'));
    b.withdraw();
    const c1 = handing.expect(noting('c1'));
    const post = (token: string, key: string, size = 200_000) => rest.post(`/webhooks/123/${token}`, {
      body: { content: 'x'.repeat(size) }, headers: { [HANDING_HEADER]: key }, auth: false, query: new URLSearchParams({ wait: 'true' }),
    });
    // Two follow-ups on one token (two games, or two presses, reaching one person) leave in the other order than they
    // were noted: each noting follows its own request.
    await post('a', a2.key, 300_000);
    await Promise.all([post('a', a1.key), post('c', c1.key)]);
    await post('b', b.key);
    // The first request was refused once (a 429): a2 queued again, then handed over by its retry.
    expect(notes.filter((n) => n.startsWith('a'))).toEqual(['a2 handed', 'a2 queued', 'a2 handed', 'a1 handed']);
    expect(notes.filter((n) => n.startsWith('c'))).toEqual(['c1 handed']);
    expect(notes.some((n) => n.startsWith('b'))).toBe(false);
    expect(arrived.filter((x) => x === 'a').length).toBe(3);
    // The key stays with the bot.
    expect(headersSeen.some((h) => HANDING_HEADER in h)).toBe(false);
  });

  it('a request that cannot be written is noted as queued, not handed over', async () => {
    const handing = new Handing();
    const rest = new REST({ api: 'http://127.0.0.1:1/api', makeRequest: handing.wrap(), retries: 0, timeout: 5_000 }).setToken('t');
    const notes: string[] = [];
    const z = handing.expect({ handed: () => notes.push('handed'), queued: () => notes.push('queued') });
    await expect(rest.post('/webhooks/123/z', { body: {}, headers: { [HANDING_HEADER]: z.key }, auth: false })).rejects.toThrow();
    z.withdraw();
    expect(notes).not.toContain('handed');
    expect(notes).toContain('queued');
  });
});
