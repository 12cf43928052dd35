// The shape check of a loaded snapshot: null when it is an Art Robbery state, else a sentence saying what is wrong.
// Rules that must hold between fields are invariants.ts.
import { isCard, isToken } from './engine/tokens.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const intIn = (v: unknown, lo: number, hi: number) => Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;
const listOf = (v: unknown, ok: (x: unknown) => boolean) => Array.isArray(v) && v.every(ok);
const token = (x: unknown) => typeof x === 'string' && isToken(x);
const card = (x: unknown) => typeof x === 'string' && isCard(x);
const tagged = (x: unknown) => isObj(x) && intIn(x.raid, 1, 4) && token(x.token);

export function validate(v: unknown): string | null {
  if (!isObj(v)) return 'The snapshot is not an object.';
  if (v.game !== 'art-robbery' || v.version !== 1) return 'The snapshot is not an Art Robbery state (game/version).';
  const names = v.names;
  if (!listOf(names, (x) => typeof x === 'string' && x !== '') || (names as string[]).length < 2 || (names as string[]).length > 5) {
    return 'names must list 2 to 5 player names.';
  }
  const n = (names as string[]).length;
  const seat = (x: unknown) => intIn(x, 0, n - 1);
  const perSeat = (x: unknown, ok: (y: unknown) => boolean) => Array.isArray(x) && x.length === n && x.every(ok);
  if (!listOf(v.raids, (r) => listOf(r, token) && (r as unknown[]).length === 9) || (v.raids as unknown[]).length !== 4) return 'raids must hold 4 raids of 9 tokens.';
  if (!intIn(v.raid, 1, 4)) return 'raid must be 1 to 4.';
  if (!seat(v.turn)) return `turn must be a seat from 0 to ${n - 1}.`;
  if (!intIn(v.turnNo, 0, Number.MAX_SAFE_INTEGER)) return 'turnNo must be a count.';
  if (!listOf(v.centre, token)) return 'centre must be a list of tokens.';
  if (!perSeat(v.faceUp, (f) => listOf(f, token))) return 'faceUp must hold a list of tokens per seat.';
  if (!perSeat(v.banked, (b) => listOf(b, tagged))) return 'banked must hold a list of raid-tagged tokens per seat.';
  if (!perSeat(v.sealed, (x) => typeof x === 'string')) return 'sealed must hold one string per seat.';
  if (!listOf(v.box, tagged)) return 'box must be a list of raid-tagged tokens.';
  if (!(v.dog === null || v.dog === 'centre' || seat(v.dog))) return 'dog must be "centre", null or a seat.';
  if (!perSeat(v.hands, (h) => listOf(h, card) && (h as unknown[]).length <= 5)) return 'hands must hold up to 5 cards per seat.';
  if (!listOf(v.deck, card) || !listOf(v.discard, card)) return 'deck and discard must be lists of cards.';
  if (!listOf(v.rng, (x) => typeof x === 'number') || (v.rng as unknown[]).length === 0) return 'rng must be the generator state (a list of numbers).';
  const p = v.pending;
  if (p !== null) {
    if (!isObj(p)) return 'pending must be null or a question.';
    const ok =
      (p.kind === 'choose' && seat(p.player) && card(p.card) && listOf(p.options, (o) => isObj(o) && listOf(o.args, (a) => typeof a === 'string') && isObj(o.effect))) ||
      (p.kind === 'give' && seat(p.victim) && seat(p.thief) && card(p.card) && token(p.token)) ||
      (p.kind === 'discard' && seat(p.player));
    if (!ok) return 'pending is not a well-formed question (choose, give or discard with seats in range).';
  }
  const f = v.final;
  if (f !== null) {
    if (!isObj(f) || !listOf(f.arrested, seat) || !listOf(f.winners, seat) || !perSeat(f.scores, Number.isInteger) || !perSeat(f.alibis, Number.isInteger)) {
      return 'final must be null or the results (arrested, winners, scores, alibis).';
    }
  }
  return null;
}
