// The end of a turn as the planner plays it out many times over: the Thermo under the burglar, then the guard of their
// floor walking his known way (to his destination, then to each nearest alarm) until he would draw a patrol card;
// burglars on his way, in a Foyer beside it or an Atrium above or below lose stealth, and Cameras set off alarms, as
// in rules/guards.ts and rules/sight.ts. A fast copy of those rules for the common case; anything rarer (Shift
// Change, a guard off the board, cards that change his walk) goes to the engine's own end (endUntilHidden), and a
// test holds the two to the same result (test/games/burgle-bros/bot/model.test.ts).
import {
  distancesFrom, endUntilHidden, floorWalls, guardStepToward, openNeighbours, type GameState, type Loc, type PlayerState, type TileState,
} from '../engine/index.js';
import { cellsPerFloor, floorOfLoc } from './map.js';

export interface EndResult {
  state: GameState;
  /** The guard walking when the known part ended, and his steps left (a patrol card would come next). */
  walking: { floor: number; left: number } | null;
}

const SIGHT_HIDDEN = (s: GameState, p: number) => s.effects.some((e) => e.kind === 'invisible-suit' && e.owner === p && s.turn.player === p);

/** Whether the fast walk covers this end exactly (else the engine's end is used). */
function simple(s: GameState, floor: number): boolean {
  const g = s.guards[floor];
  return !s.turn.shiftChange && g.placed && g.at !== null;
}

/** The crow's side in play (the Raven's), if any: Distract takes a step, Disrupt stops his walk. */
function ravenSide(s: GameState): 'basic' | 'advanced' | null {
  const r = s.players.find((p) => p.character === 'raven' && !p.escaped);
  return r ? r.side : null;
}

/** The state after the end of `me`'s turn, as far as it is known: no event drawn (the planner counts its cost apart). */
export function endFast(s: GameState, me: number): EndResult {
  const pl = s.players[me];
  if (pl.escaped || pl.at === null) return { state: s, walking: null };
  const floor = floorOfLoc(s, pl.at);
  if (!simple(s, floor)) {
    const known = endUntilHidden(s);
    return { state: known.state, walking: known.walking };
  }
  const n = cellsPerFloor(s);
  const tiles = s.tiles.slice();
  const players = s.players.slice();
  const g = s.guards[floor];
  let at = g.at!;
  let dest = g.dest;
  const emp = s.effects.some((e) => e.kind === 'emp');
  const camerasOff = s.effects.some((e) => e.kind === 'video-loop');
  const setTile = (loc: Loc, patch: Partial<TileState>) => { tiles[loc] = { ...tiles[loc], ...patch }; };
  const alarmsOn = () => {
    const out: Loc[] = [];
    for (let loc = floor * n; loc < (floor + 1) * n; loc++) if (tiles[loc].alarm) out.push(loc);
    return out;
  };
  const walls = floorWalls(s, floor);
  const nearestAlarm = (): Loc | null => {
    const alarms = alarmsOn();
    if (!alarms.length) return null;
    if (alarms.length === 1) return alarms[0];
    const dist = distancesFrom(s.size, walls, at % n);
    let best = Infinity, pick: Loc | null = null;
    for (const a of alarms) {
      const d = dist[a % n];
      if (d >= 0 && d < best) [best, pick] = [d, a];
    }
    return pick;
  };
  let lost = false;
  const loseStealth = (p: number) => {
    const q = players[p];
    const t = tiles[q.at!];
    if (t.room === 'lavatory' && t.revealed && t.stalls > 0) return setTile(q.at!, { stalls: t.stalls - 1 });
    if (t.smoke > 0) return setTile(q.at!, { smoke: t.smoke - 1 });
    if (q.stealth === 0) {
      lost = true;
      return;
    }
    players[p] = { ...q, stealth: q.stealth - 1 } as PlayerState;
  };
  const trigger = (loc: Loc) => {
    if (tiles[loc].alarm || at === loc || emp) return;
    setTile(loc, { alarm: true });
    dest = nearestAlarm();
  };
  // The Thermo under the burglar whose actions end.
  const here = tiles[pl.at];
  if (here.revealed && !here.disabled && here.room === 'thermo') trigger(pl.at);
  const guards = s.guards.slice();
  let crow = s.crow;
  const raven = ravenSide(s);
  // Donuts, or the crow on his tile with no alarm (Disrupt): he stays.
  if (g.skipNext || (raven === 'advanced' && crow === at && alarmsOn().length === 0)) {
    if (g.skipNext) guards[floor] = { ...g, skipNext: false };
    else crow = null;
    return { state: { ...s, tiles, players, guards, crow }, walking: null };
  }
  // The Acrobat still on his tile after slipping in (Flexibility) is seen as he sets off.
  const acro = players.findIndex((q) => q.character === 'acrobat' && q.side === 'basic' && !q.escaped);
  if (acro >= 0 && s.turn.player === acro && s.turn.used.includes('acrobat:slipped') && players[acro].at === at) loseStealth(acro);
  let left = Math.max(0, g.die + alarmsOn().length + s.turn.guardSpeedBonus);
  let stopped = false;
  for (let guard = 0; left > 0 && !lost && guard < 64; guard++) {
    if (dest === null || dest === at) {
      const a = nearestAlarm();
      if (a === null) {
        stopped = true;
        break;
      }
      dest = a;
      continue;
    }
    at = floor * n + guardStepToward(s.size, walls, at % n, dest % n);
    left--;
    // What he notices (rules/sight.ts guardStepped).
    if (tiles[at].alarm) setTile(at, { alarm: false });
    for (let p = 0; p < players.length && !lost; p++) {
      const q = players[p];
      if (!q.escaped && q.at === at && !SIGHT_HIDDEN(s, p)) loseStealth(p);
    }
    for (let p = 0; p < players.length && !lost; p++) {
      const q = players[p];
      if (q.escaped || q.at === null || q.at === at || SIGHT_HIDDEN(s, p)) continue;
      const t = tiles[q.at];
      if (!t.revealed || t.disabled) continue;
      if (t.room === 'foyer' && floorOfLoc(s, q.at) === floor && openNeighbours(s, s.walls, q.at).includes(at)) loseStealth(p);
      if (t.room === 'atrium' && (q.at + n === at || q.at - n === at)) loseStealth(p);
    }
    const step = tiles[at];
    if (step.room === 'camera' && step.revealed && !step.disabled && !camerasOff) {
      for (let p = 0; p < players.length; p++) {
        const q = players[p];
        if (q.escaped || q.at === null || q.at === at || SIGHT_HIDDEN(s, p)) continue;
        const t = tiles[q.at];
        if (t.room === 'camera' && t.revealed && !t.disabled) {
          // An alarm on another floor is that floor's guard's business.
          if (floorOfLoc(s, q.at) === floor) trigger(q.at);
          else if (!t.alarm && !emp) setTile(q.at, { alarm: true });
        }
      }
    }
    // The crow where he steps takes one of his steps (Distract).
    if (raven === 'basic' && crow === at && left > 0) left--;
    if (at === dest) dest = null;
  }
  if (!stopped && left === 0 && (dest === null || dest === at)) {
    // He reached his destination on his last step: the next card (or alarm) is for his next walk.
    const a = nearestAlarm();
    dest = a;
  }
  guards[floor] = { ...g, at, dest };
  const state: GameState = { ...s, tiles, players, guards, crow, outcome: lost ? 'lost' : s.outcome };
  return { state, walking: stopped ? { floor, left } : null };
}
