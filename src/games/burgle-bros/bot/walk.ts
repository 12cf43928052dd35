// The end of a turn as the planner plays it out many times over: the Thermo under the burglar, then the guard of their
// floor walking his known way (to his destination, then to each nearest alarm) until he would draw a patrol card;
// burglars on his way, in a Foyer beside it or an Atrium above or below lose stealth, and Cameras set off alarms, as
// in rules/guards.ts and rules/sight.ts. A fast copy of those rules for the common case; anything rarer (Shift
// Change, a guard off the board, cards that change his walk) goes to the engine's own end (endUntilHidden), and a
// test holds the two to the same result (test/games/burgle-bros/bot/model.test.ts).
import {
  acrobatSlippedInto, cloneGuard, clonePlayer, cloneTile, distancesFrom, endUntilHidden, floorWalls, guardStepToward, openNeighbours, restate, type GameState, type Loc,
  type PlayerState, type TileState,
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

/** The crow's side in play (the Raven's), if any: Distract takes a step, Disrupt stops his walk. Escaped, she leaves
 * her crow working where it stands (ruling C18). */
function ravenSide(s: GameState): 'basic' | 'advanced' | null {
  const r = s.players.find((p) => p.character === 'raven');
  return r ? r.side : null;
}

/** The guard's walk under way at the end of a turn: the tiles and players it changes (copied on write), his place and
 * destination. A class rather than closures in endFast(): the runner (tsx) names every closure as it is made, and the
 * planner ends turns thousands of times a decision. */
class FastWalk {
  /** The state's own arrays until the walk first changes them. */
  tiles: TileState[];
  players: PlayerState[];
  private tilesCopied = false;
  private playersCopied = false;
  readonly walls: number[];
  readonly emp: boolean;
  lost = false;

  constructor(readonly s: GameState, readonly floor: number, readonly n: number, public at: Loc, public dest: Loc | null) {
    this.tiles = s.tiles;
    this.players = s.players;
    this.walls = floorWalls(s, floor);
    this.emp = s.effects.some((e) => e.kind === 'emp');
  }

  setTile(loc: Loc, patch: Partial<TileState>): void {
    if (!this.tilesCopied) [this.tiles, this.tilesCopied] = [this.tiles.slice(), true];
    // Written as the engine writes a tile (one hidden class for every tile the search reads).
    this.tiles[loc] = Object.assign(cloneTile(this.tiles[loc]), patch);
  }

  alarmsOn(): Loc[] {
    const out: Loc[] = [];
    for (let loc = this.floor * this.n; loc < (this.floor + 1) * this.n; loc++) if (this.tiles[loc].alarm) out.push(loc);
    return out;
  }

  nearestAlarm(): Loc | null {
    const alarms = this.alarmsOn();
    if (!alarms.length) return null;
    if (alarms.length === 1) return alarms[0];
    const dist = distancesFrom(this.s.size, this.walls, this.at % this.n);
    let best = Infinity, pick: Loc | null = null;
    for (const a of alarms) {
      const d = dist[a % this.n];
      if (d >= 0 && d < best) [best, pick] = [d, a];
    }
    return pick;
  }

  loseStealth(p: number): void {
    const q = this.players[p];
    const t = this.tiles[q.at!];
    if (t.room === 'lavatory' && t.revealed && t.stalls > 0) return this.setTile(q.at!, { stalls: t.stalls - 1 });
    if (t.smoke > 0) return this.setTile(q.at!, { smoke: t.smoke - 1 });
    if (q.stealth === 0) {
      this.lost = true;
      return;
    }
    if (!this.playersCopied) [this.players, this.playersCopied] = [this.players.slice(), true];
    const lost = clonePlayer(q);
    lost.stealth = q.stealth - 1;
    this.players[p] = lost;
  }

  trigger(loc: Loc): void {
    if (this.tiles[loc].alarm || this.at === loc || this.emp) return;
    this.setTile(loc, { alarm: true });
    this.dest = this.nearestAlarm();
  }
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
  const g = s.guards[floor];
  const w = new FastWalk(s, floor, n, g.at!, g.dest);
  const camerasOff = s.effects.some((e) => e.kind === 'video-loop');
  // The Thermo under the burglar whose actions end.
  const here = w.tiles[pl.at];
  if (here.revealed && !here.disabled && here.room === 'thermo') w.trigger(pl.at);
  const guards = s.guards.slice();
  let crow = s.crow;
  const raven = ravenSide(s);
  // The Acrobat still on the tile she slipped into (Flexibility), the guard there, is seen as he sets off, or as her
  // turn ends where he stays (ruling C1); not in the Invisible Suit.
  const acro = w.players.findIndex((q) => q.character === 'acrobat' && q.side === 'basic' && !q.escaped);
  if (acro >= 0 && s.turn.player === acro && w.players[acro].at === w.at && acrobatSlippedInto(s) === w.at && !SIGHT_HIDDEN(s, acro)) w.loseStealth(acro);
  // Donuts, or the crow on his tile with no alarm (Disrupt): he stays.
  if (g.skipNext || (raven === 'advanced' && crow === w.at && w.alarmsOn().length === 0)) {
    if (g.skipNext) guards[floor] = Object.assign(cloneGuard(g), { skipNext: false });
    else crow = null;
    return { state: restate(s, { tiles: w.tiles, players: w.players, guards, crow, outcome: w.lost ? 'lost' : s.outcome }), walking: null };
  }
  const { left, stopped } = walkOn(w, Math.max(0, g.die + w.alarmsOn().length + s.turn.guardSpeedBonus), raven, crow, camerasOff);
  guards[floor] = Object.assign(cloneGuard(g), { at: w.at, dest: w.dest });
  const state = restate(s, { tiles: w.tiles, players: w.players, guards, crow, outcome: w.lost ? 'lost' : s.outcome });
  return { state, walking: stopped ? { floor, left } : null };
}

/** The guard of `w`'s floor walking `left` steps of his known way (to his destination, then to each nearest alarm),
 * as rules/guards.ts and rules/sight.ts walk him; stopped where no destination is left before a patrol card. */
function walkOn(w: FastWalk, left: number, raven: 'basic' | 'advanced' | null, crow: Loc | null, camerasOff: boolean): { left: number; stopped: boolean } {
  const { s, floor, n } = w;
  let stopped = false;
  for (let guard = 0; left > 0 && !w.lost && guard < 64; guard++) {
    if (w.dest === null || w.dest === w.at) {
      const a = w.nearestAlarm();
      if (a === null) {
        stopped = true;
        break;
      }
      w.dest = a;
      continue;
    }
    const at = (w.at = floor * n + guardStepToward(s.size, w.walls, w.at % n, w.dest % n));
    left--;
    // What he notices (rules/sight.ts guardStepped).
    if (w.tiles[at].alarm) w.setTile(at, { alarm: false });
    for (let p = 0; p < w.players.length && !w.lost; p++) {
      const q = w.players[p];
      if (!q.escaped && q.at === at && !SIGHT_HIDDEN(s, p)) w.loseStealth(p);
    }
    for (let p = 0; p < w.players.length && !w.lost; p++) {
      const q = w.players[p];
      if (q.escaped || q.at === null || q.at === at || SIGHT_HIDDEN(s, p)) continue;
      const t = w.tiles[q.at];
      if (!t.revealed || t.disabled) continue;
      if (t.room === 'foyer' && floorOfLoc(s, q.at) === floor && openNeighbours(s, s.walls, q.at).includes(at)) w.loseStealth(p);
      if (t.room === 'atrium' && (q.at + n === at || q.at - n === at)) w.loseStealth(p);
    }
    const step = w.tiles[at];
    if (step.room === 'camera' && step.revealed && !step.disabled && !camerasOff) {
      for (let p = 0; p < w.players.length; p++) {
        const q = w.players[p];
        if (q.escaped || q.at === null || q.at === at || SIGHT_HIDDEN(s, p)) continue;
        const t = w.tiles[q.at];
        if (t.room === 'camera' && t.revealed && !t.disabled) {
          // An alarm on another floor is that floor's guard's business.
          if (floorOfLoc(s, q.at) === floor) w.trigger(q.at);
          else if (!t.alarm && !w.emp) w.setTile(q.at, { alarm: true });
        }
      }
    }
    // The crow where he steps takes one of his steps (Distract).
    if (raven === 'basic' && crow === at && left > 0) left--;
    if (at === w.dest) w.dest = null;
  }
  if (!stopped && left === 0 && (w.dest === null || w.dest === w.at)) {
    // He reached his destination on his last step: the next card (or alarm) is for his next walk.
    w.dest = w.nearestAlarm();
  }
  return { left, stopped };
}

/** Whether Shift Change drawn at the end of `me`'s turn may lose the game at once: the guards of the other floors
 * walk instead of his (turn.ts moveOtherGuards), and the known part of one of those walks finds a burglar at no
 * stealth with no stall or smoke left. Their order (the players' choice) does not matter: each walks his own floor. */
export function shiftChangeLoses(s: GameState, me: number): boolean {
  const mine = s.players[me].at === null ? -1 : floorOfLoc(s, s.players[me].at!);
  const n = cellsPerFloor(s);
  const camerasOff = s.effects.some((e) => e.kind === 'video-loop');
  const raven = ravenSide(s);
  for (let f = 0; f < s.guards.length; f++) {
    const g = s.guards[f];
    if (f === mine || !g.placed || g.at === null || g.skipNext) continue;
    if (!s.players.some((p) => !p.escaped && p.at !== null && p.stealth === 0 && floorOfLoc(s, p.at) === f)) continue;
    const w = new FastWalk(s, f, n, g.at, g.dest);
    walkOn(w, Math.max(0, g.die + w.alarmsOn().length), raven, s.crow, camerasOff);
    if (w.lost) return true;
  }
  return false;
}

/** Whether Buddy System drawn at the end of `me`'s turn loses the game where the end without it (`plain`, endFast's)
 * does not: whichever burglar is brought onto his tile (events/buddy-system.ts), his guard's known walk then catches
 * someone (the answer the least harm: every one must lose). */
export function buddySystemLoses(s: GameState, me: number, plain: GameState): boolean {
  const at = s.players[me].at;
  if (at === null || plain.outcome === 'lost') return false;
  const buddies = s.players.flatMap((p, i) => (i !== me && !p.escaped && p.at !== null && p.at !== at ? [i] : []));
  if (!buddies.length || !buddies.some((i) => s.players[i].stealth === 0)) return false;
  return buddies.every((i) => {
    const players = s.players.slice();
    players[i] = Object.assign(clonePlayer(players[i]), { at });
    return endFast(restate(s, { players }), me).state.outcome === 'lost';
  });
}
