// The Russian names of Noir: Heist's commands and their options, as a Russian Discord client shows them (registered as
// `name.*`; a command games share has the same names in each), and a slash command written with them.
import { ruSlashWriter, shownChoices } from '../../../core/client-names.js';
import { LEVEL_TEXTS } from '../../../core/levels.js';
import type { Catalogue } from '../../../core/text.js';

export const RU_NAMES: Readonly<Record<string, string>> = {
  'shift': 'сдвинуть',
  'line': 'линия',
  'rob': 'ограбить',
  'ability': 'способность',
  'target': 'цель',
  'draw': 'новая-личность',
  'show': 'показать',
  'thief': 'вор',
  'choose': 'выбрать',
  'answer': 'ответ',
  'swap': 'подменить',
  'officer': 'офицер',
  'suspect': 'подозреваемый',
  'accuse': 'обвинить',
  'search': 'досмотреть',
  'square': 'квадрат',
  'bots': 'боты',
  'level': 'уровень',
  'officers': 'офицеры',
  'chief': 'начальник',
  'side': 'сторона',
};

/** The game's name in the list of `/heist start`'s `game:` choices, and its start options' choices
 * (`opt.<option>.<value>`), as a Russian client lists them. */
export const RU_TITLE = 'Нуар: Ограбление века';
export const RU_CHOICES: Catalogue = {
  ...LEVEL_TEXTS.ru,
  'opt.chief.host': 'Ведущий',
  'opt.chief.random': 'Случайный человек',
  'opt.chief.bot': 'Бот',
  'opt.side.thief': 'Вор',
  'opt.side.chief': 'Начальник безопасности',
};

/** A slash command as a Russian reader's client shows it: `/shift line:A south` is `/сдвинуть линия:A south`, a choice
 * as the client lists it (`сторона:Начальник безопасности`); other values as written. */
export const ruSlash = ruSlashWriter(RU_NAMES, ['shift', 'rob', 'ability', 'draw', 'show', 'choose', 'swap', 'accuse', 'search'],
  shownChoices({ ...RU_CHOICES, 'game.title': RU_TITLE }, 'noir-heist'));
