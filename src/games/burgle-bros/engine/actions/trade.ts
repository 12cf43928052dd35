// give ITEM PLAYER and take ITEM [PLAYER]: free trades of tools and loot between players on the same tile, with
// the other player's consent (asked of them); `take ITEM` alone picks up loot lying on your tile (the second
// Gold Bar, the Persian Kitty). Nobody may hold both Gold Bars. `give PLAYER ITEM` is read as `give ITEM PLAYER`.
// A trade declined cannot be asked again that turn (docs/rulings.md 17: it would be declined again, and a bot would ask
// for ever).
import { ALL_LOOT, ALL_TOOLS } from '../content/cards.js';
import { locName } from '../board.js';
import { isLoot } from '../rules/items.js';
import type { Ctx } from '../ctx.js';
import type { GameState, LootId, ToolId } from '../types.js';
import { refuse, type ActionRules, type Refusal } from './types.js';

function findPlayer(s: GameState, name: string): number {
  return s.players.findIndex((p) => p.name.toLowerCase() === name.toLowerCase());
}

const ITEMS = new Set<string>([...ALL_TOOLS, ...ALL_LOOT, 'persian-kitty']);

/** ITEM and PLAYER from the arguments in either order (`give Bo donuts` is `give donuts Bo`). */
function itemAndPlayer(s: GameState, args: readonly string[]): [string | undefined, string | undefined] {
  const [a, b] = args;
  if (a !== undefined && b !== undefined && !ITEMS.has(a) && ITEMS.has(b) && findPlayer(s, a) >= 0) return [b, a];
  return [a, b];
}

/** What a player holds, as item ids joined for a sentence (`donuts, gold-bar`), or empty. */
const heldBy = (s: GameState, p: number) => [...s.players[p].tools, ...s.players[p].loot].join(', ');

const holds = (s: GameState, p: number, item: string) =>
  (s.players[p].tools as string[]).includes(item) || (s.players[p].loot as string[]).includes(item);

/** A trade declined this turn (that card, from that player to that one), kept with the turn's once-per-turn uses. */
const declined = (from: number, to: number, item: string) => `trade-declined:${from}:${to}:${item}`;

/** `giving`: the one who gives is the one asking (told in the second person). */
function checkTrade(s: GameState, from: number, to: number, item: string, giving = false): Refusal | null {
  if (to < 0 || from < 0) return refuse('no-such-player');
  if (to === from) return refuse('trade-with-self');
  const a = s.players[from], b = s.players[to];
  if (a.escaped || b.escaped || a.at === null || a.at !== b.at) {
    // Said of the other where they are not in the building: gone to the roof, or not come in yet.
    const other = s.turn.player === from ? b : a;
    return refuse('not-same-tile', { other: other.name, ...(other.escaped ? { escaped: 1 } : other.at === null ? { outside: 1 } : {}) });
  }
  if (!holds(s, from, item)) return giving ? refuse('you-do-not-hold', { item, items: heldBy(s, from) }) : refuse('does-not-hold', { player: a.name, item });
  if (item === 'gold-bar' && b.loot.includes('gold-bar')) return refuse('one-gold-bar', { player: b.name });
  if (s.turn.used.includes(declined(from, to, item))) return refuse('trade-declined-this-turn', { player: (s.turn.player === from ? b : a).name, item });
  return null;
}

/** The trade declined: not asked again this turn. */
function noteDeclined(ctx: Ctx, from: number, to: number, item: string): void {
  ctx.s.turn.used = [...ctx.s.turn.used, declined(from, to, item)];
}

function moveItem(ctx: Ctx, from: number, to: number, item: string): void {
  const a = ctx.player(from), b = ctx.player(to);
  if (isLoot(item)) {
    a.loot.splice(a.loot.indexOf(item), 1);
    b.loot.push(item);
  } else {
    a.tools.splice(a.tools.indexOf(item as ToolId), 1);
    b.tools.push(item as ToolId);
  }
}

function consent(ctx: Ctx, asked: number, code: string, params: Record<string, string>): boolean {
  return ctx.ask(asked, code, params, ['yes', 'no']) === 'yes';
}

