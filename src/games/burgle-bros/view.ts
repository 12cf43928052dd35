// What a player of Burgle Bros. may know: the building as the crew sees it, as a type of its own (BurgleView) that the
// presentation, the picture, autocomplete and the bot read. The game is co-operative with open information, so every
// seat and a spectator see the same; hidden are the face-down tiles, the order of every deck (patrol decks included),
// the seed and the random generator. `scramble` re-deals exactly those (the no-leak test); checks.ts validates loaded
// snapshots.
import type { Rng } from '../../core/rng.js';
import { cloneAwaiting, cloneEffects, clonePlayer, cloneState, cloneTurn, cloneWalks } from './engine/apply.js';
import { patrolDiscards } from './engine/content/scenarios.js';
import { knownTop } from './engine/patrol-known.js';
import type {
  Action, EventId, GameOptions, GameState, GuardWalk, LastingEffect, Loc, PlayerState, Question, RoomType, Scenario, TileState,
  ToolId, LootId, TurnState,
} from './engine/types.js';

/** A tile as the crew sees it: face down, its back only (no room, no combination). */
export type ViewTile = Omit<TileState, 'room' | 'combo'> & { room: RoomType | 'hidden'; combo: number | null };

/** A guard as the crew sees him: where he is, where he heads, his die, how many patrol cards are left and the patrol
 * cards drawn since his deck was last shuffled, face up on his discard pile, and the cards on top of his deck the
 * Spotter looked at and put back (never the rest of the deck's order, nor the cards discarded unseen at a shuffle). */
export interface ViewGuard {
  placed: boolean;
  at: Loc | null;
  dest: Loc | null;
  die: number;
  skipNext: boolean;
  patrolLeft: number;
  /** Cells of his floor (0..size²-1, -1 the Lost Visual card) drawn since the last shuffle, first drawn first. */
  patrolSeen: number[];
  /** The cards on top of his deck the crew has seen (the Spotter's Clairvoyance), top first; absent when none. */
  patrolNext?: number[];
}

/** A deck as the crew sees it: how many cards are left, and the face-up discard. */
export interface ViewPile<T extends string> {
  left: number;
  discard: T[];
}

/** The action a question was asked in, while it waits for its answer: the table as the crew saw it before that action
 * (its view, nothing hidden), the action as its player gave it and the answers given so far. The bot deals a whole
 * state of it to replay the action with each answer (bot/determinize.ts). */
export interface ViewAsking {
  before: BurgleView;
  action: Action;
  answers: string[];
}

/** What a seat (or a spectator) of Burgle Bros. may know, built from the state by `viewOf`: everything the
 * presentation, the picture, the bot and autocomplete read. Not in it: the seed and the generator, the order of every
 * deck, face-down tiles, dice fixed by a position, the pending action's earlier state but for its view. */
export interface BurgleView {
  game: 'burgle-bros';
  scenario: Scenario;
  size: number;
  floorCount: number;
  options: GameOptions;
  tiles: ViewTile[];
  walls: number[];
  dynamited: string[];
  guards: ViewGuard[];
  players: PlayerState[];
  events: ViewPile<EventId>;
  tools: ViewPile<ToolId>;
  loot: ViewPile<LootId>;
  turn: TurnState;
  effects: LastingEffect[];
  entrance: Loc | null;
  crow: Loc | null;
  kitty: Loc | null;
  awaiting: Question | null;
  outcome: GameState['outcome'];
  /** Only in the picture of a game the table called off (GameModule.calledOff): no turn is drawn. */
  calledOff?: true;
  /** Only in a picture: the crew members a bot plays for their person (GameModule.botPlayed). */
  botPlayed?: number[];
  lastWalks?: GuardWalk[];
  /** While a question waits: the action that asked it (absent otherwise). */
  asking?: ViewAsking;
}

/** A tile as the crew sees it, copied in one literal (the order of cloneTile's fields): a face-down one without its
 * room and combination. */
