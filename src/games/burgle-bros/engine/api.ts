// The contract between the core rules and the content tables: what a card or room sees of an action in progress
// (Ctx, implemented by ActionCtx in ctx.ts), the rule API it calls (Rules, the object RULES in rules/index.ts) and the
// hook points (CardHooks). Types only, naming one another, so this file imports nothing but types.ts, board.ts, rng.ts.
import type { Direction, Geometry } from './board.js';
import type { Rng } from '../../../core/rng.js';
import type { Action, GameEvent, GameState, GuardState, Loc, PlayerState, TileState, ToolId, TurnState } from './types.js';

/** What a look-ahead (preview.ts) is told as the real rules run; absent in a real action. */
export interface Lookahead {
  /** A floor's guard is about to move (before his speed is known, and before he comes back from Lost Visual). */
  guardMoves(floor: number): void;
  /** His speed for this move, once cards have had their say. */
  guardSpeed(floor: number, speed: number): void;
  /** He stepped into `loc`. */
  guardStep(floor: number, loc: Loc): void;
  /** Go on as if no event card were drawn (the preview's "if the event changes nothing" part). */
  readonly assumeNoEvent?: boolean;
  /** Go on past a patrol card the crew has seen on top of its deck (the Spotter's, ruling N4): the preview does;
   * a planner's endUntilHidden stops there, as the bots' own model of the end does. */
  readonly drawsKnownPatrol?: boolean;
}

/**
 * The working context of one action: a private copy of the state, the PRNG, the events emitted so far and the answers
 * given to questions. Rules mutate `s` freely; apply.ts decides whether the result is kept.
 */
export interface Ctx {
  readonly s: GameState;
  readonly rng: Rng;
  readonly events: GameEvent[];
  /** The rule API (RULES), so cards and rooms never import a rule module. */
  readonly rules: Rules;
  readonly action: Action;
  /**
   * For each answer given so far in this run, how many events had been emitted when it was used: each is where an
   * earlier run of this action stopped to ask (see moveGuard, which splits its log line there).
   */
  readonly answerMarks: number[];
  /** Set only by previewEnd: the run must stop (HiddenDraw) before anything hidden is drawn or rolled. */
  lookahead: Lookahead | null;
  readonly g: Geometry;
  /** The active player. */
  readonly active: number;
  tile(loc: Loc): TileState;
  player(p: number): PlayerState;
  guard(floor: number): GuardState;
  /** A cell's name (`F2 C3`). */
  name(loc: Loc): string;
  emit(code: string, params?: GameEvent['params']): void;
  /**
   * Asks `player` to pick one of `options`; returns the answer. With a single option there is nothing to ask.
   * The first time, this stops the action (NeedsAnswer); the action is then replayed with the answer supplied.
   */
  ask(player: number, code: string, params: Record<string, string | number>, options: string[]): string;
  /** Rolls one die: dice fixed by a position first, then the PRNG. Rolling reveals information. */
  die(): number;
  dice(n: number): number[];
  /**
   * Records that a card or ability actually took effect (not merely was drawn): the simulator's coverage counts
   * these. `kind` is events | tools | loot | abilities; abilities are named `hacker:basic`.
   */
  tookEffect(kind: 'events' | 'tools' | 'loot' | 'abilities', id: string): void;
  /** Marks that information was revealed (a tile flipped, a card seen): undo cannot go back past it. */
  revealed(known?: boolean): void;
  /** About to draw a hidden card (an event, a patrol card): a look-ahead stops here. */
  hiddenDraw(kind: 'event' | 'patrol', floor?: number | null): void;
  /** Ends the action as illegal (RuleError): nothing it did is kept. */
  fail(code: string, params?: Record<string, string | number>): never;
}

/** A refusal: a text code and its parameters (actions/types.ts `refuse`). */
export interface Refusal {
  code: string;
  params?: Record<string, string | number>;
}

/** One way out of a tile (rules/movement.ts `moveOptions`; the rooms' own: rooms/types.ts `waysOut`). */
export interface MoveOption {
  to: Loc;
  via: MoveVia;
  /** north/east/south/west for a step on the floor, up/down for a change of floor. */
  dir: Direction | 'up' | 'down';
}

/** A tile a player may peek at (rules/targets.ts `peekOptions`; the rooms' own: rooms/types.ts `peeksOut`). */
export interface PeekOption {
  to: Loc;
  dir: Direction | 'up' | 'down';
}

/** How a move is made (rules/movement.ts `moveInto`). */
export interface MoveHow {
  /** The move ignores extra movement costs (Rook's Orders). */
  noExtraCosts?: boolean;
  /** The move is worth one action only (Go With Your Gut). */
  oneAction?: boolean;
  /** The player paid 2 actions for a revealed Laser. */
  laserPaid?: boolean;
  /** What the move cost in actions, said with it when more than one (a Laser paid for, a Deadbolt). */
  actions?: number;
  via: MoveVia;
}

/** A card in force with a hook: its hooks and their holder (rules/hooks.ts). */
export interface HookSource {
  readonly hooks: CardHooks;
  readonly holder: number;
}

export type HookName = keyof CardHooks;

/**
 * The rule API: each member is the function of the same name in the rule module named beside it. rules/index.ts
 * builds RULES with this type, so the compiler checks each function against the signature here.
 */
