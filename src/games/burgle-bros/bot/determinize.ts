// A whole game state dealt from what a seat sees (BurgleView): the face-down tiles, the order of every deck and the
// generator are filled at random from what they can be (the building's tiles and the card lists, less what is face up,
// held or discarded), so the bots can run the real rules on it. Everything comes from the view and the bot's own
// generator: twins that differ only in what the seat may not know get the same deal (docs/bots.md).
import { seedRng, type Rng } from '../../../core/rng.js';
import { ALL_EVENTS, ALL_LOOT, ALL_TOOLS, SOLO_LEFT_OUT } from '../engine/content/cards.js';
import { ROOM_TILES, SAFE_TILE, STAIRS_TILES, type TileCard } from '../engine/content/scenarios.js';
import { applyAction, cloneGuard, clonePlayer, cloneTile, cloneTurn, restate, type Action, type EventId, type GameState, type GuardState, type LootId, type PlayerState, type Question, type RoomType, type TileState, type ToolId, type TurnState } from '../engine/index.js';
import type { BurgleView } from '../view.js';

/** Every tile the building of this scenario was dealt from (all of them are used: NOTES §3). */
function buildingTiles(v: BurgleView): TileCard[] {
  if (v.scenario === 'office') return [...ROOM_TILES.filter((t) => t.office), SAFE_TILE, SAFE_TILE, ...STAIRS_TILES.filter((t) => t.office)];
  if (v.scenario === 'fortknox') return [...ROOM_TILES, SAFE_TILE, SAFE_TILE, SAFE_TILE, ...STAIRS_TILES];
  return [...ROOM_TILES, SAFE_TILE, SAFE_TILE, SAFE_TILE, ...STAIRS_TILES];
}

const key = (room: string, combo: number | null) => `${room}:${combo ?? ''}`;

/** Removes one of each of `taken` from `pool` (by room and number), leaving the rest in order. */
function without<T extends { room: string; combo: number | null }>(pool: T[], taken: { room: string; combo: number | null }[]): T[] {
  const count = new Map<string, number>();
  for (const t of taken) count.set(key(t.room, t.combo), (count.get(key(t.room, t.combo)) ?? 0) + 1);
  return pool.filter((t) => {
    const k = key(t.room, t.combo);
    const c = count.get(k) ?? 0;
    if (c === 0) return true;
    count.set(k, c - 1);
    return false;
  });
}

/** The cards of one deck still unseen: the full list less what the view shows elsewhere, shuffled, `left` of them. */
function unseenDeck<T extends string>(all: readonly T[], seen: readonly string[], left: number, rng: Rng): T[] {
  const pool = [...all];
  for (const s of seen) {
    const i = pool.indexOf(s as T);
    if (i >= 0) pool.splice(i, 1);
  }
  rng.shuffle(pool);
  return pool.slice(0, left);
}

/**
 * A state consistent with the view: face-down tiles dealt from the building's unseen tiles (each floor keeping its own
 * Safe and Stairs), patrol decks of the right size from the floor's cells, the event, tool and loot decks from the
 * unseen cards, and a fresh generator. Not kept anywhere: only the bot's look-ahead runs on it.
 */
