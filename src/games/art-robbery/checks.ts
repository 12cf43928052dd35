// The checks: what must hold after every step (the simulator checks it: 55 cards and 36 tokens conserved, hands of
// at most 5, banked tokens never moving, the dog in one place, a raid ending exactly when the centre empties, scores
// recounted), and `validate`, the shape check of a loaded snapshot.
import { isOver } from './engine/apply.js';
import { alibis, score, seal } from './engine/score.js';
import { fullDeck, isCard, isToken, sorted } from './engine/tokens.js';
import type { ArtState } from './engine/types.js';

const same = (a: readonly string[], b: readonly string[]) => sorted(a).join(' ') === sorted(b).join(' ');

export function invariants(s: ArtState): string[] {
  const out: string[] = [];
  const cards = [...s.hands.flat(), ...s.deck, ...s.discard];
  if (!same(cards, fullDeck())) out.push(`the cards are not the 55 of the game: ${cards.length} found in hands, draw pile and discard`);
  for (let r = 1; r <= 4; r++) {
    const found = [...s.banked.flat(), ...s.box].filter((t) => t.raid === r).map((t) => t.token);
    if (r === s.raid) found.push(...s.centre, ...s.faceUp.flat());
    const expected = r <= s.raid ? s.raids[r - 1] : [];
    if (!same(found, expected)) out.push(`raid ${r}'s tokens are [${sorted(found).join(' ')}], expected [${sorted(expected).join(' ')}]`);
  }
  const p = s.pending;
  const short = p?.kind === 'choose' ? p.player : p?.kind === 'give' ? p.thief : -1;
  // Whoever took the last token draws too, the last raid's included (NOTES §4): every hand of 5 but one waiting.
  s.hands.forEach((h, i) => {
    const want = i === short ? 4 : 5;
    if (h.length !== want) out.push(`${s.names[i]} holds ${h.length} cards, expected ${want}`);
  });
  s.banked.forEach((b, i) => {
    if (seal(b) !== s.sealed[i]) out.push(`${s.names[i]}'s banked tokens moved: [${seal(b)}], sealed as [${s.sealed[i]}]`);
  });
  if (!(s.dog === null || s.dog === 'centre' || (Number.isInteger(s.dog) && s.dog >= 0 && s.dog < s.names.length))) out.push(`the dog is nowhere valid (${String(s.dog)})`);
  const ended = isOver(s) || p?.kind === 'discard';
  if (!ended && s.centre.length === 0) out.push(`raid ${s.raid} goes on with an empty centre`);
  if (ended && (s.raid !== 4 || s.centre.length > 0 || s.faceUp.some((f) => f.length))) out.push('the game ended with tokens still in play');
  if (p?.kind === 'give' && s.dog !== p.victim) out.push(`${s.names[p.victim]} is asked about the dog without holding it`);
  if (isOver(s) && s.final) {
    s.names.forEach((n, i) => {
      if (s.final!.scores[i] !== score(s, i)) out.push(`${n}'s score ${s.final!.scores[i]} does not match the recount ${score(s, i)}`);
      if (s.final!.alibis[i] !== alibis(s, i)) out.push(`${n}'s alibis ${s.final!.alibis[i]} do not match the recount ${alibis(s, i)}`);
    });
  }
  return out;
}

// ---- the shape check of a loaded snapshot: null when it is an Art Robbery state, else what is wrong
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
  if (v.idle !== undefined && !perSeat(v.idle, (h) => listOf(h, card))) return 'idle must hold a list of cards per seat.';
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
