// Laboratory: the first player to move into it draws a tool.
import type { RoomRules } from './types.js';

export const laboratory: RoomRules = {
  room: 'laboratory',
  onEnter(ctx, e) {
    const tile = ctx.tile(e.to);
    if (tile.toolTaken) return;
    tile.toolTaken = true;
    ctx.rules.drawTool(ctx, e.mover);
  },
};
