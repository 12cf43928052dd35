// The one replay path for every game: the starting state from the module's `origin`, then every live log line
// through the game's own text language. The table's bookkeeping lines (`#join`, `#begin`, ...) are skipped.
import type { AnyGame } from '../core/module.js';
import type { Action, GameEvent } from '../core/types.js';

/** A log that does not replay: the step (1-based, counting game actions) where it broke, and why. */
class ReplayError extends Error {
  constructor(readonly step: number, readonly line: string, reason: string) {
    super(`step ${step} ("${line}") does not replay: ${reason}`);
    this.name = 'ReplayError';
  }
}

/** One replayed step: the action as read, the state before it and what applying it gave. */
export interface ReplayedStep { action: Action; before: unknown; after: unknown; events: GameEvent[]; turnEnded: boolean }

export function replay(game: AnyGame, origin: unknown, lines: readonly string[], onStep?: (step: ReplayedStep) => void): unknown {
  let s = game.restart(origin);
  let step = 0;
  for (const line of lines) {
    if (line.startsWith('#')) continue;
    step++;
    const parsed = game.parseLine(s, line);
    if (!parsed.ok) throw new ReplayError(step, line, parsed.rejection.code);
    const r = game.apply(s, parsed.action);
    if (!r.ok) throw new ReplayError(step, line, r.rejection.code);
    onStep?.({ action: parsed.action, before: s, after: r.state, events: r.events, turnEnded: r.turnEnded });
    s = r.state;
  }
  return s;
}
