// The table's posts become Discord messages within Discord's limits.
import { describe, expect, it } from 'vitest';
import { MessageFlags } from 'discord.js';
import { CONTENT_LIMIT, fitContent, toPayload, type Shown } from '../../src/discord/view.js';

const post = (over: Partial<Shown> = {}): Shown => ({ text: ['Ava moved east.'], buttons: [], selects: [], mention: null, ...over });

describe('posts as messages', () => {
  it('joins the lines and keeps long texts within 2000 characters, cutting at a line', () => {
    expect(toPayload(post({ text: ['a', 'b'] })).content).toBe('a\nb');
    const long = Array.from({ length: 100 }, (_, i) => `line ${i} `.padEnd(40, '.'));
    const fitted = fitContent(long);
    expect(fitted.length).toBeLessThanOrEqual(CONTENT_LIMIT);
    expect(fitted.endsWith('…')).toBe(true);
  });

  it('makes buttons and a select, at most five rows', () => {
    const b = (id: string) => ({ id, label: id, style: 'primary' as const });
    const p = toPayload(post({
      buttons: [[b('a'), b('b')], [b('c')], [b('d')], [b('e')], [b('f')]],
      selects: [{ id: 's', placeholder: 'Pick', options: [{ label: 'x', value: 'x' }] }],
    }));
    expect(p.components.length).toBe(5);
    expect(p.components[0].components.length).toBe(2);
    expect(p.components[4].components[0]).toMatchObject({ type: 3, custom_id: 's' });
  });

  it('mentions only the user the post names, and adds the mention if the text lacks it', () => {
    const p = toPayload(post({ mention: '42' }));
    expect(p.content.startsWith('<@42>')).toBe(true);
    expect(p.allowedMentions).toEqual({ parse: [], users: ['42'] });
    expect(toPayload(post()).allowedMentions).toEqual({ parse: [], users: [] });
  });

  it('attaches the picture and marks ephemeral answers', () => {
    const p = toPayload(post({ ephemeral: true }), Buffer.from('png'));
    expect(p.files).toHaveLength(1);
    expect(p.flags).toBe(MessageFlags.Ephemeral);
    const plain = toPayload(post());
    expect(plain.files).toEqual([]);
    expect(plain.flags).toBeUndefined();
  });
});
