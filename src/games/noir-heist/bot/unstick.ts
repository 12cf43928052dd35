// The thieves' team plan: the cheapest run of shifts that puts three of them where they reach one standing vault. Each
// thief searches the same public grid with the same known identities in the same order, so they agree on the run and
// each one whose turn comes takes its next step; runs that hand the chief fewer turns (covert shifts) go first.
import { adjacent, lineCells, SIZE } from '../engine/grid.js';
import { VAULTS, type LastShift } from '../engine/types.js';
import type { NoirView } from '../view.js';
import { HISTORY } from './past.js';
import { reaches, reachTable, type Mate } from './team.js';

/** Rounds (of all thieves' turns) without a token put into a vault before the team follows its plan: 0, always (it
 * was 3, a way out of a stall, before the plan became how the team plays). */
export const STALLED_ROUNDS = 0;
/** The longest run of shifts searched (at most 16 shifts a step, of the lines holding a known thief: 16⁴ runs). */
const DEPTH = 4;

/** A one-cell shift of a row or column (index from 0). */
export interface UnstickShift { line: 'row' | 'column'; index: number; dir: LastShift['dir'] }
type Shift = UnstickShift;

export const SHIFTS: Shift[] = [];
for (const line of ['row', 'column'] as const) {
  for (let index = 0; index < SIZE; index++) {
    for (const dir of line === 'row' ? (['east', 'west'] as const) : (['north', 'south'] as const)) SHIFTS.push({ line, index, dir });
  }
}
/** A run's search lists the lines it may shift at each level here (LINES[left]), rather than in a new set per step. */
const LINES = Array.from({ length: DEPTH + 1 }, () => new Int8Array(SHIFTS.length));
/** BY_CELL[i]: the shifts (indices into SHIFTS) that move the card at cell i. */
const BY_CELL: number[][] = Array.from({ length: SIZE * SIZE }, () => []);
/** The shifts of the lines holding a card at `pos` (-1: none), each once, in the order the cards name them, written
 * into `lines`; how many. The searches list them at every position they weigh, with no set made. */
export function linesHolding(pos: readonly number[], lines: Int8Array): number {
  let found = 0;
  for (let taken = 0, p = 0; p < pos.length; p++) {
    if (pos[p] < 0) continue;
    for (const k of BY_CELL[pos[p]]) if (!(taken & (1 << k))) (taken |= 1 << k), (lines[found++] = k);
  }
  return found;
}
export const reverses = (a: Shift, b: Shift) => a.line === b.line && a.index === b.index && a.dir !== b.dir;

/** MOVED[k][i]: where a card at cell i is after SHIFTS[k]; LINE[k][i]: whether SHIFTS[k] moves cell i. */
export const MOVED: number[][] = [];
export const LINE: boolean[][] = [];
for (const s of SHIFTS) {
  const cells = lineCells(s.line, s.index);
  const step = s.dir === 'east' || s.dir === 'south' ? 1 : -1;
  const to = Array.from({ length: SIZE * SIZE }, (_, i) => i);
  const inLine = Array.from({ length: SIZE * SIZE }, () => false);
  cells.forEach((c, k) => {
    to[c] = cells[(k + step + SIZE) % SIZE];
    inLine[c] = true;
  });
  MOVED.push(to);
  LINE.push(inLine);
  for (const c of cells) BY_CELL[c].push(MOVED.length - 1);
}

/** Thief turns since the last token went into a vault (a rob, hack or crack), counted from the public log (no further
 * back than HISTORY events: a longer stall counts as that long). */
export function turnsSinceToken(v: NoirView): number {
  const thieves = new Set(v.thieves.map((t) => v.names[t.seat]));
  let turns = 0;
  for (let i = v.log.length - 1; i >= Math.max(0, v.log.length - HISTORY); i--) {
    const e = v.log[i];
    if (e.code === 'robbed' || e.code === 'hacked' || e.code === 'cracked') return turns;
    if (typeof e.params.who === 'string' && thieves.has(e.params.who) && !e.params.chief && TURN_CODES.has(e.code)) turns++;
  }
  return turns;
}

const TURN_CODES = new Set(['shifted', 'crack-nothing', 'stunned', 'killed', 'vanished', 'mimicking', 'insider-swapped', 'saboteur-swapped', 'redrew']);

/** Whether three of the team (a Master Safecracker counts twice) reach one standing vault from these cells. */
function gathered(v: NoirView, team: Mate[], at: number[]): boolean {
  for (const z of VAULTS) {
    if (v.robbed.includes(z)) continue;
    let k = 0;
    team.forEach((m, i) => {
      if (at[i] >= 0 && reaches(m.role, at[i], z)) k += m.role === 'master-safecracker' ? 2 : 1;
    });
    if (k >= 3) return true;
  }
  return false;
}

