// A Russian sentence that tells someone what to type names the commands as their Russian client shows them
// (src/core/client-names.ts): `/heist settings dm:true` is `/ограбление настройки лс:true`.
import { describe, expect, it } from 'vitest';
import { HEIST_RU_NAMES, HEIST_SUBCOMMANDS, ruHeist, slashWriter } from '../../src/core/client-names.js';
import { ruSlash } from '../../src/games/burgle-bros/text/ru-names.js';
import { lookup } from '../../src/core/text.js';
import { GAMES } from '../../src/games/index.js';
import { russianSentences } from './sentences.js';

describe('a slash command written with the names a client shows', () => {
  it('names the command, its subcommand and its options; values, links and other commands stay as written', () => {
    expect(ruHeist('Наберите /heist settings reminders:true interval:{hours}.')).toBe('Наберите /ограбление настройки напоминания:true интервал:{hours}.');
    expect(ruHeist('`/heist rules topic:Нуар: Ограбление века: Who sees what`')).toBe('`/ограбление правила тема:Нуар: Ограбление века: Who sees what`');
    expect(ruHeist('(/heist web), /heist hand или /heist start game:art-robbery bots:2.')).toBe('(/ограбление веб), /ограбление карты или /ограбление начать игра:art-robbery bots:2.');
    expect(ruHeist('https://example.org/heist start и /move target:east')).toBe('https://example.org/heist start и /move target:east');
    // A word after /heist that is no subcommand is the sentence's own.
    expect(ruHeist('/heist игроку')).toBe('/ограбление игроку');
    // An option named on its own, as an option is written.
    expect(ruHeist('(dm:false), без `revoke:`, а не dm или revoke')).toBe('(лс:false), без `отозвать:`, а не dm или revoke');
    // A game's own commands and options with its names, /heist's too.
    expect(ruSlash('`/take what:gold-bar`, /end-turn, `crew:` и /heist status')).toBe('`/взять что:gold-bar`, /конец-хода, `команда:` и /ограбление статус');
    // Written once, it stays (the Russian names are no English words).
    expect(ruHeist(ruHeist('/heist settings dm:true'))).toBe(ruHeist('/heist settings dm:true'));
    // In a sentence already said, with its values, only an option in backticks is one: a player called `player` is not.
    expect(ruHeist('player: 20 очк., `dm:` и (dm:true)', true)).toBe('player: 20 очк., `лс:` и (dm:true)');
    expect(ruHeist('player: 20 очк., `dm:` и (dm:true)')).toBe('игрок: 20 очк., `лс:` и (лс:true)');
    const art = GAMES.require('art-robbery');
    expect(lookup(art.texts, 'ru', 'ui.result.row', { player: 'player', score: 20, alibis: 2 })).toBe('player: 20 очков, алиби 2');
    expect(['1', '3', '11', '21', '22'].map((score) => lookup(art.texts, 'ru', 'ui.result.row', { player: 'p', score, alibis: 0 })!.split(',')[0])).toEqual(['p: 1 очко', 'p: 3 очка', 'p: 11 очков', 'p: 21 очко', 'p: 22 очка']);
    const w = slashWriter({ a: 'а', b: 'б', c: 'в' }, new Set(['a']), new Set(['b']));
    expect(w('/a b c:1 c:2 /b c:3')).toBe('/а б в:1 в:2 /b в:3');
  });

  it('writes a value that is one of the option\'s choices as the client lists it, short; other values stay', () => {
    const w = slashWriter({ a: 'а', b: 'б', c: 'в', d: 'г' }, new Set(['a']), new Set(['b']), { c: { hard: 'Сильные' }, d: { bank: 'Ограбление банка' } });
    expect(w('/a b c:hard d:bank, `c:hard`, c:hardest, c:5 и (d:bank).')).toBe('/а б в:Сильные г:Ограбление банка, `в:Сильные`, в:hardest, в:5 и (г:Ограбление банка).');
    // In a sentence said with its values, only an option in backticks.
    expect(w('c:hard и `c:hard`', true)).toBe('c:hard и `в:Сильные`');
    // A game's writer knows its own choices: its name in `game:`, its options' (the level's too).
    expect(ruSlash('`/heist start game:burgle-bros scenario:fortknox level:hard walls:random`')).toBe('`/ограбление начать игра:Взломщики сценарий:Форт Нокс уровень:Сильные стены:Случайное`');
    expect(lookup(GAMES.require('burgle-bros').texts, 'ru', 'level-without-bots', { level: 'hard', most: 3 })).toMatch(/^`уровень:Сильные` .* `боты:` \(до 3\)/);
    const art = GAMES.require('art-robbery');
    expect(lookup(art.texts, 'ru', 'seats-out-of-range', { total: 1, people: 1, bots: 0, dm: true })).toMatch(/`\/ограбление начать игра:Ограбление музея боты:2`/);
  });

  it('no Russian sentence, in any layer or game, writes /heist or one of its options by the English name', () => {
    const options = Object.keys(HEIST_RU_NAMES).filter((n) => n !== 'heist');
    const english = new RegExp(`(^|[^\\w/.-])/heist\\b|(^|[^\\w/.:-])(${options.join('|')}):`);
    const sentences = russianSentences();
    // Each layer and game is read (a catalogue dropped from the list would pass unread).
    for (const where of ['table ', 'rules help ', 'discord ', 'offline ', 'web ', 'burgle-bros ', 'art-robbery ', 'noir-heist ', 'burgle-bros rules ', 'noir-heist rules ']) {
      expect(sentences.some((s) => s.where.startsWith(where) && s.text.includes('/ограбление')), where).toBe(true);
    }
    expect(sentences.filter((s) => english.test(s.text)).map((s) => `${s.where}: ${s.text}`)).toEqual([]);
  });

  it('no Russian sentence names an option that has a Russian name by its English one, even bare (`officers`)', () => {
    // Options only: a verb in backticks is an action as a script types it (`rob`), the contract's word.
    const verbs = new Set(['heist', ...HEIST_SUBCOMMANDS, ...GAMES.all().flatMap((g) => g.verbs.map((v) => v.name))]);
    const named = new Set([...Object.keys(HEIST_RU_NAMES), ...GAMES.all().flatMap((g) => Object.keys(g.texts.ru).filter((k) => k.startsWith('name.')).map((k) => k.slice(5)))]
      .filter((n) => !verbs.has(n)));
    const bare = (text: string) => [...text.matchAll(/`([a-z][a-z-]*)`/g)].map((m) => m[1]).filter((w) => named.has(w));
    expect(russianSentences().filter((s) => bare(s.text).length).map((s) => `${s.where}: ${bare(s.text).join(', ')}`)).toEqual([]);
  });
});
