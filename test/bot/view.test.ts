// A post becomes one card (Discord's layout components): the picture, the text, the controls under a separator, in
// its game's colour, within Discord's limits; shown again without its controls, the picture is kept.
import { describe, expect, it } from 'vitest';
import { MessageFlags } from 'discord.js';
import { messageText, controlsOf } from '../../src/local/driver.js';
import type { Post } from '../../src/table/types.js';
import { postContent } from '../../src/table/content.js';
import { CONTENT_LIMIT, fitContent, IMAGE_URL, retiredBody, toPayload, withoutControls, type Shown } from '../../src/discord/view.js';
import { encodeId, KEYS } from '../../src/table/ids.js';
import type { Retired } from '../../src/table/types.js';

const post = (over: Partial<Shown> = {}): Shown => ({ text: ['Ava moved east.'], buttons: [], selects: [], mention: null, ...over });
const b = (id: string) => ({ id, label: id, style: 'primary' as const });
const types = (c: any): number[] => [c.type, ...(c.components ?? []).flatMap(types)];
/** What the card shows, as the stand-in and the offline table read it. */
const shown = (p: ReturnType<typeof toPayload>) => ({ content: '', components: p.components, flags: p.flags ?? 0 });

describe('posts as cards', () => {
  it('one container in the game colour: the picture, the text, a separator and the controls, in that order', () => {
    const p = toPayload(post({ color: 0xc9a227, buttons: [[b('a'), b('b')]] }), Buffer.from('png'));
    expect(p.content).toBeUndefined();
    expect(p.flags).toBe(MessageFlags.IsComponentsV2);
    expect(p.components).toHaveLength(1);
    const card = p.components[0] as any;
    expect(card).toMatchObject({ type: 17, accent_color: 0xc9a227 });
    expect(card.components.map((c: any) => c.type)).toEqual([12, 10, 14, 1]);
    expect(card.components[0].items).toEqual([{ media: { url: IMAGE_URL } }]);
    expect(p.files).toEqual([{ attachment: Buffer.from('png'), name: 'heist.png' }]);
    expect(controlsOf(shown(p) as any).map((c) => c.custom_id)).toEqual(['a', 'b']);
  });

  it('shows the same text as postContent (the export and the web pages), mention first when the lines lack it', () => {
    const one = post({ text: ['a', 'b'], mention: '42' });
    const p = toPayload(one);
    expect(messageText(shown(p) as any)).toBe(postContent(one));
    expect(messageText(shown(p) as any)).toBe('<@42>\na\nb');
    expect(p.allowedMentions).toEqual({ parse: [], users: ['42'] });
    expect(toPayload(post()).allowedMentions).toEqual({ parse: [], users: [] });
  });

  it('keeps long texts within 2000 characters, whole lines: the first and the last kept, the earliest of the rest left out (Discord allows 4000 in a card)', () => {
    const long = Array.from({ length: 100 }, (_, i) => `line ${i} `.padEnd(40, '.'));
    const fitted = fitContent(long);
    expect(fitted.length).toBeLessThanOrEqual(CONTENT_LIMIT);
    const shownLines = fitted.split('\n');
    // The title and where things stand (the prompt, last) are kept; what is left out is marked where it was.
    expect(shownLines[0]).toBe(long[0]);
    expect(shownLines[1]).toBe('…');
    expect(shownLines.at(-1)).toBe(long[99]);
    expect(shownLines.slice(2)).toEqual(long.slice(100 - (shownLines.length - 2)));
    expect(fitted.length).toBeGreaterThan(CONTENT_LIMIT - 42);
    expect(messageText(shown(toPayload(post({ text: long }))) as any)).toBe(fitted);
    // One line too long for it: cut at the limit, the end marked.
    const one = fitContent(['x'.repeat(3000)]);
    expect(one.length).toBeLessThanOrEqual(CONTENT_LIMIT);
    expect(one.endsWith('…')).toBe(true);
  });

  it('no picture, no gallery; no controls, no separator; no colour, no accent', () => {
    const card = toPayload(post()).components[0] as any;
    expect(card.components.map((c: any) => c.type)).toEqual([10]);
    expect(card.accent_color).toBeUndefined();
    expect(toPayload(post(), Buffer.alloc(0)).files).toEqual([]);
  });

  it('at most five rows: buttons first, each menu on its own row, within 40 components in all', () => {
    const row = (k: number) => Array.from({ length: 5 }, (_, i) => b(`${k}-${i}`));
    const menu = { id: 's', placeholder: 'Pick', options: [{ label: 'x', value: 'x' }] };
    const p = toPayload(post({ buttons: [row(1), row(2), row(3), row(4), row(5)], selects: [menu] }), Buffer.from('png'));
    const card = p.components[0] as any;
    const rows = card.components.filter((c: any) => c.type === 1);
    expect(rows).toHaveLength(5);
    expect(rows[4].components[0]).toMatchObject({ type: 3, custom_id: 's' });
    expect(types(card).length).toBeLessThanOrEqual(40);
  });

  it('a link button opens its address: style 5, a url, no custom id', () => {
    const p = toPayload(post({ buttons: [[{ id: 'unused', label: 'Open the board', style: 'secondary', url: 'https://example.org/g/1' }]] }));
    const button = controlsOf(shown(p) as any)[0];
    expect(button).toEqual({ type: 2, style: 5, url: 'https://example.org/g/1', label: 'Open the board' });
  });

  it('an answer only its reader sees is ephemeral too', () => {
    expect(toPayload(post({ ephemeral: true })).flags).toBe(MessageFlags.IsComponentsV2 | MessageFlags.Ephemeral);
  });

  it('shown again without controls: the same card, its picture kept (referenced, not uploaded again), pinging no one', () => {
    const one = post({ color: 1, mention: '42', buttons: [[b('a')]], selects: [{ id: 's', placeholder: 'P', options: [{ label: 'x', value: 'x' }] }] });
    const again = withoutControls(one, true);
    const card = again.components[0] as any;
    expect(card.components.map((c: any) => c.type)).toEqual([12, 10]);
    expect(card.components[0].items[0].media.url).toBe(IMAGE_URL);
    expect(again.files).toEqual([]);
    expect(again.allowedMentions).toEqual({ parse: [], users: [] });
    expect(messageText(shown(again) as any)).toBe(messageText(shown(toPayload(one)) as any));
    expect((withoutControls(one, false).components[0] as any).components.map((c: any) => c.type)).toEqual([10]);
  });

  it('its controls taken away as it is superseded: My hand and Web stay (they work at any moment), the rest go', () => {
    const hand = encodeId(7, 3, KEYS.hand);
    const web = encodeId(7, 3, KEYS.web);
    const back = encodeId(7, 3, KEYS.back, '1');
    const old = { gameId: 7, seq: 4, audience: 'public', body: post({ buttons: [[b(hand), b(back)], [b(web)]], selects: [{ id: encodeId(7, 3, 'ma'), placeholder: 'P', options: [{ label: 'x', value: 'x' }] }] }) } as unknown as Retired;
    const body = retiredBody(old, false) as { components: any[] };
    expect(controlsOf({ components: body.components } as any).map((c) => c.custom_id)).toEqual([hand, web]);
    const none = retiredBody({ ...old, body: post({ buttons: [[b(back)]] }) } as unknown as Retired, false) as { components: any[] };
    expect(controlsOf({ components: none.components } as any)).toEqual([]);
  });
});

describe('posts as the table makes them', () => {
  it('a kept post body (what the store keeps) makes the same card', () => {
    const p: Post = {
      kind: 'story', audience: 'public', seat: null, via: 'channel', text: ['x'], buttons: [[b('a')]], selects: [], picture: { viewer: -1 },
      mention: null, gameId: 1, version: 2, color: 7,
    };
    expect((toPayload(p).components[0] as any).accent_color).toBe(7);
  });
});
