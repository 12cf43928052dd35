// The card hooks in force for a state: each player's character side, loot and tools, and each lasting effect.
// The core rules ask hooksWith(state, 'hookName') wherever a card can change them (hook points: api.ts).
// This runs many times per action, so it allocates nothing when no card in force has the hook.
import { CHARACTERS, EFFECTS, LOOT, TOOLS } from '../cards/index.js';
import type { CardHooks, HookName, HookSource } from '../api.js';
import type { GameState } from '../types.js';

/** A card's hooks with one shared source object per holder (sources are never changed, only read). */
interface Entry {
  hooks: CardHooks;
  byHolder: HookSource[];
}

const entry = (hooks: CardHooks | undefined): Entry | undefined => (hooks ? { hooks, byHolder: [] } : undefined);
const table = <T>(cards: Record<string, T>, hooks: (card: T) => CardHooks | undefined): Record<string, Entry | undefined> =>
  Object.fromEntries(Object.entries(cards).map(([id, c]) => [id, entry(hooks(c))]));

/** Character sides by character, then side: no `character:side` string built per lookup. */
const SIDES: Record<string, Record<string, Entry | undefined>> = {};
for (const side of Object.values(CHARACTERS)) (SIDES[side.character] ??= {})[side.side] = entry(side.hooks);
/** Sides whose hooks stay in force after their player escapes (the crow left on the board, ruling C18). */
const OUTLAST: Record<string, Record<string, boolean>> = {};
for (const side of Object.values(CHARACTERS)) if (side.hooksOutlastEscape) (OUTLAST[side.character] ??= {})[side.side] = true;
const LOOT_HOOKS = table(LOOT, (c) => c.hooks);
const TOOL_HOOKS = table(TOOLS, (c) => c.hooks);
const EFFECT_HOOKS = table(EFFECTS, (c) => c.hooks);

function source(e: Entry, holder: number): HookSource {
  return e.byHolder[holder] ?? (e.byHolder[holder] = { hooks: e.hooks, holder });
}

const NONE: readonly HookSource[] = Object.freeze([]);

/**
 * The sources in force that define `name` (all of them when `name` is null), in this order: players in turn order
 * (character side unless escaped — a side whose hooks are a token's left on the board, the Raven's crow, even then —,
 * loot — escaped players' too: it is still held — then tools unless escaped), then lasting effects. The list is a
 * snapshot: hooks may change the state while it is walked.
 */
function collect(s: GameState, name: HookName | null): readonly HookSource[] {
  let out: HookSource[] | null = null;
  const players = s.players;
  for (let p = 0; p < players.length; p++) {
    const pl = players[p];
    if (!pl.escaped || OUTLAST[pl.character]?.[pl.side]) out = add(out, SIDES[pl.character]?.[pl.side], p, name);
    for (let i = 0; i < pl.loot.length; i++) out = add(out, LOOT_HOOKS[pl.loot[i]], p, name);
    // Tools in hand (the Stethoscope is used in the middle of a crack).
    if (!pl.escaped) for (let i = 0; i < pl.tools.length; i++) out = add(out, TOOL_HOOKS[pl.tools[i]], p, name);
  }
  for (let i = 0; i < s.effects.length; i++) out = add(out, EFFECT_HOOKS[s.effects[i].kind], s.effects[i].owner, name);
  return out ?? NONE;
}

function add(out: HookSource[] | null, e: Entry | undefined, holder: number, name: HookName | null): HookSource[] | null {
  if (!e || (name !== null && e.hooks[name] === undefined)) return out;
  (out ??= []).push(source(e, holder));
  return out;
}

/** The sources in force that define hook `name`. */
export function hooksWith(s: GameState, name: HookName): readonly HookSource[] {
  return collect(s, name);
}

/** Every source in force. */
export function hookSources(s: GameState): readonly HookSource[] {
  return collect(s, null);
}
