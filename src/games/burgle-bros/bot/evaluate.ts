// How good a position is for the crew, as the bots weigh it: the heist's progress (the work still to do: safes to find,
// combinations to turn up, dice to add and rolls to make; safes open, loot held, burglars on the roof), each burglar's
// stealth, how near each burglar stands to the next useful thing to do, and what the guards' coming walks may cost
// (the part of a walk the table can foresee, then the unknown patrol cards by their odds). One shared measure for
// every seat: bots beside people help the crew's plan rather than race it.
import { combinationTiles, guardTables, floorWalls, type GameState, type Loc } from '../engine/index.js';
import { patrolDiscards } from '../engine/content/scenarios.js';
import { actionDistances, cellsPerFloor, floorOfLoc, peekFrom } from './map.js';
import { knownTop } from '../engine/patrol-known.js';

export interface Weights {
  /** What one action of the crew's remaining work is worth: the heist's progress is counted in actions still to do. */
  action: number;
  /** Actions to turn over each face-down tile of a known safe's combination (a peek, and getting there). */
  reveal: number;
  /** Actions to find a floor's unseen safe or stairs, per face-down tile of that floor. */
  find: number;
  /** Besides the work it saves, an open safe (its tool and loot in hand). */
  safeOpen: number;
  hack: number;
  tool: number;
  escaped: number;
  looseLoot: number;
  /** Stealth value by tokens held (index = tokens), then `stealthExtra` per token beyond. */
  stealth: readonly number[];
  stealthExtra: number;
  alarm: number;
  lost: number;
  /** Per action between a burglar and the next useful thing to do. */
  distance: number;
  /** Actions added to the distance of each kind of thing to do, so that nearer kinds are preferred: a tile of a known
   * safe's combination before a tile that is only explored. */
  offset: { explore: number; combo: number; crack: number; crackPartial: number; escape: number; loot: number };
  /** Expected hits are weighed by the stealth they cost; a caught burglar by `lost`. */
  threat: number;
  /** Unknown patrol cards: the chance per step of a walk past the foreseen part that it reaches a given tile. */
  unknownStep: number;
  /** An alarm a guard may set off on a burglar's Camera by stepping onto another, weighed by its chance. */
  cameraAlarm: number;
  /** Each pair of burglars inside on one floor (crowdedPairs), in a crew of three or more: normal's and hard's
   * measure (bot/index.ts LEVELS). */
  crowd: number;
}

export const WEIGHTS: Weights = {
  action: 4,
  reveal: 1.5,
  find: 0.6,
  safeOpen: 40,
  hack: 6,
  tool: 12,
  escaped: 600,
  looseLoot: 120,
  stealth: [0, 120, 200, 250],
  stealthExtra: 35,
  alarm: 12,
  lost: 20000,
  distance: 4,
  offset: { explore: 2, combo: 0, crack: 0, crackPartial: 3, escape: 0, loot: 0 },
  threat: 1,
  unknownStep: 0.07,
  cameraAlarm: 12,
  crowd: 0,
};

/** Rolls expected until every one of `u` numbers shows on at least one of `d` dice (rolls kept between tries: a
 * number once cracked stays cracked): E[max of u geometric waits], each with 1 − (5/6)^d per roll. */
function rollsToCrack(d: number, u: number): number {
  if (u <= 0) return 0;
  if (d <= 0) return Infinity;
  const miss = (5 / 6) ** d;
  let e = 0;
  for (let k = 0; k < 400; k++) e += 1 - (1 - miss ** k) ** u;
  return e;
}

/** CRACK[bonus][dice][u]: actions still needed to open a safe holding `dice` dice with `u` numbers left to cover,
 * adding dice first (2 actions each, up to 6) as far as it pays, each roll with `bonus` more dice (Steady Hands).
 * Made when a bot first weighs a safe (some 10 ms), not in every process that loads the game. */
let CRACK: number[][][] | null = null;
const crackTable = (): number[][][] => (CRACK ??= [0, 1].map((bonus) => Array.from({ length: 7 }, (_, d0) => Array.from({ length: 7 }, (_, u) => {
  let best = Infinity;
  for (let d = Math.max(1, d0); d <= 6; d++) best = Math.min(best, 2 * (d - d0) + rollsToCrack(d + bonus, u));
  return best;
}))));

