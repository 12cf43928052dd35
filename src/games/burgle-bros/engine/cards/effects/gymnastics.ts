// Gymnastics (event): until the start of its owner's next turn anyone may move from the tile below a revealed
// Walkway up into it. The move itself is offered by rules/movement.ts (via 'gymnastics') while this effect is in force.
import type { EffectRules } from '../types.js';

export const gymnastics: EffectRules = { kind: 'gymnastics', hooks: {} };
