// Burgle Bros. for a Russian reader: its title as the Russian rulebook calls it («Взломщики», with the English name
// beside it, as Art Robbery's), in the `game:` choices, the rules help and a slash command written out; and the
// characters of `/heist start characters:` typed by the Russian names the game shows (any case, ё as е), a refusal
// listing them, a near miss getting the nearest.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commandDefinitions } from '../../../src/app.js';
import { fill } from '../../../src/core/text.js';
import { GAMES } from '../../../src/games/index.js';
import { characters, checkOptions } from '../../../src/games/burgle-bros/seating.js';
import { RU_CHARACTERS } from '../../../src/games/burgle-bros/text/ru-engine.js';
import { ruSlash } from '../../../src/games/burgle-bros/text/ru-names.js';
import { setup } from '../../table/helpers.js';
import type { Where } from '../../../src/table/table.js';

const burgle = GAMES.require('burgle-bros');

describe('Burgle Bros.\' Russian title', () => {
  it('is «Взломщики (Burgle Bros.)», as the Russian rulebook names the game', () => {
    expect(burgle.texts.ru['game.title']).toBe('Взломщики (Burgle Bros.)');
    expect(burgle.texts.en['game.title']).toBe('Burgle Bros.');
  });

  it('is the `game:` choice a Russian client lists, within Discord\'s 100 characters for every game', () => {
    const heist = commandDefinitions().find((c) => c.name === 'heist')!;
    const start = (heist.options ?? []).find((o) => o.name === 'start') as { options?: { name: string; choices?: { name: string; value: string; name_localizations?: Record<string, string> }[] }[] };
    const game = start.options!.find((o) => o.name === 'game')!;
    const choice = game.choices!.find((c) => c.value === 'burgle-bros')!;
    expect(choice.name_localizations?.ru).toBe('Взломщики (Burgle Bros.)');
    for (const c of game.choices!) {
      expect(c.name.length, c.value).toBeLessThanOrEqual(100);
      expect((c.name_localizations?.ru ?? '').length, c.value).toBeLessThanOrEqual(100);
    }
  });

  it('is written short in a slash command, as a client finds it: `игра:Взломщики`', () => {
    expect(ruSlash('`/heist start game:burgle-bros scenario:office`')).toBe('`/ограбление начать игра:Взломщики сценарий:Проникновение в офис`');
  });

  describe('in the rules help', () => {
    let s: ReturnType<typeof setup>;
    beforeEach(() => { s = setup(); });
    afterEach(() => s.close());

    it('`тема:Взломщики` gives the game\'s summary, and the index names it so', () => {
      const where: Where = { guildId: null, channelId: 'dm-ru-title', isDM: true };
      for (const typed of ['Взломщики', 'взломщики', 'Взломщики (Burgle Bros.)', 'Burgle Bros.']) {
        const text = s.service.rulesHelp(typed, 'ru', where);
        expect(text, typed).not.toMatch(/Нет справки/);
        expect(text, typed).toMatch(/Взломщики \(Burgle Bros\.\)/);
        expect(text, typed).toMatch(/Цель:/);
      }
      expect(s.service.rulesHelp(null, 'ru', where)).toMatch(/Взломщики \(Burgle Bros\.\)/);
    });
  });
});

describe('`characters:` by the Russian names the game shows', () => {
  it('reads each name in any case, ё as е, English ids too', () => {
    expect(characters({ characters: 'Хакер,Медвежатник' })).toEqual(['hacker', 'peterman']);
    expect(characters({ characters: 'ХАКЕР, ястреб acrobat' })).toEqual(['hacker', 'hawk', 'acrobat']);
    for (const [id, name] of Object.entries(RU_CHARACTERS)) {
      expect(characters({ characters: name.toUpperCase() }), name).toEqual([id]);
      expect(characters({ characters: name.replace(/е/g, 'ё') }), name).toEqual([id]);
    }
    expect(checkOptions({ characters: 'Хакер,Медвежатник' }, false)).toBeNull();
    // The same character twice, once in each language, is still twice.
    expect(checkOptions({ characters: 'Хакер,hacker' }, false)).toMatchObject({ code: 'same-character' });
  });

  it('refuses a name that is no character quoting it as typed, listing the Russian names first', () => {
    const r = checkOptions({ characters: 'Хакер,Шпион' }, false);
    expect(r).toMatchObject({ code: 'bad-character', params: { character: 'Шпион' } });
    const said = fill(burgle.texts.ru['bad-character'], (r as { params: Record<string, unknown> }).params);
    expect(said).toBe('«Шпион» — не персонаж. Выберите из: Акробат, Хакер, Ястреб, Электрик, Медвежатник, Ворон, Механик, Грач, Наводчик (можно и по-английски: acrobat, hacker, hawk, juicer, peterman, raven, rigger, rook, spotter).');
  });

  it('suggests the character a near miss means, in the reader\'s language', () => {
    const r = checkOptions({ characters: 'Медвежатнек' }, false) as { code: string; params: Record<string, unknown> };
    expect(r).toMatchObject({ code: 'bad-character', params: { character: 'Медвежатнек', suggest: 'peterman' } });
    expect(fill(burgle.texts.ru['bad-character'], r.params)).toMatch(/^«Медвежатнек» — не персонаж\. Может быть, Медвежатник\? Выберите из: Акробат/);
    expect(checkOptions({ characters: 'hackr' }, false)).toMatchObject({ params: { suggest: 'hacker' } });
  });
});
