// Service views become Discord messages within Discord's limits.
import { describe, expect, it } from 'vitest';
import { MessageFlags } from 'discord.js';
import type { View } from '../../src/table/types.js';
import { CONTENT_LIMIT, fitContent, toPayload } from '../../src/discord/view.js';

const view = (over: Partial<View> = {}): View => ({ gameId: 1, version: 3, text: ['Ava moved east.'], buttons: [], ...over });

describe('views as messages', () => {
  it('joins the lines and keeps long texts within 2000 characters, cutting at a line', () => {
    expect(toPayload(view({ text: ['a', 'b'] })).content).toBe('a\nb');
    const long = Array.from({ length: 100 }, (_, i) => `line ${i} `.padEnd(40, '.'));
    const fitted = fitContent(long);
    expect(fitted.length).toBeLessThanOrEqual(CONTENT_LIMIT);
    expect(fitted.endsWith('…')).toBe(true);
  });

  it('makes buttons and one select, at most five rows', () => {
    const b = (id: string) => ({ id, label: id, style: 'primary' as const });
    const p = toPayload(view({
      buttons: [[b('a'), b('b')], [b('c')], [b('d')], [b('e')], [b('f')]],
      select: { id: 's', placeholder: 'Pick', options: [{ label: 'x', value: 'x' }] },
    }));
    expect(p.components.length).toBe(5);
    expect(p.components[0].components.length).toBe(2);
    expect(p.components[4].components[0]).toMatchObject({ type: 3, custom_id: 's' });
  });

  it('mentions only the user the view names, and adds the mention if the text lacks it', () => {
    const p = toPayload(view({ mentionUserId: '42' }));
    expect(p.content.startsWith('<@42>')).toBe(true);
    expect(p.allowedMentions).toEqual({ parse: [], users: ['42'] });
    expect(toPayload(view()).allowedMentions).toEqual({ parse: [], users: [] });
  });

  it('attaches the picture and marks ephemeral views', () => {
    const p = toPayload(view({ ephemeral: true }), Buffer.from('png'));
    expect(p.files).toHaveLength(1);
    expect(p.flags).toBe(MessageFlags.Ephemeral);
  });
});
