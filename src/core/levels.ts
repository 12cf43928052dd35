// The bots' levels as a game offers them (docs/bots.md): the `level` option and its words, written once for every game
// whose bots have levels. A game puts LEVEL_OPTION in its options and spreads LEVEL_TEXTS into its catalogues; it may
// override any of the words after the spread.
import { BOT_LEVELS, type OptionSpec } from './module.js';
import type { Catalogue } from './text.js';
import type { Locale } from './types.js';

export const LEVEL_OPTION: OptionSpec = { name: 'level', type: 'string', choices: [...BOT_LEVELS] };

export const LEVEL_TEXTS: Record<Locale, Catalogue> = {
  en: {
    'opt.level': 'How well the bots play: easy, normal (default) or hard',
    'opt.level.easy': 'Easy: loose, for learning',
    'opt.level.normal': 'Normal: a fair opponent',
    'opt.level.hard': 'Hard: as strong as they get',
    'level.easy': 'easy bots',
    'level.normal': 'normal bots',
    'level.hard': 'hard bots',
  },
  ru: {
    'opt.level': 'Насколько хорошо играют боты: лёгкие, обычные (по умолчанию) или сильные',
    'opt.level.easy': 'Лёгкие: играют небрежно, чтобы учиться',
    'opt.level.normal': 'Обычные: честный соперник',
    'opt.level.hard': 'Сильные: в полную силу',
    'level.easy': 'лёгкие боты',
    'level.normal': 'обычные боты',
    'level.hard': 'сильные боты',
  },
};
