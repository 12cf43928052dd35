// The catalogues are complete: every English key has a Russian text with the same placeholders (the table's, the
// Discord layer's and each game's), every Burgle Bros. engine code (core and cards) has a Russian sentence.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fill, localeOf, translator, type Catalogue } from '../../src/core/text.js';
import { GAMES } from '../../src/games/index.js';
import { EN as ENGINE_EN } from '../../src/games/burgle-bros/text/en-engine.js';
import { RU_ENGINE } from '../../src/games/burgle-bros/text/ru-engine.js';
import { BURGLE_EN } from '../../src/games/burgle-bros/text/en.js';
import { BURGLE_RU } from '../../src/games/burgle-bros/text/ru.js';
import { TABLE_EN } from '../../src/table/text/en.js';
import { TABLE_RU } from '../../src/table/text/ru.js';
import { BOT_EN } from '../../src/discord/text/en.js';
import { BOT_RU } from '../../src/discord/text/ru.js';
import { WEB_TEXTS } from '../../src/web/text.js';
import { RULES_HELP_TEXTS } from '../../src/table/text/rules-help.js';
import { russianSentences } from './sentences.js';

const placeholders = (x: unknown) => (typeof x === 'string' ? [...x.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort() : null);

function sameKeys(name: string, en: Catalogue, ru: Catalogue): void {
  it(`${name}: every English key has a Russian text with the same placeholders, and no more`, () => {
    expect(Object.keys(en).filter((k) => !(k in ru))).toEqual([]);
    expect(Object.keys(ru).filter((k) => !(k in en) && !k.startsWith('name.'))).toEqual([]);
    for (const k of Object.keys(en)) {
      const a = placeholders(en[k]), b = placeholders(ru[k]);
      if (a && b) expect(b, k).toEqual(a);
    }
  });
}

describe('catalogues', () => {
  sameKeys('the table', TABLE_EN, TABLE_RU);
  sameKeys('the table\'s rules help', RULES_HELP_TEXTS.en, RULES_HELP_TEXTS.ru);
  sameKeys('the Discord layer', BOT_EN, BOT_RU);
  sameKeys('Burgle Bros.', BURGLE_EN, BURGLE_RU);
  sameKeys('the web pages', WEB_TEXTS.en, WEB_TEXTS.ru);

  it('every game has a title and Russian texts for every English key it shows', () => {
    for (const g of GAMES.all()) {
      expect(g.texts.en['game.title'], g.kind).toBeTruthy();
      expect(Object.keys(g.texts.en).filter((k) => !(k in g.texts.ru)), g.kind).toEqual([]);
    }
  });

  it('every Burgle Bros. engine code has a Russian sentence that reads its parameters without failing', () => {
    const missing = Object.keys(ENGINE_EN).filter((code) => !(code in RU_ENGINE));
    expect(missing).toEqual([]);
    const params = { player: 'Ann', other: 'Bob', at: 'F1 B2', to: 'F1 C2', from: 'F1 A2', floor: 1, cells: ['B2', 'C2'],
      rolls: '3 6', dir: 'north', room: 'laser', item: 'tiara', tool: 'crowbar', loot: 'gemstone', event: 'espresso', options: 'a, b' };
    for (const code of Object.keys(RU_ENGINE)) {
      const text = RU_ENGINE[code](params);
      expect(text.length, code).toBeGreaterThan(0);
      expect(text, code).not.toMatch(/undefined|\[object/);
    }
  });

  it('picks Russian for ru and English otherwise', () => {
    expect(localeOf('ru')).toBe('ru');
    expect(localeOf('en-US')).toBe('en');
    expect(localeOf(undefined)).toBe('en');
    expect(localeOf('de')).toBe('en');
    const table = translator({ en: TABLE_EN, ru: TABLE_RU });
    expect(table('ru', 'not-your-turn', { player: 'Ann' })).toBe('Сейчас ходит Ann, а не вы. Дождитесь своего хода.');
    expect(table('en', 'not-your-turn', { player: 'Ann' })).toBe('It is Ann\'s turn, not yours. Wait for your turn.');
    const burgle = GAMES.require('burgle-bros');
    const say = translator(burgle.texts);
    expect(say('ru', 'moved', { player: 'Ann', to: 'F1 B2', room: 'laser' })).toBe('Ann заходит в F1 B2 (Лазерный периметр)');
    expect(say('en', 'moved', { player: 'Ann', to: 'F1 B2', room: 'laser' })).toBe('Ann moved to F1 B2 (Laser)');
    expect(say('en', 'moved', { player: 'Ann', to: 'F1 B2', room: 'deadbolt', actions: 3 })).toBe('Ann moved to F1 B2 (Deadbolt), 3 actions');
    expect(say('ru', 'moved', { player: 'Ann', to: 'F1 B2', room: 'laser', actions: 2 })).toBe('Ann заходит в F1 B2 (Лазерный периметр), 2 действия');
  });

  it('a value that ends with a full stop takes the sentence\'s own (Burgle Bros.), and only that', () => {
    const t = translator({ en: TABLE_EN, ru: TABLE_RU });
    expect(t('en', 'lobby-title', { host: 'alice', game: 'Burgle Bros.' })).toBe('alice is planning a heist: Burgle Bros.');
    expect(t('en', 'joined', { game: 'Burgle Bros.' })).toBe('You joined the crew for Burgle Bros.');
    expect(t('en', 'lobby-title', { host: 'alice', game: 'Art Robbery' })).toBe('alice is planning a heist: Art Robbery.');
    expect(fill('{a}. {b}...', { a: 'x.', b: 'y.' })).toBe('x. y....');
    expect(fill('{a}.', { a: 'wait..' })).toBe('wait...');
    expect(fill('{a}, then.', { a: 'Bros.' })).toBe('Bros., then.');
  });

  it('fills every template as matching its placeholders each time would (fill keeps them split)', () => {
    const byRegex = (e: string, p: Record<string, unknown>) => e.replace(/\{(\w+)\}/g, (m, k: string) => (Object.hasOwn(p, k) ? String(p[k] ?? '') : m));
    const templates = [TABLE_EN, TABLE_RU, BOT_EN, BOT_RU, BURGLE_EN, BURGLE_RU, ...GAMES.all().flatMap((g) => [g.texts.en, g.texts.ru])]
      .flatMap((c) => Object.values(c).filter((e): e is string => typeof e === 'string'));
    templates.push('{a}{b}', '{{a}}', 'x {a} {missing} {a}', '{ a }', '{}', 'ends {');
    for (const e of templates) {
      // Every other placeholder given (one missing stays as written), values of several kinds.
      const names = placeholders(e) ?? [];
      const p: Record<string, unknown> = {};
      names.forEach((k, i) => { if (i % 2 === 0) p[k] = [`v${i}`, i, null, ['x', 'y'], undefined][i % 5]; });
      expect(fill(e, p), e).toBe(byRegex(e, p));
      expect(fill(e, p), e).toBe(byRegex(e, p));
      expect(fill(e), e).toBe(byRegex(e, {}));
    }
  });
});

describe('Russian that knows no reader\'s gender', () => {
  it('no sentence of any layer or game writes a verb both ways (вышел(а)): the game does not know a player\'s gender', () => {
    const both = /\p{L}\((а|ла|ась|ся)\)/u;
    expect(russianSentences().filter((s) => both.test(s.text)).map((s) => `${s.where}: ${s.text}`)).toEqual([]);
    // A sentence said only on some branch is read in the sources too.
    const sources = ['src/games/burgle-bros/text/ru-engine.ts', 'src/games/burgle-bros/text/ru.ts', 'src/games/art-robbery/text/ru.ts',
      'src/games/noir-heist/text/ru.ts', 'src/table/text/ru.ts', 'src/discord/text/ru.ts'];
    for (const f of sources) expect(readFileSync(new URL(`../../${f}`, import.meta.url), 'utf8'), f).not.toMatch(both);
    // Nor a player (the sample name, Ann) the subject of a past verb of one gender: "Игрок Ann покинул …" instead.
    const past = /(^|[.:!?]\s+)Ann,? \p{L}+(л|ла|лся|лась)(?!\p{L})/u;
    expect(russianSentences().filter((s) => past.test(s.text)).map((s) => `${s.where}: ${s.text}`)).toEqual([]);
  });
});
