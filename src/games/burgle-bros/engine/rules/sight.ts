// Who sees whom: a guard on a player's tile, a guard next to a Foyer, a guard above or below an Atrium, and
// guards watching through Cameras. Called when a player enters a tile and on every step a guard takes.
import { floorOf, openNeighbours, vertical } from '../board.js';
import type { Ctx } from '../ctx.js';
import type { GameState, Loc } from '../types.js';
import { triggerAlarm } from './alarms.js';
import { loseStealth } from './stealth.js';
import { hooksWith } from './hooks.js';
import { tileToChange } from '../tiles.js';

/** The guards standing on a tile (only the floor's own guard can). */
export function guardOn(s: GameState, loc: Loc): boolean {
  const g = s.guards[floorOf(s, loc)];
  return g.placed && g.at === loc;
}

/** A player (other than `except`) or a guard is on the tile. */
export function occupied(s: GameState, loc: Loc, except: number): boolean {
  if (guardOn(s, loc)) return true;
  return s.players.some((p, i) => i !== except && !p.escaped && p.at === loc);
}

export function hidden(s: GameState, player: number): boolean {
  for (const { hooks, holder } of hooksWith(s, 'hidden')) if (hooks.hidden?.(s, holder, player)) return true;
  return false;
}

export function camerasOff(s: GameState): boolean {
  for (const { hooks, holder } of hooksWith(s, 'camerasOff')) if (hooks.camerasOff?.(s, holder)) return true;
  return false;
}

const workingCamera = (s: GameState, loc: Loc) => {
  const t = s.tiles[loc];
  return t.room === 'camera' && t.revealed && !t.disabled;
};

/** A guard stands on a working revealed Camera other than `loc` (on any floor). */
export function guardWatchesCameraOtherThan(s: GameState, loc: Loc): boolean {
  if (camerasOff(s)) return false;
  return s.guards.some((g) => g.placed && g.at !== null && g.at !== loc && workingCamera(s, g.at));
}

/** Player `p` on a Foyer at `loc` is seen by an adjacent guard (no wall between). */
export function seesIntoFoyer(ctx: Ctx, p: number, loc: Loc): void {
  const g = ctx.guard(floorOf(ctx.s, loc));
  if (!g.placed || g.at === null || hidden(ctx.s, p)) return;
  if (openNeighbours(ctx.s, ctx.s.walls, loc).includes(g.at)) loseStealth(ctx, p, 'foyer');
}

/** Player `p` in an Atrium at `loc` is seen by a guard directly above or below. */
export function seesFromAboveOrBelow(ctx: Ctx, p: number, loc: Loc): void {
  if (hidden(ctx.s, p)) return;
  for (const delta of [1, -1] as const) {
    const v = vertical(ctx.s, loc, delta);
    if (v !== null && guardOn(ctx.s, v)) loseStealth(ctx, p, 'atrium');
  }
}

/** A player moved into a tile with the guard. */
export function guardSeesEnteringPlayer(ctx: Ctx, p: number, loc: Loc): void {
  if (!guardOn(ctx.s, loc) || hidden(ctx.s, p)) return;
  let cost = 1;
  for (const { hooks, holder } of hooksWith(ctx.s, 'guardTileCost')) if (hooks.guardTileCost) cost = hooks.guardTileCost(ctx, holder, p, cost);
  if (cost > 0) loseStealth(ctx, p, 'guard');
}

/** Everything a guard notices when he steps into `loc` (NOTES §5). */
export function guardStepped(ctx: Ctx, loc: Loc): void {
  const s = ctx.s;
  if (s.tiles[loc].alarm) {
    tileToChange(s, loc).alarm = false;
    ctx.emit('alarm-off', { at: ctx.name(loc) });
  }
  // Players on his tile, in turn order.
  for (let p = 0; p < s.players.length; p++) {
    const pl = s.players[p];
    if (!pl.escaped && pl.at === loc && !hidden(s, p)) loseStealth(ctx, p, 'guard');
  }
  // Players in a Foyer next to him, and in an Atrium above or below him.
  for (let p = 0; p < s.players.length; p++) {
    const pl = s.players[p];
    if (pl.escaped || pl.at === null || pl.at === loc || hidden(s, p)) continue;
    const t = s.tiles[pl.at];
    if (!t.revealed || t.disabled) continue;
    if (t.room === 'foyer' && floorOf(s, pl.at) === floorOf(s, loc) &&
        openNeighbours(s, s.walls, pl.at).includes(loc)) loseStealth(ctx, p, 'foyer');
    if (t.room === 'atrium' && (vertical(s, pl.at, 1) === loc || vertical(s, pl.at, -1) === loc)) {
      loseStealth(ctx, p, 'atrium');
    }
  }
  // Cameras: he sees every other revealed Camera; players there trigger alarms on their tiles.
  if (workingCamera(s, loc) && !camerasOff(s)) {
    for (let p = 0; p < s.players.length; p++) {
      const pl = s.players[p];
      if (pl.escaped || pl.at === null || pl.at === loc || !workingCamera(s, pl.at) || hidden(s, p)) continue;
      triggerAlarm(ctx, { loc: pl.at, source: 'camera', player: p });
    }
  }
}
