// Rules help for /heist rules: a summary, setup, a turn, raids, the end, each card, token and action, in English and
// Russian (text/rules-en.ts, text/rules-ru.ts); a topic is found as a person types it (core/rules-book.ts). Written
// with the token table the module plays with, so the loot tokens' faces it lists are the ones in play.
import { RulesBook } from '../../core/rules-book.js';
import type { Locale } from '../../core/types.js';
import type { Token } from './engine/types.js';
import { rulesEn } from './text/rules-en.js';
import { ruSlash } from './text/ru-names.js';
import { rulesRu } from './text/rules-ru.js';

/** The rules book for a token table (tokens-file.ts: the default file or the one HEIST_ART_ROBBERY_TOKENS names). */
export const rulesBook = (raids: readonly (readonly Token[])[]): RulesBook => new RulesBook({
  en: rulesEn(raids),
  ru: rulesRu(raids),
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

/** The module's rules help, with the faces of `raids`. */
export function rulesFor(raids: readonly (readonly Token[])[]) {
  const book = rulesBook(raids);
  return {
    topics: (typed: string, lang: Locale) => book.topics(typed, lang),
    help: (topic: string, lang: Locale) => book.help(topic, lang),
    index: (lang: Locale) => book.index(lang),
    all: (lang: Locale) => book.all(lang),
  };
}
