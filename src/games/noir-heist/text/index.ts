// The game's catalogues, EN + RU (same keys; Russian falls back to English).
// Presentation (present.ts), positions and the table read them through core/text.ts.
import type { Texts } from '../../../core/text.js';
import { en } from './en.js';
import { ru } from './ru.js';

export const texts: Texts = { en, ru };