/** Actions to open a safe with `dice` on it and `u` numbers (not necessarily whole) still to cover. */
export function crackActions(dice: number, u: number, bonus: 0 | 1 = 0): number {
  const lo = Math.max(0, Math.min(6, Math.floor(u))), hi = Math.min(6, lo + 1), f = Math.min(1, Math.max(0, u - lo));
  const row = crackTable()[bonus][Math.min(6, dice)];
  return row[lo] * (1 - f) + row[hi] * f;
}

/** Numbers a face-down combination tile adds on average to those still to cover (some repeat those already seen). */
const NEW_NUMBER = 0.6;

const stealthValue = (w: Weights, k: number) => (k < w.stealth.length ? w.stealth[k] : w.stealth[w.stealth.length - 1] + (k - w.stealth.length + 1) * w.stealthExtra);

/** Whether every safe is open and every piece of loot held (the roof is open). */
export function lootAllHeld(s: GameState): boolean {
  for (const t of s.tiles) {
    if (t.room === 'safe' && !t.open) return false;
    for (const i of t.items) if (!TOOL_IDS.has(i)) return false;
  }
  return s.kitty === null;
}

const TOOL_IDS = new Set([
  'blueprints', 'crowbar', 'crystal-ball', 'donuts', 'dynamite', 'emp', 'invisible-suit', 'makeup-kit',
  'rollerskates', 'smoke-bomb', 'stethoscope', 'thermal-bomb', 'virus',
]);

/**
 * The heist's progress, counted as the crew's work still to do, in actions (`action` each): for each safe, finding
 * it (if unseen), turning its combination's face-down tiles over, and cracking it (dice to add and rolls, at the best
 * number of dice: crackActions); a floor's unseen stairs to find. A step of work done well saves about the action it
 * took; a roll with too few dice saves less. Besides: open safes, hack tokens and tools, loot lying about, burglars on
 * the roof. From what the crew sees: face-down tiles count only as work to do.
 */
export function progress(s: GameState, w: Weights = WEIGHTS): number {
  const n = cellsPerFloor(s);
  const steady = s.players.some((p) => !p.escaped && p.character === 'peterman' && p.side === 'basic') ? 1 : 0;
  let v = 0, work = 0;
  let safesSeen = 0;
  const safesTotal = s.scenario === 'fortknox' ? 3 : s.floorCount;
  for (let f = 0; f < s.floorCount; f++) {
    let safeSeen = false, stairsSeen = false, hidden = 0;
    for (let loc = f * n; loc < (f + 1) * n; loc++) {
      const t = s.tiles[loc];
      if (t.room === 'empty') continue;
      if (!t.revealed) {
        hidden++;
        continue;
      }
      if (t.hack > 0) v += w.hack * Math.min(t.hack, 3);
      if (t.room === 'stairs') stairsSeen = true;
      if (t.room !== 'safe') continue;
      safeSeen = true;
      safesSeen++;
      if (t.open) {
        v += w.safeOpen;
        continue;
      }
      const numbers = new Set<number>();
      let faceDown = 0;
      for (const c of combinationTiles(s, loc)) {
        const ct = s.tiles[c];
        if (!ct.revealed) faceDown++;
        else if (!ct.cracked && ct.combo !== null) numbers.add(ct.combo);
      }
      work += w.reveal * faceDown + crackActions(t.dice, Math.min(6, numbers.size + NEW_NUMBER * faceDown), steady as 0 | 1);
    }
    if (!safeSeen) work += w.find * hidden;
    if (!stairsSeen) work += w.find * hidden;
  }
  // Safes not seen yet: each still to find (above), turn over and crack from nothing.
  const unseen = Math.max(0, safesTotal - safesSeen);
  work += unseen * (w.reveal * 4 + crackActions(0, 4, steady as 0 | 1));
  v -= w.action * work;
  for (const t of s.tiles) for (const i of t.items) if (!TOOL_IDS.has(i)) v -= w.looseLoot;
  if (s.kitty !== null) v -= w.looseLoot;
  for (const p of s.players) {
    if (p.escaped) v += w.escaped;
    // The Bust's holder cannot use tools: theirs are worth something only once given to someone who can.
    v += w.tool * (p.loot.includes('bust') ? 0 : p.tools.length) + w.hack * p.laptop;
  }
  return v;
}

