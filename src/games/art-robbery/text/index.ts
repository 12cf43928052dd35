// Art Robbery's texts, English and Russian side by side (same keys; i18n tests compare them).
import type { Texts } from '../../../core/text.js';
import { en } from './en.js';
import { ru } from './ru.js';

export const texts: Texts = { en, ru };
