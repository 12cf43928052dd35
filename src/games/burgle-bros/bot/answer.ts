// How a bot answers the game's questions (where to break in, hack or alarm, which tool to keep, where an event
// sends the guard ...): rules of thumb from what the seat sees, shared by every level and by the look-ahead.
import {
  cellName, combinationTiles, distancesFrom, floorWalls, guardPath, legalActions, parseLoc, type Action, type EventId, type GameState,
  type Loc, type Question, type ToolId,
} from '../engine/index.js';
import { cellsPerFloor, floorOfLoc } from './map.js';
import { answersThatKeepPlaying } from './sudden-loss.js';

/** What the answers read: a view or a whole state (the look-ahead's), the same fields either way. */
export type Table = Pick<GameState, 'size' | 'floorCount' | 'walls' | 'players' | 'turn' | 'scenario' | 'crow'> & {
  tiles: readonly { room: string; revealed: boolean; combo: number | null; alarm: boolean; cracked: boolean; open: boolean; hack: number; stalls: number; smoke: number }[];
  guards: readonly { placed: boolean; at: Loc | null; dest: Loc | null; die: number }[];
  awaiting: GameState['awaiting'];
};

/** Tools from most to least useful to hold (the Rigger keeps the better of two). */
const TOOL_RANK: ToolId[] = [
  'rollerskates', 'invisible-suit', 'smoke-bomb', 'makeup-kit', 'donuts', 'emp', 'blueprints', 'stethoscope', 'virus',
  'crowbar', 'crystal-ball', 'thermal-bomb', 'dynamite',
];

/** Events from best to worst for the crew, roughly (the Spotter keeps good ones on top). */
const EVENT_RANK: EventId[] = [
  'lampshade', 'jury-rig', 'heads-up', 'daydreaming', 'peekhole', 'reboot', 'video-loop', 'dead-drop', 'throw-voice',
  'freight-elevator', 'gymnastics', 'change-of-plans', 'brown-out', 'switch-signs', 'where-is-he', 'shift-change',
  'buddy-system', 'jump-the-gun', 'go-with-your-gut', 'time-lock', 'lost-grip', 'keycode-change', 'shoplifting',
  'espresso', 'squeak', 'crash',
];

const playersOn = (t: Table, loc: Loc) => t.players.filter((p) => !p.escaped && p.at === loc).length;

/** How much turning a face-down tile over helps: part of a known safe's combination, on a floor whose safe or stairs
 * are still unseen. */
export function revealValue(t: Table, loc: Loc): number {
  if (t.tiles[loc].revealed || t.tiles[loc].room === 'empty') return -1;
  const n = cellsPerFloor(t);
  const f = floorOfLoc(t, loc);
  let v = 1;
  let safeSeen = false, stairsSeen = false;
  for (let l = f * n; l < (f + 1) * n; l++) {
    const tile = t.tiles[l];
    if (!tile.revealed) continue;
    if (tile.room === 'safe') {
      safeSeen = true;
      if (!tile.open && combinationTiles(t as unknown as GameState, l).includes(loc)) v += 4;
    }
    if (tile.room === 'stairs') stairsSeen = true;
  }
  if (!safeSeen) v += 2;
  if (!stairsSeen) v += 1;
  return v;
}

/** Players a guard walking from `from` to `to` passes on his way (the cells of his path, both ends). */
function playersOnPath(t: Table, floor: number, from: Loc, to: Loc): number {
  const n = cellsPerFloor(t);
  const path = guardPath(t.size, floorWalls(t as GameState, floor), from % n, to % n);
  return path.reduce((c, cell) => c + playersOn(t, floor * n + cell), 0);
}

/** What a guard heading from `from` for the alarm `first` costs the burglars he passes, then on from each alarm to
 * the nearest one left until none is (his walk goes on there: the alarm picked first only orders the round): a burglar
 * at no stealth on the way 100, any other 1; on a tie, the round whose dangerous step comes later, weighed alike, for
 * the guard's steps may run out before it. The dangerous step is the first onto the burglar, but for one at no stealth
 * whose tile spares the first sightings (a Lavatory's stalls, a Smoke Bomb's smoke): the step that finds none left,
 * which past the round's end is his way back from there (a round ending on the Juicer's Lavatory a step from him, three
 * steps left and a patrol card to walk to, lost where the other round took every step across the floor: the Bank Job
 * of three, hard, seed 18, game 26, turn 93). The way to the first alone would send him past a burglar on the way on. */
