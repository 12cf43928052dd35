// Lockbox, the rules: cards g1–g9 and s1–s9 (gold, silver; value = the digit), three dealt to each seat in secret. On
// your turn you dial a card from your hand (face up, your total grows by its value) and draw one while the deck lasts;
// a card of 3 or less lets you peek at another seat's highest card (a question: whose hand). After every seat has
// dialled `plays` cards, whoever is closest to the combination without going over wins (all over: the lowest total).
import { Rng, seedRng } from '../../../src/core/rng.js';
import type { Action, GameEvent, Rejection } from '../../../src/core/types.js';

export interface LockboxState {
  names: string[];
  /** Each seat's secret hand. */
  hands: string[][];
  /** The face-down deck, top first. */
  deck: string[];
  /** Every card dialled, in order (public). */
  played: { seat: number; card: string }[];
  turn: number;
  /** The seat to act is asked whose hand to peek at. */
  asking: boolean;
  /** Cards each seat dials before the lock opens, and the number to reach. */
  plays: number;
  combination: number;
}

export const LENGTHS = { short: { plays: 2, combination: 13 }, long: { plays: 3, combination: 20 } } as const;
export type Length = keyof typeof LENGTHS;
export const HAND = 3;
export const PEEK_AT_MOST = 3;

export const CARDS: readonly string[] = ['g', 's'].flatMap((suit) => Array.from({ length: 9 }, (_, i) => `${suit}${i + 1}`));
export const isCard = (x: string): boolean => CARDS.includes(x);
export const valueOf = (card: string): number => Number(card.slice(1));

export function newGame(names: string[], seed: number, length: Length): LockboxState {
  const deck = new Rng(seedRng(seed)).shuffle([...CARDS]);
  const hands = names.map(() => deck.splice(0, HAND));
  return { names, hands, deck, played: [], turn: 0, asking: false, ...LENGTHS[length] };
}

export const totals = (s: Pick<LockboxState, 'names' | 'played'>): number[] =>
  s.names.map((_, seat) => s.played.filter((p) => p.seat === seat).reduce((n, p) => n + valueOf(p.card), 0));

export const isOver = (s: LockboxState): boolean => s.played.length >= s.plays * s.names.length;

/** The winners: closest to the combination without going over; when everyone went over, the lowest totals. */
export function winners(s: LockboxState): number[] {
  const t = totals(s);
  const under = t.filter((x) => x <= s.combination);
  const best = under.length ? Math.max(...under) : Math.min(...t);
  return t.flatMap((x, seat) => (x === best ? [seat] : []));
}

/** Seats whose hands may be peeked at by `seat`: every other seat holding a card. */
export const peekable = (s: LockboxState, seat: number): number[] =>
  s.names.flatMap((_, k) => (k !== seat && s.hands[k].length > 0 ? [k] : []));

export function legal(s: LockboxState, seat: number): Action[] {
  if (isOver(s) || seat !== s.turn) return [];
  if (s.asking) return peekable(s, seat).map((k) => ({ player: seat, verb: 'choose', args: [s.names[k]] }));
  return [...new Set(s.hands[seat])].sort().map((card) => ({ player: seat, verb: 'dial', args: [card] }));
}

const refuse = (code: string, params: Record<string, string | number> = {}): { ok: false; rejection: Rejection } => ({ ok: false, rejection: { code, params } });

export type Step = { ok: true; state: LockboxState; events: GameEvent[]; turnEnded: boolean; continues?: boolean } | { ok: false; rejection: Rejection };

export function apply(s: LockboxState, a: Action): Step {
  if (isOver(s)) return refuse('lb-over');
  if (a.player !== s.turn) return refuse('lb-not-turn', { player: s.names[s.turn] });
  const next: LockboxState = JSON.parse(JSON.stringify(s));
  const me = s.names[a.player];
  if (s.asking) {
    if (a.verb !== 'choose') return refuse('lb-answer-first');
    const k = s.names.indexOf(a.args.join(' '));
    if (!peekable(s, a.player).includes(k)) return refuse('lb-no-peek', { answer: a.args.join(' ') });
    const seen = [...s.hands[k]].sort((x, y) => valueOf(y) - valueOf(x) || x.localeCompare(y))[0];
    next.asking = false;
    next.turn = (s.turn + 1) % s.names.length;
    return {
      ok: true, state: next, turnEnded: true,
      events: [
        { code: 'lb-peeked', params: { player: me, other: s.names[k] } },
        { code: 'lb-peek-saw', params: { other: s.names[k], card: seen }, to: [a.player] },
      ],
    };
  }
  if (a.verb !== 'dial') return refuse('lb-dial-first');
  const card = a.args[0] ?? '';
  const hand = next.hands[a.player];
  if (a.args.length !== 1 || !hand.includes(card)) return refuse('lb-no-card', { card: card.slice(0, 12) });
  hand.splice(hand.indexOf(card), 1);
  next.played.push({ seat: a.player, card });
  const events: GameEvent[] = [{ code: 'lb-dialled', params: { player: me, card, total: totals(next)[a.player] } }];
  const drawn = next.deck.shift();
  if (drawn) {
    hand.push(drawn);
    events.push({ code: 'lb-drew', params: { player: me } }, { code: 'lb-drew-card', params: { card: drawn }, to: [a.player] });
  }
  if (!isOver(next) && valueOf(card) <= PEEK_AT_MOST && peekable(next, a.player).length > 0) {
    next.asking = true;
    return { ok: true, state: next, events: [...events, { code: 'lb-may-peek', params: { player: me } }], turnEnded: false, continues: true };
  }
  next.turn = (s.turn + 1) % s.names.length;
  if (isOver(next)) events.push({ code: 'lb-opened', params: {} });
  return { ok: true, state: next, events, turnEnded: true };
}

/** `dial g7`, `choose Bo` as a seat types it (verbs in any case; a name as written). */
export function parse(s: LockboxState, seat: number, text: string): { ok: true; action: Action } | { ok: false; rejection: Rejection } {
  const [verb = '', ...rest] = text.trim().split(/\s+/);
  const v = verb.toLowerCase();
  if (v === 'dial') return { ok: true, action: { player: seat, verb: v, args: rest.map((x) => x.toLowerCase()) } };
  if (v === 'choose') {
    const typed = rest.join(' ');
    const name = s.names.find((n) => n.toLowerCase() === typed.toLowerCase()) ?? typed;
    return { ok: true, action: { player: seat, verb: v, args: [name] } };
  }
  return refuse('lb-unknown', { verb: verb.slice(0, 20) });
}

export function parseLine(s: LockboxState, line: string): { ok: true; action: Action } | { ok: false; rejection: Rejection } {
  const m = /^([^:]+):\s*(.*)$/s.exec(line);
  const seat = m ? s.names.indexOf(m[1].trim()) : -1;
  if (!m || seat < 0) return refuse('lb-line');
  return parse(s, seat, m[2]);
}

export const format = (s: LockboxState, a: Action): string => `${s.names[a.player]}: ${[a.verb, ...a.args].join(' ')}`;
