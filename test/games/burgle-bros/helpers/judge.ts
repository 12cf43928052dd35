// The simulator's blunder counter run over typed lines from a position (bot tests of what it counts).
import { applyAction, legalActions, parseAction, type GameState } from '../../../../src/games/burgle-bros/engine/index.js';
import { blunderCounter, type BlunderKind } from '../../../../src/games/burgle-bros/sim/blunders.js';

/** Plays `lines` from `s` with a fresh counter; the blunders counted, in order. */
export function judge(s: GameState, lines: string[]): BlunderKind[] {
  const counter = blunderCounter();
  const out: BlunderKind[] = [];
  for (const line of lines) {
    const p = parseAction(s, line);
    if (!p.ok) throw new Error(`${line}: ${p.code}`);
    const r = applyAction(s, p.action);
    if (!r.ok) throw new Error(`${line}: ${r.rejection.code}`);
    out.push(...counter.step(s, p.action.player, p.action, legalActions(s), r.state, r.events));
    s = r.state;
  }
  return out;
}
