// Hacker, Jammer: he doesn't trigger Fingerprint, Laser or Motion alarms, nor does anyone on his tile. Not optional.
import type { CharacterSide } from '../types.js';

const JAMMED = new Set(['fingerprint', 'laser', 'motion']);

export const hackerBasic: CharacterSide = {
  character: 'hacker',
  side: 'basic',
  name: 'Jammer',
  hooks: {
    cancelsAlarm(s, holder, cause) {
      if (!JAMMED.has(cause.source) || cause.player === null) return null;
      const me = s.players[holder];
      if (me.escaped || me.at === null) return null;
      return cause.player === holder || me.at === cause.loc ? 'jammer' : null;
    },
    alarmCancelled(ctx) {
      ctx.tookEffect('abilities', 'hacker:basic');
    },
  },
};
