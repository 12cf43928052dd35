// The shape of a player's action (one module per verb in this folder; index.ts lists them).
// check() decides legality on the untouched state; run() changes the working copy and may ask questions.
import type { Ctx } from '../ctx.js';
import type { Refusal } from '../api.js';
import type { Action, GameState } from '../types.js';

export type { Refusal } from '../api.js';

export interface ActionRules {
  verb: string;
  /** The most words the verb reads after itself (a cell and a player's name count one); more is refused, not
   * ignored. Unset where a card reads its own (use, ability). */
  words?: number;
  /** Argument lists worth offering the player now (each one passes check). */
  options(s: GameState, player: number): string[][];
  check(s: GameState, a: Action): Refusal | null;
  run(ctx: Ctx, a: Action): void;
}

export const refuse = (code: string, params: Record<string, string | number> = {}): Refusal => ({ code, params });

/** Spends actions from the active player's turn. */
export function spend(ctx: Ctx, n: number): void {
  ctx.s.turn.actionsLeft -= n;
  ctx.s.turn.actionsUsed += n;
}

/** Why `player` is not standing in a Safe that is still closed (a refusal), or the Safe's cell: what adding a die and
 * cracking both need first. */
export function closedSafeHere(s: GameState, player: number): { refusal: Refusal } | { at: number } {
  const at = s.players[player].at;
  if (at === null) return { refusal: refuse('not-on-board') };
  const t = s.tiles[at];
  if (t.room !== 'safe') return { refusal: refuse('not-in-safe') };
  if (t.open) return { refusal: refuse('safe-already-open') };
  return { at };
}
