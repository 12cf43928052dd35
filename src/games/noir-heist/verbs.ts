// The slash commands (each types one action) and their autocomplete from the seat's legal actions, labelled in the
// reader's language (a suspect by the reader's name for it; the value stays the card's id), at most 25, narrowed by
// what was typed so far (`3`, `A`, `row`, `юг`, the first letters of a name in either language).
// Option names are the game's own words; their descriptions are the texts `cmd.<verb>.<option>` (text/). What a
// person types is read by typed.ts.
import type { CompleteInput, VerbSpec } from '../../core/module.js';
import { lookup } from '../../core/text.js';
import type { Action, Locale } from '../../core/types.js';
import { texts } from './text/index.js';
import { cardBegins, cardFrom, readShiftWords } from './typed.js';
import { spellings, suspectName, typedForm } from './text/suspects.js';
import type { NoirView } from './view.js';

export const VERBS: readonly VerbSpec[] = [
  { name: 'shift', options: [{ name: 'line', required: true }] },
  { name: 'rob', options: [] },
  { name: 'ability', options: [{ name: 'target', required: false }] },
  { name: 'draw', options: [] },
  { name: 'show', options: [{ name: 'thief', required: true }] },
  { name: 'choose', options: [{ name: 'answer', required: true }] },
  { name: 'swap', options: [{ name: 'officer', required: true }, { name: 'suspect', required: true }] },
  { name: 'accuse', options: [{ name: 'suspect', required: true }] },
  { name: 'search', options: [{ name: 'square', required: true }] },
];

const t = (lang: Locale, key: string, p: Record<string, unknown> = {}) => lookup(texts, lang, key, p) ?? key;
const cellOf = (v: NoirView, n: string) => {
  const i = v.grid.indexOf(n);
  return i < 0 ? '' : 'ABCDEFG'[i % 7] + String(Math.floor(i / 7) + 1);
};
const named = (v: NoirView, lang: Locale, n: string) => (cellOf(v, n) ? `${suspectName(lang, n)} (${cellOf(v, n)})` : suspectName(lang, n));

/** A shift's choice: its words in the reader's language; the value is the canonical text (typed.ts reads both). */
function shiftChoice(lang: Locale, a: Action): { name: string; value: string } {
  const [line, at, dir, dist] = a.args;
  const name = `${t(lang, `label.${line}`)} ${at} ${t(lang, `label.${dir}`)}${dist ? t(lang, 'label.by', { dist }) : ''}`;
  return { name: name[0].toUpperCase() + name.slice(1), value: a.args.join(' ') };
}

/** Shifts narrowed by what was typed (`3`, `A`, `row`, `east`, `ряд 3`), the seat's own row and column first. */
function shiftChoices(v: NoirView, seat: number, lang: Locale, shifts: Action[], typed: string): { name: string; value: string }[] {
  const q = readShiftWords(typed);
  const at = v.thieves.find((th) => th.seat === seat)?.at ?? '';
  const fits = shifts.filter((a) => {
    const [line, label, dir, dist] = a.args;
    const index = line === 'row' ? Number(label) - 1 : 'ABCDEFG'.indexOf(label);
    return (q.line === undefined || q.line === line) && (q.index === undefined || q.index === index)
      && (q.dir === undefined || q.dir === dir) && (q.dist === undefined || q.dist === Number(dist ?? 1));
  });
  const own = (a: Action) => (a.args[1] === at[0] || a.args[1] === at[1] ? 0 : 1);
  return [...fits].sort((a, b) => own(a) - own(b)).map((a) => shiftChoice(lang, a));
}

/** Choices for the focused option, from the seat's legal actions and view only. */
export function complete(input: CompleteInput<NoirView>): { name: string; value: string }[] {
  const { view: v, seat, lang, legal, values, focused } = input;
  const verb = input.verb.verb ?? input.verb.name;
  const typed = (values[focused] ?? '').trim();
  const q = typed.toLowerCase();
  const mine = legal.filter((a) => a.verb === verb);
  // A card choice: typed as the first letters of its name in either language, or a cell.
  const card = (n: string) => cardBegins(v, n, typed);
  let out: { name: string; value: string }[] = [];
  switch (verb) {
    case 'shift':
      out = shiftChoices(v, seat, lang, mine, typed);
      break;
    case 'ability': {
      const me = v.thieves.find((th) => th.seat === seat);
      if (me?.role === 'runner') {
        out = shiftChoices(v, seat, lang, legal.filter((a) => a.verb === 'shift' && a.args[3] === '2'), typed);
        break;
      }
      out = mine.map((a) => {
        const [word, target] = a.args;
        const label = t(lang, `label.ability.${word}`, { target: target && ['stun', 'kill', 'swap'].includes(word) ? named(v, lang, target) : target ?? '' }).trim();
        return { name: label, value: a.args.join(' '), target };
      }).filter((c) => !q || c.name.toLowerCase().includes(q) || c.value.toLowerCase().includes(q) || (c.target !== undefined && card(c.target)))
        .map(({ name, value }) => ({ name, value }));
      break;
    }
    case 'swap': {
      if (focused === 'officer') {
        out = [...new Set(mine.map((a) => a.args[0]))].filter(card).map((o) => ({ name: named(v, lang, o), value: o }));
      } else {
        const officer = cardFrom(v, values.officer ?? '', v.officers);
        out = mine.filter((a) => (!officer || a.args[0] === officer) && card(a.args[1]))
          .map((a) => ({ name: officer ? named(v, lang, a.args[1]) : `${suspectName(lang, a.args[0])} ↔ ${named(v, lang, a.args[1])}`, value: a.args[1] }));
      }
      break;
    }
    case 'accuse':
      // Never the chief's own plainclothes officer (docs/rulings.md N15): typed, it is still accepted.
      out = mine.filter((a) => a.args[0] !== v.plainclothes && card(a.args[0])).map((a) => ({ name: named(v, lang, a.args[0]), value: a.args[0] }));
      break;
    case 'search':
      out = mine.filter((a) => !q || a.args[0].toLowerCase().startsWith(q)).map((a) => {
        const c = 'ABCDEFG'.indexOf(a.args[0][0]), r = Number(a.args[0].slice(1));
        return { name: `${a.args[0]} (${a.args[0]}–${'ABCDEFG'[c + 3]}${r + 3})`, value: a.args[0] };
      });
      break;
    case 'choose':
      // The Mimic's names, by the reader's name for each (narrowed by letters of either name).
      out = mine.filter((a) => a.args.length === 1 && spellings(a.args[0]).some((w) => w.includes(typedForm(typed)))).map((a) => ({ name: suspectName(lang, a.args[0]), value: a.args[0] }));
      break;
    default:
      out = mine.map((a) => a.args.join(' ')).filter((x) => x && x.toLowerCase().includes(q)).map((x) => ({ name: x, value: x }));
  }
  const seen = new Set<string>();
  return out.filter((c) => !seen.has(c.value) && seen.add(c.value)).slice(0, 25).map((c) => ({ name: c.name.slice(0, 100), value: c.value.slice(0, 100) }));
}
