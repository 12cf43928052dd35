// Breaking in: the crew chooses the entrance on floor 1 (asked of the first player); it is flipped and gets a
// Downstairs token, and the first turn starts. Each player appears there at the start of their first turn.
import { cellName, parseCell } from './board.js';
import type { Ctx } from './ctx.js';
import { placeGuard } from './rules/guards.js';
import { reveal } from './rules/movement.js';
import { startTurn } from './rules/turn.js';
import { tileToChange } from './tiles.js';

export function beginHeist(ctx: Ctx): void {
  const s = ctx.s;
  if (!s.guards[0].placed) placeGuard(ctx, 0);
  const n = s.size * s.size;
  const cells: string[] = [];
  for (let c = 0; c < n; c++) if (s.tiles[c].room !== 'empty') cells.push(cellName(s.size, c));
  const answer = ctx.ask(0, 'choose-entrance', {}, cells);
  const loc = parseCell(s.size, answer)!;
  s.entrance = loc;
  reveal(ctx, loc, 'entrance');
  tileToChange(s, loc).downstairs = true;
  ctx.emit('entrance', { at: ctx.name(loc) });
  startTurn(ctx, 0, 1);
}
