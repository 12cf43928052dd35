// The hard bot's scratch game: a lean copy of the rules (NOTES §3–4) on small integers, dealt from one seat's view
// with every hidden thing (other hands, the draw pile, others' banked faces) drawn at random, and played to the end
// by greedy players (some playing cards at random now and then: `wild`). Only the bot uses it, to weigh its own
// plays; the engine in ../engine stays the one authority.
import type { Rng } from '../../../core/rng.js';
import { CARD_COUNTS, CARDS, dotsOf, valueOf } from '../engine/tokens.js';
import type { Token } from '../engine/types.js';
import type { ArtView } from '../view.js';

/** Tokens as numbers: value × 3 + dots, the Boss token BOSS. Cards: 0–5, then Boss, Watchdog, Greedy Thief. */
export const BOSS = 18;
const C_BOSS = 6, C_DOG = 7, C_GREEDY = 8;
const DOG_CENTRE = -1, DOG_NONE = -2;

export const tokenCode = (t: Token): number => (t === 'boss' ? BOSS : valueOf(t)! * 3 + dotsOf(t));
export const cardCode = (c: string): number => CARDS.indexOf(c);
const val = (t: number): number => (t === BOSS ? 0 : (t / 3) | 0);
const dots = (t: number): number => (t === BOSS ? 0 : t % 3);

export interface Sim {
  n: number;
  raid: number;
  raids: number[][];
  centre: number[];
  face: number[][];
  bankScore: number[];
  bankDots: number[];
  /** A seat, DOG_CENTRE or DOG_NONE. */
  dog: number;
  hands: number[][];
  deck: number[];
  discard: number[];
  turn: number;
  over: boolean;
  /** xorshift32 state: playouts need speed, and the seat's generator seeds them. */
  seed: number;
  /** Per seat, in thousandths: how often it plays a card at random instead of greedily (the opponent model). */
  wild: number[];
}

/** One settled play: take a centre token, steal one (victim), take the dog, or nothing. */
export interface Move {
  card: number;
  kind: 'take' | 'steal' | 'dog' | 'none';
  token: number;
  victim: number;
}

function rand(s: Sim, n: number): number {
  let x = s.seed | 0;
  x ^= x << 13;
  x ^= x >>> 17;
  x ^= x << 5;
  s.seed = x;
  return (x >>> 0) % n;
}

function shuffle(s: Sim, xs: number[]): void {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = rand(s, i + 1);
    const t = xs[i];
    xs[i] = xs[j];
    xs[j] = t;
  }
}

export function clone(s: Sim): Sim {
  return {
    ...s,
    centre: [...s.centre], face: s.face.map((f) => [...f]), bankScore: [...s.bankScore], bankDots: [...s.bankDots],
    hands: s.hands.map((h) => [...h]), deck: [...s.deck], discard: [...s.discard], wild: [...s.wild],
  };
}

/**
 * A random deal of everything `view.viewer` may not know: the other hands and the draw pile from the cards nobody
 * has seen, and others' banked tokens from what earlier raids held less the viewer's own.
 */