export interface Rules {
  // rules/hooks.ts: the cards in force.
  readonly hookSources: (s: GameState) => readonly HookSource[];
  readonly hooksWith: (s: GameState, name: HookName) => readonly HookSource[];
  // rules/back-and-forth.ts
  readonly actionsForEvent: (t: TurnState) => number;
  // rules/alarms.ts
  readonly alarmCount: (s: GameState, floor: number) => number;
  readonly alarmsOnFloor: (s: GameState, floor: number) => Loc[];
  readonly alarmWouldTrigger: (s: GameState, cause: AlarmCause) => boolean;
  /** The card in force that would cancel this alarm (an E.M.P., …), or null. */
  readonly cancellingCard: (s: GameState, cause: AlarmCause) => string | null;
  readonly headForNearestAlarm: (ctx: Ctx, floor: number) => boolean;
  readonly triggerAlarm: (ctx: Ctx, cause: AlarmCause) => boolean;
  // rules/guards.ts (floorWalls and guardDistances: guard-path.ts)
  readonly drawDestination: (ctx: Ctx, floor: number) => boolean;
  readonly floorWalls: (s: GameState, floor: number) => number[];
  readonly guardDistances: (s: GameState, floor: number, from: Loc) => number[];
  readonly nextDestination: (ctx: Ctx, floor: number) => boolean;
  readonly placeGuard: (ctx: Ctx, floor: number) => void;
  // rules/items.ts
  readonly crewHoldsAllLoot: (s: GameState) => boolean;
  readonly drawFrom: <T extends string>(ctx: Ctx, pile: { deck: readonly T[]; discard: readonly T[] }) => T | null;
  readonly drawTool: (ctx: Ctx, p: number) => void;
  readonly giveTool: (ctx: Ctx, p: number, tool: ToolId) => void;
  // rules/movement.ts
  readonly arriveOnFloor: (ctx: Ctx, loc: Loc) => void;
  readonly fallTo: (ctx: Ctx, mover: number, to: Loc) => void;
  readonly leave: (ctx: Ctx, mover: number, from: Loc) => void;
  readonly moveBlockedBy: (s: GameState, player: number, from: Loc, o: MoveOption) => string | null;
  readonly moveInto: (ctx: Ctx, mover: number, to: Loc, how: MoveHow) => Loc;
  readonly moveOptions: (s: GameState, from: Loc, player?: number | null) => MoveOption[];
  readonly reveal: (ctx: Ctx, loc: Loc, by: string) => void;
  // rules/safes.ts
  readonly combinationCracked: (s: GameState, safe: Loc) => boolean;
  readonly combinationTiles: (s: GameState, safe: Loc) => Loc[];
  readonly crackRoll: (ctx: Ctx, cracker: number, safe: Loc) => void;
  readonly openSafe: (ctx: Ctx, cracker: number, safe: Loc) => void;
  // rules/sight.ts
  readonly camerasOff: (s: GameState) => boolean;
  readonly guardOn: (s: GameState, loc: Loc) => boolean;
  readonly guardStepped: (ctx: Ctx, loc: Loc) => void;
  readonly hidden: (s: GameState, player: number) => boolean;
  readonly occupied: (s: GameState, loc: Loc, except: number) => boolean;
  // rules/stealth.ts
  readonly loseStealth: (ctx: Ctx, p: number, reason: string) => void;
  // rules/targets.ts
  readonly moveTarget: (s: GameState, p: number, target: string) => { to: Loc; via: MoveVia } | Refusal;
  readonly peekOptions: (s: GameState, at: Loc) => PeekOption[];
}

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
 * The hook points through which a card (cards/types.ts: character sides, tools, loot, lasting effects) changes the
 * core rules. Each is called with the card's holder (the player whose character, loot or lasting effect it is).
 * Hooks that return a number transform a value; hooks that return a string give a rejection code.
 */
export interface CardHooks {
  /** Start of the holder's own turn, after actions are set and the player is on the board. */
  turnStart?(ctx: Ctx, holder: number): void;
  /** Where this card's turnStart runs among its holder's, lowest first (NOTES §9 rolls the Chihuahua, then the Persian
   * Kitty); unset: after those, in the order the cards are held. */
  turnStartOrder?: number;
  /** Actions the holder gets this turn (Mirror −1). */
  actionsPerTurn?(ctx: Ctx, holder: number, n: number): number;
  /** Extra cost of `mover` moving into `to` (Gemstone). */
  moveCost?(state: GameState, holder: number, mover: number, to: Loc, cost: number): number;
  /** A rejection code if `mover` may not make this move (Painting, Time Lock). */
  moveBlocked?(state: GameState, holder: number, mover: number, from: Loc, to: Loc, via: MoveVia): string | null;
  /** After `mover` has entered `loc` by a move (Tiara, Isotope); `quiet`: the tile's effects for entering it are
   * ignored (a move down from a Walkway). */
  afterEnter?(ctx: Ctx, holder: number, mover: number, loc: Loc, quiet: boolean): void;
  /** A reason code when this card stops the alarm from triggering (Jammer, Mirror, E.M.P.), else null. */
  cancelsAlarm?(state: GameState, holder: number, cause: AlarmCause): string | null;
  /** This card's cancelsAlarm has just stopped an alarm (the place to call ctx.tookEffect). */
  alarmCancelled?(ctx: Ctx, holder: number, cause: AlarmCause): void;
  /** The speed of `floor`'s guard as he starts to move. */
  guardSpeed?(ctx: Ctx, holder: number, floor: number, speed: number): number;
  /** True to keep `floor`'s guard from moving this time (Donuts, Disrupt). */
  guardSkips?(ctx: Ctx, holder: number, floor: number): boolean;
  /** After the guards' part of the active player's end of turn, `floor` theirs, whether its guard walked or not (Shift
   * Change, Donuts): the Acrobat still on his tile. */
  guardsMoved?(ctx: Ctx, holder: number, floor: number): void;
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
