// The offline terminal prints every menu of a message, numbered on from one menu to the next, and `pick N` counts the
// same way (a Noir chief's note has four menus; only the first used to be shown and pickable). A card (layout
// components) prints as its text, picture, buttons and choices; `click N` acts on a question asked of the one typing.
import { describe, expect, it } from 'vitest';
import type { Message } from '../../src/local/standin/index.js';
import { formatMessage, onlyTookAway, optionAt, pickTarget } from '../../src/offline/format.js';

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

  it('italics too: /heist rules topic:KEYPAD from another game reads "Burgle Bros.", not "*Burgle Bros.*"', () => {
    const m = { ...message, components: [], content: '*Burgle Bros.*\n**Keypad** (room)\nRoll 1 die, 2 × 3 = 6 *or* more; a 1* token stays.' } as unknown as Message;
    expect(formatMessage(m, 'en', [], () => '')).toBe('  Burgle Bros.\n  Keypad (room)\n  Roll 1 die, 2 × 3 = 6 or more; a 1* token stays.');
  });
});

describe('offline cards', () => {
  const card = (over: Record<string, unknown> = {}) => ({
    id: '10', channelId: 'c', content: '', flags: 1 << 15, attachments: [],
    components: [{ type: 17, accent_color: 1, components: [
      { type: 12, items: [{ media: { url: 'attachment://heist.png' } }] },
      { type: 10, content: '<@7>, **your move**: 4 actions left.' },
      { type: 14 },
      { type: 1, components: [{ type: 2, style: 1, custom_id: 'h:1:5:a:move south', label: 'Move south' }, { type: 2, style: 5, url: 'https://example.org/g/1', label: 'Open the board' }] },
      { type: 1, components: [{ type: 3, custom_id: 'h:1:5:mb', placeholder: 'Use', options: [{ label: 'Use the crowbar', value: 'use crowbar' }] }] },
    ] }],
    ...over,
  }) as unknown as Message;

  it('prints a card readably: its text, the picture saved, the numbered buttons and choices, its links', () => {
    expect(formatMessage(card(), 'en', ['data/offline/0001-heist.png'], (id) => (id === '7' ? 'bob' : id)).split('\n')).toEqual([
      '  @bob, your move: 4 actions left.',
      '  [picture saved: data/offline/0001-heist.png]',
      '  Buttons: [1] Move south',
      '  Open the board: https://example.org/g/1',
      '  Choices (Use):',
      '    1. Use the crowbar',
    ]);
    expect(optionAt(card(), 1)).toEqual({ customId: 'h:1:5:mb', value: 'use crowbar' });
  });

  it('prints the picture in words (its alt text) on one line under the picture saved', () => {
    const m = card({ attachments: [{ id: '1', filename: 'heist.png', contentType: 'image/png', bytes: Buffer.from('png'), description: 'Floor 1: guard at B2, heading to D4, speed 3.\nCrew: Ann at A1.' }] });
    expect(formatMessage(m, 'en', ['data/offline/0001-heist.png'], () => 'bob').split('\n').slice(1, 3)).toEqual([
      '  [picture saved: data/offline/0001-heist.png]',
      '  [the picture in words: Floor 1: guard at B2, heading to D4, speed 3. / Crew: Ann at A1.]',
    ]);
  });

  it('prints a channel mention as #name, as a terminal can', () => {
    const m = card({ components: [{ type: 17, components: [{ type: 10, content: 'Your turn in <#42>, <@!7>.' }] }] });
    expect(formatMessage(m, 'en', [], (id) => (id === '7' ? 'bob' : id), undefined, (id) => (id === '42' ? 'heist' : id))).toBe('  Your turn in #heist, @bob.');
  });

  const at = (id: string, version: number, over: Record<string, unknown> = {}) => card({
    id, components: [{ type: 17, components: [{ type: 10, content: `message ${id}` }, { type: 1, components: [{ type: 2, style: 1, custom_id: `h:1:${version}:a:x`, label: 'X' }] }] }],
    ...over,
  });

  it('click N goes to the question asked of the one typing, not a newer message for someone else', () => {
    const asked = at('11', 6, { mentions: ['bob'] });
    const other = at('12', 6, { mentions: ['alice'] });
    expect(pickTarget([asked, other], 'bob', 'dm-bob')?.id).toBe('11');
    expect(pickTarget([asked, other], 'carol', 'dm-carol')?.id).toBe('12');
    // Their own note: only they see it, or it came to their DM.
    expect(pickTarget([at('11', 6, { ephemeralTo: 'bob' }), other], 'bob', 'dm-bob')?.id).toBe('11');
    expect(pickTarget([at('11', 6, { channelId: 'dm-bob' }), other], 'bob', 'dm-bob')?.id).toBe('11');
  });

  it('a note renewed in place is as new as its edit: it wins over a newer post that only names its reader', () => {
    const note = at('11', 6, { ephemeralTo: 'alice', createdAt: 1_000, editedAt: 5_000 });
    const turnPost = at('12', 6, { mentions: ['alice'], createdAt: 4_000 });
    expect(pickTarget([note, turnPost], 'alice', 'dm-alice')?.id).toBe('11');
    expect(pickTarget([{ ...note, editedAt: undefined } as Message, turnPost], 'alice', 'dm-alice')?.id).toBe('12');
  });

  it('a control of an earlier moment (a preview never confirmed) gives way to the current ones', () => {
    const stalePreview = at('11', 5, { ephemeralTo: 'bob' });
    const current = at('12', 6);
    expect(pickTarget([stalePreview, current], 'bob', 'dm-bob')?.id).toBe('12');
    expect(pickTarget([stalePreview], 'bob', 'dm-bob')?.id).toBe('11');
    expect(pickTarget([], 'bob', 'dm-bob')).toBeNull();
  });

  it('My hand and Web date no message: a newer post with only them leaves the reader\'s own note the one to press', () => {
    const note = at('11', 5, { ephemeralTo: 'alice' });
    const handOnly = card({
      id: '12', components: [{ type: 17, components: [{ type: 10, content: 'bob showed their identity to Cy' }, { type: 1, components: [
        { type: 2, style: 2, custom_id: 'h:1:6:hand', label: 'My hand' }, { type: 2, style: 2, custom_id: 'h:1:6:w', label: 'Web' },
      ] }] }],
    });
    expect(pickTarget([note, handOnly], 'alice', 'dm-alice')?.id).toBe('11');
    // A post with a control of the newer moment still dates the note as past.
    expect(pickTarget([note, at('12', 6)], 'alice', 'dm-alice')?.id).toBe('12');
  });

  const buttons = (id: string, customIds: string[], over: Record<string, unknown> = {}) => card({
    id, components: [{ type: 17, components: [{ type: 10, content: `message ${id}` }, { type: 1, components: customIds.map((c) => ({ type: 2, style: 2, custom_id: c, label: c })) }] }],
    ...over,
  });

  it('a post of a game that is over gives way to the next game\'s: the turn post that names bob, to the new lobby', () => {
    const oldTurn = buttons('11', ['h:1:9:hand'], { mentions: ['bob'] });
    const lobby = buttons('12', ['h:2:1:join', 'h:2:1:leave', 'h:2:1:begin']);
    expect(pickTarget([oldTurn, lobby], 'bob', 'dm-bob')?.id).toBe('12');
    expect(pickTarget([oldTurn, lobby], 'alice', 'dm-alice')?.id).toBe('12');
    // Game 1 alone: its post is still the one to press.
    expect(pickTarget([oldTurn], 'bob', 'dm-bob')?.id).toBe('11');
  });

  it('the answer to a command one typed is theirs: the status bob asked for comes before his older note', () => {
    const note = at('11', 6, { ephemeralTo: 'bob' });
    const status = buttons('12', ['h:1:6:hand', 'h:1:6:w'], { interactionId: 'i-status' });
    expect(pickTarget([note, status], 'bob', 'dm-bob', new Set(['i-status']))?.id).toBe('12');
    // Asked by someone else, it is a public post with only My hand and Web: bob's note stays his to press.
    expect(pickTarget([note, status], 'bob', 'dm-bob', new Set(['i-other']))?.id).toBe('11');
  });

  it('looking for buttons (click N), a note with only a menu gives way to the newest message with buttons', () => {
    const menuNote = card({ id: '11', ephemeralTo: 'bob', components: [{ type: 1, components: [{ type: 3, custom_id: 'h:1:6:a', options: [{ label: 'Bot 2', value: 'show Bot 2' }] }] }] });
    const reminder = buttons('12', ['h:1:6:hand', 'h:1:6:away:alice'], { mentions: ['alice'] });
    expect(pickTarget([menuNote, reminder], 'bob', 'dm-bob')?.id).toBe('11');
    expect(pickTarget([menuNote, reminder], 'bob', 'dm-bob', new Set(), { kind: 'buttons' })?.id).toBe('12');
    // Only a stale preview has buttons: the last resort, as for any kind (the offline table presses it only when written
    // after the note with the menu).
    expect(pickTarget([at('10', 5, { ephemeralTo: 'bob' }), menuNote], 'bob', 'dm-bob', new Set(), { kind: 'buttons' })?.id).toBe('10');
    expect(pickTarget([menuNote], 'bob', 'dm-bob', new Set(), { kind: 'buttons' })).toBeNull();
  });

  it('an edit that only took controls away (the game\'s, leaving My hand and Web) is nothing new', () => {
    const before = buttons('12', ['h:1:6:a:move north', 'h:1:6:hand', 'h:1:6:w']);
    expect(onlyTookAway(before, buttons('12', ['h:1:7:hand', 'h:1:7:w']))).toBe(true);
    expect(onlyTookAway(before, buttons('12', []))).toBe(true);
    expect(onlyTookAway(before, buttons('12', ['h:1:7:a:move north', 'h:1:7:w']))).toBe(false);
    expect(onlyTookAway(before, buttons('12', ['h:1:6:w'], { components: [{ type: 10, content: 'other words' }] }))).toBe(false);
  });

  it('a focus that shows another menu under the same id is new (its choices printed before pick N picks one)', () => {
    const menu = (values: string[]) => card({ id: '13', components: [{ type: 10, content: 'note' }, { type: 1, components: [{ type: 3, custom_id: 'h:1:6:a', options: values.map((v) => ({ label: v, value: v })) }] }] });
    const ability = menu(['ability swap Kira', 'ability swap Mabel']);
    expect(onlyTookAway(ability, menu(['show Bot 2', 'show Bot 3']))).toBe(false);
    expect(onlyTookAway(ability, menu(['ability swap Kira', 'ability swap Mabel']))).toBe(true);
  });
});