export function deal(view: ArtView, rng: Rng): Sim {
  const me = view.viewer;
  const n = view.names.length;
  const unseen: number[] = [];
  const counts: Record<string, number> = { ...CARD_COUNTS };
  for (const c of view.players[me].hand ?? []) counts[c]--;
  for (const c of view.discard) counts[c]--;
  for (const c of CARDS) for (let k = 0; k < counts[c]; k++) unseen.push(cardCode(c));
  const s: Sim = {
    n, raid: view.raid, raids: view.tokens.map((r) => r.map(tokenCode)), centre: view.centre.map(tokenCode),
    face: view.players.map((p) => p.faceUp.map(tokenCode)), bankScore: Array(n).fill(0), bankDots: Array(n).fill(0),
    dog: view.dog === 'centre' ? DOG_CENTRE : view.dog === null ? DOG_NONE : view.dog,
    hands: [], deck: [], discard: view.discard.map(cardCode), turn: view.turn ?? 0, over: false,
    seed: (rng.int(0x7ffffffe) + 1) | 0, wild: Array<number>(n).fill(0),
  };
  shuffle(s, unseen);
  s.hands = view.players.map((p, i) => (i === me ? (p.hand ?? []).map(cardCode) : unseen.splice(0, p.handSize)));
  s.deck = unseen;
  // Banked tokens: the viewer's own are known; the rest of the earlier raids' tokens were banked by the others (some
  // Boss tokens went back to the box: as many as the counts leave over).
  const mine = (view.players[me].banked ?? []).map(tokenCode);
  for (const t of mine) {
    s.bankScore[me] += t === BOSS ? 5 : val(t);
    s.bankDots[me] += dots(t);
  }
  const pool: number[] = s.raids.slice(0, view.raid - 1).flat();
  for (const t of mine) {
    const i = pool.indexOf(t);
    if (i >= 0) pool.splice(i, 1);
  }
  const wanted = view.players.reduce((k, p, i) => k + (i === me ? 0 : p.bankedCount), 0);
  while (pool.length > wanted) {
    const b = pool.indexOf(BOSS);
    pool.splice(b >= 0 ? b : rand(s, pool.length), 1);
  }
  shuffle(s, pool);
  view.players.forEach((p, i) => {
    if (i === me) return;
    for (const t of pool.splice(0, p.bankedCount)) {
      s.bankScore[i] += t === BOSS ? 5 : val(t);
      s.bankDots[i] += dots(t);
    }
  });
  return s;
}

/** What a token is worth to a seat right now: value plus dots; the Boss token 5 beside a face-up 4 or 5. */
function gain(s: Sim, p: number, t: number): number {
  if (t !== BOSS) return val(t) + dots(t);
  const f = s.face[p];
  for (let i = 0; i < f.length; i++) if (f[i] !== BOSS && f[i] >= 12) return 5;
  return 0;
}

const fits = (card: number, t: number): boolean => (card === C_GREEDY ? true : card === C_BOSS ? t === BOSS : t !== BOSS && val(t) === card);

/** The greedy choice of what `card` does for `p` (the best token where it may choose), with its gain. */
function bestMove(s: Sim, p: number, card: number): { move: Move; gain: number } {
  const none = { move: { card, kind: 'none' as const, token: -1, victim: -1 }, gain: 0 };
  if (card === C_DOG) {
    return s.dog === p || s.dog === DOG_NONE ? none : { move: { card, kind: 'dog', token: -1, victim: s.dog }, gain: 0 };
  }
  let best = -1, bestGain = -1;
  for (const t of s.centre) {
    if (!fits(card, t)) continue;
    const g = gain(s, p, t);
    if (g > bestGain) (bestGain = g), (best = t);
  }
  if (best >= 0) return { move: { card, kind: 'take', token: best, victim: -1 }, gain: bestGain };
  if (card === C_GREEDY) return none;
  let victim = -1;
  for (let v = 0; v < s.n; v++) {
    if (v === p) continue;
    for (const t of s.face[v]) {
      if (!fits(card, t)) continue;
      const g = gain(s, p, t);
      if (g > bestGain) (bestGain = g), (best = t), (victim = v);
    }
  }
  return best >= 0 ? { move: { card, kind: 'steal', token: best, victim }, gain: bestGain } : none;
}

/** The gain bestMove would find, without building the move (playouts call this for every card in every hand). */
function cardGain(s: Sim, p: number, card: number): number {
  if (card === C_DOG) return 0;
  let g = -1;
  const centre = s.centre;
  for (let i = 0; i < centre.length; i++) if (fits(card, centre[i])) g = Math.max(g, gain(s, p, centre[i]));
  if (g >= 0 || card === C_GREEDY) return Math.max(g, 0);
  for (let v = 0; v < s.n; v++) {
    if (v === p) continue;
    const f = s.face[v];
    for (let i = 0; i < f.length; i++) if (fits(card, f[i])) g = Math.max(g, gain(s, p, f[i]));
  }
  return Math.max(g, 0);
}

/** A greedy player's play: the card whose best effect gains most, ties at random; a wild seat now and then plays
 * any card instead (still to its best effect). */
