// The game state: plain JSON, nothing else. Every other engine module reads and writes this shape.
// Cells are numbered per building: loc = floorIndex * size * size + row * size + col (floorIndex 0 = floor 1).
// Content ids (rooms, characters, cards) live in content/; rules live in rules/.

export type Scenario = 'bank' | 'office' | 'fortknox';

export type RoomType =
  | 'atrium' | 'camera' | 'computer-fingerprint' | 'computer-laser' | 'computer-motion' | 'deadbolt' | 'detector'
  | 'fingerprint' | 'foyer' | 'keypad' | 'laboratory' | 'laser' | 'lavatory' | 'motion' | 'secret-door'
  | 'service-duct' | 'thermo' | 'walkway' | 'safe' | 'stairs' | 'empty';

export type CharacterId = 'acrobat' | 'hacker' | 'hawk' | 'juicer' | 'peterman' | 'raven' | 'rigger' | 'rook' | 'spotter';
export type Side = 'basic' | 'advanced';

export type ToolId =
  | 'blueprints' | 'crowbar' | 'crystal-ball' | 'donuts' | 'dynamite' | 'emp' | 'invisible-suit' | 'makeup-kit'
  | 'rollerskates' | 'smoke-bomb' | 'stethoscope' | 'thermal-bomb' | 'virus';

export type LootId =
  | 'bust' | 'chihuahua' | 'cursed-goblet' | 'gemstone' | 'gold-bar' | 'isotope' | 'keycard' | 'mirror' | 'painting'
  | 'persian-kitty' | 'stamp' | 'tiara';

export type EventId =
  | 'brown-out' | 'buddy-system' | 'change-of-plans' | 'crash' | 'daydreaming' | 'dead-drop' | 'espresso'
  | 'freight-elevator' | 'go-with-your-gut' | 'gymnastics' | 'heads-up' | 'jump-the-gun' | 'jury-rig'
  | 'keycode-change' | 'lampshade' | 'lost-grip' | 'peekhole' | 'reboot' | 'shift-change' | 'shoplifting' | 'squeak'
  | 'switch-signs' | 'throw-voice' | 'time-lock' | 'video-loop' | 'where-is-he';

export type Loc = number;

/** Wall bits on a cell: a set bit means a wall (or the building's edge, or the empty cell) on that side. */
export const WALL_N = 1, WALL_E = 2, WALL_S = 4, WALL_W = 8;

export interface TileState {
  room: RoomType;
  /** Safe-combination number 1–6; null for Safe, Stairs and the empty cell. */
  combo: number | null;
  revealed: boolean;
  alarm: boolean;
  /** Hack tokens on a Computer Room (0–6). */
  hack: number;
  /** Dice added to a Safe (0–6). */
  dice: number;
  /** A Safe that has been cracked open, or a Keypad whose code is known (Open token). */
  open: boolean;
  /** A Cracked token covers this tile's combination number. */
  cracked: boolean;
  /** Lavatory stalls left (3 when revealed). */
  stalls: number;
  /** Smoke Bomb stealth tokens on this tile. */
  smoke: number;
  /** A Downstairs token (the entrance, or the cell above a revealed Stairs). */
  downstairs: boolean;
  /** The other end of a Thermal Bomb hole, if any. */
  thermal: Loc | null;
  /** Crowbarred: the room's special effect is gone for good. */
  disabled: boolean;
  /** Laboratory whose tool has been taken. */
  toolTaken: boolean;
  /** Cards lying on the tile (the second Gold Bar, or loot and tools from a Drill crack). */
  items: string[];
}

export interface GuardState {
  /** False until a player first enters this floor. */
  placed: boolean;
  /** Null while off the board (Lost Visual). */
  at: Loc | null;
  dest: Loc | null;
  die: number;
  /** Patrol cards: cell indices on this floor (0..size*size-1); -1 is the Lost Visual card. Top of deck first.
   * Never changed in place (a copy of the state shares them: apply.ts cloneState); a rule writes a new array. */
  deck: readonly number[];
  discard: readonly number[];
  /** Donuts: the next time this guard would move, he doesn't. */
  skipNext: boolean;
  /** How many cards on top of the deck the crew has seen, in order (the Spotter's Clairvoyance put the card back on
   * top): shown to every seat (a co-operative game: what one burglar sees, the crew is told). Absent when none. */
  known?: number;
}

/** A guard's walk at the last end of turn, for the turn picture: his start and each cell he stepped on (0..size*size-1). */
export interface GuardWalk {
  floor: number;
  from: number;
  cells: number[];
}

export interface PlayerState {
  name: string;
  character: CharacterId;
  side: Side;
  /** Null until the player's first turn places them on the entrance. */
  at: Loc | null;
  stealth: number;
  tools: ToolId[];
  loot: LootId[];
  escaped: boolean;
  /** Juicer (Reroute): alarm tokens picked up and held. */
  heldAlarms: number;
  /** Hacker (Laptop): a hack token carried on the character (0 or 1). */
  laptop: number;
}

/** A lasting effect that ends at the start of its owner's next turn (or when its condition ends). */
export interface LastingEffect {
  kind: 'emp' | 'time-lock' | 'video-loop' | 'gymnastics' | 'heads-up' | 'jump-the-gun' | 'invisible-suit';
  owner: number;
}

