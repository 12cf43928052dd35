// Which trades between crew members on one tile the planner weighs (free, each with the other's consent): those the
// measure tells apart for good, so the search is not filled with lines that only pass cards round: a tool taken to be
// used (the search sees it used), tools away from the Bust's holder (who cannot use them) and the Bust to whoever
// holds fewer tools. Not the Keycard: the work a turn began with counts for the whole turn (evaluate.ts potential), so
// after it changed hands the giver still looked near its safes and the taker nearer: handed back and forth for ever
// (a normal Bank Job of three, seed 2, game 31). It goes by a rule of thumb instead (keycardHandOver).
import type { Action, GameState } from '../engine/index.js';
import type { BurgleView } from '../view.js';

/** The player named `name`, or -1. */
const playerNamed = (s: GameState, name: string | undefined) => s.players.findIndex((p) => p.name.toLowerCase() === name?.toLowerCase());

/** Whether `a` is a trade with another player (not a card picked up from the tile). */
export function isTrade(a: Action): boolean {
  return (a.verb === 'give' || a.verb === 'take') && a.args.length > 1;
}

/** Whether the planner weighs the trade `a` (any other action: true). */
export function tradeWeighed(s: GameState, a: Action): boolean {
  if (!isTrade(a)) return true;
  const other = playerNamed(s, a.args[1]);
  if (other < 0) return false;
  const item = a.args[0];
  const giver = s.players[a.verb === 'give' ? a.player : other];
  const taker = s.players[a.verb === 'give' ? other : a.player];
  if (item === 'bust') return taker.tools.length < giver.tools.length;
  if (!(giver.tools as string[]).includes(item)) return false;
  // A tool: taken to be used now, or given away by the Bust's holder; never to the Bust's holder.
  return !taker.loot.includes('bust') && (a.verb === 'take' || giver.loot.includes('bust'));
}

/**
 * The Keycard handed over by a rule of thumb rather than weighed: its holder about to step off a closed safe where a
 * crew mate stays gives it to them first (they can crack it then, and the holder's line cracks nothing), so the safe
 * is not left for a holder who walked away. Null: go on with `choice`.
 */
export function keycardHandOver(s: BurgleView, seat: number, legal: Action[], choice: Action, line: readonly Action[]): Action | null {
  const me = s.players[seat];
  if (choice.verb !== 'move' || me.at === null || !me.loot.includes('keycard')) return null;
  const t = s.tiles[me.at];
  if (t.room !== 'safe' || t.open || line.some((a) => a.verb === 'crack')) return null;
  const mate = s.players.find((p, i) => i !== seat && !p.escaped && p.at === me.at);
  return (mate && legal.find((a) => a.verb === 'give' && a.args[0] === 'keycard' && a.args[1] === mate.name)) ?? null;
}
