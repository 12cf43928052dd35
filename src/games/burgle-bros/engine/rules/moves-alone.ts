// The turn so far while it is Moves alone that found nothing (TurnState.movesAlone): where the burglar began it, what
// those Moves cost and the tiles they turned over. All of it the table saw; the bots, who keep no memory between
// decisions, read it to know a step back onto the turn's first tile as the round trip it completes (bot/plan.ts
// roundTrip; docs/bots.md "A round trip that pays for nothing").
import type { Action, GameEvent, GameState } from '../types.js';

/** What a Move may find or change besides where the burglar stands: the record ends there. */
const FOUND = new Set([
  'tool-found', 'loot-found', 'picked-up', 'keypad-opened', 'stealth-gained', 'alarm-picked-up', 'entered-building', 'escaped', 'fell',
  'cracked', 'safe-opened', 'dead-drop', 'kitty-rolled', 'took', 'gave',
]);

/** After the active player's action `a` ran on `s` (from `before`, with all its `events`, its answers' too). */
export function noteMovesAlone(before: GameState, s: GameState, a: Action, events: readonly GameEvent[]): void {
  if (a.verb === 'end' || a.verb === 'begin' || s.turn.player !== a.player || before.turn.player !== a.player) return;
  const t = s.turn;
  const from = before.turn.acted ? before.turn.movesAlone?.from : before.players[a.player].at;
  if (a.verb !== 'move' || from === undefined || from === null || events.some((e) => FOUND.has(e.code))) {
    delete t.movesAlone;
    return;
  }
  const name = before.players[a.player].name;
  const paid = events.some((e) => e.code === 'alarm' || e.code === 'alarm-hacked' || (e.code === 'stealth-lost' && e.params.player === name));
  const turnedOver: number[] = [];
  for (let i = 0; i < s.tiles.length; i++) if (s.tiles[i].revealed && !before.tiles[i].revealed) turnedOver.push(i);
  const was = before.turn.acted ? before.turn.movesAlone : undefined;
  t.movesAlone = { from, paid: (was?.paid ?? false) || paid, turnedOver: [...(was?.turnedOver ?? []), ...turnedOver] };
}
