// A new game (NOTES §1, §4): shuffle the 55 cards, deal five each, lay out raid 1's tokens and the dog in the centre,
// and draw the first player from the seed. The raids' tokens come in from the token table (loaded in ../index.ts).
import { Rng, seedRng } from '../../../core/rng.js';
import { fullDeck } from './tokens.js';
import type { ArtState, Token } from './types.js';

export function newGame(names: string[], seed: number, raids: Token[][]): ArtState {
  const rng = new Rng(seedRng(seed));
  const deck = rng.shuffle(fullDeck());
  const hands = names.map(() => [] as string[]);
  for (let k = 0; k < 5; k++) for (const h of hands) h.push(deck.shift()!);
  const turn = rng.int(names.length);
  return {
    game: 'art-robbery', version: 1, names: [...names], raids: raids.map((r) => [...r]), raid: 1, turn, turnNo: 0,
    centre: [...raids[0]], faceUp: names.map(() => []), banked: names.map(() => []), sealed: names.map(() => ''),
    box: [], dog: 'centre', hands, deck, discard: [], pending: null, rng: rng.save(), final: null,
  };
}
