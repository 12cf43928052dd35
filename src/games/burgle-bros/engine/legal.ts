// Every legal action for whoever must act now: the answers to an open question, or the active player's actions.
// The bot builds its buttons from this, and the simulator plays from it.
import { ACTIONS } from './actions/index.js';
import type { Action, GameState } from './types.js';

export function legalActions(s: GameState): Action[] {
  if (s.outcome !== 'playing') return [];
  if (s.awaiting) {
    const q = s.awaiting;
    return q.options.map((o) => ({ player: q.player, verb: 'choose', args: [o] }));
  }
  const p = s.turn.player;
  const out: Action[] = [];
  for (const rules of Object.values(ACTIONS)) {
    for (const args of rules.options(s, p)) out.push({ player: p, verb: rules.verb, args });
  }
  return out;
}

/** Who must act now: the player asked a question, or the active player. */
export function actingPlayer(s: GameState): number {
  return s.awaiting ? s.awaiting.player : s.turn.player;
}
