// The Discord layer's texts (src/discord/text/en.ts, ru.ts): command descriptions of the shared /heist command,
// permission and error messages, the offline terminal. Games' texts come already translated from the table.
import { writtenWith } from '../core/client-names.js';
import { localeOf, lookup, type Texts } from '../core/text.js';
import type { Locale } from '../core/types.js';
import { BOT_EN } from './text/en.js';
import { BOT_RU } from './text/ru.js';

export const DISCORD_TEXTS: Texts = { en: BOT_EN, ru: writtenWith(BOT_RU) };

export function langOf(discordLocale: string | null | undefined): Locale {
  return localeOf(discordLocale);
}

export function ui(locale: string | null | undefined, key: string, params: Record<string, string | number> = {}): string {
  return lookup(DISCORD_TEXTS, localeOf(locale), key, params) ?? key;
}
