// The Russian names of Noir: Heist's commands and their options, as a Russian Discord client shows them (registered as
// `name.*`; a command games share has the same names in each), and a slash command written with them.
import { ruSlashWriter } from '../../../core/client-names.js';

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

/** A slash command as a Russian reader's client shows it: `/shift line:A south` is `/сдвинуть линия:A south` (values
 * as written). */
export const ruSlash = ruSlashWriter(RU_NAMES, ['shift', 'rob', 'ability', 'draw', 'show', 'choose', 'swap', 'accuse', 'search']);
