// `/heist rules`: the games' rules help, found as a person types it. The channel's game (its open or last one) comes
// first, then the others in the registry's order; a game's name gives its summary; no topic gives the list of topics.
// The texts are the games' own (module `rules`); this file only finds and lists them.
import { written } from '../core/client-names.js';
import type { AnyGame } from '../core/module.js';
import { normTopic } from '../core/rules-book.js';
import { localeOf, lookup, translator } from '../core/text.js';
import type { Locale } from '../core/types.js';
import { CONTENT_LIMIT } from './content.js';
import type { Context } from './context.js';
import { RULES_HELP_TEXTS } from './text/rules-help.js';
import type { Choice, Where } from './types.js';

const t = translator(RULES_HELP_TEXTS);
const title = (g: AnyGame, lang: Locale) => lookup(g.texts, lang, 'game.title') ?? g.kind;

/** The channel's game first, then every other registered game. */
function ordered(ctx: Context, where?: Where): { games: AnyGame[]; here: AnyGame | null } {
  const rec = where ? ctx.repo.latest(where.channelId) : null;
  const here = rec ? ctx.gameOf(rec) : null;
  return { games: here ? [here, ...ctx.games.all().filter((g) => g !== here)] : ctx.games.all(), here };
}

/** The ways a game is named: its title in both languages (and the part in brackets), its kind. */
function gameNames(g: AnyGame): string[] {
  const out = new Set<string>([normTopic(g.kind)]);
  for (const lang of ['en', 'ru'] as const) {
    const full = title(g, lang);
    out.add(normTopic(full));
    const inner = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(full);
    if (inner) [inner[1], inner[2]].forEach((x) => out.add(normTopic(x)));
  }
  out.delete('');
  return [...out];
}

/** The game a whole typed text names, or the game and the rest after its name ("Art Robbery: Watchdog"). */
function byGameName(games: AnyGame[], typed: string): { game: AnyGame; rest: string } | null {
  const q = normTopic(typed);
  for (const g of games) {
    for (const name of gameNames(g)) {
      if (q === name) return { game: g, rest: '' };
      if (q.startsWith(`${name} `)) return { game: g, rest: q.slice(name.length + 1) };
    }
  }
  return null;
}

/** Autocomplete: the channel's game's topics first (its own names), then the other games' (named "Game: topic"). */
export function rulesTopics(ctx: Context, typed: string, locale?: string, where?: Where): Choice[] {
  const lang = localeOf(locale);
  const { games, here } = ordered(ctx, where);
  const q = normTopic(typed);
  const out: Choice[] = [];
  const seen = new Set<string>();
  const push = (g: AnyGame, list: Choice[]) => {
    for (const c of list) {
      const value = `${g.kind}|${c.value}`.slice(0, 100);
      if (seen.has(value)) continue;
      seen.add(value);
      out.push({ name: (g === here ? c.name : `${title(g, lang)}: ${c.name}`).slice(0, 100), value });
    }
  };
  const summary = (g: AnyGame) => g.rules.topics('', lang).filter((c) => /(^|\.)summary$/.test(c.value));
  if (!q) {
    // Nothing typed: the channel's game's topics (leaving room for the others' summaries, their way in), then each
    // other game's summary, then the rest.
    if (here) push(here, here.rules.topics('', lang).slice(0, 25 - (games.length - 1)));
    for (const g of games) if (g !== here) push(g, summary(g));
    for (const g of games) if (g !== here) push(g, g.rules.topics('', lang));
    return out.slice(0, 25);
  }
  // A game named by what was typed ("art", "Noir: Heist run"): its topics, narrowed by the rest.
  const named = byGameName(games, typed);
  const prefixOf = q.length < 3 ? undefined : games.find((g) => gameNames(g).some((n) => n.startsWith(q)));
  if (named) push(named.game, named.game.rules.topics(named.rest, lang));
  else if (prefixOf) push(prefixOf, prefixOf.rules.topics('', lang));
  for (const g of games) push(g, g.rules.topics(typed, lang));
  // Nothing begins so or holds it: the topics within a letter or two of it (a typo).
  if (!out.length) for (const x of nearTopics(games, typed, lang)) push(x.game, x.game.rules.topics('', lang).filter((c) => c.value === x.value));
  return out.slice(0, 25);
}

