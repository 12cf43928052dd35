// What a role is, as data: its level, tokens, how its shifts count, and its ability (the legal targets and the
// effect). Each role lives in its own file in this folder; roles/index.ts lists them.
import type { Ctx } from '../ctx.js';
import type { NoirState, RoleId, Thief } from '../types.js';

export interface Ability {
  /** The word after `ability`: `ability stun Simon`. */
  word: string;
  /** Whether the argument is a card (typed as a name or a cell): then exactly one. */
  card?: boolean;
  /** Without a card: the most words after the word (0 unless given); more are refused, not ignored. */
  words?: number;
  /** Every legal argument list after the word, now (empty when the ability can't be used). */
  targets(s: NoirState, t: Thief): string[][];
  /** Uses it (refusing with a sentence if it can't); `args` follow the word, cards already as names. */
  use(ctx: Ctx, t: Thief, args: string[]): void;
  /** The start-of-turn return is skipped on the turn this ability is used. */
  keepsToken?: boolean;
  /** Using it is covert, as a shift without an officer is (the Saboteur's swap); every other ability is visible: the
   * chief acts at once. The note says which (present.ts); test/games/noir-heist/controls.test.ts holds it to `use`. */
  covert?: true;
}

export interface Role {
  id: RoleId;
  level: 1 | 2;
  tokens: number;
  /** Never takes the token back at the start of the turn. */
  keepsToken?: boolean;
  /** Longest shift this role may make. */
  maxShift?: number;
  /** Whether a shift by this role is visible; default: visible when the line holds a uniformed officer. */
  shiftVisible?(dist: number, officerInLine: boolean): boolean;
  ability?: Ability;
}
