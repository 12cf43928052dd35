// Rules help for /heist rules: a summary, setup, a turn, raids, the end, each card, token and action, in English and
// Russian (text/rules-en.ts, text/rules-ru.ts); a topic is found as a person types it (core/rules-book.ts).
import { RulesBook } from '../../core/rules-book.js';
import type { Locale } from '../../core/types.js';
import { RULES_EN } from './text/rules-en.js';
import { ruSlash } from './text/ru-names.js';
import { RULES_RU } from './text/rules-ru.js';

export const RULES_BOOK = new RulesBook({
  en: RULES_EN,
  ru: RULES_RU,
  ruSlash,
  kinds: {
    en: { basics: 'rules', card: 'card', token: 'token', action: 'action' },
    ru: { basics: 'правила', card: 'карта', token: 'фишка', action: 'действие' },
  },
  groups: {
    en: { basics: 'Rules', card: 'Cards', token: 'Tokens and the dog', action: 'Actions' },
    ru: { basics: 'Правила', card: 'Карты', token: 'Фишки и пёс', action: 'Действия' },
  },
  aliases: {
    'basics.summary': ['overview', 'rules', 'goal', 'обзор', 'правила', 'цель'],
    'basics.turn': ['turn', 'ход', 'draw', 'reshuffle'],
    'basics.raids': ['raid', 'рейд', 'bank', 'banking'],
    'basics.end': ['end', 'scoring', 'score', 'arrest', 'arrested', 'конец', 'очки', 'арест'],
    'card.number': ['numbers', 'number', '0', '1', '2', '3', '4', '5', 'номерная карта'],
    'card.watchdog': ['watchdog card', 'карта сторожевого пса'],
    'card.greedy': ['greedy', 'вор', 'жадный'],
    'token.boss': ['boss token', 'фишка босса'],
    'token.alibi': ['alibi', 'dots', 'точки'],
    'token.dog': ['dog', 'the dog', 'watchdog figure', 'пёс', 'собака'],
    'token.loot': ['tokens', 'loot', 'лут', 'фишки'],
    'action.play': ['commands', 'команды'],
  },
});

export const rules = {
  topics: (typed: string, lang: Locale) => RULES_BOOK.topics(typed, lang),
  help: (topic: string, lang: Locale) => RULES_BOOK.help(topic, lang),
  index: (lang: Locale) => RULES_BOOK.index(lang),
  all: (lang: Locale) => RULES_BOOK.all(lang),
};
