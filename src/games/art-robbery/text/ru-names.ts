// The Russian names of Art Robbery's commands and their options, as a Russian Discord client shows them (registered as
// `name.*`; a command games share has the same names in each), and a slash command written with them.
import { ruSlashWriter, shownChoices } from '../../../core/client-names.js';
import { LEVEL_TEXTS } from '../../../core/levels.js';
import type { Catalogue } from '../../../core/text.js';

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

/** The game's name in the list of `/heist start`'s `game:` choices, and its start options' choices
 * (`opt.<option>.<value>`), as a Russian client lists them. */
export const RU_TITLE = 'Ограбление музея (Art Robbery)';
export const RU_CHOICES: Catalogue = { ...LEVEL_TEXTS.ru };

/** A slash command as a Russian reader's client shows it: `/play card:5` is `/разыграть карта:5`, a choice as the
 * client lists it (`игра:Ограбление музея`, `уровень:Сильные`); other values as written. */
export const ruSlash = ruSlashWriter(RU_NAMES, ['play', 'give', 'choose', 'discard'], shownChoices({ ...RU_CHOICES, 'game.title': RU_TITLE }, 'art-robbery'));
