// Names are never declined in Russian: a player's (or a character's, a card's) name can be anything («Саша», «Грач»,
// «xX_Bob_Xx»), so every Russian sentence keeps it in the nominative, after a word that takes the case instead
// («у игрока Саша», «Ход игрока Грач пропущен», «Сейчас ходит Саша»), as Art Robbery's and Noir's sentences do. This
// says every Russian sentence of every layer and game with a marked name in each name-like parameter, and looks for
// the name right after a word that would want it declined («для Саша», «у Саша», «ход Саша», «место Саша»).
// It lives under Burgle Bros.' tests, whose sentences had the most, but covers every catalogue.
import { describe, expect, it } from 'vitest';
import { fill, type Catalogue, type Entry } from '../../../src/core/text.js';
import { saidWithSamples } from '../../i18n/sentences.js';
import { DISCORD_TEXTS } from '../../../src/discord/text.js';
import { GAMES } from '../../../src/games/index.js';
import { OFFLINE_TEXTS } from '../../../src/offline/text.js';
import { TABLE_RU } from '../../../src/table/text/ru.js';
import { TABLE_EN } from '../../../src/table/text/en.js';
import { LASTING, NO_EFFECT, RU_ENGINE } from '../../../src/games/burgle-bros/text/ru-engine.js';
import { BURGLE_RU } from '../../../src/games/burgle-bros/text/ru.js';
import { TYPED_TEXTS } from '../../../src/table/typed.js';

const NAME = 'Саша';
/** The parameters that carry a person's, a character's or a card's name. */
const NAMED = new Set(['player', 'who', 'name', 'other', 'active', 'holder', 'victim', 'mention', 'voter', 'host', 'thief',
  'user', 'a', 'b', 'whom', 'mate', 'target', 'officer', 'seat', 'winner']);
const NUMBERS = new Set(['max', 'min', 'hours', 'step', 'days', 'count', 'total', 'people', 'bots', 'n', 'raid', 'dice', 'crew',
  'most', 'named', 'seats', 'actions', 'stealth', 'floor', 'tokens', 'cards', 'covert', 'of', 'turn']);

/** The entry said with a name in each name-like parameter; '' where it needs a real value (a list, a card). */
function said(e: Entry): string {
  return saidWithSamples(e, (k) => (k === 'script' ? undefined : NAMED.has(k) ? NAME : NUMBERS.has(k) ? 3 : k === 'players' ? [NAME] : 'Ann'));
}

const of = (where: string, catalogue: Catalogue) => Object.entries(catalogue)
  .filter(([key]) => !key.startsWith('name.'))
  .map(([key, e]) => ({ where: `${where} ${key}`, text: said(e) }));

const RUSSIAN = [
  ...of('table', TABLE_RU),
  ...of('discord', DISCORD_TEXTS.ru),
  ...of('offline', OFFLINE_TEXTS.ru),
  ...of('typed', TYPED_TEXTS.ru),
  ...GAMES.all().flatMap((g) => of(g.kind, g.texts.ru)),
  // Burgle Bros.' sentences said inside others (an event without effect, and why; a lasting effect).
  ...of('burgle-bros why', NO_EFFECT as Catalogue),
  ...of('burgle-bros lasting', LASTING as Catalogue),
];

/** A word that wants the name after it in an oblique case (genitive, dative, accusative, instrumental). */
const OBLIQUE = /(?<![\p{L}-])(для|у|от|с|со|за|к|ко|ход|хода|место|места|ждёт|ждет|ответа|приказ|кроме|вместо|позволите|отдать|против|без|обвиняет|оглушить|убить|подменить|заменить)\s+Саша(?![\p{L}])/iu;

describe('Russian sentences keep names in the nominative', () => {
  it('says a name after no word that would decline it, in any catalogue', () => {
    expect(RUSSIAN.length).toBeGreaterThan(500);
    const bad = RUSSIAN.filter((x) => OBLIQUE.test(x.text)).map((x) => `${x.where}: ${x.text}`);
    expect(bad).toEqual([]);
  });

  it('the tester\'s sentences read with the name in the nominative', () => {
    expect(RU_ENGINE.event({ player: 'Грач', event: 'espresso' })).toMatch(/^Событие \(Грач\): Эспрессо/);
    expect(NO_EFFECT['nothing-held']({ player: 'Саша' })).toBe('у игрока Саша нет ни инструментов, ни добычи');
    expect(RU_ENGINE['turn-skipped']({ player: 'Грач' })).toBe('Ход игрока Грач пропущен');
    expect(fill(TABLE_RU['not-your-turn'], { player: 'Саша' })).toBe('Сейчас ходит Саша, а не вы. Дождитесь своего хода.');
    expect(fill(TABLE_RU['button.away'], { player: 'Мария' })).toMatch(/за игрока Мария/);
    expect(fill(TABLE_RU['away-by-host'], { player: 'Саша', host: 'Ann' })).toMatch(/место игрока Саша боту/);
    // The mate first, then the item, both within a phone's first ~28 characters (test/i18n/phone-labels.test.ts): the
    // same tool may go to any of three mates on the tile, and its Russian name is long.
    expect(fill(BURGLE_RU['button.give-to'], { player: 'Саша', item: 'Лом' })).toBe('Игроку Саша: Лом');
    expect(fill(BURGLE_RU['button.take-from'], { player: 'Саша', item: 'Лом' })).toBe('У игрока Саша: Лом');
  });

  it('button labels that carry a name stay within Discord\'s 80 characters for a name of 32', () => {
    const long = 'x'.repeat(32);
    for (const key of Object.keys(TABLE_EN).filter((k) => k.startsWith('button.'))) {
      expect(fill(TABLE_RU[key], { player: long }).length, key).toBeLessThanOrEqual(80);
    }
    for (const key of ['button.give-to', 'button.take-from']) {
      expect(fill(BURGLE_RU[key], { player: long, item: 'Персидский котёнок' }).length, key).toBeLessThanOrEqual(80);
    }
  });
});
