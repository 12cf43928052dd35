// Slash commands as a person types them, into the text language of engine/parse.ts: a legal action found by its words
// or by its label in either language (`north`, `n`, `на север`, `с`; `Smoke Bomb`, `smoke bomb`, `дымовая шашка`;
// `yes`/`да`; a cell with or without its floor, Cyrillic look-alike letters). What matches no legal action goes to the
// engine, which says why not (a wall, no such tool); what reads as nothing at all is refused naming the option.
import { wordTable } from '../../core/text.js';
import type { TypedInput, TypedRead, VerbSpec } from '../../core/module.js';
import type { Action, Locale } from '../../core/types.js';
import { ALL_LOOT, ALL_TOOLS } from './engine/content/cards.js';
import { normaliseArgs } from './engine/parse.js';
import { direction } from './engine/words.js';
import { answerLabel, optionLabel } from './present.js';
import type { BurgleView } from './view.js';

const LOOKALIKE = wordTable<string>({ А: 'A', В: 'B', С: 'C', Е: 'E', а: 'a', в: 'b', с: 'c', е: 'e' });
/** One-letter directions (a whole word alone): n e s w u d; с в ю з (Russian). */
const SHORT = wordTable<string>({ n: 'north', e: 'east', s: 'south', w: 'west', u: 'up', d: 'down', с: 'north', в: 'east', ю: 'south', з: 'west' });

