// Where the room a refused action needs lies, when the crew has seen it: a crack or a die away from a Safe names this
// floor's Safe, a hack this floor's Computer Rooms, an escape the top floor's Stairs. Only face-up tiles are named,
// so the same answer comes from the state and from any seat's view (the typed example's move toward it, present.ts).
import { floorOf, locName, type Geometry } from '../board.js';
import type { Loc, Rejection } from '../types.js';

export const COMPUTER_ROOMS: ReadonlySet<string> = new Set(['computer-fingerprint', 'computer-laser', 'computer-motion']);

/** What the goals are read from: the state or a seat's view (face-down tiles are never named). */
export type Seen = Geometry & {
  tiles: readonly { room: string; revealed: boolean; open: boolean }[];
  players: readonly { at: Loc | null }[];
};

/** The face-up tiles of `floor` whose room is wanted, in board order. */
function seenOn(s: Seen, floor: number, want: (room: string) => boolean): Loc[] {
  const n = s.size * s.size, out: Loc[] = [];
  for (let loc = floor * n; loc < floor * n + n; loc++) if (s.tiles[loc].revealed && want(s.tiles[loc].room)) out.push(loc);
  return out;
}

/** Whether every floor's Safe is face up and open (the crew's work is done but the escape). */
function allSafesOpen(s: Seen): boolean {
  let open = 0;
  for (let f = 0; f < s.floorCount; f++) open += seenOn(s, f, (r) => r === 'safe').filter((loc) => s.tiles[loc].open).length;
  return open === s.floorCount;
}

/** Where the room refusal `code` asks `player` to reach lies, as far as the crew has seen ([] when not yet); null when
 * the refusal names no room to reach. A cracked Safe's refusal points to the Safes still shut, any floor (or, once
 * every one is open, to the top floor's Stairs). */
export function goalsOf(s: Seen, player: number, code: string): Loc[] | null {
  const at = s.players[player]?.at;
  if (at === null || at === undefined) return null;
  if (code === 'not-in-safe') return seenOn(s, floorOf(s, at), (r) => r === 'safe');
  if (code === 'not-in-computer-room') return seenOn(s, floorOf(s, at), (r) => COMPUTER_ROOMS.has(r));
  if (code === 'not-on-top-stairs' || (code === 'safe-already-open' && allSafesOpen(s))) return seenOn(s, s.floorCount - 1, (r) => r === 'stairs');
  if (code === 'safe-already-open') {
    return Array.from({ length: s.floorCount }, (_, f) => seenOn(s, f, (r) => r === 'safe').filter((loc) => !s.tiles[loc].open)).flat();
  }
  return null;
}

/** The refusal with where its room lies (`at`, and `open` for a Safe already open), or `unseen` when the crew has not
 * found it yet; a cracked Safe's with `allOpen` once every Safe is. */
export function withGoal(s: Seen, player: number, r: Rejection): Rejection {
  const goals = goalsOf(s, player, r.code);
  if (goals === null) return r;
  if (r.code === 'safe-already-open' && allSafesOpen(s)) return { ...r, params: { ...r.params, allOpen: 1 } };
  if (!goals.length) return { ...r, params: { ...r.params, unseen: 1 } };
  // A floor's Safes (two in Fort Knox): the shut ones to go to; only when none is shut, that they are open.
  const shut = r.code === 'not-in-safe' ? goals.filter((g) => !s.tiles[g].open) : goals;
  const named = shut.length ? shut : goals;
  return { ...r, params: { ...r.params, at: named.map((g) => locName(s, g)).join(', '), ...(shut.length ? {} : { open: 1 }), ...(named.length > 1 ? { many: 1 } : {}) } };
}
