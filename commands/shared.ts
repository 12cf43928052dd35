// The words for what several games share — a slash verb of one name (`/choose`), a `/heist start` option of one name
// (`bots`) — made from each game's own texts, so that a game sharing a verb or an option brings its words in its own
// folder and nothing in the Discord layer names it. Discord allows 100 characters for a description.
import type { AnyGame } from '../src/core/module.js';
import { lookup, type Catalogue, type Texts } from '../src/core/text.js';
import { LOCALES, type Locale } from '../src/core/types.js';

export const DESCRIPTION_LIMIT = 100;

/** `text` cut at a word to at most `max` characters, with an ellipsis when anything was cut. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, Math.max(1, max - 1));
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:.(–-]+$/u, '')}…`;
}

/**
 * One description of `key` for every game in `games`, in `lang`, ≤ 100 characters. The first that fits of: the games'
 * text when they all say the same (their full texts, else their short forms `shared.<key>`, else their shortest
 * `shared.<key>.short`); each text followed by the games that say it (`Your answer (Burgle Bros., Noir: Heist); …`),
 * full texts, then short forms, then shortest; the shortest so, each cut evenly at a word; the different shortest
 * forms without the games' names. Null when no game has a text.
 */
export function sharedDescription(games: readonly AnyGame[], key: string, lang: Locale): string | null {
  const own = games.map((g) => ({
    title: lookup(g.texts, lang, 'game.title') ?? g.kind,
    full: lookup(g.texts, lang, key),
    brief: lookup(g.texts, lang, `shared.${key}`),
    shortest: lookup(g.texts, lang, `shared.${key}.short`),
  })).filter((o) => o.full !== null || o.brief !== null || o.shortest !== null);
  if (own.length === 0) return null;
  const fulls = own.map((o) => o.full ?? o.brief ?? o.shortest!);
  const briefs = own.map((o) => o.brief ?? o.full ?? o.shortest!);
  const shortests = own.map((o) => o.shortest ?? o.brief ?? o.full!);
  type Group = { text: string; titles: string[] };
  const grouped = (texts: string[]): Group[] => {
    const out: Group[] = [];
    texts.forEach((text, i) => {
      const same = out.find((g) => g.text === text);
      if (same) same.titles.push(own[i].title);
      else out.push({ text, titles: [own[i].title] });
    });
    return out;
  };
  const titled = (groups: Group[]) => groups.map((g) => `${g.text} (${g.titles.join(', ')})`).join('; ');
  const fits = (x: string) => x.length <= DESCRIPTION_LIMIT;
  for (const texts of [fulls, briefs, shortests]) {
    const groups = grouped(texts);
    if (groups.length === 1 && fits(groups[0].text)) return groups[0].text;
  }
  for (const texts of [fulls, briefs, shortests]) if (fits(titled(grouped(texts)))) return titled(grouped(texts));
  const groups = grouped(shortests);
  const share = Math.floor((DESCRIPTION_LIMIT - titled(groups.map((g) => ({ ...g, text: '' }))).length) / groups.length);
  if (share >= 16) return titled(groups.map((g) => ({ ...g, text: cut(g.text, share) })));
  return cut(groups.map((g) => g.text).join('; '), DESCRIPTION_LIMIT);
}

/**
 * A texts pair for a command or option several games share: each of `keys` described by `sharedDescription`, and each
 * `name.<word>` of `names` (a Russian command or option name) as the first of the games that has one.
 */
export function sharedTexts(games: readonly AnyGame[], keys: readonly string[], names: readonly string[] = []): Texts {
  const out = { en: {} as Catalogue, ru: {} as Catalogue };
  for (const lang of LOCALES) {
    for (const key of keys) {
      const d = sharedDescription(games, key, lang);
      if (d !== null) out[lang][key] = d;
    }
    for (const name of names) {
      const found = games.map((g) => g.texts[lang][`name.${name}`]).find((x) => typeof x === 'string');
      if (found !== undefined) out[lang][`name.${name}`] = found;
    }
  }
  return out;
}
