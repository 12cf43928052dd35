// Counting (NOTES §4, §6): alibis are the dots on banked and face-up tokens; a score is their values, a kept (banked)
// Boss token worth 5 and a face-up one 0 until kept. Who is arrested and who wins is game-end.ts.
import { dotsOf, valueOf } from './tokens.js';
import type { ArtState, Tagged, Token } from './types.js';

/** A banked token's worth: its value, or 5 for a kept Boss token. */
export const bankedWorth = (t: Token): number => (t === 'boss' ? 5 : valueOf(t)!);
const faceUpWorth = (t: Token): number => valueOf(t) ?? 0;

function alibisOf(faceUp: readonly Token[], banked: readonly Tagged[]): number {
  return faceUp.reduce((n, t) => n + dotsOf(t), 0) + banked.reduce((n, b) => n + dotsOf(b.token), 0);
}

function scoreOf(faceUp: readonly Token[], banked: readonly Tagged[]): number {
  return faceUp.reduce((n, t) => n + faceUpWorth(t), 0) + banked.reduce((n, b) => n + bankedWorth(b.token), 0);
}

export const alibis = (s: ArtState, p: number): number => alibisOf(s.faceUp[p], s.banked[p]);
export const score = (s: ArtState, p: number): number => scoreOf(s.faceUp[p], s.banked[p]);

/** A seat's banked tokens as one string, for the check that banked tokens never move. */
export const seal = (banked: readonly Tagged[]): string =>
  banked.map((b) => `${b.raid}:${b.token}`).sort().join(' ');
