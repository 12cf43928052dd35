// Tools and loot: drawing them (a safe opening, a Laboratory, an event), and the crew's hold on the loot.
import { locName } from '../board.js';
import { LOOT } from '../cards/index.js';
import { hooksWith } from './hooks.js';
import type { Ctx } from '../ctx.js';
import type { GameState, LootId, ToolId } from '../types.js';

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
  | { kind: 'loot'; item: string; at: string }
  | { kind: 'kitty'; at: string };

export function lootMissing(s: GameState): LootMissing | null {
  const closed = s.tiles.filter((t) => t.room === 'safe' && !t.open).length;
  if (closed) return { kind: 'safes', count: closed };
  for (let loc = 0; loc < s.tiles.length; loc++) {
    const item = s.tiles[loc].items.find((i) => isLoot(i));
    if (item) return { kind: 'loot', item, at: locName(s, loc) };
  }
  if (s.kitty !== null) return { kind: 'kitty', at: locName(s, s.kitty) };
  return null;
}

const LOOT_IDS = new Set<string>([
  'bust', 'chihuahua', 'cursed-goblet', 'gemstone', 'gold-bar', 'isotope', 'keycard', 'mirror', 'painting',
  'persian-kitty', 'stamp', 'tiara',
]);
export const isLoot = (id: string): id is LootId => LOOT_IDS.has(id);
