// The turn so far while it is moves (and tools or free abilities used on the way) that found nothing
// (TurnState.trip): where the burglar began it, what it cost and the tiles it turned over. All of it the table saw;
// the bots, who keep no memory between decisions, read it to know a step back onto the turn's first tile as the round
// trip it completes (bot/plan.ts roundTrip; docs/bots.md "A round trip that pays for nothing").
import { parseLoc } from '../board.js';
import type { Action, GameEvent, GameState } from '../types.js';

/** What an action may find or change besides where the burglar stands: the record ends there (a roll failed at a
 * Keypad too: a try, with its chance to get through, as the simulator's counter reads it). */
const FOUND = new Set([
  'tool-found', 'loot-found', 'picked-up', 'keypad-opened', 'keypad-failed', 'stealth-gained', 'alarm-picked-up', 'entered-building', 'escaped', 'fell',
  'cracked', 'crack-missed', 'safe-opened', 'dead-drop', 'kitty-rolled', 'took', 'gave',
]);

/** The verbs a trip is made of: a tool or a free ability spent on the way buys nothing back by itself. */
const TRIP_VERBS = new Set(['move', 'use', 'ability']);

/** After the active player's action `a` ran on `s` (from `before`, with all its `events`, its answers' too). */
export function noteTrip(before: GameState, s: GameState, a: Action, events: readonly GameEvent[]): void {
  if (a.verb === 'end' || a.verb === 'begin' || s.turn.player !== a.player || before.turn.player !== a.player) return;
  const t = s.turn;
  const from = before.turn.acted ? before.turn.trip?.from : before.players[a.player].at;
  if (!TRIP_VERBS.has(a.verb) || from === undefined || from === null || events.some((e) => FOUND.has(e.code))) {
    delete t.trip;
    return;
  }
  const name = before.players[a.player].name;
  const paid = events.some((e) => e.code === 'alarm' || e.code === 'alarm-hacked' || (e.code === 'stealth-lost' && e.params.player === name));
  const turnedOver: number[] = [];
  for (let i = 0; i < s.tiles.length; i++) if (s.tiles[i].revealed && !before.tiles[i].revealed) turnedOver.push(i);
  const was = before.turn.acted ? before.turn.trip : undefined;
  // The alarms, with where their guards were heading: whether they turned a guard's walk off someone is judged later.
  const alarms = (was?.alarms ?? []).map((x) => ({ ...x }));
  for (const e of events) {
    const at = e.code === 'alarm' ? parseLoc(before, String(e.params.at)) : null;
    if (at !== null) alarms.push({ at, dest: before.guards[Math.floor(at / (before.size * before.size))].dest });
  }
  t.trip = { from, paid: (was?.paid ?? false) || paid, turnedOver: [...(was?.turnedOver ?? []), ...turnedOver], ...(alarms.length ? { alarms } : {}) };
}
