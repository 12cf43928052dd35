// Slash commands as a person types them, into the text language of engine/parse.ts: cards by number or name in
// either language (`Greedy Thief`, `жадный вор`, `пёс`), tokens with dots or stars (`1•`, `1*`, `Boss`, `Босс`), a
// victim with or without `from`/`у`, a name's first letters, `dog`/`пёс` and `token`/`фишка`, tokens separated by
// spaces or commas. Refusals name the option; the inverse (`commandValues`) writes the table's examples.
import type { TypedInput, TypedRead, VerbSpec } from '../../core/module.js';
import type { Action, Locale } from '../../core/types.js';
import { isToken } from './engine/tokens.js';
import type { ArtView } from './view.js';

/** Card words, longest first where one begins another (`greedy thief` before `greedy`). */
const CARD_WORDS: [string, string][] = [
  ['greedy thief', 'greedy'], ['жадный вор', 'greedy'], ['жадного вора', 'greedy'], ['greedy', 'greedy'], ['thief', 'greedy'],
  ['жадный', 'greedy'], ['вор', 'greedy'], ['вора', 'greedy'],
  ['сторожевой пёс', 'dog'], ['сторожевой пес', 'dog'], ['сторожевого пса', 'dog'], ['watchdog', 'dog'], ['dog', 'dog'],
  ['пёс', 'dog'], ['пес', 'dog'], ['пса', 'dog'], ['собака', 'dog'], ['собаку', 'dog'],
  ['boss', 'boss'], ['босс', 'boss'], ['босса', 'boss'],
  ...['0', '1', '2', '3', '4', '5'].map((n): [string, string] => [n, n]),
];
const DOG = new Set(['dog', 'the dog', 'watchdog', 'пёс', 'пес', 'пса', 'собака', 'собаку', 'сторожевой пёс', 'сторожевого пса', 'фигурку пса']);
const TOKEN = new Set(['token', 'the token', 'фишка', 'фишку', 'фишки']);
const FROM = new Set(['from', 'у', 'from:', 'игрока', 'of']);

const split = (s: string) => s.trim().split(/[\s,;]+/).filter(Boolean);

/** A token as typed (`1•`, `1*`, `1·`, `0••`, `Boss`, `Босс`, `фишка Босса`) in the text language (`1*`, `boss`),
 * or null. */
export function tokenOf(typed: string): string | null {
  const w = typed.trim().toLowerCase().replace(/^(фишк[аиу]|token)\s+/, '').replace(/[•·°]/g, '*');
  if (/^(boss|босс|босса|boss token)$/.test(w)) return 'boss';
  return isToken(w) ? w : null;
}

/** A token as everyone reads it: a dot per alibi, the Boss token by name. */
export const dotted = (t: string, lang: Locale): string => (t === 'boss' ? (lang === 'ru' ? 'Босс' : 'Boss') : t.replace(/\*/g, '•'));

/** The card a text begins with, the words it was typed with (`Watchdog`) and the words after it; null when it begins
 * with no card. */
function cardOf(text: string): { card: string; typed: string; rest: string[] } | null {
  const plain = text.trim().replace(/\s+/g, ' ');
  const t = text.trim().toLowerCase().replace(/\s*\((\w+)\)$/, (_, inner: string) => ` ${inner}`).replace(/\s+/g, ' ');
  for (const [word, card] of CARD_WORDS) {
    const as = plain.slice(0, word.length);
    if (t === word || t.startsWith(`${word} `)) return { card, typed: as.toLowerCase() === word ? as : word, rest: split(t.slice(word.length)) };
  }
  return null;
}

/** The players a typed name fits: the name (any letters) or its first letters, among `among` (then everyone); else
 * the first letters of a word of the name, as a person calls `Bot Degas` by `Degas`. One, none, or several alike
 * (`Bot` beside two bots). */
function playersFitting(v: ArtView, typed: string, among: readonly string[]): string[] {
  const q = typed.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!q) return [];
  const exact = v.names.find((n) => n.toLowerCase() === q);
  if (exact) return [exact];
  const byWord = (n: string) => n.toLowerCase().split(/\s+/).some((_, k, w) => w.slice(k).join(' ').startsWith(q));
  for (const fits of [(n: string) => n.toLowerCase().startsWith(q), byWord]) {
    for (const pool of [among, v.names]) {
      const hits = pool.filter(fits);
      if (hits.length) return hits;
    }
  }
  return [];
}

