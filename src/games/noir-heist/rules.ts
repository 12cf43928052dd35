// Rules help: the topics (overview, turns, shifting, robbing, the chief, catching, and each role) and their texts.
// The texts themselves are in text/en.ts and text/ru.ts (`help.*`); the rules engine is in engine/.
import { lookup } from '../../core/text.js';
import type { Locale } from '../../core/types.js';
import { ROLE_IDS } from './engine/roles/index.js';
import { texts } from './text/index.js';

const GENERAL = ['overview', 'turn', 'shift', 'rob', 'chief', 'catch'];
const TOPICS = [...GENERAL, ...ROLE_IDS];

const title = (topic: string, lang: Locale) =>
  lookup(texts, lang, GENERAL.includes(topic) ? `help.topic.${topic}` : `role.${topic}`, {}) ?? topic;

export const RULES = {
  topics(typed: string, lang: Locale): { name: string; value: string }[] {
    const q = typed.trim().toLowerCase();
    return TOPICS.filter((k) => !q || k.includes(q) || title(k, lang).toLowerCase().includes(q)).map((k) => ({ name: title(k, lang), value: k })).slice(0, 25);
  },
  help(topic: string, lang: Locale): string | null {
    const k = topic.trim().toLowerCase();
    if (!TOPICS.includes(k)) return null;
    const body = lookup(texts, lang, GENERAL.includes(k) ? `help.${k}` : `help.role.${k}`, {});
    return body ? `**${title(k, lang)}**\n${body}` : null;
  },
};
