// Rules help: short topics (text keys `rules.<topic>` and `rules.<topic>.title` in text/en.ts and text/ru.ts).
import { lookup } from '../../core/text.js';
import type { Locale } from '../../core/types.js';
import { texts } from './text/index.js';

export const TOPICS = ['overview', 'numbers', 'watchdog', 'greedy', 'boss', 'end', 'commands'] as const;

export const rules = {
  topics(typed: string, lang: Locale): { name: string; value: string }[] {
    const t = typed.trim().toLowerCase();
    return TOPICS.map((topic) => ({ name: lookup(texts, lang, `rules.${topic}.title`) ?? topic, value: topic }))
      .filter((x) => !t || x.value.includes(t) || x.name.toLowerCase().includes(t));
  },
  help(topic: string, lang: Locale): string | null {
    if (!(TOPICS as readonly string[]).includes(topic)) return null;
    return `**${lookup(texts, lang, `rules.${topic}.title`)}**\n${lookup(texts, lang, `rules.${topic}`)}`;
  },
};
