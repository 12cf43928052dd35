// The shape of a room tile's rules. One module per room type in this folder; index.ts lists them.
// The move action (rules/movement.ts) calls these hooks in order: beforeEnter, onEnter; onLeave on the way out.
import type { Ctx } from '../ctx.js';
import type { Loc, RoomType } from '../types.js';

export interface Entry {
  mover: number;
  from: Loc;
  to: Loc;
  /** The tile was face down and this move flipped it. */
  revealedNow: boolean;
  /** The move ignores extra movement costs (Rook's Orders): Deadbolt and Laser cost nothing more. */
  noExtraCosts: boolean;
  /** The move is worth only one action (Go With Your Gut): no extra costs can be paid. */
  oneAction: boolean;
  /** For a revealed Laser: pay 2 actions or trigger. Set by the move action. */
  laserPaid: boolean;
}

export interface RoomRules {
  room: RoomType;
  /** The hack-token type that can cancel this room's alarm. */
  hackType?: 'fingerprint' | 'laser' | 'motion';
  /** When the tile is flipped face up (by a peek, a move or an effect). */
  onReveal?(ctx: Ctx, loc: Loc): void;
  /** Before the mover enters: return false to leave them where they were (the action is spent). */
  beforeEnter?(ctx: Ctx, e: Entry): boolean;
  /** After the mover has entered (the guard has already seen them). */
  onEnter?(ctx: Ctx, e: Entry): void;
  /** When a player leaves the tile by moving. */
  onLeave?(ctx: Ctx, player: number, loc: Loc): void;
  /** When the active player ends their actions on the tile. */
  onEndActions?(ctx: Ctx, player: number, loc: Loc): void;
}
