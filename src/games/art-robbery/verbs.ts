// The slash commands as data (play card/token/from, give what, choose answer, discard tokens) and their autocomplete,
// drawn only from the seat's legal actions and view. What a person types is read by typed.ts into engine/parse.ts's
// text language.
import type { CompleteInput, VerbSpec } from '../../core/module.js';
import { lookup } from '../../core/text.js';
import { texts } from './text/index.js';
import { answerText } from './present.js';
import { cardWord, command, commandValues, dotted } from './typed.js';
import type { ArtView } from './view.js';

export const VERBS: readonly VerbSpec[] = [
  { name: 'play', options: [{ name: 'card', required: true }, { name: 'token', required: false }, { name: 'from', required: false }] },
  { name: 'give', options: [{ name: 'what', required: true }] },
  { name: 'choose', options: [{ name: 'answer', required: true }] },
  { name: 'discard', options: [{ name: 'tokens', required: true }] },
];

const cut = (s: string) => (s.length > 100 ? s.slice(0, 99) + '…' : s);
/** For matching what was typed: dots and stars alike, any letters. */
const norm = (s: string) => s.toLowerCase().replace(/[•·*]/g, '*').trim();

/** Choices for the focused option, in the reader's words (cards by name, tokens with dots), from the seat's legal
 * actions and view only; values are what typed.ts reads back. */
export function complete(input: CompleteInput<ArtView>): { name: string; value: string }[] {
  const { legal, verb, focused, values, lang, view: v } = input;
  const typed = norm(values[focused] ?? '');
  const mine = legal.filter((a) => a.verb === (verb.verb ?? verb.name));
  let out: { name: string; value: string }[] = [];
  if (verb.name === 'play') {
    const parts = mine.map((a) => {
      const from = a.args.indexOf('from');
      return { card: a.args[0], token: a.args[1] && a.args[1] !== 'from' ? a.args[1] : '', from: from >= 0 ? a.args[from + 1] : '' };
    });
    if (focused === 'card') {
      out = [...new Set(parts.map((p) => p.card))].map((c) => ({ name: lookup(texts, lang, `card.${c}`) ?? c, value: cardWord(c, lang) }));
    } else {
      const card = (command({ view: v, seat: input.seat, lang, legal, verb, values: { card: values.card ?? '' } }) as { text?: string }).text?.split(' ')[1] ?? '';
      const key = focused === 'token' ? 'token' : 'from';
      const picked = parts.filter((p) => p.card === card && p[key] !== '');
      out = [...new Set(picked.map((p) => p[key]))].map((x) => (key === 'token' ? { name: dotted(x, lang), value: dotted(x, lang) } : { name: x, value: x }));
    }
  } else {
    // An answer named as its button reads (`Отдать фишку Босса`, `1• у игрока Bo`, `Discard 5 5 (10)`), its value as a
    // person types it (`фишка`, `1• у Bo`, `5 5`).
    out = mine.map((a) => ({ name: answerText(a, v, lang), value: Object.values(commandValues({ view: v, seat: input.seat, lang, verb, action: a }) ?? {})[0] ?? '' }));
  }
  return out.filter((c) => norm(c.value).startsWith(typed) || norm(c.name).includes(typed))
    .slice(0, 25).map((c) => ({ name: cut(c.name), value: cut(c.value) }));
}
