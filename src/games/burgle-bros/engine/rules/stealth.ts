// Losing stealth (NOTES §5): what the player's room spares them goes first (a Lavatory stall: rooms/lavatory.ts
// `sparesStealth`), then a Smoke Bomb token on the player's tile; with no stealth left, the crew is caught and the game
// is lost for everyone.
import { GameOver, type Ctx } from '../ctx.js';
import { activeRoom } from '../rooms/index.js';

export function loseStealth(ctx: Ctx, p: number, reason: string): void {
  const player = ctx.player(p);
  if (player.at === null || player.escaped) return;
  const tile = ctx.tile(player.at);
  const who = player.name;
  if (activeRoom(tile)?.sparesStealth?.(ctx, p, player.at, reason)) return;
  if (tile.smoke > 0) {
    tile.smoke--;
    ctx.emit('stealth-smoke', { player: who, reason, at: ctx.name(player.at) });
    return;
  }
  if (player.stealth === 0) {
    ctx.emit('caught', { player: who, reason, at: ctx.name(player.at) });
    ctx.s.outcome = 'lost';
    throw new GameOver();
  }
  player.stealth--;
  ctx.emit('stealth-lost', { player: who, reason, stealth: player.stealth });
}
