// Everything a seat may do now, as action texts: its plays (and, where a play would ask, each answer spelled out),
// the answers to a question put to it, or the 2-player discards (the cheapest first, NOTES §4).
import type { Action } from '../../../core/types.js';
import { askedSeat } from './apply.js';
import { isRejection, unique } from './board.js';
import { ruleOf } from './cards/index.js';
import { choicesOf } from './choices.js';
import { bankedWorth } from './score.js';
import { dotsOf, sorted } from './tokens.js';
import type { ArtState, Token } from './types.js';

export function legalActions(s: ArtState, seat: number): Action[] {
  if (askedSeat(s) !== seat) return [];
  const p = s.pending;
  const act = (verb: string, args: string[]): Action => ({ player: seat, verb, args });
  if (p?.kind === 'choose') return p.options.map((c) => act('choose', c.args));
  if (p?.kind === 'give') return [act('give', ['dog']), act('give', ['token'])];
  if (p?.kind === 'discard') return discardOptions(s.banked[seat].map((b) => b.token)).map((set) => act('discard', set));
  const out: Action[] = [];
  for (const card of unique(s.hands[seat])) {
    const effects = ruleOf(card)(s, seat, card, {});
    if (isRejection(effects)) continue;
    out.push(act('play', [card]));
    if (effects.length > 1) for (const c of choicesOf(effects, s.names)) out.push(act('play', [card, ...c.args]));
  }
  return out;
}

/**
 * Sets of banked tokens worth at least 10 from which no token can be spared, best first: the smallest total, then
 * the fewest alibis lost, then the fewest tokens. The first is the default offered; any set worth 10 is accepted.
 */
export function discardOptions(banked: readonly Token[], limit = 20): Token[][] {
  const faces = unique(sorted(banked)).map((face) => ({ face, worth: bankedWorth(face), n: banked.filter((t) => t === face).length }));
  faces.sort((a, b) => b.worth - a.worth);
  const found: Token[][] = [];
  let budget = 50_000;
  const walk = (i: number, set: Token[], total: number) => {
    if (--budget < 0) return;
    if (total >= 10) {
      if (total - Math.min(...set.map(bankedWorth)) < 10) found.push(set);
      return;
    }
    if (i >= faces.length) return;
    const f = faces[i];
    for (let k = f.n; k >= 0; k--) walk(i + 1, [...set, ...Array(k).fill(f.face)], total + k * f.worth);
  };
  walk(0, [], 0);
  const total = (set: Token[]) => set.reduce((t, x) => t + bankedWorth(x), 0);
  const dots = (set: Token[]) => set.reduce((t, x) => t + dotsOf(x), 0);
  found.sort((a, b) => total(a) - total(b) || dots(a) - dots(b) || a.length - b.length);
  return found.slice(0, limit).map(sorted);
}
