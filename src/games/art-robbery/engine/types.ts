// The Art Robbery game state (plain JSON) and the shapes the rules pass around. Rules live beside it: one file per
// card family in cards/, the raid's end in raid-end.ts, the game's end in game-end.ts, the dispatcher in apply.ts.

/** A card: a number `0`…`5`, `boss`, `dog` (Watchdog) or `greedy` (Greedy Thief). */
export type Card = string;
/** A loot token: its value and one `*` per alibi dot (`0**`, `3`), or `boss`. */
export type Token = string;
/** A token out of the centre for good (banked, or back in the box), with the raid it came from. */
export interface Tagged {
  raid: number;
  token: Token;
}
/** Where the Watchdog figure is: in the centre, with a seat, or not in play (only a position script can say so). */
export type DogPlace = number | 'centre' | null;

/** What a play does once every choice is made. */
export type Effect =
  | { kind: 'take'; token: Token }
  | { kind: 'steal'; token: Token; victim: number }
  | { kind: 'dog'; from: number | 'centre' }
  | { kind: 'none' };

/** One answer to an open question: the words typed after `choose` (`1*`, `from`, `Bo`), and what it does. */
export interface Choice {
  args: string[];
  effect: Effect;
}

export type Pending =
  /** The player chooses among different results of the card just played. */
  | { kind: 'choose'; player: number; card: Card; options: Choice[] }
  /** The victim of a steal holds the dog: they hand over the dog or the token. */
  | { kind: 'give'; victim: number; thief: number; card: Card; token: Token }
  /** Two players, end of game: the one with fewer alibis picks banked tokens worth at least 10 to discard. */
  | { kind: 'discard'; player: number };

export interface Final {
  arrested: number[];
  winners: number[];
  scores: number[];
  alibis: number[];
  /** Two players: who discarded, how many tokens and their total. */
  discarded: { player: number; count: number; total: number } | null;
}

export interface ArtState {
  game: 'art-robbery';
  version: 1;
  names: string[];
  /** The four raids' nine tokens, copied from the token table at setup so a game replays the same. */
  raids: Token[][];
  /** 1 to 4. */
  raid: number;
  /** The seat whose turn it is (it stays theirs while a question about their play is open). */
  turn: number;
  /** Counts turns, for turnKey. */
  turnNo: number;
  centre: Token[];
  /** This raid's tokens each seat holds face up. */
  faceUp: Token[][];
  /** Earlier raids' tokens each seat banked face down. */
  banked: Tagged[][];
  /** Each seat's banked tokens as sealed at the last bank (or discard): banked tokens never move. */
  sealed: string[];
  /** Tokens out of play: Boss tokens sent back, tokens a script left out, the 2-player end's discards. */
  box: Tagged[];
  dog: DogPlace;
  hands: Card[][];
  /** Top first. */
  deck: Card[];
  /** Bottom first; the last card is the one on top. */
  discard: Card[];
  pending: Pending | null;
  rng: number[];
  /** Public: each seat's latest plays in a row that did nothing, newest last (two at most; absent until a play). The
   * bots read it to never dump the same card for nothing a third time running. */
  idle?: Card[][];
  /** Set when the game is over (and while the 2-player discard is asked, without winners yet). */
  final: Final | null;
}

export interface Outcome<S> {
  state: S;
  events: import('../../../core/types.js').GameEvent[];
}
