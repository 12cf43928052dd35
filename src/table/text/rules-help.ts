// The table's sentences around the games' rules help (/heist rules): the list of topics and an unknown topic.
import type { Texts } from '../../core/text.js';

export const RULES_HELP_TEXTS: Texts = {
  en: {
    'rules.list': '**Rules help.** Type `/heist rules topic:` and a topic\'s name, in any case and either language (e.g. `{example}`); a game\'s name gives its summary.',
    'rules.game': '**{game}** (`/heist rules topic:{game}`)',
    'rules.more': '{group}: {count}, e.g. {example}',
    'rules.others': 'Other games: {games}.',
    'rules.unknown': 'No rules help on “{topic}”. Pick a topic as you type, or one of these:',
  },
  ru: {
    'rules.list': '**Справка по правилам.** Наберите `/heist rules topic:` и название темы, в любом регистре и на любом языке (например, `{example}`); название игры даёт её краткие правила.',
    'rules.game': '**{game}** (`/heist rules topic:{game}`)',
    'rules.more': '{group}: {count}, например {example}',
    'rules.others': 'Другие игры: {games}.',
    'rules.unknown': 'Нет справки по «{topic}». Выберите тему из подсказок или одну из этих:',
  },
};
