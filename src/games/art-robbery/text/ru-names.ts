// The Russian names of Art Robbery's commands and their options, as a Russian Discord client shows them (registered as
// `name.*`; a command games share has the same names in each), and a slash command written with them.
import { ruSlashWriter } from '../../../core/client-names.js';

export const RU_NAMES: Readonly<Record<string, string>> = {
  'play': 'разыграть',
  'card': 'карта',
  'token': 'фишка',
  'from': 'у-кого',
  'give': 'отдать',
  'what': 'что',
  'choose': 'выбрать',
  'answer': 'ответ',
  'discard': 'сбросить',
  'tokens': 'фишки',
  'bots': 'боты',
  'level': 'уровень',
};

/** A slash command as a Russian reader's client shows it: `/play card:5` is `/разыграть карта:5` (values as written). */
export const ruSlash = ruSlashWriter(RU_NAMES, ['play', 'give', 'choose', 'discard']);
