// Every player-facing sentence of the bot, per language: t() for the bot's own texts (en.ts, ru.ts), engineText()
// for the engine's event and refusal codes (English from src/engine/messages.ts, Russian from ru-engine.ts),
// commandText() for slash-command names and descriptions.
import { describe } from '../games/burgle-bros/engine/index.js';
import { EN } from './en.js';
import { RU } from './ru.js';
import { RU_ENGINE } from './ru-engine.js';
import { COMMANDS_EN, COMMANDS_RU } from './commands.js';

export type Locale = 'en' | 'ru';
export type Params = Record<string, unknown>;
/** A catalogue entry: a template with `{name}` placeholders, or a function for plurals and choices. */
export type Entry = string | ((p: Params) => string);

export const LOCALES: Locale[] = ['en', 'ru'];
const CATALOGUES: Record<Locale, Record<string, Entry>> = { en: EN, ru: RU };

/** Discord locale ('ru', 'en-US', ...) to one of ours: Russian for 'ru', English otherwise. */
export function localeOf(discordLocale?: string | null): Locale {
  return discordLocale && discordLocale.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

export function fill(entry: Entry, params: Params = {}): string {
  if (typeof entry === 'function') return entry(params);
  return entry.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k] ?? '') : m));
}

/** The bot's sentence for `key` in `locale` (English when missing, the key itself as a last resort). */
export function t(locale: Locale | string, key: string, params: Params = {}): string {
  const loc = localeOf(locale);
  const entry = CATALOGUES[loc][key] ?? EN[key];
  return entry === undefined ? key : fill(entry, params);
}

/** Whether the bot's catalogue has this key. */
export function hasKey(key: string): boolean {
  return key in EN;
}

/** An engine event, question or refusal code as a sentence. */
export function engineText(locale: Locale | string, code: string, params: Params = {}): string {
  if (localeOf(locale) === 'ru') {
    const ru = RU_ENGINE[code];
    if (ru) return ru(params);
  }
  return describe(code, params);
}

/** Slash-command names and descriptions ('heist', 'heist.start', 'heist.start.scenario', ...). */
export function commandText(locale: Locale | string, key: string): string {
  const loc = localeOf(locale);
  return (loc === 'ru' ? COMMANDS_RU[key] : undefined) ?? COMMANDS_EN[key] ?? key;
}

export { EN, RU, RU_ENGINE, COMMANDS_EN, COMMANDS_RU };
