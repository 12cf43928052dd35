// Where a player can go from a tile, what cards make of a move, and what happens on the way: flipping the tile, the
// room's rules, the guard noticing. The ways themselves are the rooms' (rooms/<room>.ts `waysOut`, `throughWall`), a
// Thermal Bomb hole's (here) and the lasting effects' (`moveWays`: Gymnastics); they are listed in WAYS' order.
// Used by the move action (which prices a move: actions/move.ts) and by every card that moves a player.
import { DIRECTIONS, DIR_BIT, floorOf, step } from '../board.js';
import type { MoveHow, MoveOption } from '../api.js';
import { EFFECTS } from '../cards/index.js';
import type { Ctx } from '../ctx.js';
import { activeRoom, entersQuietly, entryRoom, ROOMS, wayThroughWall } from '../rooms/index.js';
import type { Entry, RoomRules } from '../rooms/types.js';
import type { GameState, Loc, RoomType } from '../types.js';
import { placeGuard } from './guards.js';
import { guardOn, guardSeesEnteringPlayer } from './sight.js';
import { hooksWith } from './hooks.js';

const isTile = (s: GameState, loc: Loc) => s.tiles[loc].room !== 'empty';

type Ways = NonNullable<RoomRules['waysOut']>;

/** A Thermal Bomb hole (cards/tools/thermal-bomb.ts makes it): a way up or down through it, as if it were Stairs. It is
 * no Stairs (ruling E8): a card closing the Stairs leaves it open. */
const holeWays: Ways = (s, from, out) => {
  const here = s.tiles[from];
  if (here.thermal !== null) {
    out.push({ to: here.thermal, via: 'thermal', dir: floorOf(s, here.thermal) > floorOf(s, from) ? 'up' : 'down' });
  }
};

/** The ways a room makes (its module's `waysOut`). */
function roomWays(room: RoomType): Ways {
  const ways = ROOMS[room].waysOut;
  if (!ways) throw new Error(`rooms/${room}: no waysOut`);
  return ways;
}

/**
 * What makes ways out of a tile besides its sides, in the order they are listed: the order decides which way is kept
 * when two lead to one tile (the first), and the order of the buttons. Every room with `waysOut` is here (a test checks).
 */
export const WAYS: readonly { readonly by: RoomType | 'thermal-hole'; readonly ways: Ways }[] = [
  { by: 'stairs', ways: roomWays('stairs') },
  { by: 'thermal-hole', ways: holeWays },
  { by: 'service-duct', ways: roomWays('service-duct') },
  { by: 'walkway', ways: roomWays('walkway') },
];

/** Every tile a player on `from` could move to, before costs and card restrictions. */
export function moveOptions(s: GameState, from: Loc, player: number | null = null): MoveOption[] {
  const out: MoveOption[] = [];
  for (const d of DIRECTIONS) {
    const n = step(s, from, d);
    if (n === null || !isTile(s, n)) continue;
    if (!(s.walls[from] & DIR_BIT[d])) out.push({ to: n, via: 'door', dir: d });
    else {
      const via = wayThroughWall(s.tiles[n]);
      if (via) out.push({ to: n, via, dir: d });
    }
  }
  // The ways the rooms and a Thermal Bomb hole make, then the lasting effects' (Gymnastics).
  for (let i = 0; i < WAYS.length; i++) WAYS[i].ways(s, from, out);
  for (let i = 0; i < s.effects.length; i++) EFFECTS[s.effects[i].kind]?.moveWays?.(s, s.effects[i].owner, from, out);
  // Cards may forbid some of these (Painting, Time Lock).
  if (player === null) return dedupe(out);
  return dedupe(out).filter((o) => moveBlockedBy(s, player, from, o) === null);
}

/** A tile reachable two ways (door and duct) keeps the ordinary way. */
function dedupe(options: MoveOption[]): MoveOption[] {
  const seen = new Set<Loc>();
  return options.filter((o) => (seen.has(o.to) ? false : (seen.add(o.to), true)));
}

