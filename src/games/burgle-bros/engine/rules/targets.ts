// Reading a move or peek target as a player types it (`east`, `up`, `F2 C3`) into a tile, with a sentence-ready
// refusal when it isn't reachable ("A wall blocks the way west from F1 B1."), and the tiles a player may peek at: the
// sides, what the room allows (rooms/<room>.ts `peeksOut`: Atrium, Stairs), up through a Thermal Bomb hole.
import { DIR_BIT, floorOf, locName, parseLocOn, step, vertical, type Direction } from '../board.js';
import { nearestDirection } from '../words.js';
import type { MoveVia, PeekOption, Refusal } from '../api.js';
import { activeRoom } from '../rooms/index.js';
import type { GameState, Loc } from '../types.js';
import { holdsTheOther, lootMissing } from './items.js';
import { moveBlockedBy, moveOptions } from './movement.js';

const DIRS = new Set(['north', 'east', 'south', 'west']);

/** Neither a direction nor a cell: with "did you mean west?" for a near miss. A bare cell is on the player's floor. */
function badTarget(target: string): Refusal {
  const suggest = nearestDirection(target);
  return { code: 'bad-target', params: suggest ? { target, suggest } : { target } };
}

/** Up from the top floor's Stairs is the roof: the way there is /escape, once the crew holds all the loot (what it
 * still lacks, named: a Gold Bar `p` may not pick up, holding the other, as a crew mate's). */
function roofRefusal(s: GameState, p: number): Refusal {
  const missing = lootMissing(s);
  if (missing?.kind === 'safes') return { code: 'roof-safes-closed', params: { count: missing.count } };
  if (missing?.kind === 'loot') return { code: 'roof-loot-left', params: { item: missing.item, at: missing.at, ...(holdsTheOther(s, p, missing.item) ? { mate: 1 } : {}) } };
  if (missing?.kind === 'kitty') return { code: 'roof-kitty-loose', params: { at: missing.at } };
  return { code: 'roof-by-escape', params: {} };
}

export function moveTarget(s: GameState, p: number, target: string): { to: Loc; via: MoveVia } | Refusal {
  const at = s.players[p].at;
  if (at === null) return { code: 'not-on-board' };
  const all = moveOptions(s, at);
  const t = target.toLowerCase();
  let option;
  if (DIRS.has(t)) {
    option = all.find((o) => o.dir === t);
    if (!option) {
      const n = step(s, at, t as Direction);
      if (n === null || s.tiles[n].room === 'empty') return { code: 'no-room-there', params: { dir: t, from: locName(s, at) } };
      if (s.walls[at] & DIR_BIT[t as Direction]) return { code: 'wall-blocks', params: { dir: t, from: locName(s, at) } };
      return { code: 'cannot-move-there', params: { target, from: locName(s, at) } };
    }
  } else if (t === 'up' || t === 'down') {
    const ups = all.filter((o) => o.dir === t);
    if (ups.length === 0 && t === 'up' && s.tiles[at].room === 'stairs' && floorOf(s, at) === s.floorCount - 1) return roofRefusal(s, p);
    if (ups.length === 0) return { code: t === 'up' ? 'no-way-up' : 'no-way-down', params: { from: locName(s, at) } };
    option = ups[0];
  } else {
    const loc = parseLocOn(s, target, floorOf(s, at));
    if (loc === null) return badTarget(target);
    option = all.find((o) => o.to === loc);
    if (!option && loc === at) return { code: 'move-own-tile', params: { at: locName(s, at) } };
    if (!option) return { code: 'not-adjacent', params: { to: locName(s, loc), from: locName(s, at) } };
  }
  const blocked = moveBlockedBy(s, p, at, option);
  if (blocked) return { code: blocked, params: { to: locName(s, option.to), from: locName(s, at) } };
  return { to: option.to, via: option.via };
}


/** Tiles a player may peek at from `at`: through open sides, what the room allows (rooms/<room>.ts `peeksOut`: an
 * Atrium up and down, Stairs up), up through a Thermal Bomb hole. */
export function peekOptions(s: GameState, at: Loc): PeekOption[] {
  const out: PeekOption[] = [];
  for (const d of ['north', 'east', 'south', 'west'] as Direction[]) {
    const n = step(s, at, d);
    if (n !== null && !(s.walls[at] & DIR_BIT[d]) && s.tiles[n].room !== 'empty') out.push({ to: n, dir: d });
  }
  const here = s.tiles[at];
  activeRoom(here)?.peeksOut?.(s, at, out);
  // A Thermal Bomb hole is used "as if it were Stairs": from its lower end you may peek up through it (ruling N1, docs/rulings.md).
  const up = vertical(s, at, 1);
  if (here.thermal !== null && here.thermal === up && !out.some((o) => o.to === up)) out.push({ to: up, dir: 'up' });
  return out;
}

export function peekTarget(s: GameState, p: number, target: string): { to: Loc } | Refusal {
  const at = s.players[p].at;
  if (at === null) return { code: 'not-on-board' };
  const t = target.toLowerCase();
  const all = peekOptions(s, at);
  let found;
  if (DIRS.has(t) || t === 'up' || t === 'down') {
    found = all.find((o) => o.dir === t);
    if (!found) {
      if (DIRS.has(t)) {
        const n = step(s, at, t as Direction);
        if (n === null || s.tiles[n].room === 'empty') return { code: 'no-room-there', params: { dir: t, from: locName(s, at) } };
        return { code: 'wall-blocks-peek', params: { dir: t, from: locName(s, at) } };
      }
      return { code: 'cannot-peek-vertically', params: { dir: t, from: locName(s, at) } };
    }
  } else {
    const loc = parseLocOn(s, target, floorOf(s, at));
    if (loc === null) return badTarget(target);
    found = all.find((o) => o.to === loc);
    if (!found) return { code: 'cannot-peek-there', params: { to: locName(s, loc), from: locName(s, at) } };
  }
  if (s.tiles[found.to].revealed) return { code: 'already-revealed', params: { at: locName(s, found.to) } };
  return { to: found.to };
}