function seenOnAlarmRound(t: Table, floor: number, from: Loc, first: Loc): number {
  const n = cellsPerFloor(t);
  const walls = floorWalls(t as GameState, floor);
  const left = new Set<number>();
  for (let l = floor * n; l < (floor + 1) * n; l++) if (t.tiles[l].alarm && l !== first) left.add(l % n);
  const route = guardPath(t.size, walls, from % n, first % n);
  let at = first % n;
  while (left.size > 0) {
    let next: number[] | null = null, to = -1;
    for (const a of left) {
      const way = guardPath(t.size, walls, at, a);
      if (next === null || way.length < next.length) [next, to] = [way, a];
    }
    if (!next) break;
    route.push(...next.slice(1));
    left.delete(to);
    at = to;
  }
  const end = route[route.length - 1];
  let cost = 0, later = 0;
  t.players.forEach((p) => {
    if (p.escaped || p.at === null || floorOfLoc(t, p.at) !== floor) return;
    const cell = p.at % n;
    const entries: number[] = [];
    route.forEach((c, k) => { if (k > 0 && c === cell) entries.push(k); });
    if (route[0] === cell && entries.length === 0) entries.push(0);
    if (entries.length === 0) return;
    const w = p.stealth === 0 ? 100 : 1;
    const tile = t.tiles[p.at];
    const spared = p.stealth === 0 ? (tile.room === 'lavatory' && tile.revealed ? tile.stalls : 0) + tile.smoke : 0;
    // Past the round: back from its end (off and onto the tile again where it ends there), two steps a sighting more.
    const back = end === cell ? 2 : guardPath(t.size, walls, end, cell).length - 1;
    const danger = spared < entries.length ? entries[spared] : route.length - 1 + back + 2 * (spared - entries.length);
    cost += w;
    later += danger * w;
  });
  return cost - later / (ROUND_STEPS * cost + 1);
}

/** More steps than any round and its way back take: the tie between rounds weighs less than one sighting. */
const ROUND_STEPS = 1000;

/** Whether the guard of `at`'s floor, walking his die's steps (and one per alarm) toward his destination, reaches
 * `at` or a tile beside it (a Foyer is seen from next door; a new card may turn him): 1, else 0. */
function inGuardsWay(t: Table, at: Loc): number {
  const n = cellsPerFloor(t);
  const floor = floorOfLoc(t, at);
  const g = t.guards[floor];
  if (!g || g.at === null) return 0;
  let alarms = 0;
  for (let l = floor * n; l < (floor + 1) * n; l++) if (t.tiles[l].alarm) alarms++;
  const path = g.dest === null ? [g.at % n] : guardPath(t.size, floorWalls(t as GameState, floor), g.at % n, g.dest % n);
  const cell = at % n;
  const near = (c: number) => c === cell || (Math.abs(c - cell) === t.size) || (Math.abs(c - cell) === 1 && Math.floor(c / t.size) === Math.floor(cell / t.size));
  return path.slice(0, g.die + alarms + 1).some(near) ? 1 : 0;
}

/** Where to break in: a tile far from the guard's way to his destination, with open sides to explore from. */
export function entranceScore(t: Table, loc: Loc): number {
  const g = t.guards[0];
  const n = cellsPerFloor(t);
  const walls = floorWalls(t as GameState, 0);
  const open = [1, 2, 4, 8].filter((b) => !(t.walls[loc] & b)).length;
  let near = 9;
  if (g.at !== null) {
    const path = g.dest === null ? [g.at % n] : guardPath(t.size, walls, g.at % n, g.dest % n);
    const dist = distancesFrom(t.size, walls, loc % n);
    for (const c of path) if (dist[c] >= 0) near = Math.min(near, dist[c]);
  }
  const r = Math.floor((loc % n) / t.size), c = (loc % n) % t.size;
  const central = (r > 0 && r < t.size - 1 ? 1 : 0) + (c > 0 && c < t.size - 1 ? 1 : 0);
  return 3 * Math.min(near, 3) + open + central;
}

/**
 * The answer to the open question `t.awaiting` for `seat`, among `legal` (its `choose` actions). With someone at no
 * stealth, first the answers that lose the game at once on no deal (sudden-loss.ts: every room a face-down tile may
 * be, every card a guard drawing may draw), as the planner checks its steps: the rules of thumb below look at guards
 * where they stand and at the tiles as dealt, and brought a burglar into an unseen Foyer beside a guard, or onto a
 * guard's walk past a new card. `deals` are whole states of the seat's view; a whole state is its own.
 */
