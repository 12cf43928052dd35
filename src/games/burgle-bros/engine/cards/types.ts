// The shape of a card (character side, tool, loot, event) and the hooks through which it changes the core rules.
// Each card lives in its own module under cards/{characters,tools,loot,events}/ and is listed in cards/index.ts.
import type { Ctx } from '../ctx.js';
import type { Rules } from '../rules/index.js';
import type { GameState, Loc } from '../types.js';

/** Why an alarm is about to trigger. `room` is the alarm tile type when the alarm comes from a tile. */
export interface AlarmCause {
  loc: Loc;
  /** fingerprint | laser | motion | camera | detector | thermo | keypad | chihuahua | dynamite | thermal-bomb | crybaby | reroute | shoplifting | isotope */
  source: string;
  /** The player who triggers it, if any. */
  player: number | null;
}

export type MoveVia = 'door' | 'stairs' | 'duct' | 'walkway' | 'thermal' | 'secret-door' | 'climb' | 'gymnastics';

/**
 * Hooks. Each is called with the card's holder (the player whose character, loot or lasting effect it is).
 * Hooks that return a number transform a value; hooks that return a string give a rejection code.
 */
export interface CardHooks {
  /** Start of the holder's own turn, after actions are set and the player is on the board. */
  turnStart?(ctx: Ctx, holder: number): void;
  /** Actions the holder gets this turn (Mirror −1). */
  actionsPerTurn?(ctx: Ctx, holder: number, n: number): number;
  /** Extra cost of `mover` moving into `to` (Gemstone). */
  moveCost?(state: GameState, holder: number, mover: number, to: Loc, cost: number): number;
  /** A rejection code if `mover` may not make this move (Painting, Time Lock). */
  moveBlocked?(state: GameState, holder: number, mover: number, from: Loc, to: Loc, via: MoveVia): string | null;
  /** After `mover` has entered `loc` by a move (Tiara, Isotope). */
  afterEnter?(ctx: Ctx, holder: number, mover: number, loc: Loc): void;
  /** A reason code when this card stops the alarm from triggering (Jammer, Mirror, E.M.P.), else null. */
  cancelsAlarm?(state: GameState, holder: number, cause: AlarmCause): string | null;
  /** This card's cancelsAlarm has just stopped an alarm (the place to call ctx.tookEffect). */
  alarmCancelled?(ctx: Ctx, holder: number, cause: AlarmCause): void;
  /** The speed of `floor`'s guard as he starts to move. */
  guardSpeed?(ctx: Ctx, holder: number, floor: number, speed: number): number;
  /** True to keep `floor`'s guard from moving this time (Donuts, Disrupt). */
  guardSkips?(ctx: Ctx, holder: number, floor: number): boolean;
  /** The guard stepped into `loc` with `left` steps left; returns the steps left (the crow's Distract). */
  guardEntered?(ctx: Ctx, holder: number, floor: number, loc: Loc, left: number): number;
  /** Whether the guard can see `player` at all (Invisible Suit). */
  hidden?(state: GameState, holder: number, player: number): boolean;
  /** Whether cameras are off (Video Loop). */
  camerasOff?(state: GameState, holder: number): boolean;
  /** Events are drawn when the active player used at most this many actions (Stamp: 3). */
  eventThreshold?(state: GameState, holder: number, player: number, n: number): number;
  /** Dice rolled to crack a safe or to guess a keypad (Steady Hands). */
  crackDice?(ctx: Ctx, holder: number, cracker: number, n: number): number;
  keypadDice?(ctx: Ctx, holder: number, mover: number, n: number): number;
  /** A rejection code if the safe at `safe` may not be cracked now (Keycard). */
  crackBlocked?(state: GameState, holder: number, cracker: number, safe: Loc): string | null;
  /** A rejection code if `player` may not use tools (Bust). */
  toolsBlocked?(state: GameState, holder: number, player: number): string | null;
  /** Seeing a safe-cracking roll before it is scored (Stethoscope); returns the dice as they count. */
  crackRoll?(ctx: Ctx, holder: number, cracker: number, rolls: number[]): number[];
  /** `finder` is about to draw a tool (Rigger: draw two, keep one). Returns true when it handled the draw. */
  drawTool?(ctx: Ctx, holder: number, finder: number): boolean;
  /** Stealth `mover` loses for moving into the guard's tile (1; the Acrobat's Flexibility makes it 0). */
  guardTileCost?(ctx: Ctx, holder: number, mover: number, cost: number): number;
}

/**
 * Something a player does with a card: an ability or a tool. `rules` (like `ctx.rules` in run) is the rule API:
 * cards call the core rules through it and import no rule module.
 */
export interface CardAction {
  /** Actions it costs (0 for free actions). */
  cost: number | ((state: GameState, player: number, args: string[], rules: Rules) => number);
  /** Once per turn. */
  oncePerTurn?: boolean;
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
}
