// The slash commands (each types one action) and their autocomplete from the seat's legal actions.
// Option names are the game's own words; their descriptions are the texts `cmd.<verb>.<option>` (text/).
import type { CompleteInput, VerbSpec } from '../../core/module.js';
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

/** Choices for the focused option: the matching legal actions' arguments (for swap, by position). */
export function complete(input: CompleteInput<NoirView>): { name: string; value: string }[] {
  const verb = input.verb.verb ?? input.verb.name;
  const k = input.verb.options.findIndex((o) => o.name === input.focused);
  const typed = (input.values[input.focused] ?? '').toLowerCase();
  const seen = new Set<string>();
  const out: { name: string; value: string }[] = [];
  for (const a of input.legal) {
    if (a.verb !== verb) continue;
    if (verb === 'swap' && k === 1 && input.values.officer && a.args[0].toLowerCase() !== input.values.officer.toLowerCase()) continue;
    const value = verb === 'swap' ? a.args[k] ?? '' : a.args.join(' ');
    if (!value || seen.has(value) || !value.toLowerCase().includes(typed)) continue;
    seen.add(value);
    out.push({ name: value.slice(0, 100), value: value.slice(0, 100) });
    if (out.length === 25) break;
  }
  return out;
}
