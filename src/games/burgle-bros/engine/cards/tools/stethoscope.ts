// Stethoscope: when you crack a safe, change one die to any face you like. It is offered right after the roll
// (the crackRoll hook, while you hold it), not with `use`: the roll must be seen first (ruling T5).
import { parseLoc } from '../../board.js';
import type { Ctx } from '../../ctx.js';
import type { ToolId } from '../../types.js';
import type { ToolCard } from '../types.js';

/** The safe just rolled on: the last `safe-rolled` event names it (the Peterman's Drill rolls on other floors). */
function rolledSafe(ctx: Ctx): number | null {
  for (let i = ctx.events.length - 1; i >= 0; i--) {
    const e = ctx.events[i];
    if (e.code === 'safe-rolled') return parseLoc(ctx.s, String(e.params.at));
  }
  return null;
}

function crackRoll(ctx: Ctx, holder: number, cracker: number, rolls: number[]): number[] {
  const s = ctx.s;
  if (holder !== cracker || rolls.length === 0 || !s.players[holder].tools.includes('stethoscope')) return rolls;
  for (const { hooks, holder: h } of ctx.rules.hooksWith(s, 'toolsBlocked')) if (hooks.toolsBlocked?.(s, h, holder)) return rolls;
  const safe = rolledSafe(ctx);
  if (safe === null) return rolls;
  // Only worth asking when a number the safe still needs is missing from the roll.
  const missing = ctx.rules.combinationTiles(s, safe).some((l) => {
    const t = s.tiles[l];
    return t.revealed && !t.cracked && t.combo !== null && !rolls.includes(t.combo);
  });
  if (!missing) return rolls;
  const faces = [...new Set(rolls)].sort().map(String);
  const pick = ctx.ask(holder, 'stethoscope-die', { rolls: rolls.join(' ') }, ['keep', ...faces]);
  if (pick === 'keep') return rolls;
  const to = ctx.ask(holder, 'stethoscope-face', { from: pick }, ['1', '2', '3', '4', '5', '6'].filter((f) => f !== pick));
  const pl = ctx.player(holder);
  pl.tools.splice(pl.tools.indexOf('stethoscope' as ToolId), 1);
  s.tools.discard = [...s.tools.discard, 'stethoscope'];
  ctx.emit('tool-used', { player: pl.name, tool: 'stethoscope' });
  const out = [...rolls];
  out[out.indexOf(Number(pick))] = Number(to);
  ctx.emit('stethoscope-changed', { player: pl.name, from: Number(pick), to: Number(to), rolls: out.join(' ') });
  ctx.tookEffect('tools', 'stethoscope');
  return out;
}

export const stethoscope: ToolCard = {
  id: 'stethoscope',
  use: {
    words: 0,
    cost: 0,
    check: () => ({ code: 'stethoscope-when-cracking' }),
    options: () => [],
    run() {},
  },
  hooks: { crackRoll },
};
