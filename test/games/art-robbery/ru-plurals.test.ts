// Where a number meets a noun in a Russian sentence, the noun takes the number's form (1 карта, 3 карты, 41 карта,
// 12 карт), or the sentence is put so that no noun or verb needs to agree with it. Art Robbery's had the most; the
// other games' and the table's are here too.
import { describe, expect, it } from 'vitest';
import { fill } from '../../../src/core/text.js';
import { GAMES } from '../../../src/games/index.js';
import { OFFLINE_TEXTS } from '../../../src/offline/text.js';
import { TABLE_RU } from '../../../src/table/text/ru.js';

const ru = (kind: string, key: string, p: Record<string, unknown>) => fill(GAMES.require(kind).texts.ru[key], p);

describe('Russian counts agree with their nouns', () => {
  it('Art Robbery: the discard pile shuffled back, by its number of cards', () => {
    const pile = (cards: number) => ru('art-robbery', 'deck.reshuffled', { cards });
    expect(pile(41)).toMatch(/\(41 карта\)/);
    expect(pile(1)).toMatch(/\(1 карта\)/);
    expect(pile(3)).toMatch(/\(3 карты\)/);
    expect(pile(12)).toMatch(/\(12 карт\)/);
    expect(pile(25)).toMatch(/\(25 карт\)/);
  });

  it('Art Robbery: tokens too little to discard say their worth without a verb that counts them', () => {
    for (const total of [1, 5]) {
      const said = ru('art-robbery', 'discard-too-little', { total });
      expect(said).not.toMatch(/стоят/);
      expect(said).toContain(`— ${total},`);
    }
  });

  it('Burgle Bros.: your characters and the bots in a DM crew', () => {
    expect(ru('burgle-bros', 'crew-and-bots', { crew: 4, bots: 1 })).toMatch(/4 персонажа и 1 бот —/);
    expect(ru('burgle-bros', 'crew-and-bots', { crew: 1, bots: 5 })).toMatch(/1 персонаж и 5 ботов —/);
    expect(ru('burgle-bros', 'crew-and-bots', { crew: 2, bots: 3 })).toMatch(/2 персонажа и 3 бота —/);
  });

  it('Noir: the evidence cards a Mimic draws', () => {
    expect(ru('noir-heist', 'mimicking', { who: 'Ann', count: 3 })).toBe('Ann берёт 3 карты доказательств (заметно)');
    expect(ru('noir-heist', 'mimicking', { who: 'Ann', count: 1 })).toBe('Ann берёт 1 карту доказательств (заметно)');
    expect(ru('noir-heist', 'mimicking', { who: 'Ann', count: 5 })).toBe('Ann берёт 5 карт доказательств (заметно)');
  });

  it('the table and the offline terminal: an option\'s length in characters', () => {
    expect(fill(TABLE_RU['input-length'], { option: 'x', command: 'y', max: 100 })).toMatch(/не длиннее 100 символов\./);
    expect(fill(TABLE_RU['input-length'], { option: 'x', command: 'y', max: 1 })).toMatch(/не длиннее 1 символа\./);
    expect(fill(OFFLINE_TEXTS.ru['line.too-long'], { option: 'x', command: 'y', n: 21 })).toMatch(/не длиннее 21 символа\./);
    expect(fill(OFFLINE_TEXTS.ru['line.too-short'], { option: 'x', command: 'y', n: 2 })).toMatch(/не короче 2 символов\./);
  });

  it('no Russian template puts a counted placeholder before a fixed plural noun', () => {
    // `{cards} карт`, `{bots} ботов`, `{count} карты`: a template string cannot agree; a function of the count can.
    const bad: string[] = [];
    const fixed = /\{(cards|count|bots|crew|n|max|min|total|people|named|seats|tokens|dice)\} (карт|ход|бот|челов|фиш|кубик|действ|очк|игрок|мест|сейф|офицер|жетон|символ|персонаж|взломщ)/;
    for (const g of GAMES.all()) {
      for (const [key, e] of Object.entries(g.texts.ru)) if (typeof e === 'string' && fixed.test(e)) bad.push(`${g.kind} ${key}: ${e}`);
    }
    for (const [key, e] of [...Object.entries(TABLE_RU), ...Object.entries(OFFLINE_TEXTS.ru)]) if (typeof e === 'string' && fixed.test(e)) bad.push(`${key}: ${e}`);
    expect(bad).toEqual([]);
  });
});