/** A useful thing to do (potential()): on `loc`, or turning `loc` over (`peek`: from beside it, or walking in), its
 * kind's offset added to the actions it is away. */
export interface Work {
  loc: Loc;
  offset: number;
  peek: boolean;
}

/** The useful things to do for burglar `p`: tiles of known safes' combinations to turn over, safes to crack, loot to
 * pick up, tiles to explore, the roof. */
export function workOf(s: GameState, p: number, allHeld: boolean, w: Weights): Work[] {
  const n = cellsPerFloor(s);
  const out: Work[] = [];
  if (allHeld) {
    const top = s.floorCount - 1;
    const roof = stairsOf(s, top);
    if (roof >= 0) out.push({ loc: roof, offset: w.offset.escape, peek: false });
    for (let loc = top * n; loc < (top + 1) * n; loc++) {
      if (!s.tiles[loc].revealed && s.tiles[loc].room !== 'empty') out.push({ loc, offset: w.offset.explore, peek: true });
    }
  }
  // Loot lying about: for whoever may pick it up (nobody holds both Gold Bars).
  const hasBar = s.players[p].loot.includes('gold-bar');
  for (let loc = 0; loc < s.tiles.length; loc++) {
    const t = s.tiles[loc];
    if (t.items.some((i) => !TOOL_IDS.has(i) && !(i === 'gold-bar' && hasBar)) || s.kitty === loc) out.push({ loc, offset: w.offset.loot, peek: false });
  }
  if (allHeld) return out;
  // With the Keycard out, a safe can be cracked only with its holder on it: its holder is drawn to the safes, the
  // others only to a safe the holder stands on (a crew waited on a safe for the holder, who was drawn elsewhere).
  const holder = keycardHolder(s);
  const mayCrack = (safe: Loc) => holder < 0 || holder === p || s.players[holder].at === safe;
  for (let f = 0; f < s.floorCount; f++) {
    let safeUnknown = true, stairsUnknown = true;
    const safes: Loc[] = [];
    for (let loc = f * n; loc < (f + 1) * n; loc++) {
      const t = s.tiles[loc];
      if (!t.revealed) continue;
      if (t.room === 'safe') {
        safeUnknown = false;
        if (!t.open) safes.push(loc);
      }
      if (t.room === 'stairs') stairsUnknown = false;
    }
    for (const safe of safes) {
      const combo = combinationTiles(s, safe);
      const hidden = combo.filter((c) => !s.tiles[c].revealed);
      for (const c of hidden) out.push({ loc: c, offset: w.offset.combo, peek: true });
      // At the safe: to crack it, or (its combination not all face up) to cover the numbers that are.
      if (!mayCrack(safe)) continue;
      if (hidden.length === 0) out.push({ loc: safe, offset: w.offset.crack, peek: false });
      else if (combo.some((c) => s.tiles[c].revealed && !s.tiles[c].cracked)) out.push({ loc: safe, offset: w.offset.crackPartial, peek: false });
    }
    if (safeUnknown || stairsUnknown) {
      for (let loc = f * n; loc < (f + 1) * n; loc++) {
        const t = s.tiles[loc];
        if (!t.revealed && t.room !== 'empty') out.push({ loc, offset: w.offset.explore, peek: true });
      }
    }
  }
  return out;
}

/** The burglar holding the Keycard (still in the building), or -1. */
export function keycardHolder(s: GameState): number {
  return s.players.findIndex((p) => !p.escaped && p.loot.includes('keycard'));
}

/**
 * How far a burglar on `at` stands from the next useful thing to do (workOf), as a cost: `distance` per action, plus
 * the kind's offset. Only a cost, never a reward: doing the thing is rewarded by progress(), so a burglar never gains by
 * leaving work undone to stay near it (an earlier reward for standing near loot made the crew leave the Kitty lying).
 * `begun`: the work there was when the planner's turn began, counted too, so that doing a thing within the turn never
 * costs the doer its nearness: else opening the safe the crew stood on left them all far from the next thing, and not
 * opening it was weighed above (a Bank Job's crew waited on a safe one roll of six dice from open, ending turns with no
 * action used, while the guard walked round them).
 */
