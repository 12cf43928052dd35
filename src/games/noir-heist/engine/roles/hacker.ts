// Hacker (level 1): rob the vault of a quadrant next to your suspect while it stands outside every quadrant, or any
// vault from D4 (visible). Token placement is in ../vaults.ts; the start-of-turn return comes first (../thief.ts).
import { narrow } from '../cards.js';
import { refuse } from '../ctx.js';
import { CENTRE, quadrantOf, neighbours, where } from '../grid.js';
import { VAULTS, type NoirState, type Thief, type Vault } from '../types.js';
import { canRob, placeToken } from '../vaults.js';
import type { Role } from './types.js';

/** The cells from which a hack of vault `v` may be made. */
export function hackCells(v: Vault): number[] {
  const out: number[] = [];
  for (let i = 0; i < 49; i++) {
    if (quadrantOf(i) !== null) continue;
    if (i === CENTRE || neighbours(i).some((j) => quadrantOf(j) === v)) out.push(i);
  }
  return out;
}

/** hackCells of each vault, made once (read only here: every legal-actions call of a Hacker asks). */
const HACK_CELLS = Object.fromEntries(VAULTS.map((v) => [v, hackCells(v)])) as unknown as Record<Vault, readonly number[]>;

const hackable = (s: NoirState, t: Thief): Vault[] =>
  t.identity === null ? [] : VAULTS.filter((v) => HACK_CELLS[v].includes(where(s, t.identity!)) && canRob(s, t, v) === null);

export const hacker: Role = {
  id: 'hacker', level: 1, tokens: 1,
  ability: {
    word: 'hack',
    words: 1,
    targets: (s, t) => hackable(s, t).map((v) => [v]),
    use(ctx, t, [arg]) {
      const v = (arg ?? '').toUpperCase() as Vault;
      if (!VAULTS.includes(v)) refuse('hack-form');
      const why = canRob(ctx.s, t, v);
      if (why) refuse(why, { vault: v });
      if (!HACK_CELLS[v].includes(where(ctx.s, t.identity!))) refuse('hack-far', { vault: v });
      ctx.visible = ctx.revealed = true;
      const names = HACK_CELLS[v].map((i) => ctx.s.grid[i]);
      narrow(t, names, true);
      ctx.say('hacked', { who: ctx.name(t.seat), vault: v, names });
      placeToken(ctx, t, v, hacker.tokens);
    },
  },
};
