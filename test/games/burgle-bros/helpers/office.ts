// Test helper: the Office Job for Ann (the Hawk, on `side`) and Bob (the Peterman), broken in at A1, Ann to move; and
// what the engine refuses a line with there (the parser's refusal, else the engine's).
import { applyAction, newGame, parseAction, type GameState } from '../../../../src/games/burgle-bros/engine/index.js';

export function officeBegun(side: 'basic' | 'advanced' = 'basic'): GameState {
  const r = newGame({ scenario: 'office', seed: 3, crew: [{ name: 'Ann', character: 'hawk', side }, { name: 'Bob', character: 'peterman' }] });
  if (!r.ok) throw new Error(r.rejection.code);
  const s = applyAction(r.state, { player: 0, verb: 'choose', args: ['A1'] });
  if (!s.ok) throw new Error(s.rejection.code);
  return s.state;
}

export function refusalOf(s: GameState, line: string): { code: string; params: Record<string, unknown> } {
  const parsed = parseAction(s, line);
  if (!parsed.ok) return { code: parsed.code, params: parsed.params ?? {} };
  const r = applyAction(s, parsed.action);
  if (r.ok) throw new Error(`${line} was accepted`);
  return r.rejection as { code: string; params: Record<string, unknown> };
}