export function potential(s: GameState, p: number, at: Loc, allHeld: boolean, w: Weights, begun?: readonly Work[]): number {
  const dist = actionDistances(s, at, 30);
  let best = Infinity;
  const consider = (work: readonly Work[]) => {
    for (const x of work) {
      const d = (x.peek ? peekDistance(s, dist, x.loc) : dist[x.loc]) + x.offset;
      if (d < best) best = d;
    }
  };
  consider(workOf(s, p, allHeld, w));
  if (begun) consider(begun);
  return best === Infinity ? 0 : -w.distance * best;
}

/** Actions to turn `loc` over: a peek from a tile next to it, or walking in. */
function peekDistance(s: GameState, dist: Float64Array, loc: Loc): number {
  let d = dist[loc];
  for (const from of peekFrom(s, loc)) d = Math.min(d, dist[from] + 1);
  return d;
}

const ROOM_CODE = new Map<string, number>();

/** What potential() reads of the tiles: face up (and as what) or down, open, crowbarred, items, the kitty, blown walls. */
function tilesSignature(s: GameState): string {
  // Two character codes a tile, made a string at once (every position the search weighs has a signature).
  let n = 0;
  for (const t of s.tiles) {
    let room = 0;
    if (t.revealed) {
      room = ROOM_CODE.get(t.room) ?? 0;
      if (room === 0) ROOM_CODE.set(t.room, (room = ROOM_CODE.size + 1));
    }
    SIGNATURE[n++] = 48 + (t.open ? 1 : 0) + (t.disabled ? 2 : 0) + (t.items.length ? 4 : 0);
    SIGNATURE[n++] = 64 + room;
  }
  SIGNATURE.length = n;
  return `${s.kitty},${s.dynamited.length}:` + String.fromCharCode.apply(null, SIGNATURE);
}

const SIGNATURE: number[] = [];

/** Steps of floor `f`'s guard before a burglar moves again: what is left of the walk under way, and a walk for each
 * burglar of `before` on his floor (their turns end first). A module function, not a closure in threat(): the runner
 * (tsx) names every closure as it is made, and threat() runs at every leaf of the planner's search. */
function guardStepsBefore(s: GameState, f: number, walking: { floor: number; left: number } | null, before: readonly number[]): number {
  const g = s.guards[f];
  if (!g.placed || g.at === null) return 0;
  let steps = walking && walking.floor === f ? walking.left : 0;
  const speed = g.die + countAlarms(s, f);
  for (const q of before) {
    const at = s.players[q].at;
    if (at !== null && floorOfLoc(s, at) === f) steps += speed;
  }
  return steps;
}

/** What the guards' next walks may cost the crew: for each burglar, the walks due before their next turn. Each burglar's
 * end of turn walks the guard of their own floor, so a burglar is watched by the guard of their floor, and also, on an
 * Atrium, by the guards of the floors above and below (one stepping directly over or under them sees them), and, on a
 * Camera, by every guard who may step onto another Camera (an alarm on their tile). */
export function threat(s: GameState, me: number, walking: { floor: number; left: number } | null, w: Weights = WEIGHTS, decksKnown = false): number {
  const order: number[] = [];
  const k = s.players.length;
  for (let i = 1; i <= k; i++) {
    const q = (me + i) % k;
    if (!s.players[q].escaped) order.push(q);
  }
  let cost = 0;
  for (let idx = 0; idx < order.length; idx++) {
    const p = order[idx];
    const pl = s.players[p];
    if (pl.at === null || pl.escaped) continue;
    const before = p === me ? order.filter((q) => q !== me) : order.slice(0, idx);
    const f = floorOfLoc(s, pl.at);
    const t = s.tiles[pl.at];
    const working = t.revealed && !t.disabled;
    let hits = 0;
    for (const ff of working && t.room === 'atrium' ? [f, f - 1, f + 1] : [f]) {
      if (ff < 0 || ff >= s.floorCount) continue;
      const steps = guardStepsBefore(s, ff, walking, before);
      if (steps > 0) hits += hitChance(s, ff, pl.at, steps, w, decksKnown);
    }
    if (hits > 0) cost += hits * hitCost(s, p, w);
    if (working && t.room === 'camera' && !t.alarm && !s.effects.some((e) => e.kind === 'video-loop')) {
      // No guard on another working Camera in any walk: the chance that none is.
      const at = pl.at;
      let quiet = 1;
      for (let ff = 0; ff < s.floorCount; ff++) {
        const steps = guardStepsBefore(s, ff, walking, before);
        if (steps > 0) quiet *= 1 - walkChance(s, ff, steps, (g) => g !== at && isWorkingCamera(s, g), w, decksKnown);
      }
      cost += (1 - quiet) * w.cameraAlarm;
    }
  }
  return cost * w.threat;
}

