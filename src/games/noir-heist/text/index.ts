// The game's catalogues, EN + RU (same keys; Russian falls back to English).
// Presentation (present.ts), positions and the table read them through core/text.ts.
import type { Texts } from '../../../core/text.js';
import { ALT_EN, ALT_RU } from './alt.js';
import { en } from './en.js';
import { ru } from './ru.js';

// The picture's words (alt.ts) beside the rest: new keys, never a key of en.ts or ru.ts.
export const texts: Texts = { en: { ...en, ...ALT_EN }, ru: { ...ru, ...ALT_RU } };
