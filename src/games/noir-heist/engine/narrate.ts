// Events and refusals as sentences in a language, from the game's catalogues (text/). Used by positions.ts and the
// presentation (present.ts).
import { lookup } from '../../../core/text.js';
import type { GameEvent, Locale, Rejection } from '../../../core/types.js';
import { texts } from '../text/index.js';

export const narrate = (e: GameEvent, lang: Locale = 'en'): string => lookup(texts, lang, e.code, e.params) ?? e.code;
/** A refusal as a position report writes it (`script`: commands as script lines, not slash commands). */
export const explain = (r: Rejection, lang: Locale = 'en'): string => lookup(texts, lang, r.code, { ...r.params, script: true }) ?? r.code;
