// Keycode Change: every open Keypad is locked again (a 6 opens it again, as before).
import type { EventCard } from '../types.js';
import { noEffect } from './common.js';
import { tileToChange } from '../../tiles.js';

export const keycodeChange: EventCard = {
  id: 'keycode-change',
  play(ctx) {
    const locked: string[] = [];
    ctx.s.tiles.forEach((t, loc) => {
      if (t.room !== 'keypad' || !t.open) return;
      tileToChange(ctx.s, loc).open = false;
      locked.push(ctx.name(loc));
    });
    if (locked.length === 0) return noEffect(ctx, 'keycode-change', 'no-open-keypad');
    ctx.tookEffect('events', 'keycode-change');
    ctx.emit('keypads-locked', { tiles: locked });
  },
};
