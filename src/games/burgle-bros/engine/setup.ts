// A new game exactly per NOTES.md §2–§4: deal each floor's tiles, set walls, shuffle patrol decks (discarding by
// crew size), put out floor 1's guard, shuffle events, tools and loot, and draw characters. Then the crew is
// asked for the entrance (setup-begin.ts).
import { borderWalls, parseCell, setWall, parseWall } from './board.js';
import { CHARACTERS } from './cards/index.js';
import { ROOM_TILES, SAFE_TILE, SCENARIOS, STAIRS_TILES, patrolDiscards, type TileCard } from './content/scenarios.js';
import { ALL_CHARACTERS, ALL_EVENTS, ALL_LOOT, ALL_TOOLS, SOLO_LEFT_OUT } from './content/cards.js';
import { Rng, seedRng } from '../../../core/rng.js';
import { run } from './apply.js';
import { randomWalls } from './walls.js';
import type {
  ApplyResult, CharacterId, EventId, GameOptions, GameState, GuardState, LootId, PlayerState, Scenario, Side,
  TileState, ToolId,
} from './types.js';
import { LOST_VISUAL } from './content/scenarios.js';

export interface CrewMember {
  name: string;
  character?: CharacterId;
  side?: Side;
}

export interface GameSetup {
  scenario: Scenario;
  seed: number;
  crew: CrewMember[];
  walls?: 'default' | 'random';
  lostVisual?: boolean;
  stealth?: number;
  /** Fort Knox only: where the empty cell is (default C3; another cell needs random walls). */
  emptyCell?: string;
  /** Draw random sides for characters whose side isn't given (default: basic). */
  randomSides?: boolean;
}

export function emptyTile(card: TileCard | { room: 'empty'; combo: null }): TileState {
  return {
    room: card.room, combo: card.combo, revealed: false, alarm: false, hack: 0, dice: 0, open: false, cracked: false,
    stalls: 0, smoke: 0, downstairs: false, thermal: null, disabled: false, toolTaken: false, items: [],
  };
}

/** What is wrong with a setup, as a refusal code with its parameters (sentences: text/en-engine.ts, ru-engine.ts). */
export interface SetupProblem {
  code: string;
  params: Record<string, string | number>;
}

/** A setup that cannot be dealt: thrown by buildState with the problem's code. */
export class SetupError extends Error {
  constructor(readonly problem: SetupProblem) {
    super(problem.code);
  }
}

/** Validates a setup, returning the first problem or null. */
export function setupProblem(setup: GameSetup): SetupProblem | null {
  const no = (code: string, params: Record<string, string | number> = {}): SetupProblem => ({ code, params });
  if (!SCENARIOS[setup.scenario]) return no('bad-scenario', { scenario: String(setup.scenario) });
  if (setup.crew.length < 1 || setup.crew.length > 4) return no('bad-crew-size');
  const chars = setup.crew.map((c) => c.character).filter(Boolean);
  if (new Set(chars).size !== chars.length) return no('same-character');
  for (const c of chars) if (!ALL_CHARACTERS.includes(c!)) return no('bad-character', { character: String(c) });
  if (setup.crew.length === 1 && chars[0] === 'rook') return no('rook-alone');
  const names = setup.crew.map((c) => c.name.toLowerCase());
  if (new Set(names).size !== names.length) return no('same-name');
  if (setup.emptyCell && setup.scenario !== 'fortknox') return no('empty-cell-not-fortknox');
  if (setup.emptyCell && parseCell(5, setup.emptyCell) === null) return no('bad-empty-cell', { cell: setup.emptyCell });
  return null;
}

