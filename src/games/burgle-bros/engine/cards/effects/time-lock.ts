// Time Lock (event): until the start of its owner's next turn nobody moves up or down through Stairs, the move from
// the top floor's Stairs to the roof included (ruling E8). Thermal Bomb holes are not Stairs and stay open.
import type { EffectRules } from '../types.js';

export const timeLock: EffectRules = {
  kind: 'time-lock',
  hooks: {
    moveBlocked: (_s, _holder, _mover, _from, _to, via) => (via === 'stairs' ? 'time-lock' : null),
  },
};
