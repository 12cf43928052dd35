// Messages made of layout components (IS_COMPONENTS_V2), checked as Discord checks them: no legacy fields, something to
// show, 40 components, 4,000 characters of text in all, where each component may sit, links, and every
// `attachment://` reference naming a file the message has (uploaded with it, or kept by an edit that names none).
// Mentions in text displays ping as `allowed_mentions` lets them, worked out again when an edit sets the components.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Standin } from '../../src/local/standin/index.js';
import { checkMessage, textOf } from '../../src/local/standin/limits.js';
import { standinWithChannel, type Send } from './http.js';

const TOKEN = 'layout-token';
const V2 = 32768;
const text = (content: string) => ({ type: 10, content });
const gallery = (name: string) => ({ type: 12, items: [{ media: { url: `attachment://${name}` } }] });
const button = (id: string, extra: object = {}) => ({ type: 2, style: 1, custom_id: id, label: id, ...extra });
const row = (...components: object[]) => ({ type: 1, components });
const card = (...components: object[]) => ({ type: 17, accent_color: 0x3b82c4, components });
const v2 = (...components: object[]) => ({ flags: V2, components });
const at = (res: ReturnType<typeof checkMessage>, path: (string | number)[]) => path.reduce((n: any, k) => n?.[k], res?.errors)?._errors?.map((e: any) => e.code);
const check = (msg: object, attachmentNames: string[] = []) => checkMessage(msg, [], { sizeLimit: 1 << 20, create: true, attachmentNames });