interface Spec {
  token?: string;
  from?: string;
  /** Words that are neither (the option they came from); `several`: a name that fits more than one player. */
  stray?: { option: string; value: string; several?: string[] };
}

/** What follows a card or answers a question: a token and/or a victim, from several options' words. */
function specOf(v: ArtView, parts: { option: string; words: string[] }[], victims: readonly string[]): Spec {
  const spec: Spec = {};
  for (const { option, words } of parts) {
    let i = 0;
    if (i < words.length && !spec.token) {
      // A token may be written in two words (`фишка Босса`).
      const two = words.length > i + 1 ? tokenOf(`${words[i]} ${words[i + 1]}`) : null;
      const one = tokenOf(words[i]);
      if (two) [spec.token, i] = [two, i + 2];
      else if (one) [spec.token, i] = [one, i + 1];
    }
    while (i < words.length && FROM.has(words[i].toLowerCase())) i++;
    const rest = words.slice(i).join(' ');
    if (!rest) continue;
    const fit = playersFitting(v, rest, victims);
    if (fit.length === 1) spec.from = fit[0];
    else spec.stray ??= { option, value: option === 'token' && !spec.token ? words.join(' ') : rest, ...(fit.length > 1 ? { several: fit } : {}) };
  }
  return spec;
}

const bad = (option: string, code: string, params: Record<string, string | number> = {}): TypedRead => ({ ok: false, option, code, params });
const ok = (...words: (string | undefined)[]): TypedRead => ({ ok: true, text: words.filter((w): w is string => !!w).join(' ') });

/** What a robbed dog-holder hands over, as typed (`dog`, `token`, the token's value), for `/give` or `/choose`. */
function given(v: ArtView, typedRaw: string, option: string): TypedRead {
  // As the buttons say it too ("Give the dog", «Отдать фишку Босса»).
  const typed = typedRaw.trim().toLowerCase().replace(/^(give|отдать)\s+/, '').replace(/^the\s+/, '');
  const words = split(typed);
  const token = v.awaiting?.kind === 'give' ? v.awaiting.token : '';
  if (DOG.has(typed)) return ok('give', 'dog');
  if (TOKEN.has(typed) || TOKEN.has(words[0] ?? '') || TOKEN.has(words.at(-1) ?? '') || (token && tokenOf(typed) === token)) return ok('give', 'token');
  return bad(option, option === 'answer' ? 'typed.give-choose' : 'typed.give', { value: typedRaw, token });
}