export function determinize(v: BurgleView, rng: Rng): GameState {
  const n = v.size * v.size;
  const faceUp = v.tiles.filter((t) => t.room !== 'hidden' && t.room !== 'empty').map((t) => ({ room: t.room as string, combo: t.combo }));
  let pool = without(buildingTiles(v), faceUp);
  // Each floor has one Safe and one Stairs of its own (Fort Knox: the third of each on either floor).
  // Every part written as the engine writes it (apply.ts, tiles.ts): one hidden class for each kind of part the search
  // reads, whichever deal it came from.
  const tiles: TileState[] = v.tiles.map((t) => Object.assign(cloneTile(t as TileState), { room: t.room === 'hidden' ? 'empty' : t.room } as Partial<TileState>));
  const hiddenByFloor: number[][] = [];
  for (let f = 0; f < v.floorCount; f++) {
    const hidden: number[] = [];
    for (let loc = f * n; loc < (f + 1) * n; loc++) if (v.tiles[loc].room === 'hidden') hidden.push(loc);
    rng.shuffle(hidden);
    hiddenByFloor.push(hidden);
  }
  for (const room of ['safe', 'stairs'] as const) {
    for (let f = 0; f < v.floorCount; f++) {
      const seen = v.tiles.some((t, loc) => Math.floor(loc / n) === f && t.room === room);
      if (seen || hiddenByFloor[f].length === 0) continue;
      const i = pool.findIndex((t) => t.room === room);
      if (i < 0) continue;
      const [card] = pool.splice(i, 1);
      const loc = hiddenByFloor[f].pop()!;
      tiles[loc] = Object.assign(cloneTile(tiles[loc]), { room: card.room, combo: card.combo });
    }
  }
  rng.shuffle(pool);
  for (const hidden of hiddenByFloor) {
    for (const loc of hidden) {
      const card = pool.pop() ?? { room: 'lavatory' as RoomType, combo: 5 };
      tiles[loc] = Object.assign(cloneTile(tiles[loc]), { room: card.room, combo: card.combo });
    }
  }

  // Patrol decks: the cards not seen since the last shuffle, dealt between the deck and the unseen discards (which
  // lie under the seen ones, as the engine keeps them: view.ts patrolSeen).
  // The cards the crew has seen on top (the Spotter's) stay on top.
  const guards: GuardState[] = v.guards.map((g, f) => {
    const next = g.patrolNext ?? [];
    const seen = new Set([...g.patrolSeen, ...next]);
    const cells: number[] = [];
    for (let c = 0; c < n; c++) if (v.tiles[f * n + c].room !== 'empty' && !seen.has(c)) cells.push(c);
    if (v.options.lostVisual && !seen.has(-1)) cells.push(-1);
    rng.shuffle(cells);
    const deck = [...next, ...cells.slice(0, g.patrolLeft - next.length)];
    const discard = [...cells.slice(g.patrolLeft - next.length), ...g.patrolSeen];
    return cloneGuard({ placed: g.placed, at: g.at, dest: g.dest, die: g.die, deck, discard, skipNext: g.skipNext, ...(next.length ? { known: next.length } : {}) });
  });

  const solo = v.players.length === 1;
  const held = v.players.flatMap((p) => [...p.tools, ...p.loot]);
  const onTiles = v.tiles.flatMap((t) => t.items);
  const events = unseenDeck(ALL_EVENTS.filter((e) => !(solo && SOLO_LEFT_OUT.includes(e))) as EventId[], v.events.discard, v.events.left, rng);
  const tools = unseenDeck(ALL_TOOLS as ToolId[], [...v.tools.discard, ...held, ...onTiles], v.tools.left, rng);
  const lootAll = ALL_LOOT.filter((l) => !(solo && l === 'gold-bar')) as LootId[];
  const loot = unseenDeck(lootAll, [...v.loot.discard, ...held, ...onTiles, ...(v.kitty !== null ? ['persian-kitty'] : [])], v.loot.left, rng);

  return {
    game: 'burgle-bros', version: 1, scenario: v.scenario, size: v.size, floorCount: v.floorCount, options: { ...v.options },
    seed: 0, rng: seedRng(rng.int(0x7fffffff)),
    tiles, walls: v.walls.slice(), dynamited: v.dynamited.slice(), guards,
    players: v.players.map((p) => clonePlayer(p as PlayerState)),
    events: { deck: events, discard: v.events.discard.slice() },
    tools: { deck: tools, discard: v.tools.discard.slice() },
    loot: { deck: loot, discard: v.loot.discard.slice() },
    fixedDice: [],
    turn: cloneTurn(v.turn as TurnState),
    effects: v.effects.map((e) => ({ ...e })), entrance: v.entrance, crow: v.crow, kitty: v.kitty,
    awaiting: null, outcome: v.outcome, info: 0, pending: null,
  };
}

/** The event cards whose question an end of turn asks, where the answer moves a guard or a burglar (Shift Change:
 * which of the other floors' guards walks first). */
const EVENT_ASKING: Record<string, EventId> = {
  'buddy-system-pick': 'buddy-system', 'throw-voice-pick': 'throw-voice', 'squeak-pick': 'squeak', 'guard-order': 'shift-change',
};

/** The action that asked `q` and the deal as it stood before it, where that can be told from the view: the Rook's
 * orders (his ability, its action and its once-a-turn use given back) and an event card drawn at the end of a turn
 * (Buddy System, Throw Voice, Squeak, Shift Change: an end of turn, its card back on the event deck). */
function askedBy(s: GameState, q: Question): { base: GameState; action: Action } | null {
  const p = s.turn.player;
  const me = s.players[p];
  switch (q.code) {
    case 'orders-consent': {
      const used = `ability:${me.character}:${me.side}`;
      if (!s.turn.used.includes(used)) return null;
      const turn = { ...s.turn, actionsLeft: s.turn.actionsLeft + 1, actionsUsed: s.turn.actionsUsed - 1, used: s.turn.used.filter((u) => u !== used) };
      return { base: restate(s, { turn }), action: { player: p, verb: 'ability', args: [String(q.params.other), String(q.params.to)] } };
    }
    case 'buddy-system-pick':
    case 'throw-voice-pick':
    case 'squeak-pick':
    case 'guard-order': {
      const card = EVENT_ASKING[q.code];
      const discard = s.events.discard;
      if (discard[discard.length - 1] !== card) return null;
      const events = { deck: [card, ...s.events.deck], discard: discard.slice(0, -1) };
      return { base: restate(s, { events }), action: { player: p, verb: 'end', args: [] } };
    }
    default:
      return null;
  }
}

/**
 * A whole state consistent with a view awaiting an answer, the question asked again by the engine itself on a deal
 * of the state before the action that asked it: an answer applied to it plays on as in the game (the guard's walk
 * after Buddy System, the burglar the Rook orders into a tile). Null for a question whose action cannot be told from
 * the view (askedBy), or where the deal does not ask it again the same way.
 */
export function determinizeQuestion(v: BurgleView, rng: Rng): GameState | null {
  const q = v.awaiting;
  if (!q) return null;
  const asked = askedBy(determinize(v, rng), q);
  if (!asked) return null;
  const r = applyAction(asked.base, asked.action);
  if (!r.ok) return null;
  const again = r.state.awaiting;
  if (!again || again.code !== q.code || again.player !== q.player || again.options.join('|') !== q.options.join('|')) return null;
  return r.state;
}