export function answer(t: Table, seat: number, legal: Action[], deals?: GameState[]): Action {
  const whole = deals ?? (isWholeState(t) ? [t] : null);
  if (whole && legal.length > 1) {
    const safe = answersThatKeepPlaying(whole, legal, byRulesOf);
    if (safe) return byRules(t, seat, safe);
  }
  return byRules(t, seat, legal);
}

/** A whole state (the look-ahead's) rather than a seat's view: its guards hold their decks. */
const isWholeState = (t: Table): t is GameState => t.guards.length > 0 && 'deck' in t.guards[0];

/** The rules of thumb alone, for the questions a checked answer raises in turn. */
const byRulesOf = (s: GameState) => byRules(s, s.awaiting!.player, legalActions(s));

/** The options a question offers among `legal`, each with its action (the first legal action written so, any case).
 * A class rather than closures made at each answer: the look-ahead answers many questions, and the runner names every
 * closure as it is made. */
class Offer {
  readonly options: string[];
  private readonly byText = new Map<string, Action>();
  constructor(private readonly q: Question, private readonly legal: Action[]) {
    for (const a of legal) {
      const text = a.args.join(' ').toLowerCase();
      if (!this.byText.has(text)) this.byText.set(text, a);
    }
    this.options = q.options.filter((o) => this.byText.has(o.toLowerCase()));
  }

  /** The action for option `opt`, or the first legal one. */
  pick(opt: string | undefined): Action {
    return (opt === undefined ? undefined : this.byText.get(opt.toLowerCase())) ?? this.legal[0];
  }

  /** The option offered with the highest score (the first of equals; none offered: the question's first). */
  best(score: (opt: string) => number): Action {
    let top = this.options[0] ?? this.q.options[0], v = -Infinity;
    for (const o of this.options) {
      const x = score(o);
      if (x > v) [top, v] = [o, x];
    }
    return this.pick(top);
  }
}