/** The module's `command` hook (see TypedInput). */
export function command({ view: v, seat, lang, legal, verb, values }: TypedInput<ArtView>): TypedRead {
  const name = verb.verb ?? verb.name;
  const victims = v.names.filter((_, i) => i !== seat);
  const hand = [...new Set(v.players[seat]?.hand ?? [])];
  // A command that answers nothing asked of the seat now is refused as the engine refuses it (play a card, or answer
  // the question open) before its words are read as if it did. The table's example that follows names what to type
  // instead, so the sentence gives none of its own.
  const now = legal[0]?.verb;
  // The dog question is a question too: /choose answers it as /give does (README: /choose answers the question asked).
  if (now === 'give' && name === 'choose') return given(v, values.answer ?? '', 'answer');
  if (now && now !== name) return bad(verb.options[0]?.name ?? '', now === 'play' ? 'play-a-card' : `answer-${now}`);
  switch (name) {
    case 'play': {
      const typed = values.card ?? '';
      const c = cardOf(typed);
      if (!c) return bad('card', 'typed.card', { value: typed, hand: hand.map((x) => cardWord(x, lang)).join(', ') });
      // A card not in hand is what is wrong, whatever else was typed: the engine says so (its example a card held).
      if (!hand.includes(c.card)) return ok('play', c.card);
      const spec = specOf(v, [
        { option: 'card', words: c.rest }, { option: 'token', words: split(values.token ?? '') }, { option: 'from', words: split(values.from ?? '') },
      ], victims);
      if (spec.stray) {
        const { option, value, several } = spec.stray;
        if (several) return bad(option, 'typed.from-which', { value, names: several.join(', ') });
        if (option === 'token' || (option === 'card' && !spec.token && tokenLike(value))) return bad(option, 'typed.token', { value });
        return bad(option, victims.length === 1 ? 'typed.from-one' : 'typed.from', { value, names: victims.join(', ') });
      }
      // The Watchdog card takes only the dog: its example is the card as it was typed, alone (the table's example,
      // made from the legal plays nearest to the words typed, may be another card).
      if (c.card === 'dog' && (spec.token || spec.from) && hand.includes('dog')) {
        return bad(spec.token ? 'token' : 'from', 'dog-takes-nothing-else', { card: 'dog', word: c.typed });
      }
      return ok('play', c.card, spec.token, ...(spec.from ? ['from', spec.from] : []));
    }
    case 'choose': {
      const typed = values.answer ?? '';
      const answers = legal.filter((a) => a.verb === 'choose');
      if (!answers.length) return bad('answer', 'no-question');
      const spec = specOf(v, [{ option: 'answer', words: split(typed) }], victims);
      const options = answers.map((a) => answerWords(a, lang)).join(', ');
      if (spec.stray) return bad('answer', 'typed.answer', { value: typed, options });
      const fits = answers.filter((a) => {
        const from = a.args.indexOf('from');
        const token = from === 0 ? undefined : a.args[0];
        const who = from >= 0 ? a.args.slice(from + 1).join(' ') : undefined;
        return (spec.token === undefined || spec.token === token) && (spec.from === undefined || spec.from === who);
      });
      if (fits.length === 1) return ok('choose', ...fits[0].args);
      return bad('answer', fits.length ? 'typed.answer-ambiguous' : 'typed.answer', { value: typed, options });
    }
    case 'give': {
      if (!legal.some((a) => a.verb === 'give')) return ok('give', ...split((values.what ?? '').trim().toLowerCase()));
      return given(v, values.what ?? '', 'what');
    }
    case 'discard': {
      const words = split(values.tokens ?? '');
      const tokens = words.map(tokenOf);
      const k = tokens.indexOf(null);
      if (!words.length || k >= 0) return bad('tokens', 'typed.tokens', { value: words[k] ?? '' });
      return ok('discard', ...(tokens as string[]));
    }
    default:
      return ok(name, ...Object.values(values).flatMap(split));
  }
}

const tokenLike = (w: string) => /^[0-9]/.test(w.trim());

/** A card as a person writes it in `lang`: the number, or a short name. */
export function cardWord(card: string, lang: Locale): string {
  const words: Record<string, [string, string]> = { boss: ['boss', 'Босс'], dog: ['dog', 'пёс'], greedy: ['greedy', 'вор'] };
  return words[card]?.[lang === 'ru' ? 1 : 0] ?? card;
}

/** An answer (`1* from Bo`) as a person writes it in `lang`: `1• from Bo`, `1• у Bo`. */
export function answerWords(a: Action, lang: Locale): string {
  // The word after `from` is a victim's name, whatever it looks like; with no `from`, every token is written as read.
  const from = a.args.indexOf('from');
  return a.args.map((w, i) => (w === 'from' ? (lang === 'ru' ? 'у' : 'from') : tokenOf(w) && (from < 0 || i !== from + 1) ? dotted(w, lang) : w)).join(' ');
}

/** The words a person would type for an action, in the reader's language (the table's examples). */
export function commandValues({ lang, verb, action }: { view: ArtView; seat: number; lang: Locale; verb: VerbSpec; action: Action }): Record<string, string> | null {
  if ((verb.verb ?? verb.name) !== action.verb) return null;
  const a = action.args;
  switch (action.verb) {
    case 'play': {
      const from = a.indexOf('from');
      const token = a[1] && a[1] !== 'from' ? a[1] : undefined;
      return {
        card: cardWord(a[0], lang),
        ...(token ? { token: dotted(token, lang) } : {}),
        ...(from >= 0 ? { from: a.slice(from + 1).join(' ') } : {}),
      };
    }
    case 'choose': return { answer: answerWords(action, lang) };
    case 'give': return { what: lang === 'ru' ? (a[0] === 'dog' ? 'пёс' : 'фишка') : a[0] };
    case 'discard': return { tokens: a.map((x) => dotted(x, lang)).join(' ') };
    default: return {};
  }
}