/** One topic's text: a picked `kind|topic`, a game's name (its summary), "Game: topic", or a topic of the channel's
 * game, else of another; nothing typed: the list of topics; not found: a sentence and the list. */
export function rulesHelp(ctx: Context, topic: string | null | undefined, locale?: string, where?: Where): string {
  const lang = localeOf(locale);
  const { games, here } = ordered(ctx, where);
  const typed = (topic ?? '').trim();
  if (!typed) return topicList(games, here, lang, '');
  // Another game's topic says whose it is; a game's summary lists its topics after it, as far as they fit.
  const from = (g: AnyGame, text: string) => (g === here ? text : `*${title(g, lang)}*\n${text}`);
  const bar = typed.indexOf('|');
  const picked = bar > 0 ? ctx.games.get(typed.slice(0, bar)) : undefined;
  if (picked) {
    const text = picked.rules.help(typed.slice(bar + 1), lang);
    if (text) return from(picked, text);
  }
  // A game's whole name, or (when no topic of any game is found by it) the first words of one: "Noir".
  const q = normTopic(typed);
  const begun = q.length >= 3 && !games.some((g) => g.rules.help(typed, lang) !== null)
    ? games.find((g) => gameNames(g).some((n) => n.startsWith(q))) : undefined;
  const named = byGameName(games, typed) ?? (begun ? { game: begun, rest: '' } : null);
  if (named) {
    const text = named.rest ? topicOrGroup(named.game, named.rest, lang) : named.game.rules.help('summary', lang);
    if (text && named.rest) return from(named.game, text);
    if (text) return withTopics(named.game, lang, from(named.game, text));
  }
  // A topic named so exactly or a kind of topics ("events", "инструменты"), the channel's game's before another's; then
  // a topic it begins ("роли" is Noir's Roles before Burgle Bros.' Rollerskates, "Роликовые коньки").
  const namedSo = (g: AnyGame) => exactTopic(g, typed, lang) ?? groupHelp(g, typed, lang);
  const beginning = (g: AnyGame) => g.rules.help(typed, lang);
  for (const find of [namedSo, beginning]) {
    const found = games.map((g) => ({ g, text: find(g) })).filter((x): x is { g: AnyGame; text: string } => x.text !== null);
    if (!found.length) continue;
    // No game here, or not the channel's game's: another game's topic of the same name is said, and how to ask for it.
    const others = found[0].g === here ? [] : found.slice(1).map((x) => title(x.g, lang));
    const also = others.length ? `\n${t(lang, others.length > 1 ? 'rules.also-in-many' : 'rules.also-in', { games: others.join(', '), example: `${others[0]}: ${typed.slice(0, 100)}` })}` : '';
    return `${from(found[0].g, found[0].text)}${also}`;
  }
  // A typo (offline there is no autocomplete): the topic within a letter or two, else those equally near; in the
  // game named before a colon ("noir: serch"), else the channel's game's when it has one so near.
  const colon = typed.indexOf(':');
  const before = colon > 0 ? normTopic(typed.slice(0, colon)) : '';
  const scoped = named && named.rest ? named : before.length >= 3 ? games.filter((g) => gameNames(g).some((x) => x.startsWith(before))).map((game) => ({ game, rest: typed.slice(colon + 1) }))[0] : undefined;
  const nearAll = nearTopics(scoped ? [scoped.game] : games, scoped ? scoped.rest : typed, lang);
  const near = nearAll.some((x) => x.game === here) ? nearAll.filter((x) => x.game === here) : nearAll;
  const shown = typed.slice(0, 100);
  if (near.length === 1) {
    const text = near[0].game.rules.help(near[0].value, lang);
    if (text) return `${t(lang, 'rules.did-you-mean', { topic: shown, name: near[0].name })}\n${from(near[0].game, text)}`;
  }
  if (near.length > 1) {
    const names = near.slice(0, NEAR_MOST).map((x) => (x.game === here ? x.name : `${x.name} (${title(x.game, lang)})`));
    return t(lang, 'rules.did-you-mean-many', { topic: shown, names: names.join(', ') });
  }
  return topicList(games, here, lang, t(lang, 'rules.unknown', { topic: shown }));
}

