// What a thief owes the mates it knows (their identities shown to it), as the crew's plan: a mate whose card stands
// where it reaches a vault being robbed (a standing vault with a token in its zone) is that vault's robber, and a move
// that takes its card out of reach undoes the crew's work unless no other move serves as well. The bot keeps to it
// (thief.ts) and the simulator's `mateOutOfVault` blunder judges it (blunders.ts) with these same measures, so both
// ask the same question: what did the move do for the crew it knows, and what else could it have done.
import type { Action } from '../../../core/types.js';
import { adjacent, lineCells, quadrantOf } from '../engine/grid.js';
import { VAULTS, type RoleId, type Vault } from '../engine/types.js';
import type { NoirView } from '../view.js';
import { shifted, swapped } from './geometry.js';
import { gatherCost, reaches } from './team.js';

/** One vault a known mate is robbing: its card reaches the vault, and a token lies in the vault's zone. */
export interface Robbing {
  seat: number;
  vault: Vault;
}

/** The thieves as one of them knows them: `at` is -1 for a mate whose identity it does not know. */
export interface Crew {
  seat: number;
  role: RoleId | null;
  at: number;
  tokens: Vault[];
  caught: boolean;
}

/**
 * The vaults known mates of `me` are robbing. Tokens in a zone count whoever put them there, but not `me`'s own: it
 * comes back at the start of `me`'s turn (a Safecracker's stays).
 */
export function robbing(crew: readonly Crew[], me: number, robbed: readonly Vault[]): Robbing[] {
  const mine = crew.find((m) => m.seat === me);
  const tokened = new Set<Vault>();
  for (const m of crew) if (m.seat !== me || mine?.role === 'safecracker') for (const z of m.tokens) tokened.add(z);
  const out: Robbing[] = [];
  for (const m of crew) {
    if (m.seat === me || m.caught || m.at < 0) continue;
    for (const z of VAULTS) if (!robbed.includes(z) && tokened.has(z) && reaches(m.role, m.at, z)) out.push({ seat: m.seat, vault: z });
  }
  return out;
}

/** The robbers of `before` whose cards no longer reach their vault in `after` (a vault robbed since is no loss). */
export function sentAway(before: readonly Robbing[], after: readonly Crew[], robbed: readonly Vault[]): Robbing[] {
  return before.filter((r) => {
    if (robbed.includes(r.vault)) return false;
    const m = after.find((x) => x.seat === r.seat);
    return !!m && !m.caught && m.at >= 0 && !reaches(m.role, m.at, r.vault);
  });
}

/** What a move leaves, as the mover can tell: the crew it knows, the officers it knows of, whether the chief acts next. */
export interface Outcome {
  crew: Crew[];
  /** Cells of the uniformed officers that can accuse (not stunned). */
  eyes: number[];
  robbed: readonly Vault[];
  /** The chief acts next (a visible move, or the round's covert actions spent). */
  chiefNext: boolean;
}

/** How far the known crew is from its next vault's fall: the cheapest gathering of three at a standing vault, less
 * ten for each vault robbed. Lower is better. */
export function progress(o: Outcome): number {
  let best = 12;
  for (const z of VAULTS) if (!o.robbed.includes(z)) best = Math.min(best, gatherCost(o.crew, z));
  return best - 10 * o.robbed.length;
}

/** What the crew measure makes of an outcome: chief turns, progress, and who of the known crew stands next to an officer. */
export interface Worth {
  chiefNext: boolean;
  robbed: number;
  progress: number;
  /** How many of the known crew stand next to a working uniformed officer, and whether the mover does. */
  exposed: number;
  moverExposed: boolean;
}

export function worth(o: Outcome, me: number): Worth {
  let exposed = 0, moverExposed = false;
  for (const m of o.crew) {
    if (m.caught || m.at < 0 || !o.eyes.some((e) => adjacent(e, m.at))) continue;
    exposed++;
    if (m.seat === me) moverExposed = true;
  }
  return { chiefNext: o.chiefNext, robbed: o.robbed.length, progress: progress(o), exposed, moverExposed };
}

/** Whether `other` serves the crew as well as `chosen`: no more chief turns (unless it robs a vault), no less progress
 * toward a vault's fall, no more of the crew (nor the mover) left next to an officer. */
