// A thief's actions: rob (the quadrant's vault zone), the role's ability (roles/), the caught thief's draw, the
// Mimic's choice, and `show` (any time, not a turn). The start-of-turn token return happens here, when the thief acts.
import { copyData } from '../../../core/copy.js';
import { redraw } from './catching.js';
import { narrow } from './cards.js';
import { refuse, type Ctx } from './ctx.js';
import { cellName, parseCell, quadrantOf, where } from './grid.js';
import { ROLES } from './roles/index.js';
import { chooseIdentity } from './roles/mimic.js';
import type { NoirState, Thief, Vault } from './types.js';
import { canRob, placeToken } from './vaults.js';

/** At the start of a thief's turn their tokens come back, unless their role (or this action) keeps them. */
export function startOfTurn(t: Thief, keep: boolean): void {
  if (keep || (t.role && ROLES[t.role].keepsToken)) return;
  t.tokens = [];
}

/** The thief as they stand once the start-of-turn return is done (it comes first, even if shown lazily). */
export function afterReturn(t: Thief, keep = false): Thief {
  const copy = copyData(t);
  startOfTurn(copy, keep);
  return copy;
}

/** Why this thief may not rob now, or null; checked after the start-of-turn return (docs/rulings.md N4). */
export function robProblem(s: NoirState, t: Thief): { code: string; vault?: Vault; cell?: string } | null {
  const at = where(s, t.identity!);
  const q = quadrantOf(at);
  if (!q) return { code: 'rob-outside', cell: cellName(at) };
  const why = canRob(s, afterReturn(t), q);
  return why ? { code: why, vault: q } : null;
}

export function rob(ctx: Ctx, t: Thief): void {
  const why = robProblem(ctx.s, t);
  if (why) refuse(why.code, { name: ctx.name(t.seat), ...(why.vault ? { vault: why.vault } : {}), ...(why.cell ? { cell: why.cell } : {}) });
  const q = quadrantOf(where(ctx.s, t.identity!))!;
  startOfTurn(t, false);
  ctx.visible = ctx.revealed = true;
  const names = ctx.s.grid.filter((_, i) => quadrantOf(i) === q);
  narrow(t, names, true);
  // The public fact, with the cards it bears on (the grid is public; the names save readers replaying it).
  ctx.say('robbed', { who: ctx.name(t.seat), vault: q, names });
  placeToken(ctx, t, q, ROLES[t.role!].tokens);
}

/** A card typed as a name or a cell, as its name (or the text itself if neither). */
export function cardName(s: NoirState, typed: string): string {
  const c = parseCell(typed);
  if (c >= 0) return s.grid[c];
  return s.grid.find((n) => n.toLowerCase() === typed.toLowerCase()) ?? typed;
}

export function ability(ctx: Ctx, t: Thief, args: string[]): void {
  const role = ROLES[t.role!];
  const a = role.ability;
  if (!a) return refuse('no-ability', { role: role.id });
  const [word, ...rest] = args;
  if (word !== undefined && word.toLowerCase() !== a.word) refuse('ability-form', { role: role.id, form: a.word });
  const resolved = a.card ? rest.map((r) => cardName(ctx.s, r)) : rest;
  if (a.card ? resolved.length !== 1 : resolved.length > (a.words ?? 0)) refuse('ability-form', { role: role.id, form: a.word });
  if (a.card && !ctx.s.grid.includes(resolved[0])) refuse('unknown-suspect', { name: rest[0] });
  startOfTurn(t, a.keepsToken ?? false);
  a.use(ctx, t, resolved);
}

export function draw(ctx: Ctx, t: Thief): void {
  redraw(ctx, t);
}

export function choose(ctx: Ctx, t: Thief, args: string[]): void {
  if (args.length !== 1) refuse('choose-form');
  chooseIdentity(ctx, t, args[0]);
}

/** Legal targets of `show`: the other thieves who don't know this identity yet. */
export function showTargets(s: NoirState, t: Thief): number[] {
  if (t.identity === null || s.outcome) return [];
  return s.thieves.filter((o) => o.seat !== t.seat && !t.shown.includes(o.seat)).map((o) => o.seat);
}

export function show(ctx: Ctx, t: Thief, args: string[]): void {
  const target = ctx.s.names.findIndex((n) => n.toLowerCase() === (args.join(' ') ?? '').toLowerCase());
  if (args.length === 0 || target < 0) refuse('show-form');
  if (t.identity === null) refuse('show-no-identity');
  if (target === t.seat) refuse('show-self');
  if (target === ctx.s.chief) refuse('show-chief');
  if (t.shown.includes(target)) refuse('show-already', { name: ctx.name(target) });
  t.shown.push(target);
  ctx.say('showed', { who: ctx.name(t.seat), to: ctx.name(target) });
  ctx.tell([target], 'shown', { who: ctx.name(t.seat), name: t.identity!, at: cellName(where(ctx.s, t.identity!)) });
}
