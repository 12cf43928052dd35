// Short rules help for /heist rules: a summary, the basics, rooms, tools, loot, events and characters, in English and
// Russian. Texts in text/rules-en.ts and text/rules-ru.ts; a topic is found as a person types it (core/rules-book.ts):
// by its key ('room.laser'), its name in either language ('Laser', 'Лазерный периметр') or the bare id ('laser').
import { RulesBook } from '../../core/rules-book.js';
import type { Locale } from '../../core/types.js';
import { t } from './present.js';
import { RULES_EN } from './text/rules-en.js';
import { ruSlash } from './text/ru-names.js';
import { RULES_RU } from './text/rules-ru.js';

export const RULES_BOOK = new RulesBook({
  en: RULES_EN,
  ru: RULES_RU,
  ruSlash,
  kinds: {
    en: { basics: 'rules', scenario: 'scenario', room: 'room', tool: 'tool', loot: 'loot', event: 'event', character: 'character' },
    ru: { basics: 'правила', scenario: 'сценарий', room: 'комната', tool: 'инструмент', loot: 'добыча', event: 'событие', character: 'персонаж' },
  },
  groups: {
    en: { basics: 'Rules', scenario: 'Scenarios', room: 'Rooms', tool: 'Tools', loot: 'Loot', event: 'Events', character: 'Characters' },
    ru: { basics: 'Правила', scenario: 'Сценарии', room: 'Комнаты', tool: 'Инструменты', loot: 'Добыча', event: 'События', character: 'Персонажи' },
  },
  aliases: {
    'basics.summary': ['overview', 'rules', 'goal', 'обзор', 'правила', 'цель'],
    'basics.setup': ['setup', 'scenario', 'break in', 'подготовка', 'сценарий'],
    'basics.actions': ['actions', 'peek', 'move', 'hack', 'stealth', 'заглянуть', 'зайти', 'скрытность'],
    'basics.turn': ['ход'],
    'basics.guard': ['guard', 'охранник'],
    'basics.alarms': ['alarm'],
    'basics.safes': ['safe', 'crack', 'сейф'],
    'basics.winning': ['win', 'end', 'lose', 'конец', 'победа'],
    'scenario.bank': ['bank job', 'банк'],
    'scenario.office': ['office job', 'офис', 'ограбление офиса'],
    'scenario.fortknox': ['fort knox', 'форт нокс', 'форт-нокс', 'empty cell', 'пустая клетка'],
  },
});

/** A topic's text, or a sentence saying there is none (with examples). */
export function rulesHelp(topic: string, lang: Locale): string {
  return RULES_BOOK.help(topic, lang) ?? t(lang, 'rules-unknown', { topic });
}

export function rulesTopics(typed: string, lang: Locale): { name: string; value: string }[] {
  return RULES_BOOK.topics(typed, lang).slice(0, 25).map((c) => ({ name: c.name.slice(0, 100), value: c.value }));
}
