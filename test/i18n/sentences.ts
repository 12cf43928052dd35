// Every sentence the bot can say in a language, as said with sample parameters: each layer's catalogue (the table's,
// its rules help, the Discord layer's, the offline table's, the web pages', the typed commands') and each game's, with
// its rules topics.
import { fill, type Catalogue, type Entry } from '../../src/core/text.js';
import { DISCORD_TEXTS } from '../../src/discord/text.js';
import { GAMES } from '../../src/games/index.js';
import { OFFLINE_TEXTS } from '../../src/offline/text.js';
import { TABLE_EN } from '../../src/table/text/en.js';
import { TABLE_RU } from '../../src/table/text/ru.js';
import { RULES_HELP_TEXTS } from '../../src/table/text/rules-help.js';
import { TYPED_TEXTS } from '../../src/table/typed.js';
import { WEB_TEXTS } from '../../src/web/text.js';

const NUMBERS = new Set(['max', 'min', 'hours', 'step', 'days', 'count', 'total', 'people', 'bots', 'n', 'raid', 'seat', 'dice', 'crew', 'most']);

/** A parameter's sample: a number where one is counted, else a name; flags unset. */
const SAMPLE = (k: string): unknown => (k === 'script' ? undefined : NUMBERS.has(k) ? 3 : k === 'players' ? ['Ann'] : 'Ann');

/** An entry said with every parameter set to a sample (`sample`: each parameter's, by its name). */
export function saidWithSamples(e: Entry, sample: (k: string) => unknown = SAMPLE): string {
  const params = new Proxy({} as Record<string, unknown>, {
    get: (_, k) => (typeof k === 'string' ? sample(k) : undefined),
    has: () => true,
    getOwnPropertyDescriptor: (_, k) => ({ value: typeof k === 'string' ? sample(k) : undefined, enumerable: true, configurable: true }),
  });
  try {
    return fill(e, params);
  } catch {
    // A sentence that needs a real value (a card, a list) is said elsewhere with one.
    return '';
  }
}

const of = (where: string, catalogue: Catalogue) => Object.entries(catalogue)
  .filter(([key]) => !key.startsWith('name.'))
  .map(([key, e]) => ({ where: `${where} ${key}`, text: saidWithSamples(e) }));

export function sentences(lang: 'en' | 'ru'): { where: string; text: string }[] {
  return [
    ...of('table', lang === 'ru' ? TABLE_RU : TABLE_EN),
    ...of('rules help', RULES_HELP_TEXTS[lang]),
    ...of('discord', DISCORD_TEXTS[lang]),
    ...of('offline', OFFLINE_TEXTS[lang]),
    ...of('web', WEB_TEXTS[lang]),
    ...of('typed', TYPED_TEXTS[lang]),
    ...GAMES.all().flatMap((g) => [
      ...of(g.kind, g.texts[lang]),
      ...(g.rules.all?.(lang) ?? []).map((topic) => ({ where: `${g.kind} rules ${topic.key}`, text: topic.text })),
    ]),
  ];
}

export const russianSentences = (): { where: string; text: string }[] => sentences('ru');
