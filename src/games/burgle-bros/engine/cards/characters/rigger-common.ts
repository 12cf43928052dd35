// The Rigger's rule on both sides: whenever any player finds a tool, they draw two, keep one and discard the other.
import type { Ctx } from '../../ctx.js';
import type { ToolId } from '../../types.js';

/** The drawTool hook: returns false when no tool is left to draw (the core reports it). */
export function drawTwoKeepOne(ctx: Ctx, holder: number, finder: number): boolean {
  const first = ctx.rules.drawFrom(ctx, ctx.s.tools);
  if (first === null) return false;
  const second = ctx.rules.drawFrom(ctx, ctx.s.tools);
  const side = ctx.player(holder).side;
  if (second === null) {
    ctx.rules.giveTool(ctx, finder, first);
    return true;
  }
  // While the finder chooses, both cards wait on top of the deck (a question shows the state as it is then).
  ctx.s.tools.deck = [first, second, ...ctx.s.tools.deck];
  const keep = ctx.ask(finder, 'rigger-keep-which', { player: ctx.player(finder).name }, [first, second]) as ToolId;
  ctx.s.tools.deck = ctx.s.tools.deck.slice(2);
  const other = keep === first ? second : first;
  ctx.s.tools.discard = [...ctx.s.tools.discard, other];
  ctx.rules.giveTool(ctx, finder, keep);
  ctx.emit('tool-discarded', { player: ctx.player(finder).name, tool: other });
  ctx.tookEffect('abilities', `rigger:${side}`);
  return true;
}
