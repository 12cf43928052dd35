// Questions (NOTES §6): a play with several different results asks its player, each answer written as what could
// follow `play CARD` (`1*`, `from Bo`, `1* from Bo`); reading such words back into a token and a victim is here too.
import { refuse, unique, type Spec } from './board.js';
import { isToken, tokenOrder } from './tokens.js';
import type { Choice, Effect } from './types.js';
import type { Rejection } from '../../../core/types.js';

/** Whether a question's answers (their words) differ only in whom the token is taken from (`from Bo`, `from Cy`): a
 * question of whom to rob, not of what to take. */
export const asksWhom = (answers: readonly (readonly string[])[]): boolean => answers.length > 1 && answers.every((a) => a.length === 2 && a[0] === 'from');

/** Labels each result with the fewest words that tell it from the others. */
export function choicesOf(effects: Effect[], names: string[]): Choice[] {
  const victims = unique(effects.map((e) => (e.kind === 'steal' ? e.victim : -1)));
  const tokens = unique(effects.map((e) => (e.kind === 'take' || e.kind === 'steal' ? e.token : '')));
  const key = (e: Effect) => (e.kind === 'take' || e.kind === 'steal' ? e.token : '');
  const seat = (e: Effect) => (e.kind === 'steal' ? e.victim : -1);
  const ordered = [...effects].sort((a, b) => tokenOrder(key(a), key(b)) || seat(a) - seat(b));
  return ordered.map((effect) => {
    const args: string[] = [];
    if (effect.kind === 'take') args.push(effect.token);
    if (effect.kind === 'steal') {
      if (tokens.length > 1) args.push(effect.token);
      if (victims.length > 1) args.push('from', names[effect.victim]);
    }
    return { args, effect };
  });
}

/** `1* from Bo`, `from bo`, `1*`, `Bo` (a slash command's value without the word): a token and/or a victim. */
export function readSpec(words: readonly string[], names: readonly string[]): Spec | Rejection {
  const spec: Spec = {};
  let i = 0;
  if (i < words.length && isToken(words[i].toLowerCase())) spec.token = words[i++].toLowerCase();
  if (i < words.length && words[i].toLowerCase() === 'from') i++;
  const rest = words.slice(i).join(' ').trim();
  if (rest) {
    const seat = names.findIndex((n) => n.toLowerCase() === rest.toLowerCase());
    if (seat < 0) return refuse(isToken(rest.split(' ')[0].toLowerCase()) ? 'bad-words' : 'unknown-player', { name: rest, words: words.join(' ') });
    spec.from = seat;
  }
  return spec;
}

/** The canonical words for a spec: `[token] [from NAME]`. */
export function specWords(spec: Spec, names: readonly string[]): string[] {
  const w: string[] = [];
  if (spec.token !== undefined) w.push(spec.token);
  if (spec.from !== undefined) w.push('from', names[spec.from]);
  return w;
}

/** The one choice an answer picks, or a refusal saying why not. */
export function pick(choices: readonly Choice[], spec: Spec): Choice | Rejection {
  const fits = choices.filter(({ effect: e }) => {
    const token = e.kind === 'take' || e.kind === 'steal' ? e.token : undefined;
    const victim = e.kind === 'steal' ? e.victim : undefined;
    return (spec.token === undefined || spec.token === token) && (spec.from === undefined || spec.from === victim);
  });
  const options = choices.map((c) => c.args.join(' ')).join(', ');
  if (fits.length === 1) return fits[0];
  return refuse(fits.length === 0 ? 'not-an-option' : 'ambiguous', { options });
}