function tileView(t: TileState): ViewTile {
  const open = t.revealed || t.room === 'empty';
  return {
    room: open ? t.room : 'hidden', combo: open ? t.combo : null, revealed: t.revealed, alarm: t.alarm, hack: t.hack, dice: t.dice,
    open: t.open, cracked: t.cracked, stalls: t.stalls, smoke: t.smoke, downstairs: t.downstairs, thermal: t.thermal,
    disabled: t.disabled, toolTaken: t.toolTaken, items: t.items.slice(),
  };
}

/** The patrol cards drawn face up since a guard's deck was last shuffled: his discard pile less the cards discarded
 * unseen at that shuffle, which lie under them (rules/guards.ts drawPatrol, setup.ts). */
export function patrolSeen(g: { discard: readonly number[] }, crew: number): number[] {
  return g.discard.slice(patrolDiscards(crew));
}

/** The view of a state: the same for every seat and a spectator (a co-operative game with open information). */
export function viewOf(s: GameState): BurgleView {
  // Each part copied once, straight from the state (never the decks' order, the seed or the generator).
  return {
    game: s.game, scenario: s.scenario, size: s.size, floorCount: s.floorCount, options: { ...s.options },
    tiles: s.tiles.map(tileView), walls: s.walls.slice(), dynamited: s.dynamited.slice(),
    guards: s.guards.map((g) => ({
      placed: g.placed, at: g.at, dest: g.dest, die: g.die, skipNext: g.skipNext, patrolLeft: g.deck.length,
      patrolSeen: patrolSeen(g, s.players.length), ...(g.known ? { patrolNext: knownTop(g) } : {}),
    })),
    players: s.players.map(clonePlayer),
    events: { left: s.events.deck.length, discard: s.events.discard.slice() },
    tools: { left: s.tools.deck.length, discard: s.tools.discard.slice() },
    loot: { left: s.loot.deck.length, discard: s.loot.discard.slice() },
    turn: cloneTurn(s.turn), effects: cloneEffects(s.effects), entrance: s.entrance, crow: s.crow, kitty: s.kitty,
    awaiting: cloneAwaiting(s.awaiting), outcome: s.outcome,
    ...(s.lastWalks ? { lastWalks: cloneWalks(s.lastWalks) } : {}),
    ...(s.pending && s.awaiting ? { asking: askingOf(s.pending) } : {}),
  };
}

/** The pending action as the crew knows it: the view of the state it began on (seen by all before it), the action and
 * the answers given; never that state itself, whose decks and face-down tiles are hidden. */
function askingOf(p: NonNullable<GameState['pending']>): ViewAsking {
  return { before: viewOf(p.base), action: { ...p.action, args: p.action.args.slice() }, answers: p.answers.slice() };
}

/** The same table with the face-down tiles of each floor, every deck and the generator re-dealt at random. */
export function scrambleState(s: GameState, rng: Rng): GameState {
  const v = cloneState(s);
  const n = v.size * v.size;
  for (let f = 0; f < v.floorCount; f++) {
    const hidden: number[] = [];
    for (let loc = f * n; loc < (f + 1) * n; loc++) if (!v.tiles[loc].revealed && v.tiles[loc].room !== 'empty') hidden.push(loc);
    const faces = rng.shuffle(hidden.map((loc) => ({ room: v.tiles[loc].room, combo: v.tiles[loc].combo })));
    hidden.forEach((loc, i) => { v.tiles[loc] = { ...v.tiles[loc], ...faces[i] }; });
  }
  v.events.deck = rng.shuffle(v.events.deck.slice());
  v.tools.deck = rng.shuffle(v.tools.deck.slice());
  v.loot.deck = rng.shuffle(v.loot.deck.slice());
  // A patrol deck under the cards the crew has seen on top, and the cards discarded unseen at its last shuffle, are
  // alike to the crew.
  const unseen = patrolDiscards(v.players.length);
  for (const g of v.guards) {
    const next = knownTop(g);
    const rest = g.deck.length - next.length;
    const pool = rng.shuffle([...g.deck.slice(next.length), ...g.discard.slice(0, unseen)]);
    g.discard = [...pool.slice(rest), ...g.discard.slice(unseen)];
    g.deck = [...next, ...pool.slice(0, rest)];
  }
  v.rng = rng.save();
  v.seed = rng.int(0x7fffffff);
  return v;
}
