// E.M.P.: every alarm in the building goes off, and until the start of your next turn no alarm can trigger
// (the lasting effect in effects/emp.ts). Guards keep the destination they had (ruling T3).
import type { ToolCard } from '../types.js';
import { usedAsIs } from './common.js';
import { tileToChange } from '../../tiles.js';

export const emp: ToolCard = {
  id: 'emp',
  use: usedAsIs((ctx, p) => {
    const cleared: string[] = [];
    ctx.s.tiles.forEach((t, loc) => {
      if (t.alarm) {
        tileToChange(ctx.s, loc).alarm = false;
        cleared.push(ctx.name(loc));
      }
    });
    ctx.s.effects.push({ kind: 'emp', owner: p });
    ctx.emit('emp-used', { player: ctx.player(p).name, cells: cleared });
    ctx.tookEffect('tools', 'emp');
  }),
};
