// The offline terminal prints every menu of a message, numbered on from one menu to the next, and `pick N` counts the
// same way (a Noir chief's note has four menus; only the first used to be shown and pickable).
import { describe, expect, it } from 'vitest';
import type { Message } from '../../src/local/standin/index.js';
import { formatMessage, optionAt } from '../../src/offline/format.js';

const menu = (id: string, placeholder: string, labels: string[]) => ({
  type: 1, components: [{ type: 3, custom_id: id, placeholder, options: labels.map((label, i) => ({ label, value: `${id}-${i}` })) }],
});
const message = {
  id: '1', channelId: 'c', content: 'Your turn.', attachments: [],
  components: [menu('m1', 'Accuse', ['Accuse Lena', 'Accuse Boris']), menu('m2', 'Swap · Shift a row', ['Swap Simon with Tess', 'Shift row 1 east', 'Shift row 1 west'])],
} as unknown as Message;

describe('offline menus', () => {
  it('prints every menu, numbered on from the one before', () => {
    const text = formatMessage(message, 'en', [], () => '');
    expect(text).toContain('Choices (Accuse):');
    expect(text).toContain('Choices (Swap · Shift a row):');
    expect(text).toMatch(/2\. Accuse Boris\n.*\n\s+3\. Swap Simon with Tess/);
    expect(text).toContain('5. Shift row 1 west');
  });

  it('pick N finds the option by the same numbers', () => {
    expect(optionAt(message, 1)).toEqual({ customId: 'm1', value: 'm1-0' });
    expect(optionAt(message, 3)).toEqual({ customId: 'm2', value: 'm2-0' });
    expect(optionAt(message, 5)).toEqual({ customId: 'm2', value: 'm2-2' });
    expect(optionAt(message, 6)).toBeNull();
    expect(optionAt(message, 0)).toBeNull();
  });
});

describe('offline text', () => {
  it('prints Discord\'s Markdown marks as plain text: **Art Robbery** is Art Robbery', () => {
    const m = { ...message, components: [], content: '**Art Robbery** — Raid 1/4\nType `/play card:4`, ~~not~~ __this__.' } as unknown as Message;
    expect(formatMessage(m, 'en', [], () => '')).toBe('  Art Robbery — Raid 1/4\n  Type /play card:4, not this.');
  });
});
