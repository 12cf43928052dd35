// All effects, one module each in this folder.
import type { EffectRules } from '../types.js';

export const EFFECT_RULES: EffectRules[] = [];
