// A game's rules help as data: topics keyed `kind.id`, each a name and a text in English and Russian, found as a
// person types them: any case, spaces or dashes, ё as е, either language, the bare id or one of its other words.
import { ruHeist } from './client-names.js';
import type { Locale } from './types.js';

export type RulesCatalogue = Readonly<Record<string, readonly [name: string, text: string]>>;

export interface RulesBookSpec {
  en: RulesCatalogue;
  ru: RulesCatalogue;
  /** Each kind's label after a topic's name in a list of choices ("Laser (room)"). */
  kinds: Record<Locale, Record<string, string>>;
  /** Each kind's heading in the list of topics ("Rooms"). */
  groups: Record<Locale, Record<string, string>>;
  /** More words a topic is found by (the rulebook's action names, short forms). */
  aliases?: Readonly<Record<string, readonly string[]>>;
  /** How a Russian topic writes the commands it names (default: /heist as the Russian client shows it). */
  ruSlash?: (text: string) => string;
}

/** What was typed, as topics are compared: lower case, ё as е, anything but letters and digits as one space. */
export const normTopic = (x: string): string => x.toLowerCase().replace(/ё/g, 'е').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

export class RulesBook {
  readonly keys: readonly string[];
  private readonly words = new Map<string, string>();
  private readonly written = new Map<string, readonly [string, string]>();

  constructor(private readonly spec: RulesBookSpec) {
    this.keys = Object.keys(spec.en);
    const add = (word: string, key: string) => {
      const w = normTopic(word);
      if (w && !this.words.has(w)) this.words.set(w, key);
    };
    // Names first (a card named "Boss" wins over a token also called "Boss"), then ids, then other words.
    for (const key of this.keys) add(spec.en[key][0], key);
    for (const key of this.keys) add(this.ru(key)[0], key);
    for (const key of this.keys) {
      add(key, key);
      add(key.slice(key.indexOf('.') + 1), key);
    }
    for (const key of this.keys) for (const w of spec.aliases?.[key] ?? []) add(w, key);
  }

  /** A topic in Russian, naming the commands as the Russian client shows them (written once, on first use). */
  private ru(key: string): readonly [string, string] {
    if (!Object.hasOwn(this.spec.ru, key)) return this.spec.en[key];
    let topic = this.written.get(key);
    if (!topic) {
      const [name, text] = this.spec.ru[key];
      topic = [name, (this.spec.ruSlash ?? ruHeist)(text)];
      this.written.set(key, topic);
    }
    return topic;
  }

  private entry(key: string, lang: Locale): readonly [string, string] {
    return lang === 'ru' ? this.ru(key) : this.spec.en[key];
  }

  private kind(key: string, lang: Locale): string {
    const k = key.split('.')[0];
    return this.spec.kinds[lang][k] ?? this.spec.kinds.en[k] ?? k;
  }

  /** The topic for what was typed or picked, or null: the key, a name, id or word exactly, else a name it begins. */
  find(typed: string): string | null {
    if (Object.hasOwn(this.spec.en, typed)) return typed;
    const q = normTopic(typed);
    if (!q) return null;
    const exact = this.words.get(q);
    if (exact) return exact;
    // "Laser (room)" as a choice reads: the name without its kind.
    const bare = normTopic(typed.replace(/\s*\([^)]*\)\s*$/, ''));
    if (bare && this.words.has(bare)) return this.words.get(bare)!;
    if (q.length < 3) return null;
    for (const [w, key] of this.words) if (w.startsWith(q)) return key;
    return null;
  }

  help(topic: string, lang: Locale): string | null {
    const key = this.find(topic);
    if (!key) return null;
    const [name, text] = this.entry(key, lang);
    return `**${name}** (${this.kind(key, lang)})\n${text}`;
  }

  /** Every topic matching what was typed (all of them for nothing typed): names beginning with it first. */
  topics(typed: string, lang: Locale): { name: string; value: string }[] {
    const q = normTopic(typed);
    const scored: { name: string; value: string; rank: number }[] = [];
    for (const key of this.keys) {
      const mine = normTopic(this.entry(key, lang)[0]);
      const all = [mine, normTopic(this.spec.en[key][0]), normTopic(this.ru(key)[0]), normTopic(key.slice(key.indexOf('.') + 1)),
        ...(this.spec.aliases?.[key] ?? []).map(normTopic)];
      const rank = !q ? 0 : all.some((w) => w.startsWith(q)) ? 0 : all.some((w) => w.includes(q)) ? 1 : -1;
      if (rank < 0) continue;
      scored.push({ name: `${this.entry(key, lang)[0]} (${this.kind(key, lang)})`, value: key, rank });
    }
    return scored.sort((a, b) => a.rank - b.rank).map(({ name, value }) => ({ name, value }));
  }

  /** The topics' names by kind, in the catalogue's order, for the list of topics. */
  index(lang: Locale): { group: string; names: string[] }[] {
    const out = new Map<string, string[]>();
    for (const key of this.keys) {
      const k = key.split('.')[0];
      const group = this.spec.groups[lang][k] ?? this.spec.groups.en[k] ?? k;
      out.set(group, [...(out.get(group) ?? []), this.entry(key, lang)[0]]);
    }
    return [...out].map(([group, names]) => ({ group, names }));
  }

  /** Every topic's name and text, in order (the web page's rules). */
  all(lang: Locale): { key: string; name: string; kind: string; text: string }[] {
    return this.keys.map((key) => ({ key, name: this.entry(key, lang)[0], kind: this.kind(key, lang), text: this.entry(key, lang)[1] }));
  }
}
