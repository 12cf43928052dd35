// What a card's effect depends on: the centre, the face-up tokens and the dog. Both the state and a seat's view
// give one, so the bot foresees plays with the same rules the engine applies (cards/*.ts).
import type { DogPlace, Effect, Token } from './types.js';
import type { Rejection } from '../../../core/types.js';

export interface Board {
  names: string[];
  centre: Token[];
  faceUp: Token[][];
  dog: DogPlace;
}

/** What a player added to `play CARD`: a token face and/or a victim seat. */
export interface Spec {
  token?: Token;
  from?: number;
}

export const refuse = (code: string, params: Record<string, string | number> = {}): Rejection => ({ code, params });
export const isRejection = (x: unknown): x is Rejection => typeof x === 'object' && x !== null && 'code' in x;
export const unique = <T>(xs: readonly T[]): T[] => [...new Set(xs)];

/** A card family's rule: every different result the play may have (one when there is no choice), or a refusal. */
export type CardRule = (b: Board, player: number, card: string, spec: Spec) => Effect[] | Rejection;
