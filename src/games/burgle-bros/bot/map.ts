// The building as the bots measure it: how many actions a burglar needs to reach each tile (through face-up tiles,
// Deadbolts and Lasers at their price, face-down tiles at a guess), and where a tile can be peeked at from. The rules
// are the engine's rooms' (engine/rooms/); steps() and peekFrom() write theirs out for speed, and
// test/games/burgle-bros/engine/rooms/bot-map.test.ts checks them against the engine over whole bot games.
import { entryActions, moveOptions, peekOptions, type GameState, type Loc } from '../engine/index.js';

export const cellsPerFloor = (s: { size: number }) => s.size * s.size;
export const floorOfLoc = (s: { size: number }, loc: Loc) => Math.floor(loc / (s.size * s.size));

/** What stepping into `to` costs in actions, as a planner counts it (a guess for what is not known). */
export function entryCost(s: GameState, to: Loc): number {
  const t = s.tiles[to];
  if (!t.revealed) return 2;
  return roomCost(t);
}

/** What entering a Deadbolt costs, as its rules say (engine/rooms/deadbolt.ts `entryActions`). */
const DEADBOLT = entryActions('deadbolt');

/** What stepping into a face-up tile of `t`'s room costs in actions: what the room's rules ask when nothing lowers it
 * (a Deadbolt; every room with an `entryActions` is here, as the test named above checks), or the bots' price for the rest. */
export function roomCost(t: GameState['tiles'][number]): number {
  if (t.disabled) return 1;
  switch (t.room) {
    case 'deadbolt':
      return DEADBOLT;
    case 'laser':
      return 2;
    case 'keypad':
      return t.open ? 1 : 3;
    case 'fingerprint':
    case 'motion':
      return 2;
    default:
      return 1;
  }
}

/** Where a burglar can step from `at`, as moveOptions (rules/movement.ts) has it before any card's say: through open
 * sides, into a face-up Secret Door through a wall, up face-up Stairs and down to them, down a face-up Walkway, through
 * a Thermal Bomb hole, between face-up Service Ducts. Written out for speed (a planner asks it thousands of times; the
 * rooms' own `waysOut` and `throughWall`, asked as moveOptions asks them, took the bots' distances 1.5 times as long):
 * the rules are engine/rooms/stairs.ts, secret-door.ts, service-duct.ts, walkway.ts and rules/movement.ts (the hole). */
export function steps(s: GameState, at: Loc, out: Loc[] = []): Loc[] {
  out.length = 0;
  const n = cellsPerFloor(s), size = s.size, c = at % n, w = s.walls[at], tiles = s.tiles;
  if (c >= size) stepThroughSide(tiles, w, at - size, 1, out);
  if (c % size < size - 1) stepThroughSide(tiles, w, at + 1, 2, out);
  if (c < n - size) stepThroughSide(tiles, w, at + size, 4, out);
  if (c % size > 0) stepThroughSide(tiles, w, at - 1, 8, out);
  const here = tiles[at];
  const up = at + n < tiles.length ? at + n : -1, down = at - n >= 0 ? at - n : -1;
  if (here.revealed && here.room === 'stairs' && up >= 0) out.push(up);
  if (here.downstairs && down >= 0 && tiles[down].room === 'stairs' && tiles[down].revealed) out.push(down);
  if (here.thermal !== null) out.push(here.thermal);
  if (here.revealed && here.room === 'walkway' && down >= 0) out.push(down);
  if (here.revealed && here.room === 'service-duct') {
    for (let loc = 0; loc < tiles.length; loc++) if (loc !== at && tiles[loc].room === 'service-duct' && tiles[loc].revealed) out.push(loc);
  }
  return out;
}

// The hot helpers here are module functions, not closures: the runner (tsx) names every closure as it is made, a cost
// the planner paid thousands of times a decision.
function stepThroughSide(tiles: GameState['tiles'], walls: number, to: Loc, bit: number, out: Loc[]): void {
  const t = tiles[to];
  if (t.room === 'empty') return;
  if (!(walls & bit) || (t.room === 'secret-door' && t.revealed)) out.push(to);
}

/** Actions from `from` to every tile (Infinity where none). A face-down tile counts two actions (a peek, then the move):
 * a tile behind face-down tiles is still within reach. */
