// The table's sentences around the games' rules help (/heist rules): the list of topics and an unknown topic.
import { writtenWith } from '../../core/client-names.js';
import type { Texts } from '../../core/text.js';

export const RULES_HELP_TEXTS: Texts = {
  en: {
    'rules.list': '**Rules help.** Type `/heist rules topic:` and a topic\'s name, in any case and either language (e.g. `{example}`); a game\'s name gives its summary.',
    'rules.game': '**{game}** (`/heist rules topic:{game}`)',
    'rules.more': '{group}: {count}, e.g. {example}',
    'rules.others': 'Other games: {games}.',
    'rules.group': '**{group}** ({count})\n{names}\nEach one by name, e.g. `/heist rules topic:{example}`.',
    'rules.also-in': 'Another game has a topic of this name too: {games}. Name the game first to read it: `/heist rules topic:{example}`.',
    'rules.also-in-many': 'Other games have a topic of this name too: {games}. Name the game first to read theirs, e.g. `/heist rules topic:{example}`.',
    'rules.unknown': 'No rules help on “{topic}”. Pick a topic as you type, or one of these:',
    'rules.did-you-mean': 'No rules help on “{topic}”: did you mean **{name}**? Here it is.',
    'rules.did-you-mean-many': 'No rules help on “{topic}”. Did you mean one of these: {names}? Type `/heist rules topic:` and its name.',
  },
  ru: writtenWith({
    'rules.list': '**Справка по правилам.** Наберите `/heist rules topic:` и название темы, в любом регистре и на любом языке (например, `{example}`); название игры даёт её краткие правила.',
    'rules.game': '**{game}** (`/heist rules topic:{game}`)',
    'rules.more': '{group}: {count}, например {example}',
    'rules.others': 'Другие игры: {games}.',
    'rules.group': '**{group}** ({count})\n{names}\nПодробнее — по названию темы, например `/heist rules topic:{example}`.',
    'rules.also-in': 'Тема с таким названием есть и в другой игре: {games}. Чтобы прочитать её, назовите игру первой: `/heist rules topic:{example}`.',
    'rules.also-in-many': 'Тема с таким названием есть и в других играх: {games}. Чтобы прочитать их, назовите игру первой, например `/heist rules topic:{example}`.',
    'rules.unknown': 'Нет справки по «{topic}». Выберите тему из подсказок или одну из этих:',
    'rules.did-you-mean': 'Нет справки по «{topic}»: может быть, вы имели в виду **{name}**? Вот она.',
    'rules.did-you-mean-many': 'Нет справки по «{topic}». Может быть, вы имели в виду одну из этих тем: {names}? Наберите `/heist rules topic:` и её название.',
  }),
};
