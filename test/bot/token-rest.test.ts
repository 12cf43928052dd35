// An interaction's webhook routes go through a REST of their own, outside discord.js's global count (Discord does
// not count them); every other route keeps it. A real discord.js REST against a local HTTP server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REST } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isInteractionWebhook, tokensApart } from '../../src/discord/token-rest.js';

describe('isInteractionWebhook', () => {
  it('names the routes an interaction token opens, and only those', () => {
    expect(isInteractionWebhook({ fullRoute: '/webhooks/123/tok', auth: false })).toBe(true);
    expect(isInteractionWebhook({ fullRoute: '/webhooks/123/tok/messages/@original', auth: false })).toBe(true);
    expect(isInteractionWebhook({ fullRoute: '/webhooks/123/tok/messages/456', auth: false })).toBe(true);
    expect(isInteractionWebhook({ fullRoute: '/webhooks/123/tok', auth: true })).toBe(false);
    expect(isInteractionWebhook({ fullRoute: '/channels/1/messages', auth: false })).toBe(false);
    expect(isInteractionWebhook({ fullRoute: '/interactions/1/tok/callback', auth: false })).toBe(false);
  });
});

describe('tokensApart', () => {
  let server: Server;
  let api = '';
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        seen.push(`${req.method} ${req.url}`);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: '1', channel_id: '1' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('follow-ups and their edits leave the global count alone; a channel message spends it', async () => {
    const rest = new REST({ api, globalRequestsPerSecond: 50 }).setToken('t');
    tokensApart(rest, { api });
    const before = rest.globalRemaining;
    await rest.post('/webhooks/123/tok', { body: {}, auth: false });
    await rest.patch('/webhooks/123/tok/messages/@original', { body: {}, auth: false });
    expect(rest.globalRemaining).toBe(before);
    await rest.post('/channels/1/messages', { body: {} });
    expect(rest.globalRemaining).toBe(49);
    expect(seen.length).toBe(3);
  });
});
