// The shape of a card (character side, tool, loot, event) and the hooks through which it changes the core rules.
// Each card lives in its own module under cards/{characters,tools,loot,events}/ and is listed in cards/index.ts.
// The hook points (CardHooks) and the shapes they pass are declared with the rule API in api.ts.
import type { Ctx } from '../ctx.js';
import type { CardHooks, MoveOption, Rules } from '../api.js';
import type { GameState, Loc } from '../types.js';

export type { AlarmCause, CardHooks, MoveVia } from '../api.js';

/**
 * Something a player does with a card: an ability or a tool. `rules` (like `ctx.rules` in run) is the rule API:
 * cards call the core rules through it and import no rule module.
 */
export interface CardAction {
  /** Actions it costs (0 for free actions). */
  cost: number | ((state: GameState, player: number, args: string[], rules: Rules) => number);
  /** Once per turn. */
  oncePerTurn?: boolean;
  /** The most words it reads after the tool's name or `ability` (words past them are refused, not ignored); unset
   * where the card counts its own (the Virus). */
  words?: number;
  /** A rejection code (with params) when it can't be done now with these arguments, or null. */
  check(state: GameState, player: number, args: string[], rules: Rules): { code: string; params?: Record<string, string | number> } | null;
  /** Every argument list worth offering now (for buttons and the simulator). */
  options(state: GameState, player: number, rules: Rules): string[][];
  run(ctx: Ctx, player: number, args: string[]): void;
}

export interface CharacterSide {
  character: string;
  side: 'basic' | 'advanced';
  /** The ability's name on the card (Jammer, Laptop, ...). */
  name: string;
  hooks?: CardHooks;
  /** Its hooks are a token's on the board (the Raven's crow): still in force after its player escapes (ruling C18). */
  hooksOutlastEscape?: boolean;
  ability?: CardAction;
  /** Extra setup (Rigger starts with Dynamite). */
  setup?(state: GameState, player: number): void;
}

export interface ToolCard {
  id: string;
  use: CardAction;
  hooks?: CardHooks;
}

export interface LootCard {
  id: string;
  hooks?: CardHooks;
  /** When the loot card is drawn by `player` (Cursed Goblet, Gold Bar, Persian Kitty). */
  onDraw?(ctx: Ctx, player: number): void;
}

export interface EventCard {
  id: string;
  /** Resolve the event for the player who drew it. */
  play(ctx: Ctx, player: number): void;
}

/** A lasting effect's hooks (E.M.P., Video Loop, Time Lock, Gymnastics, Invisible Suit ...). */
export interface EffectRules {
  kind: string;
  hooks: CardHooks;
  /** Whether it works now, where that is not from the card until it ends (the Invisible Suit: only in its wearer's
   * turn, ruling T4); what the picture lists as in effect. */
  inForce?(state: { turn: { player: number } }, holder: number): boolean;
  /** Pushes onto `out` the ways out of `from` it opens, listed after every other (Gymnastics). Asked of each effect in
   * `state.effects` by rules/movement.ts moveOptions. */
  moveWays?(state: GameState, owner: number, from: Loc, out: MoveOption[]): void;
}
