// Keypad: entering a locked Keypad means guessing the code: roll one die per attempt made on it this turn
// (1st attempt 1 die, 2nd 2 dice, ...); a 6 opens it for good, otherwise the mover stays (the action is spent).
import type { Ctx } from '../ctx.js';
import type { Entry, RoomRules } from './types.js';

/** The dice a move into the locked Keypad at `e.to` rolls: one per attempt on it this turn, this one included (one
 * where a card makes the move cost nothing more or only one action), then the cards' dice (Steady Hands). The move
 * buttons say it too (present.ts). */
export function keypadDice(ctx: Ctx, e: Pick<Entry, 'mover' | 'to' | 'noExtraCosts' | 'oneAction'>): number {
  const attempts = (ctx.s.turn.keypadAttempts[String(e.to)] ?? 0) + 1;
  let n = e.noExtraCosts || e.oneAction ? 1 : attempts;
  for (const { hooks, holder } of ctx.rules.hooksWith(ctx.s, 'keypadDice')) if (hooks.keypadDice) n = hooks.keypadDice(ctx, holder, e.mover, n);
  return n;
}

export const keypad: RoomRules = {
  room: 'keypad',
  beforeEnter(ctx, e) {
    const tile = ctx.tile(e.to);
    if (tile.open) return true;
    const key = String(e.to);
    const attempts = (ctx.s.turn.keypadAttempts[key] ?? 0) + 1;
    const rolls = ctx.dice(keypadDice(ctx, e));
    const who = ctx.player(e.mover).name;
    if (rolls.includes(6)) {
      tile.open = true;
      ctx.emit('keypad-opened', { player: who, at: ctx.name(e.to), rolls: rolls.join(' ') });
      return true;
    }
    ctx.s.turn.keypadAttempts[key] = attempts;
    ctx.emit('keypad-failed', { player: who, at: ctx.name(e.to), rolls: rolls.join(' ') });
    return false;
  },
};