/** A game's topic as typed, or the kind of topics it names: a topic named exactly so first, then a kind ("tool" is the
 * Tools, not the Blueprints that begin with it), then a topic it begins. */
function topicOrGroup(g: AnyGame, typed: string, lang: Locale): string | null {
  return exactTopic(g, typed, lang) ?? groupHelp(g, typed, lang) ?? g.rules.help(typed, lang);
}

/** Every topic's names (both languages) and ids, as typed text is compared: made once per game. */
const EXACT = new WeakMap<AnyGame, Set<string>>();

function exactNames(g: AnyGame): Set<string> {
  let names = EXACT.get(g);
  if (!names) {
    names = new Set();
    for (const l of ['en', 'ru'] as const) {
      for (const c of g.rules.topics('', l)) for (const x of [bareName(c.name), c.value, c.value.slice(c.value.indexOf('.') + 1)]) names.add(normTopic(x));
    }
    EXACT.set(g, names);
  }
  return names;
}

/** The topic whose name (in either language) or id is what was typed, or null. */
function exactTopic(g: AnyGame, typed: string, lang: Locale): string | null {
  return exactNames(g).has(normTopic(typed)) ? g.rules.help(typed, lang) : null;
}

/** Each kind of a game's topics, by its names in both languages (whole, and the first word), in the index's order:
 * made once per game. */
const GROUPS = new WeakMap<AnyGame, { n: string; first: string }[][]>();

function groupNames(g: AnyGame): { n: string; first: string }[][] {
  let groups = GROUPS.get(g);
  if (!groups) {
    const en = g.rules.index?.('en') ?? [], ru = g.rules.index?.('ru') ?? [];
    groups = en.map((x, i) => [x.group, ru[i]?.group].filter((name): name is string => !!name)
      .map((name) => ({ n: normTopic(name), first: normTopic(name).split(' ')[0] })));
    GROUPS.set(g, groups);
  }
  return groups;
}

/** A word without its last letter, from four letters on: "events" and "event", "события" and "событие" alike. */
const stem = (w: string) => (w.length >= 4 ? w.slice(0, -1) : w);

/** A kind of a game's topics named in either language, by its name or first word, one form or another ("Events",
 * "event", "события", "событие"): every topic of that kind, by name. Null: no kind is named so. */
function groupHelp(g: AnyGame, typed: string, lang: Locale): string | null {
  const q = normTopic(typed);
  if (q.length < 3 || !g.rules.index) return null;
  const at = groupNames(g).findIndex((names) => names.some(({ n, first }) =>
    n === q || first === q || stem(first) === q || stem(first) === stem(q) || first === stem(q)));
  const found = at < 0 ? undefined : g.rules.index(lang)[at];
  if (!found || !found.names.length) return null;
  return t(lang, 'rules.group', { group: found.group, count: found.names.length, names: found.names.join(', '), example: found.names[0] });
}

/** How many equally near topics are named at most. */
const NEAR_MOST = 6;

/** A topic's name without the kind a list of choices shows after it ("Laser (room)"). */
const bareName = (name: string) => name.replace(/\s*\([^()]*\)\s*$/, '');

/**
 * The topics nearest to what was typed, when within one letter (of a name of up to four) or two (a longer one) of a
 * topic's name in either language or of a game's name: a letter left out, added, changed, or two swapped. Each named
 * in the reader's language, the nearest only; none when the text is too short to guess from.
 */
function nearTopics(games: AnyGame[], typed: string, lang: Locale): { game: AnyGame; value: string; name: string }[] {
  const q = normTopic(typed);
  if (q.length < 3) return [];
  let best = 2;
  let out: { game: AnyGame; value: string; name: string }[] = [];
  const consider = (game: AnyGame, value: string, name: string, against: string) => {
    const word = normTopic(against);
    // Every typed word in the topic's name, a word of it left out ("show identity": Show your identity), is near too.
    const words = q.split(' ');
    const d = words.length >= 2 && words.every((w) => word.split(' ').includes(w)) ? 1 : editDistance(q, word, best);
    if (d > best || d > (word.length <= 4 ? 1 : 2)) return;
    if (d < best) [best, out] = [d, []];
    if (!out.some((x) => x.game === game && x.value === value)) out.push({ game, value, name });
  };
  for (const g of games) {
    const mine = new Map(g.rules.topics('', lang).map((c) => [c.value, bareName(c.name)]));
    for (const l of [lang, lang === 'ru' ? 'en' : 'ru'] as const) {
      for (const c of g.rules.topics('', l)) consider(g, c.value, mine.get(c.value) ?? bareName(c.name), bareName(c.name));
    }
    const summary = [...mine.keys()].find((v) => /(^|\.)summary$/.test(v));
    if (summary) for (const name of gameNames(g)) consider(g, summary, title(g, lang), name);
  }
  return out;
}

