// /heist rules through the table: per game and language, topics found as a person types them, the channel's game
// first (in answers and autocomplete), a game's name giving its summary, and the list of topics without one.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';
import { CONTENT_LIMIT } from '../../src/table/content.js';
import { ann, dm, ok, server, setup } from './helpers.js';
import type { Where } from '../../src/table/table.js';

let s: ReturnType<typeof setup>;
beforeEach(() => { s = setup(); });
afterEach(() => s.close());

const inGame = (kind: string): Where => {
  const where: Where = { guildId: null, channelId: `dm-${kind}`, isDM: true };
  ok(s.service.start(where, ann, kind === 'burgle-bros' ? { game: kind, scenario: 'office' } : { game: kind }));
  return where;
};

// Per game and language: its summary (goal, a turn, the end) and one topic of each kind, with words of its text.
const CASES: Record<string, Record<'en' | 'ru', [typed: string, expected: RegExp][]>> = {
  'burgle-bros': {
    en: [['summary', /\*\*Goal:\*\*[^]*\*\*A turn:\*\*[^]*\*\*The end:\*\*/], ['Laser', /2 actions/], ['crowbar', /adjacent tile/], ['Tiara', /guards on adjacent/], ['Espresso', /./], ['HAWK', /X-Ray/]],
    ru: [['summary', /\*\*Цель:\*\*[^]*\*\*Ход:\*\*[^]*\*\*Конец:\*\*/], ['Лазерный периметр', /2 действия/], ['лом', /Лом/], ['Тиара', /Тиара/], ['hawk', /Ястреб/]],
  },
  'art-robbery': {
    en: [['summary', /\*\*Goal:\*\*[^]*\*\*A turn:\*\*[^]*\*\*The end:\*\*/], ['turn', /Draw a card, back to 5/], ['Watchdog', /dog figure/], ['Greedy Thief', /Boss token included/],
      ['greedy thief', /Never from a player/], ['boss token', /4 or 5/], ['alibis', /white dots/], ['give', /\/give what:dog/], ['Raids', /sketches/]],
    ru: [['summary', /\*\*Цель:\*\*[^]*\*\*Ход:\*\*[^]*\*\*Конец:\*\*/], ['сторожевой пёс', /фигурку пса/], ['Сторожевой пес', /фигурку пса/], ['Жадный вор', /фишку Босса/],
      ['turn', /Возьмите карту/], ['Watchdog', /Сторожевой пёс/], ['алиби', /белые точки/i]],
  },
  'noir-heist': {
    en: [['summary', /\*\*Goal:\*\*[^]*\*\*A turn:\*\*[^]*\*\*The end:\*\*/], ['turn', /seat order/], ['Runner', /1 or 2 cells/], ['master safecracker', /two steal tokens/i],
      ['Accuse', /plainclothes/], ['search', /4×4/], ['Plainclothes officer', /secret/], ['steal token', /colour/], ['STUN', /Cleaner/], ['vaults', /3 different thieves/]],
    ru: [['summary', /\*\*Цель:\*\*[^]*\*\*Ход:\*\*[^]*\*\*Конец:\*\*/], ['Бегун', /на 1 или 2 клетки/], ['медвежатник-виртуоз', /Два жетона/], ['сдвинуть', /вытолкнутая/],
      ['Досмотреть', /4×4/], ['оглушить', /Чистильщик/], ['Runner', /Бегун/]],
  },
};

describe('/heist rules per game and language', () => {
  for (const [kind, langs] of Object.entries(CASES)) {
    for (const lang of ['en', 'ru'] as const) {
      it(`${kind} in ${lang}: inside its game, each topic as typed`, () => {
        const where = inGame(kind);
        for (const [typed, expected] of langs[lang]) {
          const text = s.service.rulesHelp(typed, lang, where);
          expect(text, typed).toMatch(expected);
          // The channel's own game: no other game's name on top.
          expect(text.startsWith('*'), typed).toBe(true);
          expect(text.startsWith('**'), typed).toBe(true);
          expect(text.length, typed).toBeLessThanOrEqual(CONTENT_LIMIT);
        }
      });
    }
  }

  it('every topic of every game has a text in both languages, each fitting one message, and the Russian is Russian', () => {
    for (const g of GAMES.all()) {
      const en = g.rules.all!('en');
      const ru = g.rules.all!('ru');
      expect(ru.map((x) => x.key)).toEqual(en.map((x) => x.key));
      expect(en.filter((x) => /summary$/.test(x.key)).length, g.kind).toBe(1);
      for (const [i, x] of en.entries()) {
        expect(g.rules.help(x.key, 'en')!.length, x.key).toBeLessThanOrEqual(CONTENT_LIMIT - 100);
        expect(ru[i].text, x.key).toMatch(/[а-яё]/i);
        expect(ru[i].text, x.key).not.toBe(x.text);
      }
    }
  });
});

