// Descriptions of a verb or option several games share (commands/shared.ts): made from each game's own words, within
// Discord's 100 characters, naming the games when they say different things.
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LIMIT, sharedDescription } from '../../commands/shared.js';
import type { AnyGame } from '../../src/core/module.js';
import { GAMES } from '../../src/games/index.js';
import { lookup } from '../../src/core/text.js';

const game = (kind: string, title: string, en: Record<string, string>): AnyGame =>
  ({ kind, texts: { en: { 'game.title': title, ...en }, ru: {} } }) as unknown as AnyGame;

describe('a description several games share', () => {
  it('is their own words when they all say the same (or their short forms do)', () => {
    const a = game('a', 'Alpha', { 'cmd.choose': 'Answer the question' });
    const b = game('b', 'Beta', { 'cmd.choose': 'Answer the question' });
    const c = game('c', 'Gamma', { 'cmd.choose': 'Answer the question your card asked', 'shared.cmd.choose': 'Answer the question' });
    expect(sharedDescription([a, b], 'cmd.choose', 'en')).toBe('Answer the question');
    expect(sharedDescription([a, b, c], 'cmd.choose', 'en')).toBe('Answer the question');
  });

  it('names the games after what each says when they differ', () => {
    const a = game('a', 'Alpha', { 'opt.bots': 'Bots, 0 to 4' });
    const b = game('b', 'Beta', { 'opt.bots': 'Bots, 4 to 6' });
    const c = game('c', 'Gamma', { 'opt.bots': 'Bots, 0 to 4' });
    expect(sharedDescription([a, b, c], 'opt.bots', 'en')).toBe('Bots, 0 to 4 (Alpha, Gamma); Bots, 4 to 6 (Beta)');
    // Russian falls back to each game's English.
    expect(sharedDescription([a, b], 'opt.bots', 'ru')).toBe('Bots, 0 to 4 (Alpha); Bots, 4 to 6 (Beta)');
  });

  it('takes the short forms when the full texts do not fit, and always fits in 100 characters', () => {
    const long = (n: number) => `${'word '.repeat(n)}end`;
    const a = game('a', 'Alpha', { 'cmd.give': long(15), 'shared.cmd.give': 'Give loot' });
    const b = game('b', 'Beta', { 'cmd.give': long(16), 'shared.cmd.give': 'Give the dog' });
    expect(sharedDescription([a, b], 'cmd.give', 'en')).toBe('Give loot (Alpha); Give the dog (Beta)');
    const many = ['a', 'b', 'c', 'd', 'e'].map((k, i) => game(k, `Game ${k}`, { 'cmd.give': long(10 + i) }));
    const text = sharedDescription(many, 'cmd.give', 'en')!;
    expect(text.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(text).toContain('word');
    expect(sharedDescription(many, 'cmd.none', 'en')).toBeNull();
  });

  it('takes the shortest forms before it drops the games\' names', () => {
    const a = game('a', 'Alpha', { 'opt.bots': 'Bots in the crew, each with its own character, 0 to 3', 'shared.opt.bots': '0–3 in the crew, each a character', 'shared.opt.bots.short': '0–3' });
    const b = game('b', 'Beta', { 'opt.bots': 'Bots at the table: 0 to 4 with people, 1 to 4 in a DM', 'shared.opt.bots': '0–4 with people, 1–4 in a DM', 'shared.opt.bots.short': '0–4' });
    const c = game('c', 'Gamma', { 'opt.bots': 'Bots: 0 to 6 with people, 4 to 6 in a DM, the other seats', 'shared.opt.bots': '0–6 with people, 4–6 in a DM', 'shared.opt.bots.short': '0–6' });
    expect(sharedDescription([a, b, c], 'opt.bots', 'en')).toBe('0–3 (Alpha); 0–4 (Beta); 0–6 (Gamma)');
  });

  it('names every game that takes bots, in both languages, for the games of this bot', () => {
    const taking = GAMES.kinds().map((k) => GAMES.require(k)).filter((g) => lookup(g.texts, 'en', 'shared.opt.bots') !== null);
    expect(taking.length).toBeGreaterThanOrEqual(3);
    for (const lang of ['en', 'ru'] as const) {
      const text = sharedDescription(taking, 'opt.bots', lang)!;
      expect(text.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
      for (const g of taking) expect(text).toContain(lookup(g.texts, lang, 'game.title')!);
    }
  });
});
