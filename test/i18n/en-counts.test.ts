// Where a number meets a noun in an English sentence, the noun is singular for one ("1 token", "1 die"): the pictures'
// words a screen reader speaks, a refusal, a story line. The Russian forms are in test/games/art-robbery/ru-plurals.test.ts.
import { describe, expect, it } from 'vitest';
import { playBotGame } from '../../src/core/sim.js';
import { enCount, ruCount } from '../../src/core/plural.js';
import { fill } from '../../src/core/text.js';
import { SPECTATOR } from '../../src/core/types.js';
import { GAMES } from '../../src/games/index.js';

const en = (kind: string, key: string, p: Record<string, unknown>) => fill(GAMES.require(kind).texts.en[key], p);

/** "1 tokens", "1 dice", "1 cards": a count of one before a plural noun. */
const ONE_PLURAL = /(?<![\d.])1 (tokens|cards|dice|stalls|bots|answers|actions|players|hack tokens|smoke tokens)\b/;

describe('English counts agree with their nouns', () => {
  it('the one helper every catalogue counts with, in both languages', () => {
    expect([0, 1, 2, 21].map((n) => enCount(n, 'die', 'dice'))).toEqual(['0 dice', '1 die', '2 dice', '21 dice']);
    expect([1, 2, 5, 11, 14, 21, 22, 25, 111].map((n) => ruCount(n, 'день', 'дня', 'дней')))
      .toEqual(['1 день', '2 дня', '5 дней', '11 дней', '14 дней', '21 день', '22 дня', '25 дней', '111 дней']);
  });

  it('Art Robbery: the picture in words, a hand of one card and one token face up', () => {
    const line = en('art-robbery', 'alt.player', { name: 'Ann', hand: 1, faceUp: 1, banked: 0, dog: '' });
    expect(line).toBe('Ann: 1 card in hand, 1 token face up, 0 banked.');
    expect(en('art-robbery', 'alt.player', { name: 'Ann', hand: 5, faceUp: 2, banked: 3, dog: ', and the dog' }))
      .toBe('Ann: 5 cards in hand, 2 tokens face up, 3 banked, and the dog.');
    expect(en('art-robbery', 'alt.centre', { count: 1, dog: '' })).toBe('Centre: 1 token.');
    expect(en('art-robbery', 'alt.centre', { count: 0, dog: ', and the dog' })).toBe('Centre: 0 tokens, and the dog.');
    expect(en('art-robbery', 'deck.reshuffled', { cards: 1 })).toMatch(/\(1 card\)/);
    expect(en('art-robbery', 'deck.reshuffled', { cards: 12 })).toMatch(/\(12 cards\)/);
  });

  it('Burgle Bros.: a safe\'s dice, a Lavatory\'s stalls, hack and smoke tokens, a crew with one bot, one answer', () => {
    expect(en('burgle-bros', 'alt.safe-dice', { dice: 1, cells: 'B2' })).toBe('1 die added, numbers cracked at B2');
    expect(en('burgle-bros', 'alt.safe-dice', { dice: 3, cells: '—' })).toBe('3 dice added, numbers cracked at —');
    expect(en('burgle-bros', 'alt.stalls', { n: 1 })).toBe('1 stall');
    expect(en('burgle-bros', 'alt.stalls', { n: 3 })).toBe('3 stalls');
    expect(en('burgle-bros', 'alt.hack', { n: 1 })).toBe('1 hack token');
    expect(en('burgle-bros', 'alt.smoke', { n: 2 })).toBe('2 smoke tokens');
    expect(en('burgle-bros', 'crew-and-bots', { crew: 4, bots: 1 })).toMatch(/your 4 and 1 bot are too many/);
    expect(en('burgle-bros', 'crew-and-bots', { crew: 2, bots: 3 })).toMatch(/your 2 and 3 bots are too many/);
    expect(en('burgle-bros', 'typed.answer', { option: 'answer', value: 'x', count: 1, options: '`A1`' })).toMatch(/is not the one answer:/);
    expect(en('burgle-bros', 'typed.answer', { option: 'answer', value: 'x', count: 4, options: '`A1`' })).toMatch(/is not one of the 4 answers:/);
  });

  it('no English template puts a counted placeholder before a plural noun', () => {
    // `{count} tokens` cannot agree with a count of one; a function of the count can.
    const counted = /\{(count|n|cards|hand|faceUp|tokens|dice|bots|crew|named|total|left|need|seats|people)\} (tokens|cards|dice|stalls|bots|answers|actions|players|seats|hack|smoke)\b/;
    // Counts that are never one: more answers than a menu's 25, a move's price where it is more than one action.
    const neverOne = new Set(['burgle-bros more-answers', 'burgle-bros more-answers-floors', 'burgle-bros hint.cost']);
    const bad: string[] = [];
    for (const g of GAMES.all()) {
      for (const [key, e] of Object.entries(g.texts.en)) {
        if (typeof e === 'string' && counted.test(e) && !neverOne.has(`${g.kind} ${key}`)) bad.push(`${g.kind} ${key}: ${e}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('every picture\'s words over whole bot games say no "1 tokens"', () => {
    const seen: string[] = [];
    for (const [kind, options] of [['art-robbery', { players: 4, seed: 3 }], ['burgle-bros', { players: 2, seed: 5 }], ['noir-heist', { players: 5, seed: 2 }]] as const) {
      const game = GAMES.require(kind);
      const played = playBotGame(game, { ...options, keepStates: true });
      for (const s of played.states ?? []) {
        const said = game.describe?.(game.view(s, SPECTATOR), 'en') ?? '';
        if (ONE_PLURAL.test(said)) seen.push(`${kind}: ${said.match(ONE_PLURAL)![0]} in ${said.slice(0, 120)}`);
      }
    }
    expect(seen.slice(0, 3)).toEqual([]);
  });
});