export const give: ActionRules = {
  verb: 'give',
  words: 2,
  options(s, p) {
    const out: string[][] = [];
    const me = s.players[p];
    s.players.forEach((o, i) => {
      if (i === p) return;
      for (const item of new Set<string>([...me.tools, ...me.loot])) {
        if (!checkTrade(s, p, i, item)) out.push([item, o.name]);
      }
    });
    return out;
  },
  check(s, a) {
    const [item, name] = itemAndPlayer(s, a.args);
    if (!item) return refuse('give-needs-item-and-player');
    if (!name) {
      // One word: a crew member's name wants an item; an item wants a name.
      const other = findPlayer(s, item);
      if (other >= 0 && !ITEMS.has(item)) return refuse('give-needs-item', { other: s.players[other].name, items: heldBy(s, a.player) });
      if (!holds(s, a.player, item)) return refuse('you-do-not-hold', { item, items: heldBy(s, a.player) });
      // A name is asked for only where someone could take it.
      const me = s.players[a.player];
      const here = s.players.some((o, i) => i !== a.player && !o.escaped && o.at !== null && o.at === me.at);
      if (here) return refuse('give-needs-player', { item });
      // Where the crew mates inside stand (the board shows it to all), so the giver knows where to go.
      const mates = s.players.filter((o, i) => i !== a.player && !o.escaped && o.at !== null);
      // Names and cells a line each (a name holds no newline): the texts write them in their own words.
      const where = { mates: mates.map((o) => o.name).join('\n'), cells: mates.map((o) => locName(s, o.at!)).join('\n') };
      return refuse('give-no-one-here', { item, ...(mates.length ? where : { alone: 1 }) });
    }
    return checkTrade(s, a.player, findPlayer(s, name), item, true);
  },
  run(ctx, a) {
    const [item, name] = itemAndPlayer(ctx.s, a.args) as [string, string];
    const to = findPlayer(ctx.s, name);
    const params = { player: ctx.player(a.player).name, other: ctx.player(to).name, item };
    if (!consent(ctx, to, 'accept-gift', params)) {
      noteDeclined(ctx, a.player, to, item);
      ctx.emit('trade-declined', params);
      return;
    }
    moveItem(ctx, a.player, to, item);
    ctx.emit('gave', params);
  },
};

export const take: ActionRules = {
  verb: 'take',
  words: 2,
  options(s, p) {
    const out: string[][] = [];
    const me = s.players[p];
    if (me.at !== null) {
      for (const item of new Set(s.tiles[me.at].items)) if (!checkPickUp(s, p, item)) out.push([item]);
      if (s.kitty === me.at) out.push(['persian-kitty']);
    }
    s.players.forEach((o, i) => {
      if (i === p) return;
      for (const item of new Set<string>([...o.tools, ...o.loot])) {
        if (!checkTrade(s, i, p, item)) out.push([item, o.name]);
      }
    });
    return out;
  },
  check(s, a) {
    const [item, name] = itemAndPlayer(s, a.args);
    if (!item) return refuse('take-needs-item');
    if (name === undefined) {
      const other = findPlayer(s, item);
      if (other >= 0 && !ITEMS.has(item)) return refuse('take-needs-item-from', { other: s.players[other].name, items: heldBy(s, other) });
      if (!ITEMS.has(item)) return refuse('not-an-item', { item, here: lyingAt(s, a.player) });
      const pickUp = checkPickUp(s, a.player, item);
      return pickUp?.code === 'nothing-to-pick-up' ? fromMate(s, a.player, item) ?? pickUp : pickUp;
    }
    return checkTrade(s, findPlayer(s, name), a.player, item);
  },
  run(ctx, a) {
    const [item, name] = itemAndPlayer(ctx.s, a.args) as [string, string | undefined];
    const me = ctx.player(a.player);
    if (name === undefined) {
      if (item === 'persian-kitty' && ctx.s.kitty === me.at) {
        ctx.s.kitty = null;
      } else {
        const items = ctx.tile(me.at!).items;
        items.splice(items.indexOf(item), 1);
      }
      if (isLoot(item)) me.loot.push(item as LootId);
      else me.tools.push(item as ToolId);
      ctx.emit('picked-up', { player: me.name, item, at: ctx.name(me.at!) });
      return;
    }
    const from = findPlayer(ctx.s, name);
    const params = { player: me.name, other: ctx.player(from).name, item };
    if (!consent(ctx, from, 'allow-take', params)) {
      noteDeclined(ctx, from, a.player, item);
      ctx.emit('trade-declined', params);
      return;
    }
    moveItem(ctx, from, a.player, item);
    ctx.emit('took', params);
  },
};

/** What lies on player `p`'s tile to pick up, as item ids joined for a sentence, or empty. */
function lyingAt(s: GameState, p: number): string {
  const at = s.players[p].at;
  if (at === null) return '';
  return [...new Set(s.tiles[at].items), ...(s.kitty === at ? ['persian-kitty'] : [])].join(', ');
}

/** Not lying on `p`'s tile but in a crew mate's hand there: why taking it from them is refused (declined this turn,
 * one Gold Bar each: the typed `/take what:ITEM` comes here once no trade is left to offer), or whom to ask; null
 * when no mate on the tile holds it. */
function fromMate(s: GameState, p: number, item: string): Refusal | null {
  const at = s.players[p].at;
  const mates = s.players.flatMap((o, i) => (i !== p && !o.escaped && o.at === at && holds(s, i, item) ? [i] : []));
  if (!mates.length) return null;
  const willing = mates.find((i) => !checkTrade(s, i, p, item));
  return willing === undefined ? checkTrade(s, mates[0], p, item) : refuse('nothing-to-pick-up', { item, holder: s.players[willing].name });
}

function checkPickUp(s: GameState, p: number, item: string): Refusal | null {
  const at = s.players[p].at;
  if (at === null) return refuse('not-on-board');
  const here = item === 'persian-kitty' ? s.kitty === at : s.tiles[at].items.includes(item);
  if (!here) return refuse('nothing-to-pick-up', { item });
  if (item === 'gold-bar' && s.players[p].loot.includes('gold-bar')) return refuse('one-gold-bar', { player: s.players[p].name });
  return null;
}
