// A whole game state dealt from what a seat sees (BurgleView): the face-down tiles, the order of every deck and the
// generator are filled at random from what they can be (the building's tiles and the card lists, less what is face up,
// held or discarded), so the bots can run the real rules on it. Everything comes from the view and the bot's own
// generator: twins that differ only in what the seat may not know get the same deal (docs/bots.md).
import { seedRng, type Rng } from '../../../core/rng.js';
import { ALL_EVENTS, ALL_LOOT, ALL_TOOLS, SOLO_LEFT_OUT } from '../engine/content/cards.js';
import { ROOM_TILES, SAFE_TILE, STAIRS_TILES, type TileCard } from '../engine/content/scenarios.js';
import { cloneGuard, replayAction, clonePlayer, cloneTile, cloneTurn, type EventId, type GameState, type GuardState, type LootId, type PlayerState, type RoomType, type TileState, type ToolId, type TurnState } from '../engine/index.js';
import { viewOf, type BurgleView } from '../view.js';

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

/** What a later view shows of a deal's hidden parts: the faces of tiles turned over since, the cards drawn since from
 * the top of each deck, in the order drawn (a patrol deck's by floor). */
export interface Known {
  tiles: Map<number, { room: RoomType; combo: number | null }>;
  patrolTop: number[][];
  events: EventId[];
  tools: ToolId[];
  loot: LootId[];
}

const NOTHING_KNOWN: Known = { tiles: new Map(), patrolTop: [], events: [], tools: [], loot: [] };

/** `top` (in order), then `rest`. */
const onTop = <T>(top: readonly T[], rest: T[]): T[] => (top.length ? [...top, ...rest] : rest);

/** `items` less one of each of `less`. */
function minus<T>(items: readonly T[], less: readonly T[]): T[] {
  const left = [...items];
  for (const x of less) {
    const i = left.indexOf(x);
    if (i >= 0) left.splice(i, 1);
  }
  return left;
}

/** The part of `now` past `before`, where `before` begins it; null where it does not (a pile shuffled since). */
function past<T>(before: readonly T[], now: readonly T[]): T[] | null {
  if (now.length < before.length || before.some((x, i) => now[i] !== x)) return null;
  return now.slice(before.length);
}

/** What `now`, a view of the same table later in one action, shows of the hidden parts of `before`: null where a deck
 * was shuffled between them (what lay where is then not told by the cards seen). */
export function knownLater(before: BurgleView, now: BurgleView): Known | null {
  const tiles = new Map<number, { room: RoomType; combo: number | null }>();
  before.tiles.forEach((t, loc) => {
    const later = now.tiles[loc];
    if (t.room === 'hidden' && later.room !== 'hidden' && later.room !== 'empty') tiles.set(loc, { room: later.room, combo: later.combo });
  });
  const patrolTop: number[][] = [];
  for (let f = 0; f < before.guards.length; f++) {
    const drawn = past(before.guards[f].patrolSeen, now.guards[f].patrolSeen);
    if (!drawn) return null;
    const top = [...drawn, ...(now.guards[f].patrolNext ?? [])];
    const spotted = before.guards[f].patrolNext ?? [];
    // The Spotter's cards were on top before: the cards drawn since begin with them, or they with the cards drawn.
    if (spotted.some((c, i) => i < top.length && top[i] !== c)) return null;
    patrolTop.push(top);
  }
  const events = past(before.events.discard, now.events.discard);
  if (!events) return null;
  const out = (v: BurgleView, pile: 'tools' | 'loot') => [
    ...v[pile].discard, ...v.players.flatMap((p) => p[pile] as string[]), ...v.tiles.flatMap((t) => t.items),
    ...(pile === 'loot' && v.kitty !== null ? ['persian-kitty'] : []),
  ];
  const tools = minus(out(now, 'tools'), out(before, 'tools')).filter((c) => (ALL_TOOLS as readonly string[]).includes(c)) as ToolId[];
  const loot = minus(out(now, 'loot'), out(before, 'loot')).filter((c) => (ALL_LOOT as readonly string[]).includes(c)) as LootId[];
  if (events.length > before.events.left || tools.length > before.tools.left || loot.length > before.loot.left) return null;
  return { tiles, patrolTop, events, tools, loot };
}

/**
 * A state consistent with the view: face-down tiles dealt from the building's unseen tiles (each floor keeping its own
 * Safe and Stairs), patrol decks of the right size from the floor's cells, the event, tool and loot decks from the
 * unseen cards, and a fresh generator. Not kept anywhere: only the bot's look-ahead runs on it.
 */