/** For comparing spellings: lower case, hyphens and punctuation as spaces, ё as е. */
const key = (s: string) => s.toLowerCase().replace(/ё/g, 'е').replace(/[-_()«»"“”.,:;!?]+/g, ' ').replace(/\s+/g, ' ').trim();

/** Typed words as the engine's: a lone letter as a direction, Cyrillic look-alikes in cells, Russian directions. */
function engineWords(typed: string): string[] {
  const words = typed.trim().split(/\s+/).filter(Boolean);
  if (words.length === 1 && SHORT[words[0].toLowerCase()]) return [SHORT[words[0].toLowerCase()]];
  return normaliseArgs(words.map((w) => (/^[^\s]{1,4}$/.test(w) && /\d/.test(w) ? [...w].map((c) => LOOKALIKE[c] ?? c).join('') : w)));
}

/** The item (tool or loot) a typed text begins with, by its id or its name in either language (`дымовая шашка`,
 * `virus F1 B2`), and the words after it; null when it begins with none of `items`. */
function itemFirst(typed: string, items: readonly string[]): { item: string; rest: string[] } | null {
  const k = key(typed);
  for (const item of items) {
    for (const said of [item, optionLabel('en', item), optionLabel('ru', item)].map(key)) {
      if (k === said || k.startsWith(`${said} `)) return { item, rest: engineWords(k.slice(said.length)) };
    }
  }
  return null;
}

/** Every way an action's arguments may be written: the engine's words, and their labels in both languages. */
function spellings(a: Action): string[] {
  const text = a.args.join(' ');
  const out = new Set([key(text)]);
  for (const lang of ['en', 'ru'] as const) {
    out.add(key(optionLabel(lang, text)));
    out.add(key(a.args.map((x) => optionLabel(lang, x)).join(' ')));
    // An answer as its button says it (the Laser's "Spend a second action (no alarm)").
    if (a.verb === 'choose') out.add(key(answerLabel(lang, text)));
  }
  // A cell answer is also its bare cell (`B2` for `F1 B2`).
  if (/^F\d [A-E]\d$/.test(text)) out.add(key(text.slice(3)));
  return [...out].filter(Boolean);
}

const bad = (option: string, code: string, params: Record<string, string | number> = {}): TypedRead => ({ ok: false, option, code, params });

/** The module's `command` hook (see TypedInput). */
export function command({ view: v, seat, lang, legal, verb, values }: TypedInput<BurgleView>): TypedRead {
  const name = verb.verb ?? verb.name;
  const option = verb.options[0]?.name ?? '';
  const typed = verb.options.map((o) => values[o.name] ?? '').filter(Boolean).join(' ');
  const mine = legal.filter((a) => a.verb === name);
  if (!typed) return { ok: true, text: name };
  const words = engineWords(typed);
  const wanted = [key(words.join(' ')), key(typed)];
  // An action written exactly as it is (`F1 A1`): that one, though its bare cell is another floor's answer too.
  const whole = mine.filter((a) => wanted.includes(key(a.args.join(' '))));
  if (whole.length === 1) return { ok: true, text: [name, ...whole[0].args].join(' ') };
  // A cell with its floor for an answer written without one (the entrance's `B2`).
  if (/^F\d [A-E]\d$/.test(words.join(' '))) wanted.push(key(words.join(' ').slice(3)));
  // A legal action written in its own words or its label, in either language; else the one it begins (`smo` …).
  const exact = mine.filter((a) => spellings(a).some((s) => wanted.includes(s)));
  if (exact.length === 1) return { ok: true, text: [name, ...exact[0].args].join(' ') };
  const begun = mine.filter((a) => spellings(a).some((s) => wanted.some((w) => w.length >= 2 && s.startsWith(w))));
  if (begun.length === 1 && exact.length === 0) return { ok: true, text: [name, ...begun[0].args].join(' ') };
  // Nothing legal fits: is it at least something the engine can read, so that it says why not?
  if (name === 'move' || name === 'peek') {
    const readable = words.every((w) => direction(w) || /^(F\d )?[A-E]\d$/.test(w) || /^laser:/.test(w));
    if (!readable) return bad(option, 'typed.target', { value: typed });
    // Two places where one goes (`north east`): said in the words typed, not left to the engine's word after word.
    if (words.filter((w) => !/^laser:/.test(w)).length > 1) return bad(option, 'typed.one-target', { value: typed });
  }
  if (name === 'use') {
    // A tool by its id or its name in either language, then its targets (`дымовая шашка`, `virus F1 B2`).
    const tools = v.players[seat]?.tools ?? [];
    const found = itemFirst(typed, tools);
    if (found) return { ok: true, text: [name, found.item, ...found.rest].join(' ') };
    return bad(option, 'typed.tool', { value: typed, tools: tools.map((t) => optionLabel(lang, t)).join(', ') });
  }
  if (name === 'take' || name === 'give') {
    // A tool or loot by its name, as the story and the picture write it (`Invisible Suit Peterman`): its id for the
    // engine, which reads a name of several words as the player to trade with.
    const found = itemFirst(typed, [...ALL_TOOLS, ...ALL_LOOT]);
    if (found) return { ok: true, text: [name, found.item, ...found.rest].join(' ') };
  }
  if (name === 'choose' && mine.length) {
    return bad(option, 'typed.answer', { value: typed, count: mine.length, options: mine.slice(0, 10).map((a) => optionLabel(lang, a.args.join(' '))).join(', ') });
  }
  return { ok: true, text: [name, ...words].join(' ') };
}

/** The words a person would type for an action, in the reader's language (the table's examples). */
export function commandValues({ lang, verb, action }: { view: BurgleView; seat: number; lang: Locale; verb: VerbSpec; action: Action }): Record<string, string> | null {
  if ((verb.verb ?? verb.name) !== action.verb) return null;
  const option = verb.options[0]?.name;
  if (!option || action.args.length === 0) return {};
  // Directions in the reader's words; cells, tools and names as the engine writes them (both are read back).
  const words = action.args.map((x) => (lang === 'ru' && direction(x) ? (RU_DIRECTION[x] ?? x) : x));
  return { [option]: words.join(' ') };
}

const RU_DIRECTION = wordTable<string>({ north: 'север', east: 'восток', south: 'юг', west: 'запад', up: 'вверх', down: 'вниз' });