describe('layout messages (limits.ts)', () => {
  it('a card with its picture, text, separator and buttons passes', () => {
    expect(check(v2(card(gallery('heist.png'), text('Ava moved east.'), { type: 14 }, row(button('a')))), ['heist.png'])).toBeNull();
  });

  it('refuses the legacy fields: content, embeds, stickers, a poll', () => {
    const res = check({ ...v2(text('x')), content: 'x', embeds: [{ title: 't' }], sticker_ids: ['1'], poll: { question: { text: 'q' } } });
    for (const f of ['content', 'embeds', 'sticker_ids', 'poll']) expect(at(res, [f])).toEqual(['MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2']);
  });

  it('more than 4,000 characters of text displays in all is refused, though each is within its own 4,000', () => {
    expect(at(check(v2(card(text('x'.repeat(2000)), text('y'.repeat(2001))))), ['components'])).toEqual(['BASE_TYPE_MAX_LENGTH']);
    expect(check(v2(card(text('x'.repeat(2000)), text('y'.repeat(2000)))))).toBeNull();
  });

  it('more than 40 components in all is refused', () => {
    const rows = Array.from({ length: 8 }, (_, r) => row(...Array.from({ length: 4 }, (_, i) => button(`${r}-${i}`))));
    expect(at(check(v2(card(text('x'), ...rows))), ['components'])).toEqual(['BASE_TYPE_MAX_LENGTH']);
  });

  it('each component where it may sit: no container in a container, no bare button at the top, no text in a row', () => {
    expect(at(check(v2(card(card(text('x'))))), ['components', 0, 'components', 0, 'type'])).toEqual(['BASE_TYPE_CHOICES']);
    expect(at(check(v2(button('a'))), ['components', 0, 'type'])).toEqual(['BASE_TYPE_CHOICES']);
    expect(at(check(v2(row(text('x')))), ['components', 0, 'components', 0, 'type'])).toEqual(['BASE_TYPE_CHOICES']);
    expect(at(check(v2({ type: 9, components: [text('x')], accessory: text('y') })), ['components', 0, 'accessory', 'type'])).toEqual(['BASE_TYPE_CHOICES']);
    expect(check(v2({ type: 9, components: [text('x')], accessory: button('go') }))).toBeNull();
    // Without the flag, only action rows may be at the top (and only buttons and menus in them).
    expect(at(check({ content: 'x', components: [card(text('x'))] }), ['components', 0, 'type'])).toEqual(['UNION_TYPE_CHOICES']);
  });

  it('a section holds 1 to 3 text displays and its accessory; a gallery 1 to 10 items; a container something', () => {
    const section = (n: number, accessory?: object) => ({ type: 9, components: Array.from({ length: n }, (_, i) => text(`t${i}`)), ...(accessory ? { accessory } : {}) });
    expect(check(v2(section(3, button('go'))))).toBeNull();
    expect(at(check(v2(section(4, button('go')))), ['components', 0, 'components'])).toEqual(['BASE_TYPE_MAX_LENGTH']);
    expect(at(check(v2(section(0, button('go')))), ['components', 0, 'components'])).toEqual(['BASE_TYPE_MIN_LENGTH']);
    expect(at(check(v2(section(1))), ['components', 0, 'accessory'])).toEqual(['BASE_TYPE_REQUIRED']);
    const items = (n: number) => ({ type: 12, items: Array.from({ length: n }, () => ({ media: { url: 'attachment://heist.png' } })) });
    expect(check(v2(items(10)), ['heist.png'])).toBeNull();
    expect(at(check(v2(items(11)), ['heist.png']), ['components', 0, 'items'])).toEqual(['BASE_TYPE_MAX_LENGTH']);
    expect(at(check(v2(items(0))), ['components', 0, 'items'])).toEqual(['BASE_TYPE_MIN_LENGTH']);
    expect(at(check(v2(card())), ['components', 0, 'components'])).toEqual(['BASE_TYPE_MIN_LENGTH']);
  });

  it('a link button needs a url and may not have a custom id', () => {
    expect(check(v2(row({ type: 2, style: 5, label: 'Open', url: 'https://example.org' })))).toBeNull();
    expect(at(check(v2(row({ type: 2, style: 5, label: 'Open' }))), ['components', 0, 'components', 0, 'url'])).toEqual(['BASE_TYPE_REQUIRED']);
    expect(at(check(v2(row({ type: 2, style: 5, label: 'Open', url: 'https://example.org', custom_id: 'x' }))), ['components', 0, 'components', 0, 'custom_id']))
      .toEqual(['COMPONENT_INVALID_FIELD']);
  });

  it('an attachment:// reference must name a file of the message', () => {
    expect(at(check(v2(card(gallery('board.png'))), ['heist.png']), ['components', 0, 'components', 0, 'items', 0, 'media', 'url']))
      .toEqual(['UNFURLED_MEDIA_ATTACHMENT_NOT_FOUND']);
    expect(at(check(v2({ type: 13, file: { url: 'https://example.org/a.zip' } })), ['components', 0, 'file', 'url'])).toEqual(['BASE_TYPE_BAD_URL']);
  });

  it('a layout message with no component is empty', () => {
    expect(checkMessage(v2(), [], { sizeLimit: 1, create: false })).toMatchObject({ status: 400, code: 50006 });
  });

  it('its text is its text displays, wherever they sit, joined by line breaks', () => {
    expect(textOf(v2(card(gallery('a.png'), text('one'), { type: 9, components: [text('two')], accessory: button('b') }), text('three')))).toBe('one\ntwo\nthree');
    expect(textOf({ content: 'plain', components: [card(text('ignored'))] })).toBe('plain');
  });
});

