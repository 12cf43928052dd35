// Heads Up (event): the next player to start a turn gets one more action; rules/turn.ts applies it and removes it.
import type { EffectRules } from '../types.js';

export const headsUp: EffectRules = { kind: 'heads-up', hooks: {} };
