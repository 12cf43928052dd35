// use TOOL [ARGS] and ability [ARGS]: the card's own rules (cards/) decide legality and effect; this module only
// charges the cost, enforces once-per-turn, and discards a used tool.
import { CHARACTERS, TOOLS } from '../cards/index.js';
import { hooksWith } from '../rules/hooks.js';
import { RULES } from '../rules/index.js';
import type { CardAction } from '../cards/types.js';
import type { Action, GameState, ToolId } from '../types.js';
import { refuse, spend, type ActionRules, type Refusal } from './types.js';

function costOf(card: CardAction, s: GameState, p: number, args: string[]): number {
  return typeof card.cost === 'number' ? card.cost : card.cost(s, p, args, RULES);
}

/** `name`: the card's name as printed (the ability's own name, X-Ray, not its side), for refusals. */
function checkCard(card: CardAction, id: string, name: string, s: GameState, a: Action, args: string[]): Refusal | null {
  if (card.words !== undefined && args.length > card.words) return refuse('extra-words', { verb: a.verb, extra: args.slice(card.words).join(' ') });
  if (card.oncePerTurn && s.turn.used.includes(id)) return refuse('once-per-turn', { card: id, name });
  const r = card.check(s, a.player, args, RULES);
  if (r) return refuse(r.code, r.params ?? {});
  const cost = costOf(card, s, a.player, args);
  if (s.turn.actionsLeft < cost) return refuse('not-enough-actions', { need: cost, left: s.turn.actionsLeft });
  return null;
}

/** A tool's printed name from its id (`smoke-bomb` -> Smoke Bomb). */
const toolName = (id: string) => id.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

/** A card forbidding `p` to use tools (the Bust), as a refusal code. */
function toolsBlocked(s: GameState, p: number): string | null {
  for (const { hooks, holder } of hooksWith(s, 'toolsBlocked')) {
    const code = hooks.toolsBlocked?.(s, holder, p);
    if (code) return code;
  }
  return null;
}

export const use: ActionRules = {
  verb: 'use',
  options(s, p) {
    const out: string[][] = [];
    const tools = s.players[p].tools;
    if (tools.length === 0 || toolsBlocked(s, p)) return out;
    for (const tool of new Set(tools)) {
      const card = TOOLS[tool];
      if (!card) continue;
      // The same checks as check() below; the tool-level ones are done once, above.
      for (const args of card.use.options(s, p, RULES)) {
        if (!checkCard(card.use, `tool:${tool}`, toolName(tool), s, { player: p, verb: 'use', args: [tool, ...args] }, args)) out.push([tool, ...args]);
      }
    }
    return out;
  },
  check(s, a) {
    const [tool, ...args] = a.args;
    if (!tool) return refuse('use-needs-tool');
    if (!s.players[a.player].tools.includes(tool as ToolId)) return refuse('no-such-tool', { tool });
    const blocked = toolsBlocked(s, a.player);
    if (blocked) return refuse(blocked);
    const card = TOOLS[tool];
    if (!card) return refuse('card-not-available', { card: tool });
    return checkCard(card.use, `tool:${tool}`, toolName(tool), s, a, args);
  },
  run(ctx, a) {
    const [tool, ...args] = a.args;
    const card = TOOLS[tool].use;
    const player = ctx.player(a.player);
    player.tools.splice(player.tools.indexOf(tool as ToolId), 1);
    ctx.s.tools.discard = [...ctx.s.tools.discard, tool as ToolId];
    spend(ctx, costOf(card, ctx.s, a.player, args));
    if (card.oncePerTurn) ctx.s.turn.used.push(`tool:${tool}`);
    ctx.emit('tool-used', { player: player.name, tool });
    card.run(ctx, a.player, args);
  },
};

export const ability: ActionRules = {
  verb: 'ability',
  options(s, p) {
    const pl = s.players[p];
    const side = CHARACTERS[`${pl.character}:${pl.side}`];
    if (!side?.ability) return [];
    return side.ability.options(s, p, RULES).filter((args) => !this.check(s, { player: p, verb: 'ability', args }));
  },
  check(s, a) {
    const pl = s.players[a.player];
    const id = `${pl.character}:${pl.side}`;
    const side = CHARACTERS[id];
    if (!side?.ability) return refuse('no-ability', { character: pl.character, side: pl.side });
    return checkCard(side.ability, `ability:${id}`, side.name, s, a, a.args);
  },
  run(ctx, a) {
    const pl = ctx.player(a.player);
    const id = `${pl.character}:${pl.side}`;
    const card = CHARACTERS[id].ability!;
    spend(ctx, costOf(card, ctx.s, a.player, a.args));
    if (card.oncePerTurn) ctx.s.turn.used.push(`ability:${id}`);
    card.run(ctx, a.player, a.args);
  },
};
