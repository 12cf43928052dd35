// Reboot: every revealed Computer Room ends up with exactly one hack token.
import type { EventCard } from '../types.js';
import { noEffect } from './common.js';
import { tileToChange } from '../../tiles.js';

export const reboot: EventCard = {
  id: 'reboot',
  play(ctx) {
    let rooms = 0;
    let changed = false;
    ctx.s.tiles.forEach((t, loc) => {
      if (!t.revealed || !t.room.startsWith('computer-')) return;
      rooms++;
      if (t.hack !== 1) changed = true;
      tileToChange(ctx.s, loc).hack = 1;
    });
    if (rooms === 0) return noEffect(ctx, 'reboot', 'no-computer');
    if (changed) ctx.tookEffect('events', 'reboot');
    ctx.emit('rebooted', { rooms });
  },
};
