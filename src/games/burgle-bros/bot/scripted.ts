// A plain scripted burglar, the simulator's baseline for mixed crews (`--policies scripted,scripted,normal`): it knows
// the heist's order of work and nothing of the guards' walks. On its turn it escapes when it can; on a safe whose
// combination is all face up it adds dice up to three and cracks; otherwise it peeks at the next face-down tile it
// wants (the combination of its floor's safe, else any tile of a floor whose safe or stairs are unseen), or walks
// toward it through face-up tiles, never into the guard's tile; with nothing to do it ends its turn, first stepping
// out of the guard's known walk (the end preview the table shows) by quiet moves when it can, as any player reading
// the preview would. Questions get the shared rules of thumb (answer.ts).
import { combinationTiles, type Action, type GameState, type Loc } from '../engine/index.js';
import type { BurgleView } from '../view.js';
import { Rng, seedRng } from '../../../core/rng.js';
import { answer, revealValue, type Table } from './answer.js';
import { determinize } from './determinize.js';
import { wayOutOfWalk } from './safety.js';
import { cellsPerFloor, floorOfLoc, peekFrom } from './map.js';

const asState = (v: BurgleView) => v as unknown as GameState;

export function scriptedAction(view: BurgleView, seat: number, legal: Action[]): Action {
  if (view.awaiting) return answer(view as unknown as Table, seat, legal);
  const end = endOrStepAside(view, legal);
  const escape = legal.find((a) => a.verb === 'escape');
  if (escape) return escape;
  const me = view.players[seat];
  const at = me.at;
  if (at === null) return end;
  const s = asState(view);
  const here = view.tiles[at];
  if (here.room === 'safe' && !here.open) {
    const combo = combinationTiles(s, at);
    if (combo.every((c) => view.tiles[c].revealed)) {
      const addDie = legal.find((a) => a.verb === 'add-die');
      const crack = legal.find((a) => a.verb === 'crack');
      if (addDie && here.dice < 3) return addDie;
      if (crack) return crack;
      if (addDie) return addDie;
    }
  }
  // Loot lying here: pick it up.
  const take = legal.find((a) => a.verb === 'take' && a.args.length === 1);
  if (take) return take;
  const goals = goalsOf(view, at);
  // A wanted tile next to us: peek at it.
  for (const a of legal) {
    if (a.verb !== 'peek') continue;
    const to = peekTargetOf(view, at, a.args[0]);
    if (to !== null && goals.has(to)) return a;
  }
  // Walk one step nearer a goal through face-up tiles (or onto a goal tile itself when it is face up).
  const dist = distancesToGoals(view, goals);
  let best: Action | null = null, bestD = dist[at];
  for (const a of legal) {
    if (a.verb !== 'move' || a.args[1] === 'laser:trigger') continue;
    const to = moveTargetOf(view, at, a.args[0]);
    if (to === null || !view.tiles[to].revealed) continue;
    const g = view.guards[floorOfLoc(view, to)];
    if (g.placed && g.at === to) continue;
    if (dist[to] < bestD) [best, bestD] = [a, dist[to]];
  }
  return best ?? end;
}

/** Its end of turn: `end`, or a quiet step out of the guard's known walk while actions are left (the preview reads
 * only what the table shows, so any deal of the view gives the same answer). */
function endOrStepAside(view: BurgleView, legal: Action[]): Action {
  const end = legal.find((a) => a.verb === 'end') ?? legal[0];
  if (end.verb !== 'end' || view.turn.actionsLeft <= 0) return end;
  return wayOutOfWalk(determinize(view, new Rng(seedRng(view.turn.number)))) ?? end;
}

/** Tiles the scripted burglar wants: its floor's safe (when its combination is all face up) or the face-down
 * combination tiles, else face-down tiles of a floor whose safe or stairs are unseen, else the stairs up or the
 * top floor's stairs. */
function goalsOf(v: BurgleView, at: Loc): Set<Loc> {
  const n = cellsPerFloor(v);
  const goals = new Set<Loc>();
  const s = asState(v);
  for (let f = 0; f < v.floorCount; f++) {
    for (let loc = f * n; loc < (f + 1) * n; loc++) {
      const t = v.tiles[loc];
      if (t.room !== 'safe' || t.open) continue;
      const hidden = combinationTiles(s, loc).filter((c) => !v.tiles[c].revealed);
      if (hidden.length) hidden.forEach((c) => goals.add(c));
      else goals.add(loc);
    }
  }
  for (let loc = 0; loc < v.tiles.length; loc++) if (v.tiles[loc].items.length || v.kitty === loc) goals.add(loc);
  if (goals.size === 0) {
    for (let loc = 0; loc < v.tiles.length; loc++) if (revealValue(v as unknown as Table, loc) >= 3) goals.add(loc);
  }
  if (goals.size === 0) {
    // Up the stairs: every revealed stairs on a floor below the top, and the top floor's for the roof.
    for (let loc = 0; loc < v.tiles.length; loc++) {
      const t = v.tiles[loc];
      if (t.room === 'stairs' && t.revealed && floorOfLoc(v, loc) >= floorOfLoc(v, at)) goals.add(loc);
    }
    const top = v.floorCount - 1;
    for (let loc = top * n; loc < (top + 1) * n; loc++) if (v.tiles[loc].room === 'hidden') goals.add(loc);
  }
  return goals;
}

/** Steps to the nearest goal (or a tile a face-down goal can be peeked from), walking face-up tiles. */
function distancesToGoals(v: BurgleView, goals: Set<Loc>): number[] {
  const s = asState(v);
  const dist = v.tiles.map(() => Infinity);
  const queue: Loc[] = [];
  for (const g of goals) {
    const starts = v.tiles[g].revealed ? [g] : peekFrom(s, g);
    for (const x of starts) if (dist[x] > 0) { dist[x] = 0; queue.push(x); }
  }
  const n = cellsPerFloor(v);
  for (let i = 0; i < queue.length; i++) {
    const a = queue[i];
    const nbs: Loc[] = [];
    const c = a % n, size = v.size, w = v.walls[a];
    if (c >= size && !(w & 1)) nbs.push(a - size);
    if (c < n - size && !(w & 4)) nbs.push(a + size);
    if (c % size > 0 && !(w & 8)) nbs.push(a - 1);
    if (c % size < size - 1 && !(w & 2)) nbs.push(a + 1);
    // Stairs: the tile above the stairs and the stairs are next to each other.
    if (v.tiles[a].room === 'stairs' && v.tiles[a].revealed && a + n < v.tiles.length) nbs.push(a + n);
    if (v.tiles[a].downstairs && a - n >= 0) nbs.push(a - n);
    for (const b of nbs) {
      if (!v.tiles[b].revealed || dist[b] <= dist[a] + 1) continue;
      dist[b] = dist[a] + 1;
      queue.push(b);
    }
  }
  return dist;
}

function moveTargetOf(v: BurgleView, at: Loc, where: string): Loc | null {
  const n = cellsPerFloor(v), size = v.size;
  switch (where) {
    case 'north': return at - size;
    case 'south': return at + size;
    case 'east': return at + 1;
    case 'west': return at - 1;
    case 'up': return at + n;
    case 'down': return at - n;
    default: {
      const m = /^F(\d) ([A-E])(\d)$/.exec(where);
      return m ? (Number(m[1]) - 1) * n + (Number(m[3]) - 1) * size + 'ABCDE'.indexOf(m[2]) : null;
    }
  }
}

const peekTargetOf = moveTargetOf;
