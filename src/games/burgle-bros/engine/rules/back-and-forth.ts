// Moving back and forth avoids no event (rulebook: "You may not avoid drawing an Event card by simply Moving back and
// forth between tiles"; docs/rulings.md, core ruling 16). A Move back onto the tile the burglar's previous Move left,
// with nothing else done in between and no tile turned over (nor a Keypad opened) by either, undoes that Move: neither
// counts among the actions used for the event. Everything else counts as it was spent.
import { parseLoc } from '../board.js';
import type { Action, GameEvent, GameState, TripAlarm, TurnState } from '../types.js';

/** Actions used this turn as the event (and the Stamp) counts them: moves undone by a move back left out. */
export function actionsForEvent(t: TurnState): number {
  return t.actionsUsed - (t.backAndForth ?? 0);
}

/** After the active player's action `a` ran on `s` (from `before`, with `events`): a plain Move joins the trail of
 * moves, or, going straight back, undoes its last one; any other action (a free one too) or a Move that turned a
 * tile over or opened a Keypad starts the trail again. */
export function noteForEvent(before: GameState, s: GameState, a: Action, events: readonly GameEvent[]): void {
  if (a.verb === 'end' || a.verb === 'begin' || s.turn.player !== a.player || before.turn.player !== a.player) return;
  const t = s.turn;
  const from = before.players[a.player].at;
  const to = s.players[a.player].at;
  // A Move that turned a tile over, or opened a Keypad with a roll, did something for good: no plain move.
  const plain = a.verb === 'move' && from !== null && to !== null && from !== to && !events.some((e) => e.code === 'revealed' || e.code === 'keypad-opened');
  if (!plain) {
    delete t.trail;
    return;
  }
  const actions = t.actionsUsed - before.turn.actionsUsed;
  const last = t.trail?.at(-1);
  if (last && last.from === to && last.to === from) {
    t.backAndForth = (t.backAndForth ?? 0) + last.actions + actions;
    if (t.trail!.length > 1) t.trail = t.trail!.slice(0, -1);
    else delete t.trail;
    return;
  }
  const paid = movePaid(before, events);
  t.trail = [...(t.trail ?? []), { from, to, actions, ...(paid ? { paid } : {}) }];
}

/** What a Move cost the crew besides its actions, as its trail entry keeps it (TurnState.trail): the alarms it set
 * off, each with where its floor's guard was heading before it (a hack token spent in an alarm's stead: none); null
 * when it set none off and spent none. */
function movePaid(before: GameState, events: readonly GameEvent[]): TripAlarm[] | null {
  const alarms: TripAlarm[] = [];
  let paid = false;
  for (const e of events) {
    if (e.code === 'alarm') {
      const at = parseLoc(before, String(e.params.at));
      if (at !== null) alarms.push({ at, dest: before.guards[Math.floor(at / (before.size * before.size))].dest });
    }
    if (e.code === 'alarm' || e.code === 'alarm-hacked') paid = true;
  }
  return paid ? alarms : null;
}