const isWorkingCamera = (s: GameState, loc: Loc) => {
  const t = s.tiles[loc];
  return t.room === 'camera' && t.revealed && !t.disabled;
};

function countAlarms(s: GameState, f: number): number {
  const n = cellsPerFloor(s);
  let c = 0;
  for (let loc = f * n; loc < (f + 1) * n; loc++) if (s.tiles[loc].alarm) c++;
  return c;
}

/**
 * Pairs of burglars inside on one floor. A guard walks at the end of every turn ended on his floor: with two or three
 * burglars on it he walks two or three times a round, each walk a chance to see any of them and a card or more off his
 * patrol deck, which runs out (and he speeds up for good) that much sooner. The coming walks (threat) count the first
 * part until each burglar's next turn, not what the deck's pace costs for the rest of the game (the whole crew on
 * the floor of a turn's end: 17–19% of the ends in lost games, 8–9% in won ones; docs/bots.md, "Crowded floors").
 */
export function crowdedPairs(s: GameState): number {
  const n = cellsPerFloor(s);
  let pairs = 0;
  const on = new Array<number>(s.floorCount).fill(0);
  for (const q of s.players) {
    if (q.escaped || q.at === null) continue;
    pairs += on[Math.floor(q.at / n)]++;
  }
  return pairs;
}

/** What one more sighting costs burglar `p`: a stall or smoke token, a stealth token, or the game. */
export function hitCost(s: GameState, p: number, w: Weights = WEIGHTS): number {
  const pl = s.players[p];
  const t = pl.at === null ? null : s.tiles[pl.at];
  if (t && ((t.room === 'lavatory' && t.revealed && t.stalls > 0) || t.smoke > 0)) return 15;
  return tokenCost(w, pl.stealth);
}

/** What losing one more stealth token costs a burglar holding `k`: the token's worth, or the game at none. */
const tokenCost = (w: Weights, k: number) => (k <= 0 ? w.lost : stealthValue(w, k) - stealthValue(w, k - 1));

/** Whether the guard standing on `g` sees a burglar on `at` (rules/sight.ts guardStepped): his tile, a Foyer of his
 * floor next to it through an open side, an Atrium directly above or below him. */
function sees(s: GameState, g: Loc, at: Loc): boolean {
  if (g === at) return true;
  const t = s.tiles[at];
  if (!t.revealed || t.disabled) return false;
  const size = s.size, n = cellsPerFloor(s);
  if (t.room === 'atrium') return g === at + n || g === at - n;
  if (t.room !== 'foyer' || floorOfLoc(s, g) !== floorOfLoc(s, at)) return false;
  const a = at % n, b = g % n;
  const w = s.walls[at];
  return (b === a - size && !(w & 1)) || (b === a + size && !(w & 4)) || (b === a + 1 && a % size < size - 1 && !(w & 2)) || (b === a - 1 && a % size > 0 && !(w & 8));
}

/** The chance that floor `f`'s guard, walking `steps` more steps from where he is, sees a burglar standing on `at`. */
export function hitChance(s: GameState, f: number, at: Loc, steps: number, w: Weights = WEIGHTS, decksKnown = false): number {
  return walkChance(s, f, steps, (g) => sees(s, g, at), w, decksKnown);
}

/** The chance that floor `f`'s guard, walking `steps` more steps from where he is, steps onto a tile `hit` holds:
 * his path to his destination (and then to the nearest alarms, and the cards the crew has seen on top of his deck) is
 * known; past it, each unknown patrol card is as likely as any other. */
