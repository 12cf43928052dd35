// The Russian names of Burgle Bros.' commands and their options, as a Russian Discord client shows them (registered as
// `name.*`, commands/verbs.ts; the first game's names for a command games share), and a slash command written with them.

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
  'characters': 'персонажи',
  'advanced': 'продвинутые',
  'walls': 'стены',
  'lost-visual': 'потеря-из-виду',
  'target': 'цель',
  'tool': 'инструмент',
  'what': 'что',
  'answer': 'ответ',
};

/** A slash command as a Russian reader's client shows it: `/ability target:up` is `/способность цель:up` (the values
 * stay as written: the parser reads English words too). */
export const ruSlash = (slash: string): string =>
  slash.replace(/\/([a-z][a-z-]*)(?:(\s+)([a-z][a-z-]*):)?/g, (_whole, verb: string, space: string | undefined, option: string | undefined) =>
    `/${RU_NAMES[verb] ?? verb}${option ? `${space}${RU_NAMES[option] ?? option}:` : ''}`);
