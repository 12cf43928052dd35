// All effects, one module each in this folder. A plain list: one import and one entry per effect.
import type { LastingEffect } from '../../types.js';
import type { EffectRules } from '../types.js';
import { emp } from './emp.js';
import { gymnastics } from './gymnastics.js';
import { headsUp } from './heads-up.js';
import { invisibleSuit } from './invisible-suit.js';
import { jumpTheGun } from './jump-the-gun.js';
import { timeLock } from './time-lock.js';
import { videoLoop } from './video-loop.js';

export const EFFECT_RULES: EffectRules[] = [
  emp,
  gymnastics,
  headsUp,
  invisibleSuit,
  jumpTheGun,
  timeLock,
  videoLoop,
];

/** Whether a lasting effect works now: each from its card until it ends (rules/turn.ts), unless its rules say when. */
export function inForce(s: { turn: { player: number } }, e: LastingEffect): boolean {
  return EFFECT_RULES.find((r) => r.kind === e.kind)?.inForce?.(s, e.owner) ?? true;
}
