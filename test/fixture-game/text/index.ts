// Lockbox's catalogues, English and Russian (the same keys; Russian adds `name.<word>` command names).
import type { Texts } from '../../../src/core/text.js';
import { en } from './en.js';
import { ru } from './ru.js';

export const texts: Texts = { en, ru };
