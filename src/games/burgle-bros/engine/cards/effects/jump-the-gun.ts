// Jump the Gun (event): the next player's turn is skipped, guard movement included; rules/turn.ts applies it and
// removes it.
import type { EffectRules } from '../types.js';

export const jumpTheGun: EffectRules = { kind: 'jump-the-gun', hooks: {} };