/**
 * The first shift of the cheapest run (up to DEPTH shifts of lines that hold a known thief) that gathers the team,
 * among `allowed` (this thief's legal one-cell shifts). A run's cost is the chief turns it hands out: one per visible
 * shift (a line holding a uniformed officer), `reveal` for each shift of the line holding its maker's own card (a
 * chief who reads shifts learns the line; the thieves take the steps in seat order from `me`), and one more when its covert shifts fill the round's count of covert
 * actions (`v.covert` so far), and `care` for each thief it leaves next to a working uniformed officer; ties go to
 * the shorter run, then to the first found. Null when the team is gathered
 * already, knows too few of its own, or no run is that short.
 */
export function unstickShift(v: NoirView, team: Mate[], allowed: (s: Shift) => boolean, care = 0, reveal = 0, me = 0): Shift | null {
  const at = team.map((m) => (m.at === null || m.caught ? -1 : m.at));
  if (at.filter((x) => x >= 0).length < 3 || gathered(v, team, at)) return null;
  // gathered() where shift k leaves the team, looked up (asked at every end of a run searched).
  const reachOf = team.map((m) => reachTable(m.role));
  const worth = team.map((m) => (m.role === 'master-safecracker' ? 2 : 1));
  const standing = VAULTS.flatMap((z, index) => (v.robbed.includes(z) ? [] : [index]));
  const gatheredAfter = (pos: number[], k: number): boolean => {
    for (const z of standing) {
      let count = 0;
      for (let i = 0; i < pos.length; i++) if (pos[i] >= 0 && reachOf[i][MOVED[k][pos[i]] * 4 + z] === 1) count += worth[i];
      if (count >= 3) return true;
    }
    return false;
  };
  const officers = v.officers.map((o) => v.grid.indexOf(o));
  const working = v.officers.map((o) => o !== v.stunned);
  const n = v.thieves.length;
  // `care`: what each thief of the run's end standing next to a working uniformed officer adds to its cost.
  // Where shift `s` leaves them (no arrays made: asked at every end of a run searched).
  const exposedAfter = (pos: number[], eyes: number[], s: number) => {
    const to = MOVED[s];
    let k = 0;
    for (const i of pos) {
      if (i < 0) continue;
      for (let j = 0; j < eyes.length; j++) {
        if (working[j] && adjacent(to[eyes[j]], to[i])) {
          k++;
          break;
        }
      }
    }
    return k * care;
  };
  // Deepening one step at a time, so a short run is found before any longer one is tried; a longer run is taken
  // only when it hands the chief fewer turns.
  let best: { first: number; cost: number } | null = null;
  const cheapest = () => (best as { cost: number } | null)?.cost ?? Infinity;
  for (let depth = 1; depth <= DEPTH && cheapest() > 0; depth++) {
    // `visible`: the chief turns the run has handed out so far; `count`: the covert actions since his last turn (a
    // visible step gives him a turn and starts the count again; the count reaching the number of thieves does too).
    const search = (pos: number[], eyes: number[], left: number, first: number, last: number, visible: number, count: number): void => {
      // The lines holding a thief, in the order its cards name them (each once); a list per level of the run.
      const lines = LINES[left];
      const found = linesHolding(pos, lines);
      // The thief who makes this step (they take turns in seat order, from `me`) and where its own card stands.
      const mover = pos[(me + depth - left) % team.length];
      for (let l = 0; l < found; l++) {
        const k = lines[l];
        if (last >= 0 && reverses(SHIFTS[k], SHIFTS[last])) continue;
        if (first < 0 && !allowed(SHIFTS[k])) continue;
        let shown = false;
        for (let j = 0; j < eyes.length && !shown; j++) shown = LINE[k][eyes[j]];
        const turn = shown || count + 1 >= n;
        const seen = visible + (turn ? 1 : 0) + (reveal && mover >= 0 && LINE[k][mover] ? reveal : 0);
        if (seen >= cheapest()) continue;
        const f = first < 0 ? k : first;
        if (left === 1) {
          // Whether the run gathers the team first: most runs do not, and then what they expose does not matter.
          if (!gatheredAfter(pos, k)) continue;
          const cost = seen + (care ? exposedAfter(pos, eyes, k) : 0);
          if (cost < cheapest()) best = { first: f, cost };
        } else search(pos.map((i) => (i < 0 ? i : MOVED[k][i])), eyes.map((e) => MOVED[k][e]), left - 1, f, k, seen, turn ? 0 : count + 1);
      }
    };
    search(at, officers, depth, -1, -1, 0, v.covert);
  }
  return best ? SHIFTS[(best as { first: number }).first] : null;
}
