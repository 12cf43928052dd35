// Lockbox's slash commands as data (`/dial card:g7`, `/choose answer:Bo`: the latter shared with other games by name
// and options) and their autocomplete, drawn only from the seat's legal actions.
import type { CompleteInput, VerbSpec } from '../../src/core/module.js';
import type { LockboxView } from './view.js';

export const VERBS: readonly VerbSpec[] = [
  { name: 'dial', options: [{ name: 'card', required: true }] },
  { name: 'choose', options: [{ name: 'answer', required: true }] },
];

export function complete({ legal, verb, values, focused }: CompleteInput<LockboxView>): { name: string; value: string }[] {
  const typed = (values[focused] ?? '').toLowerCase();
  return legal.filter((a) => a.verb === verb.name).map((a) => a.args.join(' '))
    .filter((x) => x.toLowerCase().startsWith(typed)).slice(0, 25).map((x) => ({ name: x, value: x }));
}