export function actionDistances(s: GameState, from: Loc, limit = 99): Float64Array {
  const dist = new Float64Array(s.tiles.length).fill(Infinity);
  dist[from] = 0;
  // Dial's buckets: costs are small whole numbers.
  const buckets: Loc[][] = [[from]];
  const next: Loc[] = [];
  for (let d = 0; d < buckets.length && d <= limit; d++) {
    const bucket = buckets[d];
    if (!bucket) continue;
    for (let i = 0; i < bucket.length; i++) {
      const at = bucket[i];
      if (dist[at] !== d) continue;
      for (const to of steps(s, at, next)) {
        const nd = d + entryCost(s, to);
        if (nd < dist[to]) {
          dist[to] = nd;
          (buckets[nd] ??= []).push(to);
        }
      }
    }
  }
  return dist;
}

/** Actions from `from` to every tile for `player`, by the moves the rules allow that player (a card held may close
 * some ways: the Painting bars Secret Doors and Service Ducts), at entryCost's prices (or `cost`'s). Slower than actionDistances:
 * for the checks after planning and the blunder detectors, not the search. */
export function ownDistances(s: GameState, player: number, from: Loc, cost: (s: GameState, to: Loc) => number = entryCost): Float64Array {
  const dist = new Float64Array(s.tiles.length).fill(Infinity);
  dist[from] = 0;
  const buckets: Loc[][] = [[from]];
  for (let d = 0; d < buckets.length && d <= 99; d++) {
    for (const at of buckets[d] ?? []) {
      if (dist[at] !== d) continue;
      for (const o of moveOptions(s, at, player)) {
        const nd = d + cost(s, o.to);
        if (nd < dist[o.to]) {
          dist[o.to] = nd;
          (buckets[nd] ??= []).push(o.to);
        }
      }
    }
  }
  return dist;
}

/** The same as steps(), through the engine's own rule (tests compare them). */
export function stepsByRules(s: GameState, at: Loc): Loc[] {
  return moveOptions(s, at).map((o) => o.to);
}

/** The face-up tiles from which `loc` can be peeked at (next to it through an open side; an Atrium above or below; the
 * Stairs or a Thermal Bomb hole below), as peekOptions (rules/targets.ts) allows them; written out for speed, as
 * steps() is (the rules: engine/rooms/atrium.ts and stairs.ts `peeksOut`, the hole: rules/targets.ts peekOptions). */
export function peekFrom(s: GameState, loc: Loc): Loc[] {
  const out: Loc[] = [];
  const n = cellsPerFloor(s);
  const f = floorOfLoc(s, loc);
  const c = loc % n, size = s.size, w = s.walls[loc];
  if (c >= size && !(w & 1)) peekThroughSide(s.tiles, loc - size, out);
  if (c < n - size && !(w & 4)) peekThroughSide(s.tiles, loc + size, out);
  if (c % size > 0 && !(w & 8)) peekThroughSide(s.tiles, loc - 1, out);
  if (c % size < size - 1 && !(w & 2)) peekThroughSide(s.tiles, loc + 1, out);
  if (f > 0) {
    const below = s.tiles[loc - n];
    if (below.revealed && ((below.room === 'atrium' && !below.disabled) || below.room === 'stairs' || below.thermal === loc)) out.push(loc - n);
  }
  if (f < s.floorCount - 1) {
    const above = s.tiles[loc + n];
    if (above.revealed && above.room === 'atrium' && !above.disabled) out.push(loc + n);
  }
  return out;
}

function peekThroughSide(tiles: GameState['tiles'], from: Loc, out: Loc[]): void {
  const t = tiles[from];
  if (t.revealed && t.room !== 'empty') out.push(from);
}

/** The same as peekFrom, through the engine's own rule (tests compare them). */
export function peekFromByRules(s: GameState, loc: Loc): Loc[] {
  const out: Loc[] = [];
  for (let from = 0; from < s.tiles.length; from++) {
    if (!s.tiles[from].revealed || s.tiles[from].room === 'empty') continue;
    if (peekOptions(s, from).some((o) => o.to === loc)) out.push(from);
  }
  return out.sort((a, b) => a - b);
}
