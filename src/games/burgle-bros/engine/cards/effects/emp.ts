// E.M.P. (the tool): until the start of its user's next turn, every alarm that would trigger is cancelled.
import type { EffectRules } from '../types.js';

export const emp: EffectRules = {
  kind: 'emp',
  hooks: { cancelsAlarm: () => 'emp' },
};
