// The game's catalogues, EN + RU (same keys; Russian falls back to English).
import type { Texts } from '../../../core/text.js';
import { en } from './en.js';
import { ru } from './ru.js';

export const texts: Texts = { en, ru };
