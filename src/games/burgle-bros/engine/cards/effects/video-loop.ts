// Video Loop (the event): the Cameras are off until the start of the next turn of the player who drew it.
import type { EffectRules } from '../types.js';

export const videoLoop: EffectRules = {
  kind: 'video-loop',
  hooks: { camerasOff: () => true },
};
