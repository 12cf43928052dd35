// The text language (spec positions-art-robbery.md): `play 4 from Bo`, `play greedy boss`, `choose 1*`, `give dog`,
// `discard 3 4 5*`, and log lines `Ava: play 4`. Case doesn't matter; actions come out in one canonical spelling.
import type { Parsed } from '../../../core/module.js';
import { own } from '../../../core/text.js';
import type { Action, Rejection } from '../../../core/types.js';
import { isRejection, refuse } from './board.js';
import { readSpec, specWords } from './choices.js';
import { sorted, takeOne } from './tokens.js';
import type { ArtState } from './types.js';

const ALIASES: Record<string, string> = { watchdog: 'dog', thief: 'greedy' };
const bad = (rejection: Rejection): Parsed => ({ ok: false, rejection });

/** `s.hands`, where given, lets a refusal's example name a card the seat holds; `s.banked`, an alibi the seat banked. */
export function parseText(s: Pick<ArtState, 'names'> & Partial<Pick<ArtState, 'hands' | 'banked'>>, seat: number, text: string): Parsed {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const verb = (words[0] ?? '').toLowerCase();
  const rest = words.slice(1);
  const ok = (args: string[]): Parsed => ({ ok: true, action: { player: seat, verb, args } });
  if (verb === 'play') {
    const hand = s.hands?.[seat] ?? [];
    if (rest.length === 0) return bad(refuse('play-what', hand.length ? { card: sorted(hand)[0] } : {}));
    const card = own(ALIASES, rest[0].toLowerCase()) ?? rest[0].toLowerCase();
    const spec = readSpec(rest.slice(1), s.names);
    return isRejection(spec) ? bad(spec) : ok([card, ...specWords(spec, s.names)]);
  }
  if (verb === 'choose') {
    const spec = readSpec(rest, s.names);
    if (isRejection(spec)) return bad(spec);
    const args = specWords(spec, s.names);
    return args.length ? ok(args) : bad(refuse('choose-what'));
  }
  if (verb === 'give') return rest.length === 1 ? ok([rest[0].toLowerCase()]) : bad(refuse('give-what', { token: '' }));
  if (verb === 'discard') {
    if (!rest.length) return bad(refuse('discard-what', { token: '' }));
    const tokens = rest.map((t) => t.toLowerCase());
    const alibi = s.banked?.[seat] ? alibiMeant(s.banked[seat].map((b) => b.token), tokens) : null;
    return alibi ? bad(refuse('discard-alibi', alibi)) : ok(tokens);
  }
  return bad(refuse('unknown-verb', { verb: words[0] ?? '' }));
}

/** A discard naming a plain token (`3`) where the seat banked it only as an alibi (`3*`), all the rest banked: the
 * token it banked and the whole list as it would be accepted. A player reads their banked `3•` as a 3: the refusal
 * that they banked no 3 would read as wrong. */
function alibiMeant(banked: readonly string[], tokens: readonly string[]): { token: string; banked: string; tokens: string } | null {
  const left = [...banked];
  // Each token named as banked where it is; only then a plain one not banked is matched with an alibi of its value.
  const fixed = tokens.map((t) => (takeOne(left, t) ? t : null));
  let meant: { token: string; banked: string } | null = null;
  for (const [i, t] of fixed.entries()) {
    if (t !== null) continue;
    const plain = tokens[i];
    const found = /^[0-5]$/.test(plain) ? left.find((b) => b[0] === plain && b.length > 1) : undefined;
    if (found === undefined) return null;
    takeOne(left, found);
    fixed[i] = found;
    meant ??= { token: plain, banked: found };
  }
  if (!meant) return null;
  return { ...meant, tokens: fixed.join(' ') };
}

export function parseLogLine(s: Pick<ArtState, 'names'> & Partial<Pick<ArtState, 'hands'>>, line: string): Parsed {
  const colon = line.indexOf(':');
  const name = line.slice(0, Math.max(colon, 0)).trim();
  const seat = s.names.findIndex((n) => n.toLowerCase() === name.toLowerCase());
  if (colon < 0 || seat < 0) return bad(refuse('unknown-player', { name: colon < 0 ? line : name }));
  return parseText(s, seat, line.slice(colon + 1));
}

export const formatAction = (s: Pick<ArtState, 'names'>, a: Action): string => `${s.names[a.player]}: ${[a.verb, ...a.args].join(' ')}`;
