// Drawing back to five (NOTES §3, §6): an empty draw pile first takes the whole discard pile, the card just played
// included, shuffled with the game's seeded generator. The drawn card is told only to its drawer.
import { Rng } from '../../../core/rng.js';
import type { GameEvent } from '../../../core/types.js';
import type { ArtState } from './types.js';

export function draw(s: ArtState, player: number, events: GameEvent[]): void {
  if (s.deck.length === 0) {
    if (s.discard.length === 0) return;
    const rng = new Rng(s.rng);
    s.deck = rng.shuffle(s.discard);
    s.discard = [];
    s.rng = rng.save();
    events.push({ code: 'deck.reshuffled', params: { cards: s.deck.length } });
  }
  const card = s.deck.shift()!;
  s.hands[player].push(card);
  events.push({ code: 'drew', params: { player: s.names[player], card }, to: [player] });
}