export function walkChance(s: GameState, f: number, steps: number, hit: (guard: Loc) => boolean, w: Weights = WEIGHTS, decksKnown = false): number {
  const g = s.guards[f];
  if (g.at === null) return Math.min(1, steps * w.unknownStep);
  const walk = foreseenWalk(s, f, steps, decksKnown, hit);
  if (walk.stopped) return 1;
  return unforeseenChance(s, f, walk, hit, w, decksKnown);
}

interface ForeseenWalk {
  /** Where the foreseen part ends, and the steps left past it. */
  pos: number;
  left: number;
  /** The seen cards it drew. */
  drawn: number[];
  /** `each` stopped it. */
  stopped: boolean;
}

/** The foreseen part of floor `f`'s guard's walk of `steps` steps (his guard must be on the board): to his
 * destination, then to each nearest alarm in turn, and the cards the crew has seen on top of his deck (who sees the
 * patrol deck, the ceiling, follows its cards too). `each` is told every tile he steps on, and stops the walk by
 * returning true. */
function foreseenWalk(s: GameState, f: number, steps: number, decksKnown: boolean, each: (guard: Loc) => boolean): ForeseenWalk {
  const g = s.guards[f];
  const n = cellsPerFloor(s);
  const { dist, next } = guardTables(s.size, floorWalls(s, f));
  let pos = g.at! % n;
  let dest = g.dest === null ? null : g.dest % n;
  const alarms = new Set<number>();
  for (let loc = f * n; loc < (f + 1) * n; loc++) if (s.tiles[loc].alarm) alarms.add(loc % n);
  let left = steps;
  const deck = (decksKnown ? g.deck : knownTop(g)).filter((c) => c >= 0);
  const drawn: number[] = [];
  for (let guard = 0; guard < 8 && left > 0; guard++) {
    if (dest === null || dest === pos) {
      if (alarms.size === 0) {
        while (deck.length && deck[0] === pos) drawn.push(deck.shift()!);
        if (!deck.length) break;
        dest = deck.shift()!;
        drawn.push(dest);
        continue;
      }
      let best = Infinity, nearest = -1;
      for (const a of alarms) {
        const d = dist[pos * n + a];
        if (d < 0) throw new Error(`guard path: cell ${a} is unreachable from ${pos}`);
        if (d < best) [best, nearest] = [d, a];
      }
      dest = nearest;
    }
    if (dist[pos * n + dest] < 0) throw new Error(`guard path: cell ${dest} is unreachable from ${pos}`);
    while (pos !== dest && left > 0) {
      pos = next[pos * n + dest];
      left--;
      alarms.delete(pos);
      if (each(f * n + pos)) return { pos, left, drawn, stopped: true };
    }
    if (pos === dest) dest = null;
  }
  return { pos, left, drawn, stopped: false };
}

/** The chance that the guard, past the foreseen part of his walk, steps onto a tile `hit` holds: a new patrol card,
 * any of the floor's tiles not drawn since the last shuffle alike (all of them when the deck is out and shuffled
 * again). (The seen cards the walk drew are not among them; the ceiling's average stays as it was measured.) */
function unforeseenChance(s: GameState, f: number, walk: ForeseenWalk, hit: (guard: Loc) => boolean, w: Weights, decksKnown: boolean): number {
  const { pos, left } = walk;
  if (left <= 0) return 0;
  const g = s.guards[f];
  const n = cellsPerFloor(s);
  // The cards seen since the last shuffle (patrolSeen) and those the walk drew, marked in a scratch array: this runs
  // for every floor of every position the search weighs.
  const seen = seenScratch(n);
  if (g.deck.length > 0) {
    for (let k = patrolDiscards(s.players.length); k < g.discard.length; k++) if (g.discard[k] >= 0) seen[g.discard[k]] = 1;
    if (!decksKnown) for (const c of walk.drawn) if (c >= 0) seen[c] = 1;
  }
  const { dist, next } = guardTables(s.size, floorWalls(s, f));
  let sum = 0, count = 0;
  for (let c = 0; c < n; c++) {
    if (c === pos || seen[c] || s.tiles[f * n + c].room === 'empty') continue;
    count++;
    const far = dist[pos * n + c];
    if (far < 0) throw new Error(`guard path: cell ${c} is unreachable from ${pos}`);
    // His way there, step by step, as far as he walks.
    let reached = 0;
    for (let i = 1, at = pos; i <= far && i <= left; i++) {
      at = next[at * n + c];
      if (hit(f * n + at)) {
        reached = 1;
        break;
      }
    }
    if (!reached && left > far) reached = Math.min(1, (left - far) * w.unknownStep);
    sum += reached;
  }
  return count ? sum / count : 0;
}

