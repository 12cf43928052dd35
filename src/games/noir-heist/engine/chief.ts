// The security chief's actions besides shifting (shift.ts): swap a uniformed officer with an adjacent card, accuse a
// suspect next to a working officer or the plainclothes officer, search a 4×4 square (catching: catching.ts).
import { catchThief } from './catching.js';
import { narrow, ruleOut } from './cards.js';
import { refuse, type Ctx } from './ctx.js';
import { adjacent, cellName, parseCell, SQUARE_TOPS, squareCells, where } from './grid.js';
import { cardName } from './thief.js';
import type { NoirState } from './types.js';

/** Suspects the chief may accuse now: live, not uniformed, next to a non-stunned uniformed officer or the plainclothes. */
export function accusable(s: NoirState): string[] {
  const eyes = [...s.officers.filter((o) => o !== s.stunned), s.plainclothes].map((n) => where(s, n));
  return s.grid.filter((n, i) => !s.dead.includes(n) && !s.officers.includes(n) && eyes.some((e) => adjacent(e, i)));
}

/** The chief's legal swaps: [officer, card] pairs. */
export function swaps(s: NoirState): [string, string][] {
  const out: [string, string][] = [];
  for (const o of s.officers) {
    const at = where(s, o);
    s.grid.forEach((n, i) => {
      if (adjacent(at, i) && !s.dead.includes(n)) out.push([o, n]);
    });
  }
  return out;
}

export function swap(ctx: Ctx, args: string[]): void {
  if (args.length !== 2) refuse('swap-form');
  const [officer, other] = args.map((a) => cardName(ctx.s, a));
  if (!ctx.s.officers.includes(officer)) refuse('swap-not-officer', { name: args[0] });
  if (!ctx.s.grid.includes(other)) refuse('unknown-suspect', { name: args[1] });
  if (ctx.s.dead.includes(other)) refuse('swap-dead', { name: other });
  const a = where(ctx.s, officer), b = where(ctx.s, other);
  if (!adjacent(a, b)) refuse('swap-not-adjacent', { officer, name: other });
  ctx.s.grid[a] = other;
  ctx.s.grid[b] = officer;
  ctx.say('chief-swapped', { who: ctx.name(ctx.s.chief), officer, name: other });
}

export function accuse(ctx: Ctx, args: string[]): void {
  if (args.length !== 1) refuse('accuse-form');
  const name = cardName(ctx.s, args[0]);
  const s = ctx.s;
  if (!s.grid.includes(name)) refuse('unknown-suspect', { name: args[0] });
  if (s.dead.includes(name)) refuse('accuse-dead', { name });
  if (s.officers.includes(name)) refuse('accuse-officer', { name });
  if (!accusable(s).includes(name)) refuse('accuse-far', { name });
  ctx.revealed = true;
  const t = s.thieves.find((x) => x.identity === name);
  if (t) {
    ctx.say('caught', { who: ctx.name(s.chief), name, thief: ctx.name(t.seat) });
    catchThief(ctx, t, name);
  } else {
    ctx.say('accused-wrong', { who: ctx.name(s.chief), name });
    ruleOut(s, name);
  }
}

export function search(ctx: Ctx, args: string[]): void {
  const top = args.length === 1 ? parseCell(args[0]) : -1;
  if (!SQUARE_TOPS.includes(top)) refuse('search-form');
  const cells = squareCells(top);
  const names = cells.map((i) => ctx.s.grid[i]);
  const inside = ctx.s.thieves.filter((t) => t.identity !== null && names.includes(t.identity));
  for (const t of ctx.s.thieves) if (t.identity !== null) narrow(t, names, inside.includes(t));
  ctx.revealed = true;
  ctx.say('searched', { who: ctx.name(ctx.s.chief), at: cellName(top), found: inside.map((t) => ctx.name(t.seat)), names });
}
