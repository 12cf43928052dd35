// Every legal action of a seat now, computed only from what that seat may know (its own identity, for the chief
// the plainclothes officer). The rules themselves are in thief.ts, chief.ts, shift.ts and roles/.
import type { Action } from '../../../core/types.js';
import { accusable, swaps } from './chief.js';
import { cellName, SQUARE_TOPS } from './grid.js';
import { ROLES } from './roles/index.js';
import { shiftArgs, shiftProblem } from './shift.js';
import { afterReturn, robProblem, showTargets } from './thief.js';
import { waitingOn } from './turns.js';
import type { LastShift, NoirState } from './types.js';

/** Every shift of the board, each with its words (a row or column, each way, by 1 or 2), in the order they are
 * offered: made once. Read only: legal actions share their words (no one changes an action). */
const SHIFTS: readonly { m: Readonly<LastShift>; args: readonly string[] }[] = (() => {
  const out: { m: LastShift; args: string[] }[] = [];
  for (const line of ['row', 'column'] as const) {
    for (let index = 0; index < 7; index++) {
      for (const dir of line === 'row' ? (['east', 'west'] as const) : (['north', 'south'] as const)) {
        for (let dist = 1; dist <= 2; dist++) {
          const m: LastShift = { line, index, dir, dist };
          out.push({ m, args: shiftArgs(m) });
        }
      }
    }
  }
  return out;
})();

/** Every shift this seat may make, up to `max` cards (1 or 2), as actions (pushed onto `out`). */
function shifts(out: Action[], s: NoirState, seat: number, max: number): void {
  for (let k = 0; k < SHIFTS.length; k++) {
    const { m, args } = SHIFTS[k];
    if (m.dist <= max && !shiftProblem(s, seat, m)) out.push({ player: seat, verb: 'shift', args: args as string[] });
  }
}

export function legalActions(s: NoirState, seat: number): Action[] {
  if (s.outcome) return [];
  const t = s.thieves.find((x) => x.seat === seat);
  const out: Action[] = [];
  const mine = waitingOn(s).includes(seat);
  if (mine && !t) {
    shifts(out, s, seat, 1);
    for (const [o, n] of swaps(s)) out.push({ player: seat, verb: 'swap', args: [o, n] });
    for (const n of accusable(s)) out.push({ player: seat, verb: 'accuse', args: [n] });
    for (const i of SQUARE_TOPS) out.push({ player: seat, verb: 'search', args: [cellName(i)] });
  }
  if (mine && t) {
    if (s.mimic) for (const n of s.mimic.options) out.push({ player: seat, verb: 'choose', args: [n] });
    else if (t.caught) out.push({ player: seat, verb: 'draw', args: [] });
    else {
      const role = ROLES[t.role!];
      shifts(out, s, seat, role.maxShift ?? 1);
      if (!robProblem(s, t)) out.push({ player: seat, verb: 'rob', args: [] });
      if (role.ability) {
        const word = role.ability.word;
        for (const a of role.ability.targets(s, afterReturn(t, role.ability.keepsToken))) out.push({ player: seat, verb: 'ability', args: [word, ...a] });
      }
    }
  }
  if (t) for (const o of showTargets(s, t)) out.push({ player: seat, verb: 'show', args: [s.names[o]] });
  return out;
}
