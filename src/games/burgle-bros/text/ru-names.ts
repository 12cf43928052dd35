// The Russian names of Burgle Bros.' commands and their options, as a Russian Discord client shows them (registered as
// `name.*`, commands/verbs.ts; the first game's names for a command games share), and a slash command written with them.
import { ruSlashWriter, shownChoices } from '../../../core/client-names.js';
import { LEVEL_TEXTS } from '../../../core/levels.js';
import type { Catalogue } from '../../../core/text.js';

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
  'empty-cell': 'пустая-клетка',
  'lost-visual': 'потеря-из-виду',
  'target': 'цель',
  'tool': 'инструмент',
  'what': 'что',
  'answer': 'ответ',
};

/** The game's name in the list of `/heist start`'s `game:` choices, and its start options' choices
 * (`opt.<option>.<value>`), as a Russian client lists them. */
export const RU_TITLE = 'Взломщики (Burgle Bros.)';
export const RU_CHOICES: Catalogue = {
  ...LEVEL_TEXTS.ru,
  'opt.scenario.bank': 'Ограбление банка (3 этажа)',
  'opt.scenario.office': 'Проникновение в офис (2 этажа, проще)',
  'opt.scenario.fortknox': 'Форт Нокс (2 этажа 5×5, сложнее)',
  'opt.advanced.no': 'Нет',
  'opt.advanced.yes': 'Да',
  'opt.advanced.random': 'Случайно для каждого',
  'opt.walls.default': 'Как в правилах',
  'opt.walls.random': 'Случайное',
};

/** A slash command as a Russian reader's client shows it: `/ability target:up` is `/способность цель:up`, `/heist
 * hand` is `/ограбление карты`, and a choice is named as the client lists it (`сценарий:Форт Нокс`); other values
 * stay as written (the parser reads English words too). */
export const ruSlash = ruSlashWriter(RU_NAMES, ['peek', 'move', 'crack', 'hack', 'add-die', 'escape', 'use', 'ability', 'give', 'take', 'end-turn', 'choose'],
  shownChoices({ ...RU_CHOICES, 'game.title': RU_TITLE }, 'burgle-bros'));