export function servesAsWell(other: Worth, chosen: Worth): boolean {
  if (other.chiefNext && !chosen.chiefNext && other.robbed <= chosen.robbed) return false;
  return other.progress <= chosen.progress && other.exposed <= chosen.exposed && (!other.moverExposed || chosen.moverExposed);
}

/** The crew as the viewer knows it, on `grid`. */
export function crewIn(v: NoirView, grid: readonly string[] = v.grid): Crew[] {
  return v.thieves.map((t) => ({
    seat: t.seat, role: t.role, at: t.identity !== null && !t.caught ? grid.indexOf(t.identity) : -1, tokens: [...t.tokens], caught: t.caught,
  }));
}

const key = (a: Action) => [a.verb, ...a.args].join(' ');

/**
 * What thief `me`'s action leaves, as it can tell from its view (the rules' turn order: the chief acts after a visible
 * action, or once the round's covert actions reach the number of thieves); null for an action that moves no card
 * and puts in no token it cannot weigh (a Mimic's choice, a draw: forced anyway).
 */
export function outcomeIn(v: NoirView, me: number, a: Action): Outcome | null {
  const t = v.thieves.find((x) => x.seat === me)!;
  const eyesOf = (grid: readonly string[], officers = v.officers, stunned = v.stunned) =>
    officers.filter((o) => o !== stunned).map((o) => grid.indexOf(o));
  const covertNext = v.covert + 1 >= v.thieves.length;
  let grid: readonly string[] = v.grid, visible = true, lost = false, officers = v.officers, stunned = v.stunned;
  let robbed: readonly Vault[] = v.robbed;
  /** A token into `z`: the vault falls at three (the mover's other tokens came back first, a Safecracker's stay). */
  const into = (z: Vault, mine: number) => {
    const others = v.thieves.reduce((k, x) => k + (x.seat === me ? 0 : x.tokens.filter((y) => y === z).length), 0);
    if (others + mine >= 3) robbed = [...v.robbed, z];
  };
  if (a.verb === 'shift') {
    grid = shifted(v.grid, a.args);
    const line = a.args[0] as 'row' | 'column';
    const cells = lineCells(line, line === 'row' ? Number(a.args[1]) - 1 : 'ABCDEFG'.indexOf(a.args[1]));
    visible = a.args[3] === '2' || (t.role !== 'snitch' && cells.some((c) => v.officers.includes(v.grid[c])));
  } else if (a.verb === 'rob' && t.identity) {
    into(quadrantOf(v.grid.indexOf(t.identity))!, 1);
  } else if (a.verb === 'ability' && t.identity) {
    const [word, arg] = a.args;
    if (word === 'hack') into(arg.toUpperCase() as Vault, 1);
    else if (word === 'crack') {
      const q = quadrantOf(v.grid.indexOf(t.identity));
      if (q && t.tokens.length === 1 && t.tokens[0] === q && !v.robbed.includes(q)) into(q, 2);
    } else if (word === 'stun') stunned = arg;
    else if (word === 'kill') officers = v.officers.filter((o) => o !== arg);
    else if (word === 'vanish' || word === 'mimic') lost = true;
    else if (word === 'swap') {
      grid = swapped(v.grid, t.identity, arg);
      visible = t.role === 'insider';
    } else return null;
  } else return null;
  const crew = crewIn(v, grid).map((m) => (m.seat === me && lost ? { ...m, at: -1 } : m));
  return { crew, eyes: eyesOf(grid, officers, stunned), robbed, chiefNext: robbed.length < 4 && (visible || covertNext) };
}

/**
 * The actions thief `me` must not take: each takes a known mate's card out of reach of a vault it is robbing while
 * another of its legal actions keeps every such mate in reach and serves the crew as well (`servesAsWell`). Keys are
 * the actions as `verb args…`.
 */
export function barred(v: NoirView, me: number, legal: readonly Action[]): Set<string> {
  const out = new Set<string>();
  const robbers = robbing(crewIn(v), me, v.robbed);
  if (robbers.length === 0) return out;
  const sending: { a: Action; w: Worth }[] = [], keeping: Worth[] = [];
  for (const a of legal) {
    const o = a.verb === 'show' ? null : outcomeIn(v, me, a);
    if (!o) continue;
    if (sentAway(robbers, o.crew, o.robbed).length) sending.push({ a, w: worth(o, me) });
    else keeping.push(worth(o, me));
  }
  for (const { a, w } of sending) if (keeping.some((k) => servesAsWell(k, w))) out.add(key(a));
  return out;
}
