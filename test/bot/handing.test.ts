// An ephemeral follow-up is noted as handed over at the moment discord.js gives it to the network, not when it is
// queued: a real discord.js REST client against a local HTTP server, with one route held back by a rate limit.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REST } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Handing, followUpToken } from '../../src/discord/handing.js';

describe('followUpToken', () => {
  it('names the token of a follow-up being made, and nothing else', () => {
    const base = 'http://127.0.0.1:9/api/v10';
    expect(followUpToken(`${base}/webhooks/123/tok-en_1?wait=true`, 'POST')).toBe('tok-en_1');
    expect(followUpToken(`${base}/webhooks/123/tok`, 'post')).toBe('tok');
    expect(followUpToken(`${base}/webhooks/123/tok/messages/@original`, 'PATCH')).toBeNull();
    expect(followUpToken(`${base}/webhooks/123/tok/messages/456`, 'POST')).toBeNull();
    expect(followUpToken(`${base}/webhooks/123/tok?wait=true`, 'GET')).toBeNull();
    expect(followUpToken(`${base}/channels/1/messages`, 'POST')).toBeNull();
  });
});

describe('Handing through a real REST client', () => {
  let server: Server;
  let api = '';
  const arrived: { token: string; handedBefore: string[] }[] = [];
  const handed: string[] = [];
  let holdFirst = true;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const token = /\/webhooks\/\d+\/([^/?]+)/.exec(req.url ?? '')?.[1] ?? '';
      req.resume();
      req.on('end', () => {
        arrived.push({ token, handedBefore: [...handed] });
        if (holdFirst) {
          // The first request is refused for a moment (a 429 of its own route): discord.js waits and sends it again.
          holdFirst = false;
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

  it('notes each follow-up once, as it leaves, in the order they were queued; a withdrawn one is never noted', async () => {
    const handing = new Handing();
    const rest = new REST({ api, makeRequest: handing.wrap(), retries: 2 }).setToken('t');
    handing.expect('a', () => handed.push('a1'));
    handing.expect('a', () => handed.push('a2'));
    const withdraw = handing.expect('b', () => handed.push('b-withdrawn'));
    withdraw();
    handing.expect('c', () => handed.push('c1'));
    const post = (token: string) => rest.post(`/webhooks/123/${token}`, { body: {}, auth: false, query: new URLSearchParams({ wait: 'true' }) });
    await Promise.all([post('a'), post('a'), post('c')]);
    await post('b');
    // Each was noted before it arrived; the 429's second try noted nothing more.
    const firstOf = (token: string, n = 0) => arrived.filter((x) => x.token === token)[n];
    expect(firstOf('a').handedBefore).toContain('a1');
    expect(firstOf('c').handedBefore).toContain('c1');
    expect(handed.filter((h) => h.startsWith('a'))).toEqual(['a1', 'a2']);
    expect(handed).not.toContain('b-withdrawn');
    expect(handed.length).toBe(3);
    // The refused first request came again, so 'a' arrived three times for two follow-ups.
    expect(arrived.filter((x) => x.token === 'a').length).toBe(3);
  });
});