function greedyPlay(s: Sim, p: number): Move {
  const hand = s.hands[p];
  if (s.wild[p] > 0 && rand(s, 1000) < s.wild[p]) return bestMove(s, p, hand[rand(s, hand.length)]).move;
  let best = hand[0], top = -1, ties = 0;
  for (let i = 0; i < hand.length; i++) {
    const g = cardGain(s, p, hand[i]);
    if (g > top) (top = g), (best = hand[i]), (ties = 1);
    else if (g === top && hand[i] !== best && rand(s, ++ties) === 0) best = hand[i];
  }
  return bestMove(s, p, best).move;
}

function remove(xs: number[], x: number): void {
  const i = xs.indexOf(x);
  if (i >= 0) xs.splice(i, 1);
}

/** Plays `m` for seat `p` (the card leaves the hand) and finishes the turn: draw, raid end, next seat. */
export function play(s: Sim, p: number, m: Move, fromHand = true): void {
  if (fromHand) {
    remove(s.hands[p], m.card);
    s.discard.push(m.card);
  }
  settle(s, p, m);
  finish(s, p);
}

/** A play's effect (the card already played). A victim holding the dog hands it over unless the token is worthless. */
export function settle(s: Sim, p: number, m: Move, give?: 'dog' | 'token'): void {
  if (m.kind === 'take') {
    remove(s.centre, m.token);
    s.face[p].push(m.token);
  } else if (m.kind === 'steal') {
    const answer = s.dog === m.victim ? give ?? (gain(s, m.victim, m.token) > 0 ? 'dog' : 'token') : 'token';
    if (answer === 'dog') s.dog = p;
    else {
      remove(s.face[m.victim], m.token);
      s.face[p].push(m.token);
    }
  } else if (m.kind === 'dog') s.dog = p;
}

/** The player draws; the raid ends when the centre is empty; else the next seat plays. */
export function finish(s: Sim, p: number): void {
  if (s.deck.length === 0 && s.discard.length) {
    s.deck = s.discard;
    s.discard = [];
    shuffle(s, s.deck);
  }
  if (s.deck.length) s.hands[p].push(s.deck.pop()!);
  if (s.centre.length > 0) {
    s.turn = (p + 1) % s.n;
    return;
  }
  for (let i = 0; i < s.n; i++) {
    const f = s.face[i];
    let keeps = false;
    for (const t of f) if (t !== BOSS && t >= 12) keeps = true;
    for (const t of f) {
      if (t === BOSS) s.bankScore[i] += keeps ? 5 : 0;
      else {
        s.bankScore[i] += val(t);
        s.bankDots[i] += dots(t);
      }
    }
    s.face[i] = [];
  }
  if (s.raid === 4) {
    s.over = true;
    return;
  }
  s.raid++;
  s.centre = [...s.raids[s.raid - 1]];
  s.turn = s.dog >= 0 ? s.dog : (p + 1) % s.n;
}

/** Each seat's share of the win at the end (NOTES §4): arrests (3+), the 2-player discard, scores, alibi ties. */
export function shares(s: Sim): number[] {
  const n = s.n;
  const score = [...s.bankScore];
  const free = Array<boolean>(n).fill(true);
  let fewest = Infinity, most = -Infinity;
  for (let i = 0; i < n; i++) {
    fewest = Math.min(fewest, s.bankDots[i]);
    most = Math.max(most, s.bankDots[i]);
  }
  if (fewest !== most) {
    if (n >= 3) for (let i = 0; i < n; i++) free[i] = s.bankDots[i] !== fewest;
    else {
      const loser = s.bankDots[0] < s.bankDots[1] ? 0 : 1;
      score[loser] -= Math.min(score[loser], 11);
    }
  }
  let best = -1, bestDots = -1;
  for (let i = 0; i < n; i++) {
    if (!free[i]) continue;
    if (score[i] > best || (score[i] === best && s.bankDots[i] > bestDots)) (best = score[i]), (bestDots = s.bankDots[i]);
  }
  const won = score.map((x, i) => free[i] && x === best && s.bankDots[i] === bestDots);
  const k = won.filter(Boolean).length;
  return won.map((w) => (w ? 1 / k : 0));
}

/** Greedy players to the end of the game; `limit` turns at most (a safety net). */
export function rollout(s: Sim, limit = 2000): void {
  for (let k = 0; k < limit && !s.over; k++) {
    const p = s.turn;
    if (s.hands[p].length === 0) {
      finish(s, p);
      continue;
    }
    play(s, p, greedyPlay(s, p));
  }
}