let scratch = new Uint8Array(64);
/** A zeroed array of at least `n` marks, reused. */
function seenScratch(n: number): Uint8Array {
  if (scratch.length < n) scratch = new Uint8Array(n);
  scratch.fill(0, 0, n);
  return scratch;
}

/** What a burglar's useful work owes to the Keycard (workOf): none out, theirs, or where its holder stands. */
function keycardKey(s: GameState, p: number): string {
  const h = keycardHolder(s);
  return h < 0 ? '' : h === p ? 'K' : `k${s.players[h].at}`;
}

/** The whole measure of a position after a turn's end (as far as it is known): progress, stealth, where everyone
 * stands, the coming walks. `me` is the burglar whose turn just ended. */
/** What evaluate() keeps for the rest of a decision: by the tiles' signature (tilesSignature), then by a short key of
 * the rest. Two levels, so that the long signature is hashed once a position, not once a burglar and a floor. */
export type PotentialCache = Map<string, Map<string, number>>;

export function evaluate(
  s: GameState, me: number, walking: { floor: number; left: number } | null, w: Weights = WEIGHTS, cache?: PotentialCache,
  decksKnown = false, begun?: readonly (readonly Work[])[],
): number {
  if (s.outcome === 'lost') return -w.lost;
  if (s.outcome === 'won') return w.lost;
  let v = progress(s, w);
  const allHeld = lootAllHeld(s);
  // A burglar's potential depends only on where they stand and on the tiles (and the work begun, the same for the whole
  // decision): kept for the rest of the decision.
  let byTiles: Map<string, number> | undefined;
  if (cache) {
    const sig = tilesSignature(s);
    byTiles = cache.get(sig);
    if (!byTiles) cache.set(sig, (byTiles = new Map()));
  }
  for (let p = 0; p < s.players.length; p++) {
    const pl = s.players[p];
    if (pl.escaped) continue;
    v += stealthValue(w, pl.stealth);
    if (pl.at === null) continue;
    if (!byTiles) {
      v += potential(s, p, pl.at, allHeld, w, begun?.[p]);
      continue;
    }
    const key = `${pl.loot.includes('gold-bar') ? 1 : 0}${keycardKey(s, p)}${pl.at}`;
    let pot = byTiles.get(key);
    if (pot === undefined) {
      pot = potential(s, p, pl.at, allHeld, w, begun?.[p]);
      byTiles.set(key, pot);
    }
    v += pot;
  }
  for (let f = 0; f < s.floorCount; f++) v -= w.alarm * countAlarms(s, f);
  // Crews of three or more: a crew of two lost Bank Jobs with it (docs/bots.md, "Crowded floors").
  if (s.players.length >= 3) v -= w.crowd * crowdedPairs(s);
  v -= threat(s, me, walking, w, decksKnown);
  if (allHeld) for (let p = 0; p < s.players.length; p++) v -= crossingsAhead(s, p, w, decksKnown, byTiles);
  return aboveTheLoss(v, w);
}

/**
 * A position not lost yet is worth more than a lost game: a measure that falls past the game's worth (the threats of
 * the coming walks summed past one catch, besides the rest of the end's costs) is pressed into the one point above
 * `-lost`, its order kept. Left below, a turn's end that the unseen cards (an event among them) might still spare
 * ranked under a step into the guard, and under a walk there and back to the same end paid with an alarm (docs/bots.md,
 * "Lost either way").
 */
export function aboveTheLoss(v: number, w: Weights): number {
  const floor = -w.lost + 1;
  return v >= floor ? v : -w.lost + 1 / (1 + floor - v);
}

