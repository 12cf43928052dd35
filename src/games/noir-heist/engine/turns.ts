// Whose turn: thieves in seat order; the chief after a visible thief action, or once the covert counter reaches the
// number of thieves (NOTES §3, §6); after the chief, the thief after the last thief who acted.
import type { Ctx } from './ctx.js';
import type { NoirState } from './types.js';

export function afterThief(ctx: Ctx, index: number): void {
  const s = ctx.s;
  s.lastThief = index;
  if (ctx.visible) s.covert = 0;
  else s.covert++;
  if (ctx.visible || s.covert >= s.thieves.length) {
    s.covert = 0;
    s.turn = s.chief;
  } else s.turn = s.thieves[(index + 1) % s.thieves.length].seat;
  s.turnNo++;
}

export function afterChief(ctx: Ctx): void {
  const s = ctx.s;
  s.covert = 0;
  s.turn = s.thieves[(s.lastThief + 1) % s.thieves.length].seat;
  s.turnNo++;
}

/** The seats the game waits on: the Mimic choosing, else whoever's turn it is; none once over. */
export function waitingOn(s: NoirState): number[] {
  if (s.outcome) return [];
  if (s.mimic) return [s.mimic.seat];
  return [s.turn];
}
