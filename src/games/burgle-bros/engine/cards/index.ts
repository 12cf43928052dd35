// The card registry: every character side, tool, loot card, event and lasting effect, by id. A content table:
// it imports no rule module (cards reach the rules through ctx.rules / the `rules` argument, see rules/index.ts).
import { CHARACTER_SIDES } from './characters/index.js';
import { EFFECT_RULES } from './effects/index.js';
import { EVENT_CARDS } from './events/index.js';
import { LOOT_CARDS } from './loot/index.js';
import { TOOL_CARDS } from './tools/index.js';
import type { CharacterSide, EffectRules, EventCard, LootCard, ToolCard } from './types.js';

const byId = <T, K extends string>(items: readonly T[], key: (t: T) => K): Record<K, T> =>
  Object.fromEntries(items.map((t) => [key(t), t])) as Record<K, T>;

export const CHARACTERS: Record<string, CharacterSide> = byId(CHARACTER_SIDES, (c) => `${c.character}:${c.side}`);
export const TOOLS: Record<string, ToolCard> = byId(TOOL_CARDS, (t) => t.id);
export const LOOT: Record<string, LootCard> = byId(LOOT_CARDS, (l) => l.id);
export const EVENTS: Record<string, EventCard> = byId(EVENT_CARDS, (e) => e.id);
export const EFFECTS: Record<string, EffectRules> = byId(EFFECT_RULES, (e) => e.kind);
