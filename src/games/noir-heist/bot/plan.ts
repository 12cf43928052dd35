// The thieves' team plan, turn by turn: a beam search over the coming thief turns in seat order (each a rob, a
// one-cell shift of a line holding a known thief, or a move that changes nothing for the team), counting the chief
// turns it hands out exactly as the rules do (one per visible action, one when the covert actions reach the number of
// thieves), until a vault falls (of plans that cost the same, the one leaving the team nearest the next vault). Robs
// give the chief his turn anyway and start the covert count again, so shifts between them are free: the search finds
// the order of robs and shifts that wastes the fewest chief turns. Every thief searches the same public grid with the
// same shown identities and no randomness, so they agree on the plan and each one whose turn comes takes its next step.
import { adjacent, quadrantOf, SIZE } from '../engine/grid.js';
import { VAULTS, type RoleId, type Vault } from '../engine/types.js';
import type { NoirView } from '../view.js';
import { stepsTo } from './geometry.js';
import { reachTable, ThreeSmallest, type Mate } from './team.js';
import { LINE, linesHolding, MOVED, reverses, SHIFTS, type UnstickShift } from './unstick.js';

/** A plan's first step: a shift, a token into a vault (rob, hack, or a Master Safecracker's second), or a move that
 * leaves the team as it stands. */
export type PlanStep = { kind: 'shift'; shift: UnstickShift } | { kind: 'rob'; vault: Vault } | { kind: 'crack'; vault: Vault } | { kind: 'idle' };

interface Node {
  pos: number[];
  eyes: number[];
  /** Per thief: the vault index its token lies in (-1: none) and how many (a Master Safecracker may have two there). */
  tok: number[];
  cnt: number[];
  robbed: boolean[];
  covert: number;
  cost: number;
  last: number;
  falls: number;
  first: PlanStep | null;
  score: number;
}

/** Beam width and how many rounds of thief turns are searched. */
const WIDTH = 10;
const ROUNDS = 2;
/** At most this many turns (the search grows with the table). */
const MAX_TURNS = 8;
/** What one step of distance from a vault is worth in chief turns (shifts are mostly covert: free between robs). */
const LAMBDA = 0.35;
/** How much the team's distance from the next vault counts once a plan's vault has fallen. */
const NEXT = 1;

const QUAD = Array.from({ length: SIZE * SIZE }, (_, i) => {
  const q = quadrantOf(i);
  return q ? VAULTS.indexOf(q) : -1;
});
const DIST: number[][] = Array.from({ length: SIZE * SIZE }, (_, i) => VAULTS.map((z) => stepsTo(i, z)));

/** The first `width` of `nodes` sorted stably by score (a node after those of its score met before it), without
 * sorting them all. */
function bestFirst(nodes: Node[], width: number): Node[] {
  const kept: Node[] = [];
  for (const nd of nodes) {
    if (kept.length === width && nd.score >= kept[width - 1].score) continue;
    let k = kept.length;
    while (k > 0 && kept[k - 1].score > nd.score) k--;
    kept.splice(k, 0, nd);
    if (kept.length > width) kept.pop();
  }
  return kept;
}

/** A copy of `nd` holding `tok` and `cnt` (the rest shared: a step that changes a list writes a new one). Written out
 * rather than spread: the search makes one for every step it weighs. */
function copyOf(nd: Node, tok: number[], cnt: number[]): Node {
  return {
    pos: nd.pos, eyes: nd.eyes, tok, cnt, robbed: nd.robbed, covert: nd.covert, cost: nd.cost, last: nd.last,
    falls: nd.falls, first: nd.first, score: nd.score,
  };
}

/** The three smallest distances of a vault's robbers, for estimate() and nearest(). */
const shortest = new ThreeSmallest();

export interface PlanInput {
  v: NoirView;
  team: Mate[];
  /** Index (seat order) of the thief about to act. */
  me: number;
  /** What each thief standing next to a working uniformed officer costs at each chief turn the plan hands out (by
   * thief index: more for a thief whose record is small). */
  exposure: number[];
  /** Whether the first step's shift is legal for this thief. */
  allowed: (s: UnstickShift) => boolean;
  /** Thieves who will not put a token in (by index): their record says the chief would catch them first. */
  holds?: (i: number) => boolean;
  /** What a token costs (in chief turns) that its vault cannot fall with before it comes back, the cards standing as
   * they are (a lone rob: it shows the quadrant and counts only if a shift brings a third thief in). */
  lone?: number;
  /** What a token of thief i into vault z costs (chief turns) by how far it narrows i's public record (by index). */
  narrowing?: number[][];
}