/** In `turn.used` once the player's actions are over before the turn ends (the Acrobat's Climb Window): an action
 * gained after that (Rollerskates, the Invisible Suit) would reopen them, so none is gained. */
export const ACTIONS_ENDED = 'actions-ended';

export interface TurnState {
  player: number;
  /** Counts turns from 1. */
  number: number;
  actionsLeft: number;
  /** Actions spent this turn (free actions don't count). */
  actionsUsed: number;
  /** Motion tiles this player entered this turn. */
  motionEntered: Loc[];
  /** Failed attempts on each Keypad this turn, keyed by loc. */
  keypadAttempts: Record<string, number>;
  /** Once-per-turn abilities and effects already used (ids). */
  used: string[];
  /** Whether the player has done anything yet this turn (Rook's Disguise must come first). */
  acted: boolean;
  /** Guard speed changes from events this turn (Daydreaming −1, Espresso +1). */
  guardSpeedBonus: number;
  /** Shift Change: other floors' guards move instead of this floor's. */
  shiftChange: boolean;
  /** The plain Moves made since the player's last other action and not undone, in order (rules/back-and-forth.ts);
   * `paid`, present when a Move set an alarm off or spent a hack token in an alarm's stead: the alarms it set off.
   * Absent when none. */
  trail?: { from: Loc; to: Loc; actions: number; paid?: TripAlarm[] }[];
  /** Actions of Moves undone by a Move straight back: not counted for the event. Absent when none. */
  backAndForth?: number;
  /** While every action of the turn has been a Move, a tool or a free ability (and the answers they asked) that found
   * nothing: the tile the burglar began it on, whether they cost anything (an alarm set off, a hack token spent, a
   * stealth token lost), the tiles they turned over and the alarms they set off, each with where its floor's guard
   * was heading before it (absent when none; rules/trip.ts). Absent before the turn's first action and once anything
   * else was done. */
  trip?: { from: Loc; paid: boolean; turnedOver: Loc[]; alarms?: TripAlarm[] };
}

/** An alarm a burglar's trip set off (TurnState.trip), and where its floor's guard was heading before it. */
export interface TripAlarm {
  at: Loc;
  dest: Loc | null;
}

/** Never changed in place (a copy of the state shares them: apply.ts cloneState); a rule writes a new array. */
export interface CardPiles<T extends string> {
  deck: readonly T[];
  discard: readonly T[];
}

export interface Question {
  /** What is asked, as a code with parameters (its sentences: text/en-engine.ts, text/ru-engine.ts). */
  code: string;
  params: Record<string, string | number>;
  /** Index of the player who must answer. */
  player: number;
  /** The answers accepted by `choose`, as typed. */
  options: string[];
}

export interface GameOptions {
  walls: 'default' | 'random';
  lostVisual: boolean;
  stealth: number;
  /** Fort Knox: the empty cell (same on both floors). */
  emptyCell?: string;
}

export interface GameState {
  game: 'burgle-bros';
  version: 1;
  scenario: Scenario;
  size: number;
  floorCount: number;
  options: GameOptions;
  seed: number;
  /** PRNG state (see rng.ts); every shuffle and die roll advances it. */
  rng: readonly number[];
  tiles: TileState[];
  /** These two, the piles and fixedDice: shared by a copy of the state (apply.ts cloneState), never changed in place. */
  walls: readonly number[];
  /** Walls removed by Dynamite, as `F1 A1|B1`, for the picture. */
  dynamited: readonly string[];
  guards: GuardState[];
  players: PlayerState[];
  events: CardPiles<EventId>;
  tools: CardPiles<ToolId>;
  loot: CardPiles<LootId>;
  /** Dice results fixed in advance by a position (used before the PRNG). */
  fixedDice: readonly number[];
  turn: TurnState;
  effects: LastingEffect[];
  /** The entrance (floor 1), once chosen. */
  entrance: Loc | null;
  /** Raven: the crow's tile. */
  crow: Loc | null;
  /** Persian Kitty token on the board. */
  kitty: Loc | null;
  awaiting: Question | null;
  outcome: 'playing' | 'won' | 'lost';
  /** Counts everything that revealed information (tile flipped, die rolled, card drawn); undo stops there. */
  info: number;
  /** The guards' walks as the last turn ended (replaced at the next end); absent before any walk and in old snapshots. */
  lastWalks?: GuardWalk[];
  /** While a question is open: the action being resolved, from the state before it, with the answers so far. */
  pending: PendingAction | null;
}

export interface PendingAction {
  base: GameState;
  action: Action;
  answers: string[];
  /** Events already reported before the question, not to be reported again when the action resumes. */
  emitted: number;
}

/** An action as a player types it: `Ava: move east` → { player: 0, verb: 'move', args: ['east'] }. */
export interface Action {
  player: number;
  verb: string;
  args: string[];
}

/** Something that happened, for the log and for narration in any language. */
export interface GameEvent {
  code: string;
  params: Record<string, string | number | boolean | string[]>;
}

/** A refusal: its code and what fills the sentence (text/en-engine.ts, text/ru-engine.ts); the engine writes no text. */
export interface Rejection {
  code: string;
  params: Record<string, string | number>;
}

export type ApplyResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; rejection: Rejection };
