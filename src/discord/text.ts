// The Discord layer's texts: picks the catalogue from the player's Discord locale and fills {params}.
// Texts themselves: src/i18n/bot-en.ts and bot-ru.ts; game texts come already translated from the service.
import { BOT_EN } from '../i18n/bot-en.js';
import { BOT_RU } from '../i18n/bot-ru.js';

export type Lang = 'en' | 'ru';

export function langOf(discordLocale: string | null | undefined): Lang {
  return discordLocale?.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

export function ui(locale: string | null | undefined, key: string, params: Record<string, string | number> = {}): string {
  const lang = langOf(locale);
  const text = (lang === 'ru' ? BOT_RU[key] : undefined) ?? BOT_EN[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/** English and Russian forms of one key, for command definitions. */
export function both(key: string): { en: string; ru: string } {
  return { en: BOT_EN[key] ?? key, ru: BOT_RU[key] ?? BOT_EN[key] ?? key };
}
