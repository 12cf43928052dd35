// Safes: the combination (the revealed tiles in the safe's row and column), cracking rolls, and opening a safe:
// a tool, a loot card, and every guard on this floor and below gets faster (NOTES §6).
import { colOf, floorOf, rowOf } from '../board.js';
import type { Ctx } from '../ctx.js';
import type { GameState, Loc } from '../types.js';
import { drawFrom, drawLoot, drawTool, leaveLoot } from './items.js';
import { hooksWith } from './hooks.js';
import { tileToChange } from '../tiles.js';

/** The tiles whose numbers make up the safe's combination: same floor, same row or column, neither empty nor a Safe. */
export function combinationTiles(s: GameState, safe: Loc): Loc[] {
  const n = s.size * s.size;
  const floor = floorOf(s, safe), row = rowOf(s, safe), col = colOf(s, safe);
  const out: Loc[] = [];
  for (let loc = floor * n; loc < (floor + 1) * n; loc++) {
    // Fort Knox's other safe of a floor may share the row or column: a Safe has no number to cover (rulings 18).
    if (loc === safe || s.tiles[loc].room === 'empty' || s.tiles[loc].room === 'safe') continue;
    if (rowOf(s, loc) === row || colOf(s, loc) === col) out.push(loc);
  }
  return out;
}

/** Every combination tile has a Cracked token. */
export function combinationCracked(s: GameState, safe: Loc): boolean {
  return combinationTiles(s, safe).every((l) => s.tiles[l].cracked);
}

/** Rolls the safe's dice (cards may add some or change results) and covers matching revealed numbers. */
export function crackRoll(ctx: Ctx, cracker: number, safe: Loc): void {
  const s = ctx.s;
  let n = s.tiles[safe].dice;
  for (const { hooks, holder } of hooksWith(s, 'crackDice')) if (hooks.crackDice) n = hooks.crackDice(ctx, holder, cracker, n);
  let rolls = ctx.dice(n);
  ctx.emit('safe-rolled', { player: ctx.player(cracker).name, at: ctx.name(safe), rolls: rolls.join(' ') });
  for (const { hooks, holder } of hooksWith(s, 'crackRoll')) if (hooks.crackRoll) rolls = hooks.crackRoll(ctx, holder, cracker, rolls);
  const cracked: string[] = [];
  for (const loc of combinationTiles(s, safe)) {
    const t = s.tiles[loc];
    if (t.revealed && !t.cracked && t.combo !== null && rolls.includes(t.combo)) {
      tileToChange(s, loc).cracked = true;
      cracked.push(ctx.name(loc));
    }
  }
  if (cracked.length) ctx.emit('cracked', { at: ctx.name(safe), tiles: cracked });
  else {
    // Said too when nothing matched: the numbers still wanted, face up, and how many tiles of it are still face down.
    const left = combinationTiles(s, safe).filter((l) => !s.tiles[l].cracked);
    const needed = [...new Set(left.flatMap((l) => (s.tiles[l].revealed && s.tiles[l].combo !== null ? [s.tiles[l].combo!] : [])))].sort((a, b) => a - b);
    ctx.emit('crack-missed', { at: ctx.name(safe), needed: needed.join(', '), hidden: left.filter((l) => !s.tiles[l].revealed).length });
  }
  if (combinationCracked(s, safe)) openSafe(ctx, cracker, safe);
}

/** The safe opens: a tool, then loot, for the player who cracked it; guards here and below speed up. */
export function openSafe(ctx: Ctx, cracker: number, safe: Loc): void {
  const s = ctx.s;
  const tile = tileToChange(s, safe);
  tile.open = true;
  tile.dice = 0;
  ctx.emit('safe-opened', { player: ctx.player(cracker).name, at: ctx.name(safe) });
  if (ctx.player(cracker).at !== safe) {
    // The Peterman's Drill: the tool and the loot are placed on the safe's tile, to be picked up there; the loot's
    // draw takes effect, its drawer the Peterman (rulings 19).
    const tool = drawFrom(ctx, s.tools);
    if (tool !== null) {
      tile.items.push(tool);
      ctx.emit('item-left', { item: tool, at: ctx.name(safe) });
    }
    leaveLoot(ctx, cracker, safe);
  } else {
    drawTool(ctx, cracker);
    drawLoot(ctx, cracker);
  }
  // "Your current floor": the cracker's (the Peterman's Drill cracks safes on other floors).
  const at = ctx.player(cracker).at;
  const floor = floorOf(s, at ?? safe);
  for (let f = 0; f <= floor; f++) {
    const g = s.guards[f];
    const before = g.die;
    g.die = Math.min(6, g.die + 1);
    if (g.die > before) ctx.emit('guard-faster', { floor: f + 1, die: g.die });
  }
}
