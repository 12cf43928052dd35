// A seat's player renamed mid-game (a substitute took the seat): the player's name, and wherever an open question or
// the action it interrupted names them (its sentence's words, its answers, the state it resumes from), so the question
// reads and is answered in the new name. What was said before keeps the old one.
import type { GameState } from './types.js';

export function renamePlayer(s: GameState, seat: number, name: string): GameState {
  const old = s.players[seat]?.name;
  if (old === undefined || old === name) return s;
  const swap = <T>(x: T): T => (x === old ? (name as T) : x);
  const out: GameState = { ...s, players: s.players.map((p, i) => (i === seat ? { ...p, name } : p)) };
  if (s.awaiting) {
    out.awaiting = {
      ...s.awaiting, options: s.awaiting.options.map(swap),
      params: Object.fromEntries(Object.entries(s.awaiting.params).map(([k, v]) => [k, swap(v)])),
    };
  }
  if (s.pending) {
    out.pending = {
      ...s.pending, base: renamePlayer(s.pending.base, seat, name), answers: s.pending.answers.map(swap),
      action: { ...s.pending.action, args: s.pending.action.args.map(swap) },
    };
  }
  return out;
}
