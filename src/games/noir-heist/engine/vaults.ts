// Vaults and steal tokens: putting a token in a vault zone, and a vault robbed at three
// tokens (the fourth robbed vault wins for the thieves). Rob and the start-of-turn return are in thief.ts.
import type { Ctx } from './ctx.js';
import type { NoirState, Thief, Vault } from './types.js';

function tokensIn(s: NoirState, v: Vault): number {
  return s.thieves.reduce((n, t) => n + t.tokens.filter((z) => z === v).length, 0);
}

/** Puts (or moves) one of the thief's tokens into a vault zone, then checks the vault. */
export function placeToken(ctx: Ctx, t: Thief, v: Vault, capacity: number): void {
  if (t.tokens.length < capacity) t.tokens.push(v);
  else {
    const i = t.tokens.findIndex((z) => z !== v);
    t.tokens[i === -1 ? 0 : i] = v;
  }
  checkVault(ctx, v);
}

export function checkVault(ctx: Ctx, v: Vault): void {
  if (ctx.s.robbed.includes(v) || tokensIn(ctx.s, v) < 3) return;
  ctx.s.robbed.push(v);
  for (const t of ctx.s.thieves) t.tokens = t.tokens.filter((z) => z !== v);
  ctx.say('vault-robbed', { vault: v });
  if (ctx.s.robbed.length === 4) {
    ctx.s.outcome = 'thieves';
    ctx.say('thieves-win', {});
  }
}

/** The thief may put a token in this vault: it stands, and no token of theirs lies there yet. */
export function canRob(s: NoirState, t: Thief, v: Vault): string | null {
  if (s.robbed.includes(v)) return 'rob-robbed';
  if (t.tokens.includes(v)) return 'rob-token-there';
  return null;
}
