// The slash commands as data (play card/token/from, give what, choose answer, discard tokens) and their autocomplete,
// drawn only from the seat's legal actions and view. The text they type is read by engine/parse.ts.
import type { CompleteInput, VerbSpec } from '../../core/module.js';
import { lookup } from '../../core/text.js';
import { texts } from './text/index.js';
import type { ArtView } from './view.js';

export const VERBS: readonly VerbSpec[] = [
  { name: 'play', options: [{ name: 'card', required: true }, { name: 'token', required: false }, { name: 'from', required: false }] },
  { name: 'give', options: [{ name: 'what', required: true }] },
  { name: 'choose', options: [{ name: 'answer', required: true }] },
  { name: 'discard', options: [{ name: 'tokens', required: true }] },
];

const cut = (s: string) => (s.length > 100 ? s.slice(0, 99) + '…' : s);

export function complete(input: CompleteInput<ArtView>): { name: string; value: string }[] {
  const { legal, verb, focused, values, lang } = input;
  const typed = (values[focused] ?? '').toLowerCase();
  const mine = legal.filter((a) => a.verb === (verb.verb ?? verb.name));
  let values2: { name: string; value: string }[] = [];
  if (verb.name === 'play') {
    const card = (values.card ?? '').toLowerCase();
    const parts = mine.map((a) => {
      const from = a.args.indexOf('from');
      return { card: a.args[0], token: a.args[1] && a.args[1] !== 'from' ? a.args[1] : '', from: from >= 0 ? a.args[from + 1] : '' };
    });
    if (focused === 'card') {
      values2 = [...new Set(parts.map((p) => p.card))].map((c) => ({ name: `${lookup(texts, lang, `card.${c}`) ?? c} (${c})`, value: c }));
    } else {
      const key = focused === 'token' ? 'token' : 'from';
      const picked = parts.filter((p) => p.card === card && p[key] !== '');
      values2 = [...new Set(picked.map((p) => p[key]))].map((v) => ({ name: v, value: v }));
    }
  } else {
    values2 = mine.map((a) => a.args.join(' ')).map((v) => ({ name: v, value: v }));
  }
  return values2.filter((v) => v.value.toLowerCase().startsWith(typed) || v.name.toLowerCase().includes(typed))
    .slice(0, 25).map((v) => ({ name: cut(v.name), value: cut(v.value) }));
}