export function moveBlockedBy(s: GameState, player: number, from: Loc, o: MoveOption): string | null {
  for (const { hooks, holder } of hooksWith(s, 'moveBlocked')) {
    const code = hooks.moveBlocked?.(s, holder, player, from, o.to, o.via);
    if (code) return code;
  }
  return null;
}

/** Flips a tile face up (once), with its reveal effect (Stairs, Lavatory). */
export function reveal(ctx: Ctx, loc: Loc, by: string): void {
  const tile = ctx.tile(loc);
  if (tile.revealed) return;
  tile.revealed = true;
  ctx.revealed();
  ctx.emit('revealed', { at: ctx.name(loc), room: tile.room, combo: tile.combo ?? 0, by });
  ROOMS[tile.room].onReveal?.(ctx, loc);
}

/** Actions for moving into `to` once cards have had their say (Gemstone). */
export function cardMoveCost(s: GameState, mover: number, to: Loc, cost: number): number {
  for (const { hooks, holder } of hooksWith(s, 'moveCost')) if (hooks.moveCost) cost = hooks.moveCost(s, holder, mover, to, cost);
  return cost;
}

/**
 * Carries out a move of `mover` from where they stand to `to` (costs already paid by the caller).
 * Returns the loc the mover ends on.
 */
export function moveInto(ctx: Ctx, mover: number, to: Loc, how: MoveHow): Loc {
  const s = ctx.s;
  const player = ctx.player(mover);
  const from = player.at!;
  const tile = ctx.tile(to);
  const revealedNow = !tile.revealed;
  if (revealedNow) {
    reveal(ctx, to, 'move');
    // The room just flipped may keep the mover from entering it (a Walkway drops them below).
    const landed = activeRoom(tile)?.flippedByMove?.(ctx, mover, from, to, how.via) ?? null;
    if (landed !== null) return landed;
  }

  const ignoreEntry = entersQuietly(how.via);
  const room = entryRoom(tile, how.via);
  const entry: Entry = {
    mover, from, to, revealedNow,
    noExtraCosts: how.noExtraCosts ?? false,
    oneAction: how.oneAction ?? false,
    laserPaid: how.laserPaid ?? false,
  };
  if (room?.beforeEnter && !room.beforeEnter(ctx, entry)) return from;

  leave(ctx, mover, from);
  player.at = to;
  ctx.emit('moved', { player: player.name, to: ctx.name(to), room: tile.room, ...((how.actions ?? 1) > 1 ? { actions: how.actions! } : {}) });
  arriveOnFloor(ctx, to);
  guardSeesEnteringPlayer(ctx, mover, to);
  room?.onEnter?.(ctx, entry);
  for (const { hooks, holder } of hooksWith(s, 'afterEnter')) hooks.afterEnter?.(ctx, holder, mover, to, ignoreEntry);
  return to;
}

/** Leaving a tile by moving (Motion). */
export function leave(ctx: Ctx, mover: number, from: Loc): void {
  activeRoom(ctx.tile(from))?.onLeave?.(ctx, mover, from);
}

/** Places a player on a tile without entering it (a fall, an event): no costs, no alarms, no guard seeing them. */
export function fallTo(ctx: Ctx, mover: number, to: Loc): void {
  const player = ctx.player(mover);
  reveal(ctx, to, 'fall');
  player.at = to;
  ctx.emit('fell', { player: player.name, to: ctx.name(to) });
  arriveOnFloor(ctx, to);
}

/** A player arriving on a floor whose guard isn't out yet brings him out. */
export function arriveOnFloor(ctx: Ctx, loc: Loc): void {
  const floor = floorOf(ctx.s, loc);
  if (!ctx.guard(floor).placed) placeGuard(ctx, floor);
}

export { guardOn };
