// All loot, one module each in this folder.
import type { LootCard } from '../types.js';

export const LOOT_CARDS: LootCard[] = [];
