// Refusals where the stand-in was once kinder than Discord (src/local/standin/rest.ts, limits.ts), over raw HTTP as the
// bot: replies to messages that are not there, message requests over 25 MiB, deferrals with flags Discord refuses; the
// permissions of reading one message, reacting and pinning; ids that are no snowflakes; deleting another's DM message;
// follow-ups after autocomplete choices or a modal. Each with Discord's status, code and (for 50035) field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Standin } from '../../src/local/standin/index.js';
import { NO_DEADLINE_MS } from '../e2e/deadline.js';
import { standinWithChannel, type Send } from './http.js';

const TOKEN = 'strict-token';
const VIEW = 1n << 10n, SEND = 1n << 11n, HISTORY = 1n << 16n, ADD_REACTIONS = 1n << 6n, PIN_MESSAGES = 1n << 51n, COMMANDS_PERM = 1n << 31n;
const quiet = { allowed_mentions: { parse: [] } };

describe('what Discord refuses', () => {
  let standin: Standin;
  let channel: string;
  let send: Send;
  let alice: string;
  const json = async (res: Response) => ({ status: res.status, body: res.status === 204 ? undefined : ((await res.json()) as any) });
  const request = async (method: string, route: string, body?: unknown) => json(await send(method, route, body));
  const post = async (to: string, extra: object = {}) => request('POST', `channels/${to}/messages`, { content: 'hi', ...quiet, ...extra });
  /** A channel of a new server where the bot has exactly these permissions. */
  const channelWith = (botPermissions: bigint) => standin.createGuild({ name: 'Narrow', ownerId: alice, botPermissions, everyonePermissions: VIEW | SEND | COMMANDS_PERM }).channels[0].id;
  /** A started interaction (no bot answers it: the test does, with raw requests). */
  const interaction = (type: number, channelId = channel) => {
    void standin.state.startInteraction({ type, userId: alice, channelId, data: { id: '1', name: 'heist', type: 1 }, replyTimeoutMs: NO_DEADLINE_MS });
    return [...standin.state.interactions.values()].at(-1)!;
  };

  beforeAll(async () => {
    ({ standin, channel, send } = await standinWithChannel(TOKEN));
    alice = [...standin.state.users.values()].find((u) => u.username === 'alice')!.id;
  });
  afterAll(() => standin.close());

  describe('bodies', () => {
    it('a reply to a message that is not in the channel: 400 50035 MESSAGE_REFERENCE_UNKNOWN_MESSAGE, unless fail_if_not_exists is false', async () => {
      const target = (await post(channel)).body.id as string;
      expect((await post(channel, { message_reference: { message_id: target } })).status).toBe(200);
      const other = channelWith(VIEW | SEND | HISTORY);
      for (const ref of [{ message_id: '123456789012345678' }, { message_id: target, channel_id: other }]) {
        const res = await post(channel, { message_reference: ref });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ code: 50035, message: 'Invalid Form Body', errors: { message_reference: { _errors: [{ code: 'MESSAGE_REFERENCE_UNKNOWN_MESSAGE', message: 'Unknown message' }] } } });
      }
      expect((await post(other, { message_reference: { message_id: target } })).status).toBe(400); // in another channel
      expect((await post(channel, { message_reference: { message_id: '123456789012345678', fail_if_not_exists: false } })).status).toBe(200);
    });

    it('a reply without Read Message History: 400 160002', async () => {
      const blind = channelWith(VIEW | SEND);
      const target = (await post(blind)).body.id as string;
      expect(await post(blind, { message_reference: { message_id: target } })).toEqual({ status: 400, body: { code: 160002, message: 'Cannot reply without permission to read message history' } });
    });

    it('a message request over 25 MiB: 413 40005, though each file is within the attachment limit', async () => {
      const upload = (sizes: number[]) => {
        const form = new FormData();
        form.append('payload_json', JSON.stringify({ content: 'files', ...quiet, attachments: sizes.map((_, i) => ({ id: String(i), filename: `f${i}.bin` })) }));
        sizes.forEach((n, i) => form.append(`files[${i}]`, new Blob([new Uint8Array(n)]), `f${i}.bin`));
        return fetch(`${standin.apiUrl}/v10/channels/${channel}/messages`, { method: 'POST', headers: { authorization: `Bot ${TOKEN}` }, body: form });
      };
      const MiB = 1024 * 1024;
      expect((await upload([MiB])).status).toBe(200);
      const big = await upload([9 * MiB, 9 * MiB, 7 * MiB + 1]);
      expect(big.status).toBe(413);
      expect(await big.json()).toEqual({ code: 40005, message: 'Request entity too large' });
    });

    it('a deferred channel message with any flag but EPHEMERAL: 400 50035 on data.flags', async () => {
      const rec = interaction(2);
      const res = await request('POST', `interactions/${rec.id}/${rec.token}/callback`, { type: 5, data: { flags: 32768 } });
      expect(res.status).toBe(400);
      expect(res.body.errors.data.flags._errors[0].code).toBe('BASE_TYPE_CHOICES');
      expect(rec.responseType).toBe(0);
      expect((await request('POST', `interactions/${rec.id}/${rec.token}/callback`, { type: 5, data: { flags: 64 } })).status).toBe(204);
    });
  });

  describe('permissions on routes', () => {
    it('one message: 403 50001 without Read Message History (or View Channel)', async () => {
      const blind = channelWith(VIEW | SEND);
      const id = (await post(blind)).body.id as string;
      expect(await request('GET', `channels/${blind}/messages/${id}`)).toEqual({ status: 403, body: { code: 50001, message: 'Missing Access' } });
      const mine = (await post(channel)).body.id as string;
      expect((await request('GET', `channels/${channel}/messages/${mine}`)).status).toBe(200);
    });

    it('a reaction: 400 10014 for an emoji Discord does not know, ADD_REACTIONS for a new one, Read Message History always', async () => {
      const id = (await post(channel)).body.id as string;
      const react = (to: string, mid: string, emoji: string) => request('PUT', `channels/${to}/messages/${mid}/reactions/${encodeURIComponent(emoji)}/@me`);
      expect((await react(channel, id, '⬆️')).status).toBe(204);
      for (const emoji of ['x', '⬆', 'heist:123456789012345678']) expect(await react(channel, id, emoji)).toEqual({ status: 400, body: { code: 10014, message: 'Unknown Emoji' } });
      const noReactions = channelWith(VIEW | SEND | HISTORY);
      const there = (await post(noReactions)).body.id as string;
      expect(await react(noReactions, there, '🔑')).toEqual({ status: 403, body: { code: 50013, message: 'Missing Permissions' } });
      // Somebody reacted with it already: joining them needs no ADD_REACTIONS.
      standin.state.reactions.set(there, new Map([['🔑', new Set([alice])]]));
      expect((await react(noReactions, there, '🔑')).status).toBe(204);
      const blind = channelWith(VIEW | SEND | ADD_REACTIONS);
      const unseen = (await post(blind)).body.id as string;
      expect((await react(blind, unseen, '🔑')).body).toEqual({ code: 50001, message: 'Missing Access' });
    });

    it('pins: PIN_MESSAGES, as Discord requires since February 2026 (403 50013 without); both routes', async () => {
      const id = (await post(channel)).body.id as string;
      for (const route of [`channels/${channel}/messages/pins/${id}`, `channels/${channel}/pins/${id}`]) {
        expect(await request('PUT', route)).toEqual({ status: 403, body: { code: 50013, message: 'Missing Permissions' } });
        expect((await request('DELETE', route)).status).toBe(403);
      }
      const pins = channelWith(VIEW | SEND | PIN_MESSAGES);
      const there = (await post(pins)).body.id as string;
      expect((await request('PUT', `channels/${pins}/messages/pins/${there}`)).status).toBe(204);
      expect((await request('DELETE', `channels/${pins}/pins/${there}`)).status).toBe(204);
    });
  });

  describe('small codes', () => {
    it('an id that is no snowflake: 400 50035 NUMBER_TYPE_COERCE at its name, not 10003', async () => {
      expect(await request('GET', 'channels/abc')).toEqual({
        status: 400, body: { code: 50035, message: 'Invalid Form Body', errors: { channel_id: { _errors: [{ code: 'NUMBER_TYPE_COERCE', message: 'Value "abc" is not snowflake.' }] } } },
      });
      expect((await request('GET', `channels/${channel}/messages/12x`)).body.errors.message_id._errors[0].code).toBe('NUMBER_TYPE_COERCE');
      expect((await request('GET', 'users/99999999999999999999')).body.errors.user_id._errors[0].code).toBe('NUMBER_TYPE_COERCE');
      expect((await request('GET', 'channels/1')).body).toEqual({ code: 10003, message: 'Unknown Channel' });
      // The token and @original are no ids.
      const rec = interaction(2);
      await request('POST', `interactions/${rec.id}/${rec.token}/callback`, { type: 4, data: { content: 'ok', ...quiet } });
      expect((await request('GET', `webhooks/${standin.applicationId}/${rec.token}/messages/@original`)).status).toBe(200);
    });

    it("deleting another user's message in a DM: 403 50003 Cannot execute action on a DM channel", async () => {
      const dm = standin.dmChannel(alice);
      const theirs = standin.state.addMessage({ id: standin.state.nextId(), channelId: dm, authorId: alice, content: 'mine', embeds: [], components: [], attachments: [], flags: 0, createdAt: Date.now() });
      expect(await request('DELETE', `channels/${dm}/messages/${theirs.id}`)).toEqual({ status: 403, body: { code: 50003, message: 'Cannot execute action on a DM channel' } });
      const own = (await post(dm)).body.id as string;
      expect((await request('DELETE', `channels/${dm}/messages/${own}`)).status).toBe(204);
    });

    it('a follow-up after autocomplete choices or a modal: 404 10015 (Discord documents no code; the closest)', async () => {
      const auto = interaction(4);
      expect((await request('POST', `interactions/${auto.id}/${auto.token}/callback`, { type: 8, data: { choices: [] } })).status).toBe(204);
      const modal = interaction(2);
      const form = { type: 9, data: { custom_id: 'm', title: 'Plan', components: [{ type: 1, components: [{ type: 4, custom_id: 'p', label: 'Plan', style: 1 }] }] } };
      expect((await request('POST', `interactions/${modal.id}/${modal.token}/callback`, form)).status).toBe(204);
      for (const rec of [auto, modal]) {
        expect(await request('POST', `webhooks/${standin.applicationId}/${rec.token}`, { content: 'later', ...quiet })).toEqual({ status: 404, body: { code: 10015, message: 'Unknown Webhook' } });
      }
    });
  });
});
