// The slash commands as data (/peek, /move, /crack ... /end-turn with its preview, /choose) and their autocomplete:
// the legal targets of the acting player, labelled in the reader's language. The text they type is read by engine/parse.ts.
import type { CompleteInput, VerbSpec } from '../../core/module.js';
import type { Action, Locale } from '../../core/types.js';
import { optionLabel } from './present.js';
import type { BurgleView } from './view.js';

export const VERBS: readonly VerbSpec[] = [
  { name: 'peek', options: [{ name: 'target', required: true }] },
  { name: 'move', options: [{ name: 'target', required: true }] },
  { name: 'crack', options: [] },
  { name: 'hack', options: [] },
  { name: 'add-die', options: [] },
  { name: 'escape', options: [] },
  { name: 'use', options: [{ name: 'tool', required: true }] },
  { name: 'ability', options: [{ name: 'target', required: false }] },
  { name: 'give', options: [{ name: 'what', required: true }] },
  { name: 'take', options: [{ name: 'what', required: true }] },
  { name: 'end-turn', verb: 'end', options: [], preview: true },
  { name: 'choose', options: [{ name: 'answer', required: true }] },
];

function targets(lang: Locale, a: Action): string {
  return a.args.map((x) => optionLabel(lang, x)).join(' ');
}

export function complete({ legal, verb, values, focused, lang }: CompleteInput<BurgleView>): { name: string; value: string }[] {
  const v = verb.verb ?? verb.name;
  const q = (values[focused] ?? '').trim().toLowerCase();
  const seen = new Set<string>();
  const out: { name: string; value: string }[] = [];
  for (const a of legal) {
    if (a.verb !== v) continue;
    const value = a.args.join(' ');
    if (seen.has(value)) continue;
    seen.add(value);
    const name = targets(lang, a) || value;
    if (q && !value.toLowerCase().includes(q) && !name.toLowerCase().includes(q)) continue;
    out.push({ name: name.slice(0, 100), value: value.slice(0, 100) });
    if (out.length >= 25) break;
  }
  return out;
}
