// Tools and loot: drawing them (a safe opening, a Laboratory, an event), and the crew's hold on the loot.
import { locName, type Geometry } from '../board.js';
import { LOOT } from '../cards/index.js';
import { hooksWith } from './hooks.js';
import type { Ctx } from '../ctx.js';
import type { GameState, Loc, LootId, ToolId } from '../types.js';

/** Takes the top card of a pile, reshuffling its discard when the deck is empty; null when both are empty. */
export function drawFrom<T extends string>(ctx: Ctx, pile: { deck: readonly T[]; discard: readonly T[] }): T | null {
  if (pile.deck.length === 0) {
    if (pile.discard.length === 0) return null;
    pile.deck = ctx.rng.shuffle(pile.discard.slice());
    pile.discard = [];
  }
  ctx.revealed();
  const card = pile.deck[0];
  pile.deck = pile.deck.slice(1);
  return card;
}

/** A player finds a tool (cards such as the Rigger's may change how). */
export function drawTool(ctx: Ctx, p: number): void {
  for (const { hooks, holder } of hooksWith(ctx.s, 'drawTool')) if (hooks.drawTool?.(ctx, holder, p)) return;
  const tool = drawFrom(ctx, ctx.s.tools);
  if (tool === null) {
    ctx.emit('no-tools-left', { player: ctx.player(p).name });
    return;
  }
  giveTool(ctx, p, tool);
}

export function giveTool(ctx: Ctx, p: number, tool: ToolId): void {
  ctx.player(p).tools.push(tool);
  ctx.emit('tool-found', { player: ctx.player(p).name, tool });
}

/** A player takes loot from an opened safe. */
export function drawLoot(ctx: Ctx, p: number): void {
  const loot = drawFrom(ctx, ctx.s.loot);
  if (loot === null) {
    ctx.emit('no-loot-left', { player: ctx.player(p).name });
    return;
  }
  ctx.player(p).loot.push(loot);
  ctx.emit('loot-found', { player: ctx.player(p).name, loot });
  LOOT[loot]?.onDraw?.(ctx, p);
}

/** A loot card drawn by `p` and left on the tile `at` (the Peterman's Drill opens a safe on another floor): its draw
 * takes effect as when drawn into a hand (the Gold Bar brings the other out onto the same safe's tile; the Cursed
 * Goblet costs its drawer a stealth token). */
export function leaveLoot(ctx: Ctx, p: number, at: number): void {
  const loot = drawFrom(ctx, ctx.s.loot);
  if (loot === null) return;
  ctx.tile(at).items.push(loot);
  ctx.emit('item-left', { item: loot, at: ctx.name(at) });
  LOOT[loot as LootId]?.onDraw?.(ctx, p);
}

/** Every safe is open, and every piece of loot is held by a player: nothing on a tile, no loose Persian Kitty. */
export function crewHoldsAllLoot(s: GameState): boolean {
  for (const t of s.tiles) {
    if (t.room === 'safe' && !t.open) return false;
    if (t.items.some((i) => isLoot(i))) return false;
  }
  return s.kitty === null;
}

/** What the crew still lacks before anyone may escape, the first of it: how many safes are still closed, else a loot
 * card lying on a tile (which, where), else the Persian Kitty loose (where); null when it holds everything. */
export type LootMissing =
  | { kind: 'safes'; count: number }
  | { kind: 'loot'; item: string; at: string; loc: Loc }
  | { kind: 'kitty'; at: string; loc: Loc };

/** What lootMissing reads: the state, or a seat's view (rules/goals.ts; its face-down Safes are not counted there). */
type Hold = Geometry & { tiles: readonly { room: string; open: boolean; items: readonly string[] }[]; kitty: Loc | null };

export function lootMissing(s: Hold): LootMissing | null {
  const closed = s.tiles.filter((t) => t.room === 'safe' && !t.open).length;
  if (closed) return { kind: 'safes', count: closed };
  for (let loc = 0; loc < s.tiles.length; loc++) {
    const item = s.tiles[loc].items.find((i) => isLoot(i));
    if (item) return { kind: 'loot', item, at: locName(s, loc), loc };
  }
  if (s.kitty !== null) return { kind: 'kitty', at: locName(s, s.kitty), loc: s.kitty };
  return null;
}

/** Whether `p` may not pick up `item` for holding its twin: nobody may hold both Gold Bars (NOTES §7). */
export const holdsTheOther = (s: { players: readonly { loot: readonly string[] }[] }, p: number, item: string): boolean =>
  item === 'gold-bar' && s.players[p].loot.includes('gold-bar');

/** What the crew still lacks, as the parameters of a refusal said to `p` that names a room of its own (`at`): `lacks`
 * (safes, loot, kitty) with the safes' `count`, or the loot's `item` and `lootAt`, with `mate` where only a crew mate
 * may pick it up; none when the crew holds everything. */
export function lacking(s: Hold & { players: readonly { loot: readonly string[] }[] }, p: number): Record<string, string | number> {
  const m = lootMissing(s);
  if (m === null) return {};
  if (m.kind === 'safes') return { lacks: 'safes', count: m.count };
  if (m.kind === 'kitty') return { lacks: 'kitty', lootAt: m.at };
  return { lacks: 'loot', item: m.item, lootAt: m.at, ...(holdsTheOther(s, p, m.item) ? { mate: 1 } : {}) };
}

const LOOT_IDS = new Set<string>([
  'bust', 'chihuahua', 'cursed-goblet', 'gemstone', 'gold-bar', 'isotope', 'keycard', 'mirror', 'painting',
  'persian-kitty', 'stamp', 'tiara',
]);
export const isLoot = (id: string): id is LootId => LOOT_IDS.has(id);