/** The answer by rules of thumb, among `legal` (the options it offers). */
function byRules(t: Table, seat: number, legal: Action[]): Action {
  const q = t.awaiting!;
  const offer = new Offer(q, legal);
  const options = offer.options;
  const me = t.players[seat];
  switch (q.code) {
    case 'choose-entrance': {
      const n = cellsPerFloor(t);
      return offer.best((o) => {
        const m = /^([A-E])([1-5])$/.exec(o);
        if (!m) return -1;
        const cell = (Number(m[2]) - 1) * t.size + 'ABCDE'.indexOf(m[1]);
        return cell < n ? entranceScore(t, cell) : -1;
      });
    }
    case 'hack-or-alarm':
      return offer.pick(options.includes('hack') ? 'hack' : options.includes('laptop') ? 'laptop' : 'alarm');
    case 'laser-pay-or-trigger':
      return offer.pick('laser:pay');
    case 'accept-gift':
    case 'allow-take':
      return offer.pick('yes');
    case 'orders-consent': {
      // Onto a guard it would lose a stealth token (it is the Rook's turn, not its own): a mate who asks it gains
      // nothing a token is worth, so it says no, whatever it has left.
      const to = parseLoc(t, String(q.params.to));
      const guardThere = to !== null && t.guards[floorOfLoc(t, to)].at === to;
      return offer.pick(guardThere ? 'no' : 'yes');
    }
    case 'alarm-tie': {
      const floor = Number(q.params.floor) - 1;
      const g = t.guards[floor];
      return offer.best((o) => {
        const a = parseLoc(t, o);
        if (a === null || g.at === null) return 0;
        return -seenOnAlarmRound(t, floor, g.at, a);
      });
    }
    case 'rigger-keep-which':
      return offer.best((o) => -TOOL_RANK.indexOf(o as ToolId));
    case 'precognition-top-or-bottom': {
      const rank = EVENT_RANK.indexOf(String(q.params.event) as EventId);
      return offer.pick(rank >= 0 && rank < EVENT_RANK.length / 2 ? 'top' : 'bottom');
    }
    case 'clairvoyance-top-or-bottom': {
      const floor = Number(q.params.floor) - 1;
      const g = t.guards[floor];
      const card = String(q.params.card);
      if (card === 'lost-visual' || g.at === null) return offer.pick('bottom');
      const to = parseLoc(t, `F${floor + 1} ${card}`);
      const from = g.dest ?? g.at;
      return offer.pick(to !== null && playersOnPath(t, floor, from, to) > 0 ? 'bottom' : 'top');
    }
    case 'reroute-which':
      return offer.pick(options.includes('pick-up') ? 'pick-up' : options[0]);
    case 'squeak-pick':
    case 'kitty-where':
    case 'guard-order':
    case 'donuts-which-guard':
      return offer.pick(options[0]);
    case 'throw-voice-pick': {
      // No alarm on the floor (else no question): he walks his die's steps toward the new destination. Nobody on
      // those steps first; then a destination he does not reach this walk, since reaching it draws an unknown card
      // and he walks on, the more steps left the worse, with burglars on his floor.
      const floor = Number(q.params.floor) - 1;
      const g = t.guards[floor];
      const n = cellsPerFloor(t);
      const onFloor = t.players.filter((p) => !p.escaped && p.at !== null && floorOfLoc(t, p.at) === floor).length;
      return offer.best((o) => {
        const a = parseLoc(t, o);
        if (a === null || g.at === null) return 0;
        const path = guardPath(t.size, floorWalls(t as GameState, floor), g.at % n, a % n);
        const walked = path.slice(1, g.die + 1);
        const hits = walked.reduce((c, cell) => c + playersOn(t, floor * n + cell), 0);
        const left = Math.max(0, g.die - (path.length - 1));
        return -100 * hits - (left > 0 ? 1 + left * onFloor : 0);
      });
    }
    case 'peekhole-pick':
    case 'blueprints-where':
      return offer.best((o) => {
        if (o === 'none') return 0;
        const a = parseLoc(t, o);
        return a === null ? -1 : revealValue(t, a);
      });
    case 'go-with-your-gut-pick': {
      const g = me.at === null ? null : t.guards[floorOfLoc(t, me.at)];
      return offer.best((o) => {
        const a = parseLoc(t, o);
        if (a === null) return -9;
        return revealValue(t, a) - (g && g.at === a ? 5 : 0);
      });
    }
    case 'buddy-system-pick': {
      // The buddy brought to this tile: one the guard's coming walk reaches where they stand (at no stealth first),
      // unless it reaches this tile too.
      const here = me.at;
      return offer.best((o) => {
        const p = t.players.find((x) => x.name === o);
        if (!p || p.at === null || here === null) return 0;
        const weight = p.stealth === 0 ? 3 : 1;
        return weight * (inGuardsWay(t, p.at) - inGuardsWay(t, here));
      });
    }
    case 'virus-where':
      return offer.best((o) => {
        const a = parseLoc(t, o);
        if (a === null) return 0;
        const room = t.tiles[a].room;
        // The kind of alarm tiles most often met: the one with the fewest tokens so far.
        return -t.tiles[a].hack + (room === 'computer-fingerprint' ? 0.5 : room === 'computer-laser' ? 0.3 : 0);
      });
    case 'crystal-ball-order':
      return offer.best((o) => -EVENT_RANK.indexOf(o as EventId));
    case 'stethoscope-die':
    case 'stethoscope-face':
      return stethoscope(t, seat, q.code, options, String(q.params.rolls ?? ''), offer);
    case 'thermal-bomb-which-way':
      return offer.pick(options.includes('up') ? 'up' : options[0]);
    case 'crowbar-where':
    case 'dynamite-which-wall':
      return offer.pick(options[0]);
    default:
      return offer.pick(options[0]);
  }
}

/** The Stethoscope: change a die that covers nothing new into a number the safe still needs. */
function stethoscope(t: Table, seat: number, code: string, options: string[], rolls: string, offer: Offer): Action {
  const at = t.players[seat].at;
  const needed = new Set<number>();
  const n = cellsPerFloor(t);
  if (at !== null) {
    // The safe here, or the one above or below (the Peterman's Drill).
    for (const safe of [at, at + n, at - n]) {
      if (safe < 0 || safe >= t.tiles.length || t.tiles[safe].room !== 'safe' || t.tiles[safe].open) continue;
      for (const c of combinationTiles(t as unknown as GameState, safe)) {
        const ct = t.tiles[c];
        if (ct.revealed && !ct.cracked && ct.combo !== null) needed.add(ct.combo);
      }
    }
  }
  if (code === 'stethoscope-die') {
    const dice = rolls.split(' ').map(Number).filter(Boolean);
    // A face that covers nothing, or a second die showing the same face.
    for (const o of options) {
      if (o === 'keep') continue;
      const f = Number(o);
      if (!needed.has(f) || dice.filter((d) => d === f).length > 1) return offer.pick(o);
    }
    return offer.pick('keep');
  }
  for (const o of options) if (needed.has(Number(o))) return offer.pick(o);
  return offer.pick(options[0]);
}

export { cellName };
