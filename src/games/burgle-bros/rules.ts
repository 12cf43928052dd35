// Short rules help for /heist rules: rooms, tools, loot, events, characters and the basics, in English and Russian.
// Texts in text/rules-en.ts and text/rules-ru.ts; a topic is found by its key ('room.laser'), its name in either
// language ('Laser', 'Лазерный периметр') or the bare id ('laser').
import type { Locale } from '../../core/types.js';
import { t } from './present.js';
import { RULES_EN } from './text/rules-en.js';
import { RULES_RU } from './text/rules-ru.js';

const KIND: Record<Locale, Record<string, string>> = {
  en: { basics: 'rules', room: 'room', tool: 'tool', loot: 'loot', event: 'event', character: 'character' },
  ru: { basics: 'правила', room: 'комната', tool: 'инструмент', loot: 'добыча', event: 'событие', character: 'персонаж' },
};

const norm = (x: string) => x.toLowerCase().replace(/ё/g, 'е').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

function catalogue(lang: Locale) {
  return lang === 'ru' ? RULES_RU : RULES_EN;
}

/** The topic key for what was typed or picked, or null. */
export function findTopic(topic: string): string | null {
  const q = norm(topic);
  if (!q) return null;
  if (Object.hasOwn(RULES_EN, topic)) return topic;
  for (const key of Object.keys(RULES_EN)) {
    const id = key.split('.')[1];
    if (norm(id) === q || norm(RULES_EN[key][0]) === q || norm(RULES_RU[key]?.[0] ?? '') === q) return key;
  }
  for (const key of Object.keys(RULES_EN)) {
    if (norm(RULES_EN[key][0]).startsWith(q) || norm(RULES_RU[key]?.[0] ?? '').startsWith(q)) return key;
  }
  return null;
}

export function rulesHelp(topic: string, lang: Locale): string {
  const key = findTopic(topic);
  if (!key) return t(lang, 'rules-unknown', { topic });
  const [name, text] = catalogue(lang)[key] ?? RULES_EN[key];
  return `**${name}** (${KIND[lang][key.split('.')[0]]})\n${text}`;
}

export function rulesTopics(typed: string, lang: Locale): { name: string; value: string }[] {
  const q = norm(typed);
  const out: { name: string; value: string }[] = [];
  const rules = catalogue(lang);
  for (const key of Object.keys(RULES_EN)) {
    const name = `${(rules[key] ?? RULES_EN[key])[0]} (${KIND[lang][key.split('.')[0]]})`;
    if (q && !norm(name).includes(q) && !norm(RULES_EN[key][0]).includes(q) && !key.includes(q)) continue;
    out.push({ name: name.slice(0, 100), value: key });
    if (out.length >= 25) break;
  }
  return out;
}