/** The first step of the cheapest plan found, or null when the team knows too few of its own to plan. */
export function teamPlan({ v, team, me, exposure, allowed, holds = () => false, lone = 0, narrowing }: PlanInput): PlanStep | null {
  const n = team.length;
  const pos0 = team.map((m) => (m.at === null || m.caught ? -1 : m.at));
  if (pos0.filter((x) => x >= 0).length < 3) return null;
  const roles: (RoleId | null)[] = team.map((m) => m.role);
  const reachOf = roles.map(reachTable);
  const reach = (i: number, at: number, z: number) => at >= 0 && reachOf[i][at * 4 + z] === 1;
  const uniformed = v.officers.map((o) => v.grid.indexOf(o));
  const working = v.officers.map((o) => o !== v.stunned);
  const standing = VAULTS.filter((z) => !v.robbed.includes(z)).length;
  // One vault's fall: two made the search deeper and slower, and no better.
  const goal = Math.min(1, standing);
  const tok0 = team.map((m) => (m.tokens.length ? VAULTS.indexOf(m.tokens[0]) : -1));
  const cnt0 = team.map((m) => m.tokens.length);

  const exposed = (nd: Node): number => {
    let k = 0;
    for (let i = 0; i < nd.pos.length; i++) {
      const at = nd.pos[i];
      if (at < 0 || !(exposure[i] > 0)) continue;
      for (let j = 0; j < nd.eyes.length; j++) {
        if (working[j] && adjacent(nd.eyes[j], at)) {
          k += exposure[i];
          break;
        }
      }
    }
    return k;
  };
  /** Chief turns still needed, as best one can tell: the robs each vault lacks plus the distance of its robbers (the
   * `lack` shortest, a missing one 6), the `need` smallest vaults' sums. Asked of every node: no array is made. */
  const per = new Float64Array(4);
  const estimate = (nd: Node): number => {
    const need = goal - nd.falls;
    if (need <= 0) return 0;
    let vaults = 0;
    for (let z = 0; z < 4; z++) {
      if (nd.robbed[z]) continue;
      let have = 0;
      shortest.clear();
      for (let i = 0; i < n; i++) {
        if (nd.tok[i] === z) have += nd.cnt[i];
        else if (nd.pos[i] >= 0 && !holds(i)) {
          shortest.add(reach(i, nd.pos[i], z) ? 0 : DIST[nd.pos[i]][z]);
          if (roles[i] === 'master-safecracker') shortest.add(reach(i, nd.pos[i], z) ? 1 : DIST[nd.pos[i]][z] + 1);
        }
      }
      const lack = Math.max(0, 3 - have);
      let dist = 0;
      for (let k = 0; k < lack; k++) dist += shortest.nth(k, 6);
      // In order, smallest first (a few at most).
      let k = vaults++;
      const value = lack + LAMBDA * dist;
      for (; k > 0 && per[k - 1] > value; k--) per[k] = per[k - 1];
      per[k] = value;
    }
    let h = 0;
    for (let k = 0; k < need; k++) h += k < vaults ? per[k] : 0;
    return h;
  };

  /** The team's distance from gathering three at the nearest standing vault. */
  const nearest = (nd: Node): number => {
    let best = Infinity;
    for (let z = 0; z < 4; z++) {
      if (nd.robbed[z]) continue;
      shortest.clear();
      for (let i = 0; i < n; i++) if (nd.pos[i] >= 0) shortest.add(reach(i, nd.pos[i], z) ? 0 : DIST[nd.pos[i]][z]);
      best = Math.min(best, shortest.nth(0, 6) + shortest.nth(1, 6) + shortest.nth(2, 6));
    }
    return best === Infinity ? 0 : best;
  };
  /** Whether the vault `z`, holding `have` tokens after thief `i` put its own in, falls before `i` acts again with the
   * cards where they stand: the thieves after it in seat order take their tokens back and, in reach, put one in. */
  const fallsInTurn = (nd: Node, i: number, z: number, have: number): boolean => {
    let count = have;
    for (let k = 1; k < n && count < 3; k++) {
      const j = (i + k) % n;
      const had = nd.tok[j] === z ? nd.cnt[j] : 0;
      const keeps = roles[j] === 'safecracker';
      if (nd.pos[j] >= 0 && !holds(j) && reach(j, nd.pos[j], z)) {
        const crack = roles[j] === 'master-safecracker' && had === 1 && QUAD[nd.pos[j]] === z;
        count += (crack ? 2 : keeps ? Math.max(had, 1) : 1) - had;
      } else if (!keeps) count -= had;
    }
    return count >= 3;
  };
  const start: Node = {
    pos: pos0, eyes: uniformed, tok: tok0, cnt: cnt0, robbed: VAULTS.map((z) => v.robbed.includes(z)), covert: v.covert,
    cost: 0, last: v.lastShift ? SHIFTS.findIndex((s) => s.line === v.lastShift!.line && s.index === v.lastShift!.index && s.dir === v.lastShift!.dir && v.lastShift!.dist === 1) : -1,
    falls: 0, first: null, score: 0,
  };
  let beam: Node[] = [start];
  let best: Node | null = null;
  // The lines holding a thief of the node being expanded, each once, in the order its cards name them.
  const lines = new Int8Array(SHIFTS.length);
  const depth = Math.min(ROUNDS * n, MAX_TURNS);
  for (let t = 0; t < depth && beam.length; t++) {
    const i = (me + t) % n;
    const children: Node[] = [];
    const bound = (best as Node | null)?.score ?? Infinity;
    for (const nd of beam) {
      const at = nd.pos[i];
      // Start of the turn: the token comes back (a Safecracker's stays; a Master Safecracker's when he cracks).
      const keeps = roles[i] === 'safecracker';
      const push = (child: Node) => {
        child.score = child.cost + estimate(child);
        if (child.score >= bound + 1e-9) return;
        if (child.falls >= goal) {
          // Of plans that cost the same, the one that leaves the team nearer the next vault.
          child.score = child.cost + (child.robbed.every((r) => r) ? 0 : NEXT * LAMBDA * nearest(child));
          if (!best || child.score < best.score - 1e-9) best = child;
          return;
        }
        children.push(child);
      };
      const chiefTurn = (child: Node, visible: boolean) => {
        if (visible || child.covert + 1 >= n) {
          child.covert = 0;
          child.cost += 1 + exposed(child);
          child.last = -1;
        } else child.covert++;
      };
      const base = (): Node => copyOf(nd, nd.tok.slice(), nd.cnt.slice());
      if (at < 0) {
        // A caught thief draws, an unknown one is taken to do nothing for the plan: covert either way.
        const c = base();
        if (!keeps) (c.tok[i] = -1), (c.cnt[i] = 0);
        chiefTurn(c, false);
        c.first ??= { kind: 'idle' };
        push(c);
        continue;
      }
      // A token into a vault: rob (or hack), or the Master Safecracker's second.
      for (let z = 0; z < 4; z++) {
        if (nd.robbed[z] || !reach(i, at, z) || holds(i)) continue;
        const crack = roles[i] === 'master-safecracker' && nd.tok[i] === z && nd.cnt[i] === 1 && QUAD[at] === z;
        if (!crack && keeps && nd.tok[i] === z) continue;
        const c = base();
        if (crack) c.cnt[i] = 2;
        else (c.tok[i] = z), (c.cnt[i] = 1);
        let have = 0;
        for (let k = 0; k < n; k++) if (c.tok[k] === z) have += c.cnt[k];
        c.first ??= crack ? { kind: 'crack', vault: VAULTS[z] } : { kind: 'rob', vault: VAULTS[z] };
        if (lone && have < 3 && !fallsInTurn(c, i, z, have)) c.cost += lone;
        if (narrowing) c.cost += narrowing[i][z];
        if (have >= 3) {
          c.robbed = c.robbed.map((r, k) => r || k === z);
          for (let k = 0; k < n; k++) if (c.tok[k] === z) (c.tok[k] = -1), (c.cnt[k] = 0);
          c.falls++;
          // The rob that takes the last vault ends the game before the chief moves.
          if (c.robbed.every((r) => r)) {
            c.first ??= { kind: 'rob', vault: VAULTS[z] };
            push(c);
            continue;
          }
        }
        chiefTurn(c, true);
        push(c);
      }
      // The token comes back for any move that is not a token into a vault. The moves below share its tokens: a
      // later step that puts one in copies them first (base()).
      const moved = base();
      if (!keeps) (moved.tok[i] = -1), (moved.cnt[i] = 0);
      // A move that changes nothing for the team (a covert shift of a line with no thief of it and no officer).
      {
        const c = copyOf(moved, moved.tok, moved.cnt);
        chiefTurn(c, false);
        c.first ??= { kind: 'idle' };
        push(c);
      }
      const found = linesHolding(nd.pos, lines);
      for (let l = 0; l < found; l++) {
        const k = lines[l];
        if (nd.last >= 0 && reverses(SHIFTS[k], SHIFTS[nd.last])) continue;
        if (nd.first === null && !allowed(SHIFTS[k])) continue;
        const line = LINE[k], to = MOVED[k];
        let visible = false;
        if (roles[i] !== 'snitch') for (let j = 0; j < nd.eyes.length && !visible; j++) visible = line[nd.eyes[j]];
        const c = copyOf(moved, moved.tok, moved.cnt);
        const pos = nd.pos.slice(), eyes = nd.eyes.slice();
        for (let j = 0; j < pos.length; j++) if (pos[j] >= 0) pos[j] = to[pos[j]];
        for (let j = 0; j < eyes.length; j++) eyes[j] = to[eyes[j]];
        c.pos = pos;
        c.eyes = eyes;
        c.last = k;
        chiefTurn(c, visible);
        c.first ??= { kind: 'shift', shift: SHIFTS[k] };
        push(c);
      }
    }
    // The best few go on, in the order a stable sort gives (the same order for every thief).
    beam = bestFirst(children, WIDTH);
  }
  const found = best as Node | null;
  if (found) return found.first;
  return null;
}
