// Failures on purpose (`standin.faults`, src/local/standin/faults.ts): 5xx storms, hanging requests, closed DMs,
// messages and channels deleted by moderators, expired interaction tokens; over raw HTTP and through discord.js.
import { Client, DiscordAPIError, Events, GatewayIntentBits, HTTPError, Partials, Routes } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startStandin, type Standin, type StandinOptions } from '../../src/local/standin/index.js';
import { NO_DEADLINE_MS } from '../e2e/deadline.js';

const TOKEN = 'faults-token';
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
  const send = (method: string, route: string, body?: unknown, signal?: AbortSignal) => fetch(`${s.apiUrl}/v10/${route}`, {
    method, headers: { authorization: `Bot ${TOKEN}`, 'content-type': 'application/json' }, signal,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { standin: s, alice: alice.id, one: guild.channels[0].id, two: guild.channels[1].id, send };
}

const post = { content: 'hi', allowed_mentions: { parse: [] } };

function interaction(s: Standin, userId: string, channelId: string): { id: string; token: string } {
  void s.state.startInteraction({ type: 2, userId, channelId, data: { id: '1', name: 'heist', type: 1 }, replyTimeoutMs: NO_DEADLINE_MS });
  const rec = [...s.state.interactions.values()].at(-1)!;
  return { id: rec.id, token: rec.token };
}

async function login(s: Standin): Promise<Client> {
  const c = new Client({ intents: [GatewayIntentBits.Guilds], partials: [Partials.Channel], rest: { api: s.apiUrl } });
  const ready = new Promise<void>((resolve) => c.once(Events.ClientReady, () => resolve()));
  await c.login(TOKEN);
  await ready;
  return c;
}

describe('5xx storms', () => {
  it('a route answers 502 for N requests, then works again; nothing is done meanwhile', async () => {
    const { standin: s, one, send } = await start();
    const storm = s.faults.serverError({ method: 'POST', path: /\/channels\/\d+\/messages$/, status: 502, count: 2 });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await send('POST', `channels/${one}/messages`, post)).status);
    expect(statuses).toEqual([502, 502, 200]);
    expect(storm.hits).toBe(2);
    expect(s.state.visibleMessages(one)).toHaveLength(1);
    expect((await send('GET', `channels/${one}`)).status).toBe(200); // another route is untouched
    expect(s.state.errorLog).toEqual([]); // not a refusal of the bot's request
    expect(s.state.calls.map((c) => c.status)).toEqual([502, 502, 200, 200]);
  });

  it('every route answers 503 for a time (or until cancelled)', async () => {
    const { standin: s, one, send } = await start();
    const storm = s.faults.serverError({ forMs: 60_000 });
    expect((await send('GET', 'users/@me')).status).toBe(503);
    const res = await send('POST', `channels/${one}/messages`, post);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: '503: Service Unavailable', code: 0 });
    storm.cancel();
    expect((await send('POST', `channels/${one}/messages`, post)).status).toBe(200);
    const short = s.faults.serverError({ forMs: 0 });
    expect((await send('GET', 'users/@me')).status).toBe(200);
    expect(short.hits).toBe(0);
  });

  it('discord.js retries through a short storm (one message sent), and gives up with an HTTPError on a long one', async () => {
    const { standin: s, one } = await start();
    client = await login(s);
    s.faults.serverError({ method: 'POST', count: 2 });
    await client.rest.post(Routes.channelMessages(one), { body: post });
    expect(s.state.visibleMessages(one)).toHaveLength(1);
    s.faults.serverError({ method: 'POST', status: 500, count: 100 });
    await expect(client.rest.post(Routes.channelMessages(one), { body: post })).rejects.toBeInstanceOf(HTTPError);
    expect(s.state.visibleMessages(one)).toHaveLength(1);
  });
});

describe('hanging requests', () => {
  it('phase after: the message is made but the answer never comes; with a delay it comes late', async () => {
    const { standin: s, one, send } = await start();
    const hang = s.faults.hang({ method: 'POST', path: /\/messages$/ });
    const abort = new AbortController();
    const pending = send('POST', `channels/${one}/messages`, post, abort.signal).catch((e: Error) => e.name);
    await hang.reached;
    // The answer never comes: wait for the message itself.
    await new Promise<void>((resolve) => {
      if (s.state.visibleMessages(one).length) return resolve();
      const made = () => { s.state.listeners.delete(made); resolve(); };
      s.state.listeners.add(made);
    });
    expect(s.state.visibleMessages(one)).toHaveLength(1);
    abort.abort();
    expect(await pending).toBe('AbortError');
    s.faults.hang({ method: 'POST', delayMs: 50 });
    const late = await send('POST', `channels/${one}/messages`, post);
    expect(late.status).toBe(200);
    expect(s.state.visibleMessages(one)).toHaveLength(2);
  });

  it('phase before: the request is never handled (or handled after the delay)', async () => {
    const { standin: s, one, send } = await start();
    const hang = s.faults.hang({ method: 'POST', phase: 'before' });
    const abort = new AbortController();
    const pending = send('POST', `channels/${one}/messages`, post, abort.signal).catch((e: Error) => e.name);
    await hang.reached;
    abort.abort();
    expect(await pending).toBe('AbortError');
    expect(s.state.visibleMessages(one)).toHaveLength(0);
    s.faults.hang({ method: 'POST', phase: 'before', delayMs: 20 });
    expect((await send('POST', `channels/${one}/messages`, post)).status).toBe(200);
    expect(s.state.visibleMessages(one)).toHaveLength(1);
  });
});

