// Losing stealth: a Lavatory stall or a Smoke Bomb token on the player's tile goes first (NOTES §5); with no
// stealth left, the crew is caught and the game is lost for everyone.
import { GameOver, type Ctx } from '../ctx.js';

export function loseStealth(ctx: Ctx, p: number, reason: string): void {
  const player = ctx.player(p);
  if (player.at === null || player.escaped) return;
  const tile = ctx.tile(player.at);
  const who = player.name;
  if (tile.room === 'lavatory' && tile.revealed && tile.stalls > 0) {
    tile.stalls--;
    ctx.emit('stealth-stall', { player: who, reason, at: ctx.name(player.at) });
    return;
  }
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
