// A picture's text alternative as Discord takes it: the attachment's `description` (in the message's `attachments`) and
// a media-gallery item's `description`, each a string of at most 1,024 characters. The stand-in refuses either
// otherwise, as Discord does (400 50035 at the field), and keeps an attachment's description with it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Standin } from '../../src/local/standin/index.js';
import { standinWithChannel } from './http.js';

const TOKEN = 'alt-text-token';

describe('alt text on pictures', () => {
  let standin: Standin;
  let channel: string;
  beforeAll(async () => {
    ({ standin, channel } = await standinWithChannel(TOKEN));
  });
  afterAll(() => standin.close());

  /** A layout card with its picture, posted with the picture uploaded. */
  const post = async (file: unknown, item: unknown) => {
    const fd = new FormData();
    fd.append('payload_json', JSON.stringify({
      flags: 1 << 15,
      components: [{ type: 17, components: [
        { type: 12, items: [{ media: { url: 'attachment://heist.png' }, ...(item === undefined ? {} : { description: item }) }] },
        { type: 10, content: 'The board.' },
      ] }],
      attachments: [{ id: '0', filename: 'heist.png', ...(file === undefined ? {} : { description: file }) }],
    }));
    fd.append('files[0]', new Blob([Buffer.from([137, 80, 78, 71])], { type: 'image/png' }), 'heist.png');
    const res = await fetch(`${standin.apiUrl}/v10/channels/${channel}/messages`, { method: 'POST', headers: { authorization: `Bot ${TOKEN}` }, body: fd });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('keeps a description of up to 1,024 characters on the attachment', async () => {
    const words = 'w'.repeat(1024);
    const res = await post(words, words);
    expect(res.status).toBe(200);
    const m = standin.state.messages.get(res.body.id)!;
    expect(m.attachments[0].description).toBe(words);
  });

  it('refuses an attachment description over 1,024 characters, or not a string', async () => {
    for (const bad of ['w'.repeat(1025), 42]) {
      const res = await post(bad, undefined);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 50035 });
      expect(res.body.errors.attachments[0].description._errors[0].code).toBe(typeof bad === 'string' ? 'BASE_TYPE_MAX_LENGTH' : 'BASE_TYPE_STRING');
    }
  });

  it('refuses a media-gallery item description over 1,024 characters, or not a string', async () => {
    for (const bad of ['w'.repeat(1025), { text: 'no' }]) {
      const res = await post(undefined, bad);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 50035 });
      expect(JSON.stringify(res.body.errors)).toMatch(/"description":\{"_errors":\[\{"code":"BASE_TYPE_(MAX_LENGTH|STRING)"/);
    }
  });
});
