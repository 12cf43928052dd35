// Shifting a row or column (thieves and chief): the written form, the no-undo rule, when a thief's shift is visible
// (a uniformed officer in the line; Runner and Snitch differ, roles/), and the chief's stunned-officer limit.
import { refuse, type Ctx } from './ctx.js';
import { COLS, lineCellsShared, lineLabel, OPPOSITE, shiftOnce } from './grid.js';
import { ROLES } from './roles/index.js';
import type { LastShift, NoirState, RoleId } from './types.js';

/** Reads `row 3 east [2]` / `column B north [2]`; null if malformed. */
export function readShift(args: string[]): LastShift | null {
  // Each word read in place (a note's labels read every legal shift: no array made for them).
  const lineWord = args[0]?.toLowerCase(), at = args[1]?.toLowerCase(), dirWord = args[2]?.toLowerCase(), distWord = args[3]?.toLowerCase();
  const line = lineWord === 'row' || lineWord === 'r' ? 'row' : lineWord === 'column' || lineWord === 'col' || lineWord === 'c' ? 'column' : null;
  if (!line || at === undefined || args.length > 4) return null;
  const index = line === 'row' ? Number(at) - 1 : COLS.indexOf(at.toUpperCase());
  if (!Number.isInteger(index) || index < 0 || index > 6 || (line === 'column' && at.length !== 1)) return null;
  const dir = dirWord as LastShift['dir'];
  const ok = line === 'row' ? dir === 'east' || dir === 'west' : dir === 'north' || dir === 'south';
  if (!ok) return null;
  const dist = distWord === undefined ? 1 : Number(distWord);
  if (!Number.isInteger(dist)) return null;
  return { line, index, dir, dist };
}

export const shiftArgs = (m: LastShift): string[] =>
  [m.line, lineLabel(m.line, m.index), m.dir, ...(m.dist > 1 ? [String(m.dist)] : [])];

function undoesLast(s: NoirState, m: LastShift): boolean {
  const l = s.lastShift;
  return !!l && l.line === m.line && l.index === m.index && l.dist === m.dist && l.dir === OPPOSITE[m.dir];
}

export function officerInLine(s: Pick<NoirState, 'grid' | 'officers' | 'stunned'>, m: Pick<LastShift, 'line' | 'index'>, stunnedOnly = false): boolean {
  for (const c of lineCellsShared(m.line, m.index)) if (stunnedOnly ? s.stunned === s.grid[c] : s.officers.includes(s.grid[c])) return true;
  return false;
}

/** Whether a thief of `role` making this shift is seen (visible, so the chief acts at once): a uniformed officer in the
 * line, unless the role says otherwise (Runner, Snitch). Public: the grid and the officers are everyone's. */
export function shiftVisible(s: Pick<NoirState, 'grid' | 'officers' | 'stunned'>, role: RoleId | null, m: LastShift): boolean {
  const officer = officerInLine(s, m);
  const r = role ? ROLES[role] : null;
  return r?.shiftVisible ? r.shiftVisible(m.dist, officer) : officer;
}

/** Why this seat may not make this shift now (a refusal code), or null. */
export function shiftProblem(s: NoirState, seat: number, m: LastShift): string | null {
  const t = s.thieves.find((x) => x.seat === seat);
  const max = t?.role ? ROLES[t.role].maxShift ?? 1 : 1;
  if (m.dist < 1 || m.dist > max) return 'shift-distance';
  if (undoesLast(s, m)) return 'shift-undo';
  if (!t && officerInLine(s, m, true)) return 'shift-stunned';
  return null;
}

export function doShift(ctx: Ctx, seat: number, args: string[]): void {
  const m = readShift(args);
  if (!m) return refuse('shift-form');
  const why = shiftProblem(ctx.s, seat, m);
  const t0 = ctx.thiefAt(seat);
  if (why) refuse(why, { line: lineLabel(m.line, m.index), kind: m.line, ...(why === 'shift-distance' ? { dist: m.dist, max: t0?.role ? ROLES[t0.role].maxShift ?? 1 : 1 } : {}) });
  const t = t0;
  if (t) ctx.visible = shiftVisible(ctx.s, t.role, m);
  for (let k = 0; k < m.dist; k++) ctx.s.grid = shiftOnce(ctx.s.grid, m.line, m.index, m.dir);
  ctx.s.lastShift = m;
  ctx.say('shifted', {
    who: ctx.name(seat), line: m.line, at: lineLabel(m.line, m.index), dir: m.dir, dist: m.dist,
    covert: t ? !ctx.visible : false, chief: !t,
  });
}
