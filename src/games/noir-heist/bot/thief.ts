// The thief bot: from its own view only (its identity, what others showed it). Robs when it stands in a quadrant
// whose vault it can rob, uses its role when that helps, and otherwise walks its identity toward a useful quadrant
// with covert shifts, away from officers.
import type { Rng } from '../../../core/rng.js';
import type { Action } from '../../../core/types.js';
import { lineCells, quadrantOf } from '../engine/grid.js';
import { VAULTS, type Vault } from '../engine/types.js';
import type { NoirView } from '../view.js';
import { afterShift, cellIndex, distanceTo, nextToOfficer } from './geometry.js';

/** How exposed a cell is to accusation: officers next to it, or one step from it. */
function danger(at: number, officers: number[]): number {
  let d = 0;
  for (const o of officers) {
    const k = Math.max(Math.abs((at % 7) - (o % 7)), Math.abs(Math.floor(at / 7) - Math.floor(o / 7)));
    d += k <= 1 ? 4 : k === 2 ? 1.5 : 0;
  }
  return d;
}

const pick = <T>(rng: Rng, xs: T[]): T => xs[rng.int(xs.length)];

function targets(v: NoirView, seat: number): Vault[] {
  const me = v.thieves.find((t) => t.seat === seat)!;
  // Tokens come back at the start of the turn, so the vault of one's own token is still worth robbing again.
  const open = VAULTS.filter((z) => !v.robbed.includes(z) && (me.role !== 'safecracker' || !me.tokens.includes(z)));
  // Prefer vaults others already put tokens in: fewer robs to finish them.
  const count = (z: Vault) => v.thieves.reduce((n, t) => n + t.tokens.filter((x) => x === z).length, 0);
  return open.sort((a, b) => count(b) - count(a));
}

export function thiefMove(v: NoirView, seat: number, legal: Action[], rng: Rng): Action {
  const me = v.thieves.find((t) => t.seat === seat)!;
  const of = (verb: string) => legal.filter((a) => a.verb === verb && a.player === seat);
  const turnActs = legal.filter((a) => a.verb !== 'show');
  if (turnActs.length === 0) return legal[0];
  const choose = of('choose');
  if (choose.length) {
    const good = choose.filter((a) => {
      const q = quadrantOf(cellIndex(v, a.args[0]));
      return q !== null && !v.robbed.includes(q);
    });
    return pick(rng, good.length ? good : choose);
  }
  if (of('draw').length) return of('draw')[0];
  const here = cellIndex(v, me.identity!);
  const others = (z: Vault) => v.thieves.reduce((n, t) => n + (t.seat === seat ? 0 : t.tokens.filter((x) => x === z).length), 0);
  const q = quadrantOf(here);
  const busiest = Math.max(...VAULTS.filter((z) => !v.robbed.includes(z)).map(others));
  // Rob to join a vault others are robbing, or to start one when nobody is robbing anywhere.
  if (of('rob').length && q && (others(q) >= 2 || (!nextToOfficer(v, here) && (others(q) >= busiest || me.tokens.includes(q))))) return of('rob')[0];
  const ability = of('ability');
  const word = ability[0]?.args[0];
  if (word === 'hack') return ability[0];
  if (word === 'crack') {
    if (q && me.tokens.length === 1 && me.tokens[0] === q) return ability[0];
  }
  if ((word === 'vanish' || word === 'mimic') && me.suspects.length <= 6) return ability[0];
  if (word === 'kill') return pick(rng, ability);
  if (word === 'stun' && !ability.some((a) => a.args[1] === v.stunned)) return pick(rng, ability);

  const goals = targets(v, seat);
  // The Insider's swap shows everyone which card moved (its identity): worth it once the record has all but found
  // that identity anyway, to land in a vault's quadrant with no other officer next to it, and rob there next.
  if (me.role === 'insider' && word === 'swap' && me.suspects.length <= 2 && goals.length) {
    const landing = ability.map((a): [Action, number] => {
      const to = cellIndex(v, a.args[1]);
      const others = v.officers.filter((o) => o !== v.stunned && o !== a.args[1]).map((o) => cellIndex(v, o));
      const q2 = quadrantOf(to);
      return [a, q2 && goals.includes(q2) ? danger(to, [...others, here]) : Infinity];
    }).reduce((a, b) => (b[1] < a[1] ? b : a));
    if (landing[1] < 4 && !(q && goals.includes(q) && !nextToOfficer(v, here))) return landing[0];
  }
  const shifts = of('shift');
  const visibleLine = (a: Action) => {
    if (me.role === 'snitch') return false;
    if (a.args[3] === '2') return true;
    const index = a.args[0] === 'row' ? Number(a.args[1]) - 1 : 'ABCDEFG'.indexOf(a.args[1]);
    return lineCells(a.args[0] as 'row' | 'column', index).some((c) => v.officers.includes(v.grid[c]));
  };
  // The fewer names the public record leaves for this identity, the more an officer nearby matters.
  const exposed = me.suspects.length <= 3 ? 2.5 : me.suspects.length <= 9 ? 1.5 : 1;
  const score = (a: Action) => {
    const to = afterShift(here, a.args);
    const officers = v.officers.filter((o) => o !== v.stunned).map((o) => afterShift(cellIndex(v, o), a.args));
    const d = goals.length ? Math.min(...goals.map((g, k) => distanceTo(to, g) + k * 0.3)) : 0;
    return d * 3 + danger(to, officers) * exposed + (visibleLine(a) ? 6 : 0) + (to === here ? 0.5 : 0) + rng.int(100) / 100;
  };
  // A Saboteur's covert swap is a step in any of 8 directions: weigh it like a shift.
  const swapScore = (a: Action) => {
    const to = cellIndex(v, a.args[1]);
    const officers = v.officers.filter((o) => o !== v.stunned && o !== a.args[1]).map((o) => cellIndex(v, o));
    const d = goals.length ? Math.min(...goals.map((g, k) => distanceTo(to, g) + k * 0.3)) : 0;
    return d * 3 + danger(to, officers) * exposed + rng.int(100) / 100;
  };
  const moves: [Action, number][] = [
    ...shifts.map((a): [Action, number] => [a, score(a)]),
    ...(me.role === 'saboteur' ? ability.map((a): [Action, number] => [a, swapScore(a)]) : []),
  ];
  if (moves.length) return moves.reduce((a, b) => (b[1] < a[1] ? b : a))[0];
  return pick(rng, turnActs);
}