describe('layout messages over HTTP', () => {
  let standin: Standin;
  let channel: string;
  let send: Send;
  let bob: string;
  beforeAll(async () => {
    ({ standin, channel, send } = await standinWithChannel(TOKEN));
    bob = standin.createUser({ username: 'bob' }).id;
  });
  afterAll(() => standin.close());

  const request = async (method: string, route: string, body: unknown) => {
    const res = await send(method, route, body);
    return { status: res.status, body: (await res.json().catch(() => null)) as any };
  };
  /** A message with a picture, sent as discord.js sends one: multipart, the file as files[0]. */
  const upload = async (payload: object, name = 'heist.png') => {
    const fd = new FormData();
    fd.append('payload_json', JSON.stringify({ ...payload, attachments: [{ id: '0', filename: name }] }));
    fd.append('files[0]', new Blob([Buffer.from('png')], { type: 'image/png' }), name);
    const res = await fetch(`${standin.apiUrl}/v10/channels/${channel}/messages`, { method: 'POST', headers: { authorization: `Bot ${TOKEN}` }, body: fd });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('a card with its picture is kept, the reference answered as the attachment address', async () => {
    const sent = await upload({ ...v2(card(gallery('heist.png'), text(`<@${bob}>, your move`), row(button('go')))), allowed_mentions: { parse: [], users: [bob] } });
    expect(sent.status).toBe(200);
    expect(sent.body.components[0].components[0].items[0].media.url).toBe(sent.body.attachments[0].url);
    expect(sent.body.mentions.map((u: any) => u.id)).toEqual([bob]);
    const kept = standin.state.messages.get(sent.body.id)!;
    expect(textOf(kept)).toBe(`<@${bob}>, your move`);
  });

  it('a picture referenced but not uploaded is refused', async () => {
    const res = await request('POST', `channels/${channel}/messages`, { ...v2(card(gallery('heist.png'), text('x'))), allowed_mentions: { parse: [] } });
    expect(res.status).toBe(400);
    expect(res.body.errors.components[0].components[0].items[0].media.url._errors[0].code).toBe('UNFURLED_MEDIA_ATTACHMENT_NOT_FOUND');
  });

  it('an edit that names no attachments keeps the picture, so the card may refer to it again; taking the controls away', async () => {
    const sent = await upload({ ...v2(card(gallery('heist.png'), text(`<@${bob}>, your move`), { type: 14 }, row(button('go')))), allowed_mentions: { parse: [], users: [bob] } });
    const edited = await request('PATCH', `channels/${channel}/messages/${sent.body.id}`, {
      content: null, ...v2(card(gallery('heist.png'), text(`<@${bob}>, your move`))), allowed_mentions: { parse: [] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.attachments.map((a: any) => a.filename)).toEqual(['heist.png']);
    expect(edited.body.components[0].components.map((c: any) => c.type)).toEqual([12, 10]);
    // The edit named no one: who the message mentions is worked out again from its components, and it is no one.
    expect(edited.body.mentions).toEqual([]);
    // An edit that drops the attachments cannot refer to the picture any more.
    const dropped = await request('PATCH', `channels/${channel}/messages/${sent.body.id}`, { ...v2(card(gallery('heist.png'), text('x'))), attachments: [], allowed_mentions: { parse: [] } });
    expect(dropped.status).toBe(400);
    expect(dropped.body.errors.components[0].components[0].items[0].media.url._errors[0].code).toBe('UNFURLED_MEDIA_ATTACHMENT_NOT_FOUND');
  });

  it('a card cannot be emptied by an edit, nor turned back into a plain message', async () => {
    const sent = await request('POST', `channels/${channel}/messages`, { ...v2(card(text('x'))), allowed_mentions: { parse: [] } });
    expect((await request('PATCH', `channels/${channel}/messages/${sent.body.id}`, { components: [] })).body.code).toBe(50006);
    const plain = await request('PATCH', `channels/${channel}/messages/${sent.body.id}`, { flags: 0, content: 'plain', allowed_mentions: { parse: [] } });
    expect(plain.status).toBe(400);
    expect(plain.body.errors.content._errors[0].code).toBe('MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2');
  });

  it('a plain message becomes a card only when its content is reset (null), as Discord asks', async () => {
    const sent = await request('POST', `channels/${channel}/messages`, { content: 'old', components: [row(button('old'))], allowed_mentions: { parse: [] } });
    const kept = await request('PATCH', `channels/${channel}/messages/${sent.body.id}`, { ...v2(card(text('new'))), allowed_mentions: { parse: [] } });
    expect(kept.status).toBe(400);
    const reset = await request('PATCH', `channels/${channel}/messages/${sent.body.id}`, { content: null, ...v2(card(text('new'))), allowed_mentions: { parse: [] } });
    expect(reset.status).toBe(200);
    expect(reset.body.flags & V2).toBe(V2);
  });

  it('a mention in a text display pings only as allowed_mentions lets it, and a card without allowed_mentions is noted', async () => {
    const before = standin.state.unguardedLog.length;
    const quiet = await request('POST', `channels/${channel}/messages`, { ...v2(text(`<@${bob}> @everyone`)), allowed_mentions: { parse: [] } });
    expect(quiet.body.mentions).toEqual([]);
    expect(quiet.body.mention_everyone).toBe(false);
    expect(standin.state.unguardedLog.length).toBe(before);
    const loud = await request('POST', `channels/${channel}/messages`, v2(text(`<@${bob}>`)));
    expect(loud.body.mentions.map((u: any) => u.id)).toEqual([bob]);
    expect(standin.state.unguardedLog.length).toBe(before + 1);
  });
});
