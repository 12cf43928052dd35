// What one viewer may know (NOTES §5): everything public, plus the viewer's own hand and banked tokens. A spectator
// gets no hand, no banked faces (counts only), no deck order and no rng. Presentation, pictures and the bot read this.
// `scramble` below is the no-leak twin: the same table re-dealt in everything a seat may not know.
import { Rng, seedRng } from '../../core/rng.js';
import { SPECTATOR } from '../../core/types.js';
import { isOver } from './engine/apply.js';
import { discardOptions } from './engine/legal.js';
import { alibis, score, seal } from './engine/score.js';
import { sorted } from './engine/tokens.js';
import type { ArtState, Card, DogPlace, Final, Token } from './engine/types.js';

export interface PlayerView {
  name: string;
  handSize: number;
  /** Only the viewer's own. */
  hand?: Card[];
  faceUp: Token[];
  bankedCount: number;
  /** Only the viewer's own. */
  banked?: Token[];
  /** The viewer's own, and everyone's once the game is over. */
  alibis?: number;
  score?: number;
  /** This player's latest plays in a row that did nothing (public: every play is told), newest last, two at most. */
  idle: Card[];
}

export type AwaitView =
  | { kind: 'choose'; player: number; card: Card; options: string[][] }
  | { kind: 'give'; player: number; thief: number; card: Card; token: Token }
  /** The options only for the one who discards. */
  | { kind: 'discard'; player: number; options?: string[][] };

export interface ArtView {
  viewer: number;
  names: string[];
  raid: number;
  centre: Token[];
  dog: DogPlace;
  deck: number;
  /** Bottom first. */
  discard: Card[];
  /** Whose turn it is; null once the game is over. */
  turn: number | null;
  players: PlayerView[];
  awaiting: AwaitView | null;
  final: Final | null;
  /** The four raids' nine tokens (the token table: printed on the components, so public); the bot counts with it. */
  tokens: Token[][];
  /** Only in the picture of a game the table called off (GameModule.calledOff): no turn is drawn. */
  calledOff?: true;
  /** Only in a picture: the seats a bot plays for their person (GameModule.botPlayed). */
  botPlayed?: number[];
}

export function viewOf(s: ArtState, viewer: number): ArtView {
  const over = isOver(s);
  const p = s.pending;
  let awaiting: AwaitView | null = null;
  if (p?.kind === 'choose') awaiting = { kind: 'choose', player: p.player, card: p.card, options: p.options.map((c) => [...c.args]) };
  if (p?.kind === 'give') awaiting = { kind: 'give', player: p.victim, thief: p.thief, card: p.card, token: p.token };
  if (p?.kind === 'discard') {
    awaiting = p.player === viewer
      ? { kind: 'discard', player: p.player, options: discardOptions(s.banked[p.player].map((b) => b.token)) }
      : { kind: 'discard', player: p.player };
  }
  return {
    viewer,
    names: [...s.names],
    raid: s.raid,
    centre: sorted(s.centre),
    dog: s.dog,
    deck: s.deck.length,
    // A state's piles are never changed once its step returned (the next step works on its own copy): the view shares
    // the discard pile and the token table, as read only (frozen under the tests).
    discard: s.discard,
    turn: over ? null : s.turn,
    players: s.names.map((name, i) => {
      const own = viewer !== SPECTATOR && viewer === i;
      const pv: PlayerView = { name, handSize: s.hands[i].length, faceUp: sorted(s.faceUp[i]), bankedCount: s.banked[i].length, idle: [...(s.idle?.[i] ?? [])] };
      if (own) {
        pv.hand = sorted(s.hands[i]);
        pv.banked = sorted(s.banked[i].map((b) => b.token));
      }
      if (own || over) {
        pv.alibis = alibis(s, i);
        pv.score = score(s, i);
      }
      return pv;
    }),
    awaiting,
    final: over ? s.final : null,
    tokens: s.raids,
  };
}

// The no-leak twin: re-deals what `seat` may not know (other hands, the draw pile's order, the generator, other
// players' banked faces within each raid while the game goes on) and keeps every count and everything public.
export function scramble(s0: ArtState, seat: number, rng: Rng): ArtState {
  const s: ArtState = JSON.parse(JSON.stringify(s0));
  const others = s.names.map((_, i) => i).filter((i) => i !== seat);
  const pool = rng.shuffle([...s.deck, ...others.flatMap((i) => s.hands[i])]);
  for (const i of others) s.hands[i] = pool.splice(0, s.hands[i].length);
  s.deck = pool;
  s.rng = seedRng(rng.int(0x7fffffff));
  if (!isOver(s)) {
    for (let r = 1; r <= 4; r++) {
      const faces = rng.shuffle(others.flatMap((i) => s.banked[i].filter((b) => b.raid === r).map((b) => b.token)));
      for (const i of others) for (const b of s.banked[i]) if (b.raid === r) b.token = faces.shift()!;
    }
    s.sealed = s.banked.map(seal);
  }
  return s;
}
