// The shape of a room tile's rules. One module per room type in this folder; index.ts lists them. A room reaches the
// core rules only through the rule API (`ctx.rules`, or the `rules` argument), as cards do (cards/types.ts).
// Who asks each hook:
// - moving (rules/movement.ts): `waysOut` and `throughWall` in moveOptions; onReveal when a tile is flipped; in moveInto
//   `flippedByMove`, then beforeEnter, onEnter; onLeave on the way out. The move action (actions/move.ts) prices the
//   move with `extraEntryCost` and `payInstead`; `quietVia` ways skip the tile's entry rules (index.ts entryRoom);
// - peeking (rules/targets.ts peekOptions): `peeksOut`;
// - seeing (rules/sight.ts guardStepped): `guardStepsBy`, `guardEnters`;
// - stealth (rules/stealth.ts loseStealth): `sparesStealth`;
// - the end of the actions (rules/turn.ts): onEndActions; alarms (rules/alarms.ts): `hackType`, `hackTokens`; the
//   bots' prices (bot/map.ts): `entryActions`.
// Every hook but `waysOut` and onReveal is asked of the room on a face-up tile that is not crowbarred (index.ts
// activeRoom).
import type { Ctx } from '../ctx.js';
import type { MoveOption, MoveVia, PeekOption, Rules } from '../api.js';
import type { GameState, Loc, RoomType } from '../types.js';

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
  /** The hack-token type that can cancel this room's alarm (rules/alarms.ts asks). */
  hackType?: 'fingerprint' | 'laser' | 'motion';
  /** A Computer Room's: the type of the hack tokens the Hack action adds here (actions/hack.ts), which cancel alarms of
   * that type (rules/alarms.ts). */
  hackTokens?: 'fingerprint' | 'laser' | 'motion';

  // Moving.
  /**
   * Pushes onto `out` the ways out of tile `from` that this room makes besides the tile's sides. Asked of every tile,
   * whatever its room and face (Stairs make a way down from the tile above them), in the order of rules/movement.ts
   * WAYS: that order decides which way is kept when two lead to one tile, and the order of the buttons.
   */
  waysOut?(s: GameState, from: Loc, out: MoveOption[]): void;
  /** The way a player steps into it from a tile beside it through a wall (Secret Door: 'secret-door'). */
  throughWall?: MoveVia;
  /** A way out of it (made by its `waysOut`) that ignores the entry rules of the tile it reaches: no costs, no alarms,
   * nothing happens for entering (Walkway, down). */
  quietVia?: MoveVia;
  /** Actions entering it costs in all when nothing lowers it (Deadbolt 3); unset: 1. The bots price moves with it. */
  entryActions?: number;
  /** Extra actions `mover` pays to move into it at `to`, beyond the move's one (Deadbolt). */
  extraEntryCost?(s: GameState, mover: number, to: Loc, rules: Rules): number;
  /** Whether `mover`, moving into it at `to`, may pay one more action to keep its alarm from going off (Laser). */
  payInstead?(s: GameState, mover: number, to: Loc, rules: Rules): boolean;
  /** A move by `via` has just flipped it face up: where the mover ends up instead of entering (Walkway: they fall
   * below), or null to enter as usual. */
  flippedByMove?(ctx: Ctx, mover: number, from: Loc, to: Loc, via: MoveVia): Loc | null;
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

  // Peeking.
  /** Pushes onto `out` the tiles a player on it at `at` may peek at besides those beside it (Atrium: up and down). */
  peeksOut?(s: GameState, at: Loc, out: PeekOption[]): void;

  // Seeing.
  /** A guard has stepped into `guardAt`, not player `p`'s tile `at`: whether he sees them there, and what they lose
   * (Foyer: from beside it; Atrium: from above or below). */
  guardStepsBy?(ctx: Ctx, p: number, at: Loc, guardAt: Loc): void;
  /** A guard has stepped into the tile at `loc` (Camera: he watches the others). */
  guardEnters?(ctx: Ctx, loc: Loc): void;

  // Stealth.
  /** Player `p` on it at `loc` is about to lose stealth for `reason`: true when the room takes the loss instead
   * (Lavatory: a stall). */
  sparesStealth?(ctx: Ctx, p: number, loc: Loc, reason: string): boolean;
}