describe('a topic found as a person types it', () => {
  it('inside an Art Robbery game, topic:turn is Art Robbery\'s turn', () => {
    const where = inGame('art-robbery');
    expect(s.service.rulesHelp('turn', 'en', where)).toMatch(/^\*\*Your turn\*\* \(rules\)\n1\. Play a card/);
  });

  it('any case, spaces, ё or е, either language, with or without the kind the choices show', () => {
    const where = inGame('art-robbery');
    const watchdog = s.service.rulesHelp('card.watchdog', 'en', where);
    for (const typed of ['Watchdog', 'WATCHDOG', '  watchdog ', 'Сторожевой пёс', 'сторожевой пес', 'Watchdog (card)', 'art-robbery|card.watchdog']) {
      expect(s.service.rulesHelp(typed, 'en', where), typed).toBe(watchdog);
    }
    const greedy = s.service.rulesHelp('card.greedy', 'ru', where);
    for (const typed of ['Greedy Thief', 'greedy thief', 'greedy', 'Жадный вор', 'жадный  ВОР']) expect(s.service.rulesHelp(typed, 'ru', where), typed).toBe(greedy);
  });

  it('the Acrobat\'s Climb Window names Fort Knox\'s empty cell, where the engine lets her climb too', () => {
    const where = inGame('burgle-bros');
    expect(s.service.rulesHelp('Acrobat', 'en', where)).toMatch(/Climb Window[^\n]*edge tile \(or by Fort Knox's empty cell\)/);
    expect(s.service.rulesHelp('Acrobat', 'ru', where)).toMatch(/с края здания \(или от пустой клетки Форт Нокса\)/);
  });

  it('a game\'s name gives its summary (and its topics), from anywhere, in either language', () => {
    for (const where of [server, inGame('noir-heist')]) {
      for (const typed of ['art robbery', 'Art Robbery', 'ART-ROBBERY', 'Ограбление музея']) {
        const text = s.service.rulesHelp(typed, 'en', where);
        expect(text, typed).toMatch(/^\*Art Robbery\*\n\*\*Summary\*\* \(rules\)\n\*\*Goal:\*\* 2–5 thieves/);
        expect(text, typed).toMatch(/Cards: Number cards, Watchdog, Greedy Thief, Boss/);
        expect(text.length).toBeLessThanOrEqual(CONTENT_LIMIT);
      }
    }
    expect(s.service.rulesHelp('Noir: Heist', 'ru', server)).toMatch(/^\*Нуар: Ограбление века\*\n\*\*Кратко\*\*/);
    expect(s.service.rulesHelp('burgle bros', 'en', server)).toMatch(/^\*Burgle Bros\.\*\n\*\*Summary\*\*/);
    expect(s.service.rulesHelp('Art Robbery: Boss token', 'en', server)).toMatch(/^\*Art Robbery\*\n\*\*Boss token\*\*/);
    // The first words of a game's name, when no topic is called so.
    expect(s.service.rulesHelp('noir', 'en', server)).toMatch(/^\*Noir: Heist\*\n\*\*Summary\*\*/);
    expect(s.service.rulesHelp('Burgle', 'en', server)).toMatch(/^\*Burgle Bros\.\*\n\*\*Summary\*\*/);
  });

  it('the channel\'s game answers first; another game\'s topic still answers, naming its game', () => {
    const noir = inGame('noir-heist');
    expect(s.service.rulesHelp('Hacker', 'en', noir)).toMatch(/^\*\*Hacker\*\* \(role\)\nLevel 1\. HACK/);
    const bb = inGame('burgle-bros');
    expect(s.service.rulesHelp('Hacker', 'en', bb)).toMatch(/^\*\*Hacker\*\* \(character\)\nBasic, Jammer/);
    expect(s.service.rulesHelp('Greedy Thief', 'en', bb)).toMatch(/^\*Art Robbery\*\n\*\*Greedy Thief\*\*/);
  });

  it('with no game here, a topic several games have answers with the first and names the others, and how to ask for theirs', () => {
    const setupHelp = s.service.rulesHelp('Setup', 'en', server);
    expect(setupHelp).toMatch(/^\*Burgle Bros\.\*\n\*\*Setup\*\*/);
    expect(setupHelp).toMatch(/\nOther games have a topic of this name too: Art Robbery, Noir: Heist\. Name the game first to read theirs, e\.g\. `\/heist rules topic:Art Robbery: Setup`\.$/);
    expect(s.service.rulesHelp('Who sees what', 'ru', server)).toMatch(/\nТема с таким названием есть и в другой игре: Нуар: Ограбление века\. Чтобы прочитать её, назовите игру первой: `\/ограбление правила тема:Нуар: Ограбление века: Who sees what`\.$/);
    // The way it names works, and inside a game its own topic answers alone.
    expect(s.service.rulesHelp('Noir: Heist: Setup', 'en', server)).toMatch(/^\*Noir: Heist\*\n\*\*Setup\*\*[^]*49 suspects/);
    expect(s.service.rulesHelp('Setup', 'en', inGame('noir-heist'))).not.toMatch(/Other games|Another game/);
    // A word of a topic's name left out is near it: "Show identity" finds Show your identity.
    expect(s.service.rulesHelp('Show identity', 'en', server)).toMatch(/did you mean \*\*Show your identity\*\*/);
  });

  it('a kind of topics ("events", "tool", "роли") lists that kind\'s topics; a topic named exactly so still answers itself', () => {
    const bb = inGame('burgle-bros');
    expect(s.service.rulesHelp('events', 'en', bb)).toMatch(/^\*\*Events\*\* \(26\)\nBrown Out, Buddy System, [^]*Where Is He\?\nEach one by name, e\.g\. `\/heist rules topic:Brown Out`\.$/);
    // Singular, or the other language: the kind, not a topic that begins with it (Blueprints, Rollerskates).
    expect(s.service.rulesHelp('tool', 'en', bb)).toMatch(/^\*\*Tools\*\* \(13\)\nBlueprints, Crowbar/);
    expect(s.service.rulesHelp('события', 'ru', bb)).toMatch(/^\*\*События\*\* \(26\)\n[^]*Подробнее — по названию темы/);
    expect(s.service.rulesHelp('роли', 'en', bb)).toMatch(/^\*Noir: Heist\*\n\*\*Roles\*\* \(12\)\nSecurity chief, Safecracker/);
    // A kind of the channel's game before another game's; a topic named exactly so before any kind.
    expect(s.service.rulesHelp('actions', 'en', bb)).toMatch(/^\*\*Actions\*\* \(rules\)\nPeek/);
    expect(s.service.rulesHelp('actions', 'en', inGame('noir-heist'))).toMatch(/^\*\*Actions\*\* \(8\)\nShift, Rob/);
    expect(s.service.rulesHelp('Art Robbery: cards', 'en', bb)).toMatch(/^\*Art Robbery\*\n\*\*Cards\*\* \(4\)\nNumber cards, Watchdog, Greedy Thief, Boss/);
  });

  it('an unknown topic says so and lists the topics, the channel\'s game first', () => {
    const where = inGame('noir-heist');
    const text = s.service.rulesHelp('zzz', 'en', where);
    expect(text).toMatch(/^No rules help on “zzz”\./);
    expect(text.indexOf('**Noir: Heist**')).toBeGreaterThan(0);
    expect(text.indexOf('**Noir: Heist**')).toBeLessThan(text.indexOf('**Art Robbery**'));
    expect(text).toMatch(/Roles: Security chief, Safecracker, Runner/);
    for (const word of ['constructor', '__proto__', 'toString']) expect(s.service.rulesHelp(word, 'en', where), word).toMatch(/^No rules help/);
  });
});

describe('the list of topics without one', () => {
  for (const lang of ['en', 'ru'] as const) {
    it(`${lang}: with no game here, every game with its topics, in one message`, () => {
      const text = s.service.rulesHelp('', lang, dm);
      expect(text.length).toBeLessThanOrEqual(CONTENT_LIMIT);
      for (const g of GAMES.all()) {
        const title = lang === 'en' ? g.texts.en['game.title'] : g.texts.ru['game.title'];
        expect(text, g.kind).toContain(`**${String(title)}**`);
        // Every game's general topics by name.
        expect(text, g.kind).toContain(g.rules.index!(lang)[0].names.join(', '));
      }
      // Only the longest kinds say how many they have, so Noir's roles and Art Robbery's cards are all named.
      expect(text).toContain(lang === 'en' ? 'Events: 26, e.g. Brown Out' : 'События: 26, например Отключение света');
      expect(text).toContain(lang === 'en' ? 'Roles: Security chief, Safecracker, Runner' : 'Роли: Начальник безопасности, Медвежатник, Бегун');
      // How to ask, and its example, as the reader's client names the command.
      expect(text).toMatch(lang === 'en' ? /Type `\/heist rules topic:` .*\(e\.g\. `\/heist rules topic:[^`]+`\)/ : /Наберите `\/ограбление правила тема:` .*\(например, `\/ограбление правила тема:[^`]+`\)/);
    });

    for (const g of GAMES.all()) {
      it(`${lang}: inside ${g.kind}, its every topic first, in one message`, () => {
        const where = inGame(g.kind);
        const text = s.service.rulesHelp(null, lang, where);
        expect(text.length).toBeLessThanOrEqual(CONTENT_LIMIT);
        const title = String((lang === 'en' ? g.texts.en : g.texts.ru)['game.title']);
        const firstGame = /\n\*\*(.+?)\*\* \(`/.exec(text)?.[1];
        expect(firstGame).toBe(title);
        for (const { names } of g.rules.index!(lang)) for (const name of names) expect(text, name).toContain(name);
      });
    }
  }
});

describe('autocomplete', () => {
  it('inside a game, its topics first (its own names), then the other games\' (named by game)', () => {
    for (const kind of GAMES.kinds()) {
      const where = inGame(kind);
      const all = s.service.rulesTopics('', 'en', where);
      expect(all.length).toBe(25);
      expect(all[0].value, kind).toBe(`${kind}|basics.summary`);
      const own = all.filter((c) => c.value.startsWith(`${kind}|`));
      expect(all.slice(0, own.length), kind).toEqual(own);
      expect(own.every((c) => !c.name.includes(': ')), kind).toBe(true);
      // The other games' summaries always have a place, however many topics this game has.
      expect(all.filter((c) => /\|basics\.summary$/.test(c.value)).length, kind).toBe(GAMES.kinds().length);
      // Typed: the game's match comes before the same word in other games.
      const turn = s.service.rulesTopics('turn', 'en', where);
      expect(turn[0].value, kind).toBe(`${kind}|basics.turn`);
      expect(turn.slice(1).every((c) => !c.value.startsWith(`${kind}|`) && /^[^:]+(: Heist)?: /.test(c.name)), kind).toBe(true);
    }
  });

  it('without a game, each game\'s summary first; a game\'s name lists its topics; names beginning with the text first', () => {
    const all = s.service.rulesTopics('', 'en', dm);
    expect(all.slice(0, 3).map((c) => c.value)).toEqual(['burgle-bros|basics.summary', 'art-robbery|basics.summary', 'noir-heist|basics.summary']);
    const art = s.service.rulesTopics('art rob', 'en', dm);
    expect(art[0]).toEqual({ name: 'Art Robbery: Summary (rules)', value: 'art-robbery|basics.summary' });
    expect(art.filter((c) => c.value.startsWith('art-robbery|')).length).toBe(18);
    expect(s.service.rulesTopics('greedy th', 'ru', dm)).toEqual([{ name: 'Ограбление музея (Art Robbery): Жадный вор (карта)', value: 'art-robbery|card.greedy' }]);
    expect(s.service.rulesTopics('Noir: Heist run', 'en', dm)[0]).toEqual({ name: 'Noir: Heist: Runner (role)', value: 'noir-heist|role.runner' });
    // Every choice picked answers with its topic.
    for (const c of [...all, ...art]) expect(s.service.rulesHelp(c.value, 'en', dm), c.value).toMatch(/^\*[^*]+\*\n\*\*/);
  });
});

describe('a topic with a typo', () => {
  /** Typos of a name, none a prefix of it: a letter of its middle dropped, two swapped, and (five letters or more) a
   * letter dropped and another changed. */
  const typos = (name: string): string[] => {
    const mid = Math.floor(name.length / 2);
    const out = [name.slice(0, mid) + name.slice(mid + 1), name.slice(0, mid - 1) + name[mid] + name[mid - 1] + name.slice(mid + 1)];
    if (name.length >= 5) {
      const dropped = name.slice(0, 1) + name.slice(2);
      out.push(dropped.slice(0, -2) + (dropped.at(-2) === 'q' ? 'x' : 'q') + dropped.slice(-1));
    }
    return out.filter((x) => x.toLowerCase() !== name.toLowerCase());
  };
  const bare = (name: string) => name.replace(/\s*\([^()]*\)\s*$/, '');

  for (const g of GAMES.all()) {
    for (const lang of ['en', 'ru'] as const) {
      it(`${g.kind} in ${lang}: every topic typed a letter or two wrong is suggested, inside its game and from anywhere`, () => {
        const where = inGame(g.kind);
        let tried = 0, long = 0;
        for (const topic of g.rules.topics('', lang)) {
          const name = bare(topic.name);
          if (name.replace(/[^\p{L}\p{N}]/gu, '').length < 4) continue;
          long++;
          for (const typo of typos(name)) {
            // A typo that is itself a topic's word (or begins one) is answered as such.
            if (GAMES.all().some((x) => x.rules.help(typo, lang) !== null)) continue;
            tried++;
            for (const at of [where, undefined]) {
              const text = s.service.rulesHelp(typo, lang, at);
              expect(text, `${typo} for ${name}`).toMatch(lang === 'en' ? /^No rules help on “/ : /^Нет справки по «/);
              expect(text.split('\n')[0], `${typo} for ${name}`).toContain(name);
              expect(text.length).toBeLessThanOrEqual(CONTENT_LIMIT);
            }
          }
        }
        // Typos were tried: ten at least, or one per long enough topic name where a game has fewer.
        expect(tried).toBeGreaterThanOrEqual(Math.min(10, long));
      });
    }
  }

  it('as the issue typed them: one suggestion with its text, not the list of every topic', () => {
    const cases: [string, string, RegExp][] = [['serch', 'Search', /4×4/], ['watchdg', 'Watchdog', /dog figure/], ['mootion', 'Motion', /./],
      ['greedy thef', 'Greedy Thief', /Boss token included/], ['Roller skates', 'Rollerskates', /./], ['noir: serch', 'Search', /4×4/]];
    for (const [typo, name, text] of cases) {
      const help = s.service.rulesHelp(typo, 'en');
      expect(help.split('\n')[0]).toBe(`No rules help on “${typo}”: did you mean **${name}**? Here it is.`);
      expect(help).toMatch(text);
      expect(help).not.toMatch(/Rules help\.\*\* Type/);
    }
    // Two equally near: both named, and in the channel's game its own first and alone.
    expect(s.service.rulesHelp('Hackr', 'en')).toMatch(/Did you mean one of these: Hacker \(Burgle Bros\.\), Hacker \(Noir: Heist\)\?/);
    expect(s.service.rulesHelp('Hackr', 'en', inGame('noir-heist'))).toMatch(/did you mean \*\*Hacker\*\*\? Here it is\.\n\*\*Hacker\*\* \(role\)/);
    // Autocomplete offers the near topic when nothing begins or holds what was typed.
    expect(s.service.rulesTopics('serch', 'en').map((c) => c.name)).toEqual(['Noir: Heist: Search (action)']);
    // Too far, or too short to guess from: the list, as before.
    expect(s.service.rulesHelp('zzz', 'en')).toMatch(/^No rules help on “zzz”\. Pick a topic/);
  });
});
