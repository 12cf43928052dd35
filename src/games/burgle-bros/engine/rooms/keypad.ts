// Keypad: entering a locked Keypad means guessing the code: roll one die per attempt made on it this turn
// (1st attempt 1 die, 2nd 2 dice, ...); a 6 opens it for good, otherwise the mover stays (the action is spent).
import type { RoomRules } from './types.js';

export const keypad: RoomRules = {
  room: 'keypad',
  beforeEnter(ctx, e) {
    const tile = ctx.tile(e.to);
    if (tile.open) return true;
    const key = String(e.to);
    const attempts = (ctx.s.turn.keypadAttempts[key] ?? 0) + 1;
    const base = e.noExtraCosts || e.oneAction ? 1 : attempts;
    let n = base;
    for (const { hooks, holder } of ctx.rules.hooksWith(ctx.s, 'keypadDice')) if (hooks.keypadDice) n = hooks.keypadDice(ctx, holder, e.mover, n);
    const rolls = ctx.dice(n);
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
