// Lavatory: 3 stalls (stealth tokens) appear when it is revealed (`onReveal`); a player here loses those before their
// own, and before any Smoke Bomb token (`sparesStealth`, asked by rules/stealth.ts; NOTES §5).
import type { RoomRules } from './types.js';

export const lavatory: RoomRules = {
  room: 'lavatory',
  onReveal(ctx, loc) {
    ctx.tile(loc).stalls = 3;
  },
  sparesStealth(ctx, p, loc, reason) {
    const tile = ctx.tile(loc);
    if (tile.stalls <= 0) return false;
    tile.stalls--;
    ctx.emit('stealth-stall', { player: ctx.player(p).name, reason, at: ctx.name(loc) });
    return true;
  },
};
