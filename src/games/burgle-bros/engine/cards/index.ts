// The card registry: every character side, tool, loot card, event and lasting effect, by id, and the list of
// hooks in force for a state. The core rules ask hookSources() wherever a card can change them.
import type { GameState } from '../types.js';
import { CHARACTER_SIDES } from './characters/index.js';
import { EFFECT_RULES } from './effects/index.js';
import { EVENT_CARDS } from './events/index.js';
import { LOOT_CARDS } from './loot/index.js';
import { TOOL_CARDS } from './tools/index.js';
import type { CardHooks, CharacterSide, EffectRules, EventCard, LootCard, ToolCard } from './types.js';

const byId = <T, K extends string>(items: readonly T[], key: (t: T) => K): Record<K, T> =>
  Object.fromEntries(items.map((t) => [key(t), t])) as Record<K, T>;

export const CHARACTERS: Record<string, CharacterSide> = byId(CHARACTER_SIDES, (c) => `${c.character}:${c.side}`);
export const TOOLS: Record<string, ToolCard> = byId(TOOL_CARDS, (t) => t.id);
export const LOOT: Record<string, LootCard> = byId(LOOT_CARDS, (l) => l.id);
export const EVENTS: Record<string, EventCard> = byId(EVENT_CARDS, (e) => e.id);
export const EFFECTS: Record<string, EffectRules> = byId(EFFECT_RULES, (e) => e.kind);

export interface HookSource {
  hooks: CardHooks;
  holder: number;
}

/**
 * The hooks in force: each player's character side, loot (escaped players' too: their loot is still held) and tools,
 * and each lasting effect. Order: players in turn order, then effects.
 */
export function hookSources(s: GameState): HookSource[] {
  const out: HookSource[] = [];
  for (let p = 0; p < s.players.length; p++) {
    const pl = s.players[p];
    const side = CHARACTERS[`${pl.character}:${pl.side}`];
    if (side?.hooks && !pl.escaped) out.push({ hooks: side.hooks, holder: p });
    for (const l of pl.loot) {
      const card = LOOT[l];
      if (card?.hooks) out.push({ hooks: card.hooks, holder: p });
    }
    // Tools in hand (the Stethoscope is used in the middle of a crack).
    if (!pl.escaped) {
      for (const t of pl.tools) {
        const card = TOOLS[t];
        if (card?.hooks) out.push({ hooks: card.hooks, holder: p });
      }
    }
  }
  for (const e of s.effects) {
    const rules = EFFECTS[e.kind];
    if (rules) out.push({ hooks: rules.hooks, holder: e.owner });
  }
  return out;
}
