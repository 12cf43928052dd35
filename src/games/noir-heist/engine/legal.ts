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

function shifts(s: NoirState, seat: number, max: number): string[][] {
  const out: string[][] = [];
  for (const line of ['row', 'column'] as const) {
    for (let index = 0; index < 7; index++) {
      for (const dir of line === 'row' ? (['east', 'west'] as const) : (['north', 'south'] as const)) {
        for (let dist = 1; dist <= max; dist++) {
          const m: LastShift = { line, index, dir, dist };
          if (!shiftProblem(s, seat, m)) out.push(shiftArgs(m));
        }
      }
    }
  }
  return out;
}

export function legalActions(s: NoirState, seat: number): Action[] {
  if (s.outcome) return [];
  const act = (verb: string, args: string[] = []): Action => ({ player: seat, verb, args });
  const t = s.thieves.find((x) => x.seat === seat);
  const out: Action[] = [];
  const mine = waitingOn(s).includes(seat);
  if (mine && !t) {
    out.push(...shifts(s, seat, 1).map((a) => act('shift', a)));
    out.push(...swaps(s).map(([o, n]) => act('swap', [o, n])));
    out.push(...accusable(s).map((n) => act('accuse', [n])));
    out.push(...SQUARE_TOPS.map((i) => act('search', [cellName(i)])));
  }
  if (mine && t) {
    if (s.mimic) out.push(...s.mimic.options.map((n) => act('choose', [n])));
    else if (t.caught) out.push(act('draw'));
    else {
      const role = ROLES[t.role!];
      out.push(...shifts(s, seat, role.maxShift ?? 1).map((a) => act('shift', a)));
      if (!robProblem(s, t)) out.push(act('rob'));
      if (role.ability) out.push(...role.ability.targets(s, afterReturn(t, role.ability.keepsToken)).map((a) => act('ability', [role.ability!.word, ...a])));
    }
  }
  if (t) out.push(...showTargets(s, t).map((o) => act('show', [s.names[o]])));
  return out;
}
