// Rules help: short topics (text keys `rules.<topic>` and `rules.<topic>.title`).
import { lookup } from '../../src/core/text.js';
import type { Locale } from '../../src/core/types.js';
import { texts } from './text/index.js';

export const TOPICS = ['overview', 'peek', 'end'] as const;

export const rules = {
  topics(typed: string, lang: Locale): { name: string; value: string }[] {
    const q = typed.trim().toLowerCase();
    return TOPICS.map((topic) => ({ name: lookup(texts, lang, `rules.${topic}.title`) ?? topic, value: topic }))
      .filter((x) => !q || x.value.includes(q) || x.name.toLowerCase().includes(q));
  },
  help(topic: string, lang: Locale): string | null {
    if (!(TOPICS as readonly string[]).includes(topic)) return null;
    return `**${lookup(texts, lang, `rules.${topic}.title`)}**\n${lookup(texts, lang, `rules.${topic}`)}`;
  },
};
