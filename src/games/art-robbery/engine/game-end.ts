// The end after raid 4 (NOTES §4, §6): alibis decide arrests (3–5 players: all with the fewest, unless everyone
// ties) or, with 2 players, who discards banked tokens worth at least 10; then scores and tie-breaks.
import type { GameEvent } from '../../../core/types.js';
import { alibis, bankedWorth, score, seal } from './score.js';
import { sorted, takeOne } from './tokens.js';
import type { ArtState, Final, Token } from './types.js';

export function endGame(s: ArtState, events: GameEvent[]): void {
  const n = s.names.length;
  const counts = s.names.map((_, p) => alibis(s, p));
  const fewest = Math.min(...counts);
  if (n >= 3) {
    const arrested = counts.every((c) => c === fewest) ? [] : counts.flatMap((c, p) => (c === fewest ? [p] : []));
    if (arrested.length) events.push({ code: 'arrested', params: { players: arrested.map((p) => s.names[p]) } });
    settle(s, arrested, null, events);
    return;
  }
  if (counts[0] === counts[1]) {
    settle(s, [], null, events);
    return;
  }
  const loser = counts[0] < counts[1] ? 0 : 1;
  const total = s.banked[loser].reduce((t, b) => t + bankedWorth(b.token), 0);
  if (total >= 10) {
    s.pending = { kind: 'discard', player: loser };
    s.turn = loser;
    events.push({ code: 'discard.asked', params: { player: s.names[loser] } });
    return;
  }
  discardTokens(s, loser, s.banked[loser].map((b) => b.token), events);
}

/** Moves banked tokens of `player` to the box (the 2-player end) and settles the game. */
export function discardTokens(s: ArtState, player: number, tokens: readonly Token[], events: GameEvent[]): void {
  let total = 0;
  for (const token of tokens) {
    const i = s.banked[player].findIndex((b) => b.token === token);
    const [gone] = s.banked[player].splice(i, 1);
    s.box.push(gone);
    total += bankedWorth(token);
  }
  s.sealed[player] = seal(s.banked[player]);
  s.pending = null;
  if (tokens.length > 0) {
    events.push({ code: 'discarded', params: { player: s.names[player], count: tokens.length, total } });
    events.push({ code: 'discarded.tokens', params: { player: s.names[player], tokens: sorted(tokens).join(' ') }, to: [player] });
  }
  settle(s, [], { player, count: tokens.length, total }, events);
}

/** Whether `tokens` can be taken from the banked `from` (as a multiset). */
export function holdsAll(from: readonly Token[], tokens: readonly Token[]): boolean {
  const left = [...from];
  return tokens.every((t) => takeOne(left, t));
}

function settle(s: ArtState, arrested: number[], discarded: Final['discarded'], events: GameEvent[]): void {
  const scores = s.names.map((_, p) => score(s, p));
  const counts = s.names.map((_, p) => alibis(s, p));
  const free = s.names.map((_, p) => p).filter((p) => !arrested.includes(p));
  const best = Math.max(...free.map((p) => scores[p]));
  const top = free.filter((p) => scores[p] === best);
  const mostAlibis = Math.max(...top.map((p) => counts[p]));
  const winners = top.filter((p) => counts[p] === mostAlibis);
  s.final = { arrested, winners, scores, alibis: counts, discarded };
  s.pending = null;
  events.push({ code: 'game.over', params: { winners: winners.map((p) => s.names[p]) } });
}