/** Builds the state before the entrance is chosen (no question asked yet). */
export function buildState(setup: GameSetup): GameState {
  const problem = setupProblem(setup);
  if (problem) throw new SetupError(problem);
  const sc = SCENARIOS[setup.scenario];
  const rng = new Rng(seedRng(setup.seed));
  const size = sc.size, n = size * size;
  const emptyCell = sc.emptyCell === null ? null : parseCell(size, setup.emptyCell ?? sc.emptyCell);
  const solo = setup.crew.length === 1;

  // Characters: the chosen ones, the rest drawn at random from those left.
  const taken = new Set(setup.crew.map((c) => c.character).filter(Boolean));
  const pool = rng.shuffle(ALL_CHARACTERS.filter((c) => !taken.has(c) && !(solo && c === 'rook')));
  const players: PlayerState[] = setup.crew.map((c) => ({
    name: c.name,
    character: c.character ?? pool.pop()!,
    side: c.side ?? (setup.randomSides ? (rng.int(2) ? 'advanced' : 'basic') : 'basic'),
    at: null, stealth: setup.stealth ?? 3, tools: [], loot: [], escaped: false, heldAlarms: 0, laptop: 0,
  }));

  // Tiles (NOTES §3): each floor gets its rooms plus one Safe and one Stairs, shuffled and dealt row by row.
  const stairs = rng.shuffle([...STAIRS_TILES]);
  let rooms: TileCard[];
  if (setup.scenario === 'office') rooms = ROOM_TILES.filter((t) => t.office);
  else rooms = [...ROOM_TILES];
  if (setup.scenario === 'office') {
    stairs.splice(0, stairs.length, ...STAIRS_TILES.filter((t) => t.office));
    rng.shuffle(stairs);
  }
  if (setup.scenario === 'fortknox') rooms.push(SAFE_TILE, stairs.pop()!);
  rng.shuffle(rooms);
  const tiles: TileState[] = [];
  for (let f = 0; f < sc.floors; f++) {
    const floorTiles = rng.shuffle([...rooms.splice(0, sc.roomsPerFloor), SAFE_TILE, stairs.pop()!]);
    for (let c = 0; c < n; c++) {
      tiles.push(c === emptyCell ? emptyTile({ room: 'empty', combo: null }) : emptyTile(floorTiles.shift()!));
    }
  }

  // Walls.
  const useRandom = setup.walls === 'random' || (emptyCell !== null && emptyCell !== parseCell(size, sc.emptyCell!));
  const walls: number[] = [];
  for (let f = 0; f < sc.floors; f++) {
    const w = borderWalls(size, emptyCell);
    const inner = useRandom ? randomWalls(size, emptyCell, sc.wallCount, (k) => rng.int(k)) : sc.walls[f];
    for (const text of inner) {
      const pair = parseWall(size, text)!;
      setWall(size, w, pair[0], pair[1], true);
    }
    walls.push(...w);
  }

  // Patrol decks: one card per cell (+ Lost Visual), shuffled, some discarded unseen for small crews.
  const guards: GuardState[] = [];
  for (let f = 0; f < sc.floors; f++) {
    const cards: number[] = [];
    for (let c = 0; c < n; c++) if (c !== emptyCell) cards.push(c);
    if (setup.lostVisual) cards.push(LOST_VISUAL);
    const deck = rng.shuffle(cards);
    const discard = deck.splice(0, patrolDiscards(players.length));
    guards.push({ placed: false, at: null, dest: null, die: sc.guardDice[f], deck, discard, skipNext: false });
  }

  // Decks. With one character, some cards are left out (NOTES §8).
  const events = rng.shuffle(ALL_EVENTS.filter((e) => !(solo && SOLO_LEFT_OUT.includes(e))) as EventId[]);
  const tools = rng.shuffle([...ALL_TOOLS] as ToolId[]);
  const loot = rng.shuffle(ALL_LOOT.filter((l) => !(solo && l === 'gold-bar')) as LootId[]);

  const options: GameOptions = {
    walls: useRandom ? 'random' : 'default', lostVisual: setup.lostVisual ?? false, stealth: setup.stealth ?? 3,
    ...(emptyCell !== null ? { emptyCell: setup.emptyCell ?? sc.emptyCell! } : {}),
  };
  const state: GameState = {
    game: 'burgle-bros', version: 1, scenario: setup.scenario, size, floorCount: sc.floors, options,
    seed: setup.seed, rng: [], tiles, walls, dynamited: [], guards, players,
    events: { deck: events, discard: [] }, tools: { deck: tools, discard: [] }, loot: { deck: loot, discard: [] },
    fixedDice: [],
    turn: {
      player: 0, number: 0, actionsLeft: 0, actionsUsed: 0, motionEntered: [], keypadAttempts: {}, used: [],
      acted: false, guardSpeedBonus: 0, shiftChange: false,
    },
    effects: [], entrance: null, crow: null, kitty: null, awaiting: null, outcome: 'playing', info: 0, pending: null,
  };
  players.forEach((p, i) => CHARACTERS[`${p.character}:${p.side}`]?.setup?.(state, i));
  state.rng = rng.save();
  return state;
}

/** A new game: setup, floor 1's guard out, and the question of where the crew breaks in. */
export function newGame(setup: GameSetup): ApplyResult {
  const state = buildState(setup);
  return run(state, { player: 0, verb: 'begin', args: [] }, [], 0);
}