describe('moderators and users', () => {
  it('closed DMs: opening the DM channel works, sending in it gets 403 50007; opened again, it works', async () => {
    const { standin: s, alice, send } = await start();
    s.faults.closeDms(alice);
    const open = await send('POST', 'users/@me/channels', { recipient_id: alice });
    expect(open.status).toBe(200);
    const dm = ((await open.json()) as { id: string }).id;
    const res = await send('POST', `channels/${dm}/messages`, post);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 50007, message: 'Cannot send messages to this user' });
    expect(s.state.invalidRequests).toMatchObject([{ status: 403 }]);
    s.faults.openDms(alice);
    expect((await send('POST', `channels/${dm}/messages`, post)).status).toBe(200);
  });

  it('a user who shares no server with the bot: its DM opens, but a message there gets 403 50007 (its answers to their interactions still go)', async () => {
    const { standin: s, send } = await start();
    const stranger = s.createUser({ username: 'stranger' }).id;
    const dm = ((await (await send('POST', 'users/@me/channels', { recipient_id: stranger })).json()) as { id: string }).id;
    const res = await send('POST', `channels/${dm}/messages`, post);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ code: 50007, message: 'Cannot send messages to this user' });
    // Their own command in that DM is answered.
    const { id, token } = interaction(s, stranger, dm);
    expect((await send('POST', `interactions/${id}/${token}/callback`, { type: 4, data: post })).status).toBe(204);
    // Once they join a server the bot is in, the bot may DM them.
    const other = s.createGuild({ name: 'Elsewhere', ownerId: s.createUser({ username: 'owner' }).id });
    s.addMember(other.id, stranger);
    expect((await send('POST', `channels/${dm}/messages`, post)).status).toBe(200);
  });

  it('closed DMs through discord.js: a DiscordAPIError with code 50007', async () => {
    const { standin: s, alice } = await start();
    client = await login(s);
    s.faults.closeDms(alice);
    const user = await client.users.fetch(alice);
    const err = await user.send({ content: 'your hand', allowedMentions: { parse: [] } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DiscordAPIError);
    expect((err as DiscordAPIError).code).toBe(50007);
  });

  it('a deleted message: MESSAGE_DELETE goes out, later edits and reads get 404 10008', async () => {
    const { standin: s, one, send } = await start();
    const id = ((await (await send('POST', `channels/${one}/messages`, post)).json()) as { id: string }).id;
    const events: string[] = [];
    s.state.listeners.add((m, e) => events.push(`${e} ${m.id}`));
    s.faults.deleteMessage(id);
    expect(events).toEqual([`delete ${id}`]);
    const edit = await send('PATCH', `channels/${one}/messages/${id}`, { content: 'again', allowed_mentions: { parse: [] } });
    expect(edit.status).toBe(404);
    expect(await edit.json()).toEqual({ code: 10008, message: 'Unknown Message' });
    expect((await send('GET', `channels/${one}/messages/${id}`)).status).toBe(404);
  });

  it('a deleted channel: 404 10003 on its routes and on its interactions’ callbacks and follow-ups; CHANNEL_DELETE reaches discord.js', async () => {
    const { standin: s, alice, one, two, send } = await start();
    client = await login(s);
    const answered = interaction(s, alice, one);
    expect((await send('POST', `interactions/${answered.id}/${answered.token}/callback`, { type: 5 })).status).toBe(204);
    const pending = interaction(s, alice, one);
    const deleted = new Promise<string>((resolve) => client!.once(Events.ChannelDelete, (c) => resolve(c.id)));
    s.faults.deleteChannel(one);
    expect(await deleted).toBe(one);
    for (const [method, route, body] of [
      ['POST', `channels/${one}/messages`, post], ['GET', `channels/${one}`, undefined],
      ['POST', `interactions/${pending.id}/${pending.token}/callback`, { type: 4, data: post }],
      ['POST', `webhooks/${s.applicationId}/${answered.token}`, post],
      ['PATCH', `webhooks/${s.applicationId}/${answered.token}/messages/@original`, post],
    ] as const) {
      const res = await send(method, route, body);
      expect([route, res.status, ((await res.json()) as { code: number }).code]).toEqual([route, 404, 10003]);
    }
    expect((await send('POST', `channels/${two}/messages`, post)).status).toBe(200);
    expect(s.state.visibleMessages(one)).toEqual([]);
  });

  it('an expired interaction token: 10062 for the callback, 401 50027 for its webhook routes', async () => {
    const { standin: s, alice, one, send } = await start();
    const fresh = interaction(s, alice, one);
    s.faults.expireInteraction(fresh.id);
    const cb = await send('POST', `interactions/${fresh.id}/${fresh.token}/callback`, { type: 4, data: post });
    expect(cb.status).toBe(404);
    expect(await cb.json()).toEqual({ code: 10062, message: 'Unknown interaction' });
    const answered = interaction(s, alice, one);
    expect((await send('POST', `interactions/${answered.id}/${answered.token}/callback`, { type: 5 })).status).toBe(204);
    s.faults.expireInteraction(answered.id);
    for (const [method, route] of [['POST', `webhooks/${s.applicationId}/${answered.token}`], ['PATCH', `webhooks/${s.applicationId}/${answered.token}/messages/@original`]] as const) {
      const res = await send(method, route, post);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ code: 50027, message: 'Invalid Webhook Token' });
    }
  });
});
