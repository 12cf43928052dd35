// Where the room a refused action needs lies, when the crew has seen it: a crack or a die away from a Safe names this
// floor's Safe (once every Safe is open, what is left: the loot lying, the roof), a hack this floor's Computer Rooms,
// an escape the top floor's Stairs. Only face-up tiles are named, so the same answer comes from the state and from any
// seat's view (the typed example's move toward it, present.ts).
import { floorOf, locName, type Geometry } from '../board.js';
import { safeCount } from '../content/scenarios.js';
import { ROOMS } from '../rooms/index.js';
import type { Loc, Rejection, Scenario } from '../types.js';
import { holdsTheOther, lacking, lootMissing } from './items.js';

/** The Computer Rooms: those the Hack action adds tokens to (rooms/computer.ts `hackTokens`). */
export const COMPUTER_ROOMS: ReadonlySet<string> = new Set(Object.values(ROOMS).filter((r) => r.hackTokens).map((r) => r.room));

/** What the goals are read from: the state or a seat's view (face-down tiles are never named). */
export type Seen = Geometry & {
  scenario: Scenario;
  tiles: readonly { room: string; revealed: boolean; open: boolean; items: readonly string[] }[];
  players: readonly { at: Loc | null; loot: readonly string[] }[];
  kitty: Loc | null;
};

/** The face-up tiles of `floor` whose room is wanted, in board order. */
function seenOn(s: Seen, floor: number, want: (room: string) => boolean): Loc[] {
  const n = s.size * s.size, out: Loc[] = [];
  for (let loc = floor * n; loc < floor * n + n; loc++) if (s.tiles[loc].revealed && want(s.tiles[loc].room)) out.push(loc);
  return out;
}

/** Whether every Safe is face up and open (the crew's cracking is done): all of them, not one a floor (Fort Knox has
 * two on one floor). */
function allSafesOpen(s: Seen): boolean {
  let open = 0;
  for (let f = 0; f < s.floorCount; f++) open += seenOn(s, f, (r) => r === 'safe').filter((loc) => s.tiles[loc].open).length;
  return open === safeCount(s);
}

/** Once every Safe is open, where `player` goes next: the loot lying (or the Kitty loose) when it is theirs to pick up,
 * else the top floor's Stairs. */
function afterTheSafes(s: Seen, player: number): Loc[] {
  const left = lootMissing(s);
  if (left && left.kind !== 'safes' && !(left.kind === 'loot' && holdsTheOther(s, player, left.item))) return [left.loc];
  return seenOn(s, s.floorCount - 1, (r) => r === 'stairs');
}

/** A die or a crack refused once every Safe is open. */
const safeWork = (s: Seen, code: string) => (code === 'not-in-safe' || code === 'safe-already-open') && allSafesOpen(s);

/** Where the room refusal `code` asks `player` to reach lies, as far as the crew has seen it ([] when not yet); null when
 * the refusal names no room to reach. A cracked Safe's refusal points to the Safes still shut, any floor; once every
 * one is open, a die or a crack points to what is left: the loot lying, or the top floor's Stairs. */
export function goalsOf(s: Seen, player: number, code: string): Loc[] | null {
  const at = s.players[player]?.at;
  if (at === null || at === undefined) return null;
  if (safeWork(s, code)) return afterTheSafes(s, player);
  if (code === 'not-in-safe') return seenOn(s, floorOf(s, at), (r) => r === 'safe');
  if (code === 'not-in-computer-room') return seenOn(s, floorOf(s, at), (r) => COMPUTER_ROOMS.has(r));
  if (code === 'not-on-top-stairs') return seenOn(s, s.floorCount - 1, (r) => r === 'stairs');
  if (code === 'safe-already-open') {
    return Array.from({ length: s.floorCount }, (_, f) => seenOn(s, f, (r) => r === 'safe').filter((loc) => !s.tiles[loc].open)).flat();
  }
  return null;
}

/** The refusal with where its room lies (`at`, and `open` for a Safe already open), or `unseen` when the crew has not
 * found it yet; a die's or a crack's with `allOpen` once every Safe is, and what the crew still lacks (`lacking`) with
 * the top floor's Stairs (`at`) where the crew has seen them. */
export function withGoal(s: Seen, player: number, r: Rejection): Rejection {
  const goals = goalsOf(s, player, r.code);
  if (goals === null) return r;
  if (safeWork(s, r.code)) {
    const stairs = seenOn(s, s.floorCount - 1, (room) => room === 'stairs');
    return { ...r, params: { ...r.params, allOpen: 1, ...lacking(s, player), ...(stairs.length ? { at: locName(s, stairs[0]) } : {}) } };
  }
  if (!goals.length) return { ...r, params: { ...r.params, unseen: 1 } };
  // A floor's Safes (two in Fort Knox): the shut ones to go to; only when none is shut, that they are open.
  const shut = r.code === 'not-in-safe' ? goals.filter((g) => !s.tiles[g].open) : goals;
  const named = shut.length ? shut : goals;
  return { ...r, params: { ...r.params, at: named.map((g) => locName(s, g)).join(', '), ...(shut.length ? {} : { open: 1 }), ...(named.length > 1 ? { many: 1 } : {}) } };
}
