// One text mechanism for every layer: a catalogue per language maps a key to a template (`{name}` placeholders) or a
// function (plurals, choices). Games, the table and the Discord layer each keep their own catalogues, side by side.
import type { Locale } from './types.js';

export type TextParams = Record<string, unknown>;
export type Entry = string | ((p: TextParams) => string);
export type Catalogue = Record<string, Entry>;
/** English and Russian catalogues of one layer or game. English is complete; Russian falls back to it. */
export type Texts = Record<Locale, Catalogue>;

/** A Discord locale ('ru', 'en-US', ...) or one of ours, to one of ours: Russian for 'ru*', English otherwise. */
export function localeOf(locale?: string | null): Locale {
  return locale && locale.toLowerCase().startsWith('ru') ? 'ru' : 'en';
}

/** The longest a refusal quotes a value (what was typed, a list of answers): a forged 6,000-character value would
 * crowd out the sentence around it, which says what to do instead. */
export const QUOTED_MOST = 60;

/** A value as a refusal quotes it: whole, or its start cut after a whole word (no separator left dangling) and marked
 * with an ellipsis. */
export function quotedStart(v: string, most = QUOTED_MOST): string {
  if (v.length <= most) return v;
  const head = v.slice(0, most - 1);
  // The cut falls inside a word unless a separator comes right after it.
  const atWord = /[\s,;]/.test(v[most - 1]) ? head.length : head.search(/[\s,;]\S*$/);
  const kept = (atWord > most / 2 ? head.slice(0, atWord) : head).replace(/[\s,;:]+$/, '');
  return `${kept}…`;
}

export function fill(entry: Entry, params: TextParams = {}): string {
  if (typeof entry === 'function') return entry(params);
  const parts = partsOf(entry);
  // Most sentences name nothing.
  if (parts === null) return entry;
  let out = parts[0];
  for (let i = 1; i < parts.length; i += 2) {
    const k = parts[i];
    const value = Object.hasOwn(params, k) ? String(params[k] ?? '') : `{${k}}`;
    const next = parts[i + 1];
    // A value that ends a sentence with its own full stop takes the sentence's ("… a heist: Burgle Bros."), as in print.
    out += value + (value.endsWith('.') && !value.endsWith('..') && next.startsWith('.') && !next.startsWith('..') ? next.slice(1) : next);
  }
  return out;
}

/** A sentence cut at its `{name}`s, once: its text and names in turn (text, name, text, …), null when it names nothing.
 * A pattern replaced at every call cost several times the filling (a game's post fills dozens). */
const PARTS = new Map<string, string[] | null>();
function partsOf(entry: string): string[] | null {
  let parts = PARTS.get(entry);
  if (parts === undefined) {
    parts = entry.includes('{') ? entry.split(/\{(\w+)\}/) : null;
    if (parts?.length === 1) parts = null;
    // The catalogues' sentences are a few thousand: a bound for any made on the fly.
    if (PARTS.size >= 20_000) PARTS.clear();
    PARTS.set(entry, parts);
  }
  return parts;
}

/** A word table read with what people type: no prototype, so `constructor` or `__proto__` are no entries of it. */
export function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}

/** A table's own entry for a key a person may have typed (`constructor`, `__proto__` are no entries of ours). */
export function own<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** The sentence for `key`: the locale's, else English, else null. */
export function lookup(texts: Texts, locale: Locale | string, key: string, params: TextParams = {}): string | null {
  const entry = own(texts[localeOf(locale)], key) ?? own(texts.en, key);
  return entry === undefined ? null : fill(entry, params);
}

/** A `t(locale, key, params)` for one set of catalogues; an unknown key comes back as itself. */
export function translator(texts: Texts): (locale: Locale | string, key: string, params?: TextParams) => string {
  return (locale, key, params = {}) => lookup(texts, locale, key, params) ?? key;
}

/** Merges catalogues (later ones win), e.g. a game's engine texts and its presentation texts. */
export function mergeTexts(...parts: Texts[]): Texts {
  return { en: Object.assign({}, ...parts.map((p) => p.en)), ru: Object.assign({}, ...parts.map((p) => p.ru)) };
}