export function determinize(v: BurgleView, rng: Rng, known: Known = NOTHING_KNOWN): GameState {
  const n = v.size * v.size;
  // A tile face down in the view but known (turned over later) counts as face up, its face where it lies.
  const face = (loc: number): { room: string; combo: number | null } | null => {
    const t = v.tiles[loc];
    if (t.room !== 'hidden') return t.room === 'empty' ? null : { room: t.room, combo: t.combo };
    return known.tiles.get(loc) ?? null;
  };
  const faceUp = v.tiles.map((_, loc) => face(loc)).filter((f) => f !== null);
  let pool = without(buildingTiles(v), faceUp);
  // Each floor has one Safe and one Stairs of its own (Fort Knox: the third of each on either floor).
  // Every part written as the engine writes it (apply.ts, tiles.ts): one hidden class for each kind of part the search
  // reads, whichever deal it came from.
  const tiles: TileState[] = v.tiles.map((t, loc) => {
    const k = t.room === 'hidden' ? known.tiles.get(loc) : undefined;
    return Object.assign(cloneTile(t as TileState), k ? { room: k.room, combo: k.combo } : { room: t.room === 'hidden' ? 'empty' : t.room } as Partial<TileState>);
  });
  const hiddenByFloor: number[][] = [];
  for (let f = 0; f < v.floorCount; f++) {
    const hidden: number[] = [];
    for (let loc = f * n; loc < (f + 1) * n; loc++) if (v.tiles[loc].room === 'hidden' && !known.tiles.has(loc)) hidden.push(loc);
    rng.shuffle(hidden);
    hiddenByFloor.push(hidden);
  }
  for (const room of ['safe', 'stairs'] as const) {
    for (let f = 0; f < v.floorCount; f++) {
      const seen = v.tiles.some((_, loc) => Math.floor(loc / n) === f && face(loc)?.room === room);
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
    // The cards known to lie on top: the Spotter's, or those drawn later (the longer; one begins the other).
    const later = known.patrolTop[f] ?? [];
    const next = later.length > (g.patrolNext ?? []).length ? later : g.patrolNext ?? [];
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
  const events = onTop(known.events, unseenDeck(ALL_EVENTS.filter((e) => !(solo && SOLO_LEFT_OUT.includes(e))) as EventId[], [...v.events.discard, ...known.events], v.events.left - known.events.length, rng));
  const tools = onTop(known.tools, unseenDeck(ALL_TOOLS as ToolId[], [...v.tools.discard, ...held, ...onTiles, ...known.tools], v.tools.left - known.tools.length, rng));
  const lootAll = ALL_LOOT.filter((l) => !(solo && l === 'gold-bar')) as LootId[];
  const loot = onTop(known.loot, unseenDeck(lootAll, [...v.loot.discard, ...held, ...onTiles, ...(v.kitty !== null ? ['persian-kitty'] : []), ...known.loot], v.loot.left - known.loot.length, rng));

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
    ...(v.lastWalks ? { lastWalks: v.lastWalks.map((w) => ({ ...w, cells: w.cells.slice() })) } : {}),
  };
}

/** The view's parts a replayed action must give again as the table shows them (all but the asking action's own view,
 * which the deal was made from). */
function shown(v: BurgleView): string {
  const { asking: _asking, ...rest } = v;
  return JSON.stringify(rest);
}

/**
 * A whole state consistent with a view awaiting an answer: the state before the action that asked it dealt from the
 * view of it (BurgleView.asking), with what the table has shown since in its place (the tiles turned over, the cards
 * drawn: knownLater), and the action replayed on it by the engine itself up to the question, so that an answer
 * applied to it plays on as in the game (the rest of a guard's walk after an alarm tie, the burglar the Rook orders
 * into a tile). Null where the replay does not come to this table again (a die rolled otherwise, a deck shuffled).
 */
export function determinizeQuestion(v: BurgleView, rng: Rng): GameState | null {
  const q = v.awaiting;
  const asking = v.asking;
  if (!q || !asking) return null;
  const known = knownLater(asking.before, v);
  if (!known) return null;
  const r = replayAction(determinize(asking.before, rng, known), asking.action, asking.answers);
  if (!r.ok) return null;
  const again = r.state.awaiting;
  if (!again || again.code !== q.code || again.player !== q.player || again.options.join('|') !== q.options.join('|')) return null;
  return shown(viewOf(r.state)) === shown(v) ? r.state : null;
}
