// The checks: invariants that must hold after every step of any game (checked by the simulator and property tests:
// stealth never below 0, everyone on a real cell of their floor, no card duplicated or lost, token limits), and
// `validateState`, the shape check of a loaded snapshot.
import { ALL_EVENTS, ALL_LOOT, ALL_TOOLS, SOLO_LEFT_OUT } from './engine/content/cards.js';
import type { GameState } from './engine/types.js';

const LOST_VISUAL = -1;

function sameMultiset(a: readonly (string | number)[], b: readonly (string | number)[]): boolean {
  if (a.length !== b.length) return false;
  const count = new Map<string | number, number>();
  for (const x of a) count.set(x, (count.get(x) ?? 0) + 1);
  for (const x of b) {
    const c = count.get(x);
    if (!c) return false;
    count.set(x, c - 1);
  }
  return true;
}

/** Returns the list of violated invariants (empty when all hold). */
export function checkInvariants(s: GameState): string[] {
  const bad: string[] = [];
  const n = s.size * s.size;
  const onFloorCell = (loc: number | null, floor: number) =>
    loc !== null && Number.isInteger(loc) && loc >= floor * n && loc < (floor + 1) * n && s.tiles[loc].room !== 'empty';

  s.players.forEach((p, i) => {
    if (p.stealth < 0) bad.push(`player ${i} stealth ${p.stealth}`);
    if (p.escaped && p.at !== null) bad.push(`player ${i} escaped but on the board`);
    if (p.at !== null && !onFloorCell(p.at, Math.floor(p.at / n))) bad.push(`player ${i} on a bad cell ${p.at}`);
    if (p.at !== null && !s.tiles[p.at].revealed) bad.push(`player ${i} on a face-down tile`);
    if (p.loot.filter((l) => l === 'gold-bar').length > 1) bad.push(`player ${i} holds both Gold Bars`);
  });
  const solo = s.players.length === 1;
  s.guards.forEach((g, f) => {
    if (g.die < 1 || g.die > 6) bad.push(`guard ${f + 1} die ${g.die}`);
    if (g.placed && g.at !== null && !onFloorCell(g.at, f)) bad.push(`guard ${f + 1} on a bad cell ${g.at}`);
    if (g.placed && g.dest !== null && !onFloorCell(g.dest, f)) bad.push(`guard ${f + 1} destination bad ${g.dest}`);
    const cards: number[] = [];
    for (let c = 0; c < n; c++) if (s.tiles[f * n + c].room !== 'empty') cards.push(c);
    if (s.options.lostVisual) cards.push(LOST_VISUAL);
    if (!sameMultiset([...g.deck, ...g.discard], cards)) bad.push(`floor ${f + 1} patrol cards lost or duplicated`);
    if (g.known !== undefined && !(Number.isInteger(g.known) && g.known >= 1 && g.known <= g.deck.length)) bad.push(`guard ${f + 1} known cards ${g.known}`);
  });
  s.tiles.forEach((t, loc) => {
    if (t.hack < 0 || t.hack > 6) bad.push(`hack tokens ${t.hack} at ${loc}`);
    if (t.dice < 0 || t.dice > 6) bad.push(`safe dice ${t.dice} at ${loc}`);
    if (t.stalls < 0 || t.smoke < 0) bad.push(`negative stealth tokens at ${loc}`);
  });
  const events = ALL_EVENTS.filter((e) => !(solo && SOLO_LEFT_OUT.includes(e)));
  if (!sameMultiset([...s.events.deck, ...s.events.discard], events)) bad.push('event cards lost or duplicated');
  const onTiles = s.tiles.flatMap((t) => t.items);
  const toolIds = new Set<string>(ALL_TOOLS);
  const tools = [...s.tools.deck, ...s.tools.discard, ...s.players.flatMap((p) => p.tools), ...onTiles.filter((i) => toolIds.has(i))];
  if (!sameMultiset(tools, ALL_TOOLS)) bad.push('tool cards lost or duplicated');
  const lootIds = new Set<string>(ALL_LOOT);
  const loot = [
    ...s.loot.deck, ...s.loot.discard, ...s.players.flatMap((p) => p.loot), ...onTiles.filter((i) => lootIds.has(i)),
    ...(s.kitty !== null ? ['persian-kitty'] : []),
  ];
  if (!sameMultiset(loot, ALL_LOOT.filter((l) => !(solo && l === 'gold-bar')))) bad.push('loot cards lost or duplicated');
  if (s.outcome === 'playing') {
    const active = s.players[s.turn.player];
    if (!active || active.escaped) bad.push('the active player is missing or escaped');
    if (s.awaiting && !s.players[s.awaiting.player]) bad.push('a question for nobody');
    if (s.turn.actionsLeft < 0) bad.push(`actions left ${s.turn.actionsLeft}`);
  }
  return bad;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Null when `x` looks like a Burgle Bros. state that can be played on; else what is wrong. */
export function validateState(x: unknown): string | null {
  if (!isObj(x)) return 'not an object';
  if (x.game !== 'burgle-bros') return 'not a Burgle Bros. state';
  const players = x.players, tiles = x.tiles, turn = x.turn, guards = x.guards;
  if (!Array.isArray(players) || players.length < 1 || players.length > 4) return 'the crew must have 1 to 4 players';
  if (!players.every((p) => isObj(p) && typeof p.name === 'string' && typeof p.stealth === 'number')) return 'a player is malformed';
  const size = x.size, floors = x.floorCount;
  if (typeof size !== 'number' || typeof floors !== 'number') return 'the building has no size';
  if (!Array.isArray(tiles) || tiles.length !== size * size * floors) return 'the tiles do not fill the building';
  if (!Array.isArray(x.walls) || x.walls.length !== tiles.length) return 'the walls do not fill the building';
  if (!Array.isArray(guards) || guards.length !== floors) return 'there must be one guard entry per floor';
  if (!isObj(turn) || typeof turn.player !== 'number' || turn.player < 0 || turn.player >= players.length) return 'the turn names no player of the crew';
  if (!Array.isArray(x.rng) || x.rng.length === 0) return 'the random generator is missing';
  if (!['playing', 'won', 'lost'].includes(String(x.outcome))) return 'the outcome is unknown';
  // Optional: only states after a guard's walk have it.
  const walks = x.lastWalks;
  if (walks !== undefined && (!Array.isArray(walks) || !walks.every((w) => isObj(w) && typeof w.floor === 'number'
    && w.floor >= 0 && w.floor < floors && typeof w.from === 'number' && Array.isArray(w.cells) && w.cells.every((c) => typeof c === 'number')))) {
    return "the guards' last walks are malformed";
  }
  const q = x.awaiting;
  if (q !== null && (!isObj(q) || typeof q.player !== 'number' || q.player < 0 || q.player >= players.length || !Array.isArray(q.options))) {
    return 'the open question names no player of the crew';
  }
  return null;
}
