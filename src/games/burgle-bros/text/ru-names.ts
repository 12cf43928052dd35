// The Russian names of Burgle Bros.' commands and their options, as a Russian Discord client shows them (registered as
// `name.*`, commands/verbs.ts; the first game's names for a command games share), and a slash command written with them.
import { ruSlashWriter } from '../../../core/client-names.js';

export const RU_NAMES: Readonly<Record<string, string>> = {
  'peek': 'заглянуть',
  'move': 'идти',
  'crack': 'вскрыть',
  'hack': 'взломать',
  'add-die': 'добавить-кубик',
  'escape': 'сбежать',
  'use': 'применить',
  'ability': 'способность',
  'give': 'отдать',
  'take': 'взять',
  'end-turn': 'конец-хода',
  'choose': 'выбрать',
  'scenario': 'сценарий',
  'crew': 'команда',
  'bots': 'боты',
  'level': 'уровень',
  'characters': 'персонажи',
  'advanced': 'продвинутые',
  'walls': 'стены',
  'lost-visual': 'потеря-из-виду',
  'target': 'цель',
  'tool': 'инструмент',
  'what': 'что',
  'answer': 'ответ',
};

/** A slash command as a Russian reader's client shows it: `/ability target:up` is `/способность цель:up`, and
 * `/heist hand` is `/ограбление карты` (the values stay as written: the parser reads English words too). */
export const ruSlash = ruSlashWriter(RU_NAMES, ['peek', 'move', 'crack', 'hack', 'add-die', 'escape', 'use', 'ability', 'give', 'take', 'end-turn', 'choose']);