/** Letters to change, add, drop or swap (two side by side) to make `a` into `b`; anything above `most` as most + 1. */
function editDistance(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], rows[i - 2][j - 2] + 1);
    }
    if (Math.min(...row) > most) return most + 1;
    rows.push(row);
  }
  return Math.min(rows[a.length][b.length], most + 1);
}

/** A game's topics by kind: each kind's names, or (`short`) how many there are and the first. */
function groupLines(g: AnyGame, lang: Locale): { full: string; short: string }[] {
  const groups = g.rules.index?.(lang) ?? [{ group: '', names: g.rules.topics('', lang).map((c) => c.name) }];
  return groups.map(({ group, names }) => ({
    full: group ? `${group}: ${names.join(', ')}` : names.join(', '),
    short: t(lang, 'rules.more', { group, count: names.length, example: names[0] }),
  }));
}

/** A game's heading and its topics by kind; the kinds in `shortened` say only how many. */
function gameBlock(g: AnyGame, lang: Locale, shortened: ReadonlySet<number> = new Set()): string {
  const lines = groupLines(g, lang).map((x, i) => (shortened.has(i) ? x.short : x.full));
  return [t(lang, 'rules.game', { game: title(g, lang) }), ...lines].join('\n');
}

/** A game's summary and its topics, as far as one message holds: the longest kinds first say only how many. */
function withTopics(g: AnyGame, lang: Locale, text: string): string {
  return fitted(lang, text, [g], new Set([g]));
}

/** The list of topics, fitting one message: every game's names by kind; when too long, the longest kinds of the games
 * other than the channel's say only how many they have (never a game's first kind, its general topics), then the
 * other games are named only. */
function topicList(games: AnyGame[], here: AnyGame | null, lang: Locale, head: string): string {
  const first = games[0];
  const example = first.rules.topics('', lang)[1]?.name.replace(/\s*\([^)]*\)$/, '') ?? title(first, lang);
  const top = [head, t(lang, 'rules.list', { example: written(lang, `/heist rules topic:${example}`) })].filter(Boolean).join('\n');
  return fitted(lang, top, games, new Set(games.filter((g) => g !== here)));
}

/** `top`, then each game's block; `shortenable`: the games whose kinds may be cut to counts, longest first. */
function fitted(lang: Locale, top: string, games: AnyGame[], shortenable: ReadonlySet<AnyGame>): string {
  const cut = games.map(() => new Set<number>());
  const text = () => [top, ...games.map((g, i) => gameBlock(g, lang, cut[i]))].join('\n\n');
  const lines = games.map((g) => groupLines(g, lang));
  while (text().length > CONTENT_LIMIT) {
    let best: { i: number; k: number; length: number } | null = null;
    for (const [i, g] of games.entries()) {
      if (!shortenable.has(g)) continue;
      for (const [k, x] of lines[i].entries()) {
        if (k > 0 && !cut[i].has(k) && (!best || x.full.length > best.length)) best = { i, k, length: x.full.length };
      }
    }
    if (!best) break;
    cut[best.i].add(best.k);
  }
  if (text().length <= CONTENT_LIMIT || games.length < 2) return text().slice(0, CONTENT_LIMIT);
  // Still too long: the other games by name only.
  const others = t(lang, 'rules.others', { games: games.slice(1).map((g) => `**${title(g, lang)}**`).join(', ') });
  return [top, gameBlock(games[0], lang, cut[0]), others].join('\n\n').slice(0, CONTENT_LIMIT);
}
