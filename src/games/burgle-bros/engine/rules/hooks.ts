// The card hooks in force for a state: each player's character side, loot and tools, and each lasting effect.
// The core rules ask hookSources() wherever a card can change them; the hook points are listed in cards/types.ts.
import { CHARACTERS, EFFECTS, LOOT, TOOLS } from '../cards/index.js';
import type { CardHooks } from '../cards/types.js';
import type { GameState } from '../types.js';

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