/** A value no better than a lost game's (aboveTheLoss): every deal's line lost, or as good as lost. */
export const asGoodAsLost = (v: number, w: Weights): boolean => v <= -w.lost + 1;

/**
 * On the way to the roof, what the floors above a burglar will cost them to cross where no one else is there: that
 * floor's guard walks only when someone ends a turn on it, so he stands where he is until they come, and the crossing
 * costs as much now as later. Counted before they go, so that waiting below weighs what it is: the walks of their own
 * floor on top of a crossing still to make (a last burglar dodged the first floor's guard for thirty turns, the second
 * floor's guard standing on the way to the roof, until caught). A crossing's cost: the safest end of turn on that floor
 * within one turn of the Stairs below (none where the next Stairs up, or the roof, are in reach of them). `cache`: what
 * is kept for positions of these tiles (PotentialCache).
 */
export function crossingsAhead(s: GameState, p: number, w: Weights, decksKnown: boolean, cache?: Map<string, number>): number {
  const pl = s.players[p];
  if (pl.escaped || pl.at === null) return 0;
  const top = s.floorCount - 1;
  let cost = 0;
  for (let g = floorOfLoc(s, pl.at) + 1; g <= top; g++) {
    const guard = s.guards[g];
    if (!guard.placed || guard.at === null) continue;
    if (s.players.some((q, i) => i !== p && !q.escaped && q.at !== null && floorOfLoc(s, q.at) === g)) continue;
    const below = stairsOf(s, g - 1), exit = stairsOf(s, g);
    if (below < 0 || exit < 0) continue;
    const key = cache ? `X${g}|${pl.stealth}|${below}|${guard.at}|${guard.dest}|${guard.die}|${guard.deck.length}|${countAlarms(s, g)}` : '';
    let c = cache?.get(key);
    if (c === undefined) {
      c = safestEnd(s, g, below, exit, pl.stealth, w, decksKnown);
      cache?.set(key, c);
    }
    cost += c;
  }
  return cost;
}

/** The revealed Stairs of floor `f`, or -1. */
function stairsOf(s: GameState, f: number): Loc {
  const n = cellsPerFloor(s);
  for (let loc = f * n; loc < (f + 1) * n; loc++) if (s.tiles[loc].room === 'stairs' && s.tiles[loc].revealed) return loc;
  return -1;
}

/** What it costs a burglar with `stealth` tokens, at least, to cross floor `g`: a token where its guard stands on the
 * tile the Stairs below lead to; then ending a turn within four actions of those Stairs while he walks at his speed,
 * each time the foreseen walk sees them, then once more by the odds past it (nothing where the way on, up the next
 * Stairs or to the roof, is in reach of the Stairs below). */
function safestEnd(s: GameState, g: number, below: Loc, exit: Loc, stealth: number, w: Weights, decksKnown: boolean): number {
  const n = cellsPerFloor(s);
  const guard = s.guards[g];
  // He stands on the tile the Stairs lead to: stepping up into it costs a token, however soon the way on is reached.
  const paid = below + n === guard.at ? tokenCost(w, stealth) : 0;
  if (paid > 0) stealth--;
  if (stealth < 0) return paid;
  const dist = actionDistances(s, below, 5);
  const on = g === s.floorCount - 1 ? dist[exit] + 1 : dist[exit + n];
  if (on <= 4) return paid;
  const speed = guard.die + countAlarms(s, g);
  let least = Infinity;
  for (let at = g * n; at < (g + 1) * n; at++) {
    // His own tile costs a token on entering.
    if (dist[at] > 4 || !s.tiles[at].revealed || at === guard.at) continue;
    let hits = 0, cost = 0;
    const sight = (x: Loc) => sees(s, x, at);
    const walk = foreseenWalk(s, g, speed, decksKnown, (x) => {
      if (!sight(x)) return false;
      cost += tokenCost(w, stealth - hits);
      hits++;
      return stealth - hits < 0;
    });
    if (!walk.stopped) cost += unforeseenChance(s, g, walk, sight, w, decksKnown) * tokenCost(w, stealth - hits);
    least = Math.min(least, cost);
  }
  return paid + (least === Infinity ? 0 : least);
}
