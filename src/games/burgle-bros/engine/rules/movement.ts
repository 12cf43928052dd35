// Where a player can go from a tile (doors, Secret Doors, Stairs, Service Ducts, Walkways, Thermal Bomb holes),
// what a move costs, and what happens on the way: flipping the tile, room effects, falling, the guard noticing.
// Used by the move action and by every card that moves a player.
import { DIRECTIONS, DIR_BIT, floorOf, step, vertical } from '../board.js';
import type { MoveHow, MoveOption } from '../api.js';
import type { Ctx } from '../ctx.js';
import { activeRoom, ROOMS } from '../rooms/index.js';
import type { Entry } from '../rooms/types.js';
import type { GameState, Loc } from '../types.js';
import { placeGuard } from './guards.js';
import { guardOn, guardSeesEnteringPlayer, occupied } from './sight.js';
import { hooksWith } from './hooks.js';

const isTile = (s: GameState, loc: Loc) => s.tiles[loc].room !== 'empty';

/** Every tile a player on `from` could move to, before costs and card restrictions. */
export function moveOptions(s: GameState, from: Loc, player: number | null = null): MoveOption[] {
  const out: MoveOption[] = [];
  const here = s.tiles[from];
  for (const d of DIRECTIONS) {
    const n = step(s, from, d);
    if (n === null || !isTile(s, n)) continue;
    if (!(s.walls[from] & DIR_BIT[d])) out.push({ to: n, via: 'door', dir: d });
    else if (s.tiles[n].room === 'secret-door' && s.tiles[n].revealed) out.push({ to: n, via: 'secret-door', dir: d });
  }
  const up = vertical(s, from, 1);
  const down = vertical(s, from, -1);
  if (here.revealed && here.room === 'stairs' && up !== null) out.push({ to: up, via: 'stairs', dir: 'up' });
  if (here.downstairs && down !== null && s.tiles[down].room === 'stairs' && s.tiles[down].revealed) {
    out.push({ to: down, via: 'stairs', dir: 'down' });
  }
  if (here.thermal !== null) {
    out.push({ to: here.thermal, via: 'thermal', dir: floorOf(s, here.thermal) > floorOf(s, from) ? 'up' : 'down' });
  }
  if (here.revealed && here.room === 'service-duct') {
    for (let loc = 0; loc < s.tiles.length; loc++) {
      const t = s.tiles[loc];
      if (loc !== from && t.room === 'service-duct' && t.revealed) out.push({ to: loc, via: 'duct', dir: dirBetween(s, from, loc) });
    }
  }
  if (here.revealed && here.room === 'walkway' && down !== null) out.push({ to: down, via: 'walkway', dir: 'down' });
  if (up !== null && s.tiles[up].room === 'walkway' && s.tiles[up].revealed &&
      s.effects.some((e) => e.kind === 'gymnastics')) {
    out.push({ to: up, via: 'gymnastics', dir: 'up' });
  }
  // Cards may forbid some of these (Painting, Time Lock).
  if (player === null) return dedupe(out);
  return dedupe(out).filter((o) => moveBlockedBy(s, player, from, o) === null);
}

function dirBetween(s: GameState, a: Loc, b: Loc): MoveOption['dir'] {
  const fa = floorOf(s, a), fb = floorOf(s, b);
  if (fb > fa) return 'up';
  if (fb < fa) return 'down';
  for (const d of DIRECTIONS) if (step(s, a, d) === b) return d;
  return 'north';
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

/** A revealed tile's extra entry cost in actions, beyond the first (Deadbolt 2 more, unless occupied). */
export function deadboltExtra(s: GameState, mover: number, to: Loc): number {
  const t = s.tiles[to];
  if (!t.revealed || t.disabled || t.room !== 'deadbolt') return 0;
  return occupied(s, to, mover) ? 0 : 2;
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
  if (revealedNow) reveal(ctx, to, 'move');

  // A Walkway flipped by a move on floor 2 or higher drops the mover to the cell below: falling is not entering.
  const below = vertical(s, to, -1);
  if (revealedNow && tile.room === 'walkway' && below !== null && how.via !== 'gymnastics') {
    leave(ctx, mover, from);
    ctx.emit('moved', { player: player.name, to: ctx.name(to), room: tile.room });
    fallTo(ctx, mover, below);
    return below;
  }

  const ignoreEntry = how.via === 'walkway';
  const room = ignoreEntry ? null : activeRoom(tile);
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
