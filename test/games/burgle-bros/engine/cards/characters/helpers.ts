// Shared by the character tests: open floors (rooms with no entry effect, where `hack` spends an action), and
// going on from a finished script.
import { applyAction, parseAction } from '../../../../../../src/games/burgle-bros/engine/index.js';
import type { GameState } from '../../../../../../src/games/burgle-bros/engine/types.js';
import { floor } from '../../../helpers/script.js';
import { narrate } from '../../../../../../src/games/burgle-bros/text/en-engine.js';

export { play } from '../../../helpers/script.js';

/** Bank floors without walls (unless given); floor 1 gets the overrides and the revealed cells. */
export function bank(f1: Record<string, string> = {}, revealed: string[] = [], more: { walls?: string[]; f2?: Record<string, string>; revealed2?: string[]; walls2?: string[] } = {}) {
  return [
    { tiles: floor(f1), walls: more.walls ?? [], revealed },
    { tiles: floor(more.f2 ?? {}), walls: more.walls2 ?? [], revealed: more.revealed2 ?? [] },
    { tiles: floor(), walls: [] as string[] },
  ];
}

/** A guard far away in a corner, slow. */
export const farGuard = [{ floor: 1, at: 'D4', destination: 'D3', die: 1 }];

export const member = (name: string, character: string, side: 'basic' | 'advanced') => ({ name, character, side });

/** Applies more typed actions to a state; returns the state, the log and the refusals' codes. */
export function more(state: GameState, lines: string[]): { state: GameState; text: string; rejected: string[] } {
  const log: string[] = [];
  const rejected: string[] = [];
  for (const line of lines) {
    const parsed = parseAction(state, line);
    if (!parsed.ok) {
      rejected.push(parsed.code);
      continue;
    }
    const r = applyAction(state, parsed.action);
    if (!r.ok) {
      rejected.push(r.rejection.code);
      continue;
    }
    state = r.state;
    log.push(...narrate(r.events));
  }
  return { state, text: log.join('\n'), rejected };
}
