// Who sees whom: a guard on a player's tile, when the player enters it and on every step a guard takes. What a room
// adds is its own (rooms/<room>.ts): a guard beside a Foyer, above or below an Atrium (`guardStepsBy`, and their
// `onEnter`), guards watching through Cameras (`guardEnters`, `onEnter`).
import { floorOf } from '../board.js';
import type { Ctx } from '../ctx.js';
import { activeRoom } from '../rooms/index.js';
import type { GameState, Loc } from '../types.js';
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

/** Whether the cameras are off (Video Loop): the Cameras' rules ask (rooms/camera.ts). */
export function camerasOff(s: GameState): boolean {
  for (const { hooks, holder } of hooksWith(s, 'camerasOff')) if (hooks.camerasOff?.(s, holder)) return true;
  return false;
}

/** Players a guard may cost stealth, in the order they pay: turn order; where a tile's Lavatory stalls and Smoke Bomb
 * tokens fall short of the players on it, those have the fewest stealth first, ties in turn order (rulings 6a: the
 * crew gives the tile's tokens to a mate who would be caught without one). Players of different tiles keep their turn
 * order between them. */
function inLossOrder(s: GameState, players: readonly number[]): number[] {
  const out = [...players];
  const tiles = new Set(players.map((p) => s.players[p].at!));
  for (const at of tiles) {
    const on = players.filter((p) => s.players[p].at === at);
    const tile = s.tiles[at];
    const spare = (activeRoom(tile) ? tile.stalls : 0) + tile.smoke;
    if (spare === 0 || spare >= on.length) continue;
    const ordered = [...on].sort((a, b) => s.players[a].stealth - s.players[b].stealth || a - b);
    let k = 0;
    for (let i = 0; i < out.length; i++) if (s.players[out[i]].at === at) out[i] = ordered[k++];
  }
  return out;
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
  // Players on his tile.
  const here = s.players.flatMap((pl, p) => (!pl.escaped && pl.at === loc && !hidden(s, p) ? [p] : []));
  for (const p of inLossOrder(s, here)) loseStealth(ctx, p, 'guard');
  // Players whose room lets him see them from where he is (a Foyer next to him, an Atrium above or below him).
  const near = s.players.flatMap((pl, p) => (!pl.escaped && pl.at !== null && pl.at !== loc && !hidden(s, p) ? [p] : []));
  for (const p of inLossOrder(s, near)) {
    const at = s.players[p].at!;
    activeRoom(s.tiles[at])?.guardStepsBy?.(ctx, p, at, loc);
  }
  // His own tile's room (a Camera: he sees every other one, and players there trigger alarms on their tiles).
  activeRoom(s.tiles[loc])?.guardEnters?.(ctx, loc);
}
