// The one replay path for every game: the starting state from the module's `origin`, then every live log line
// through the game's own text language. The table's bookkeeping lines (`#join`, `#begin`, ...) are skipped, but for a
// substitute's (`#sub 2 <userId> <name>`): from there the seat's player is named as its new holder (module `rename`).
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
  return replayFrom(game, game.restart(origin), lines, onStep);
}

/** A state taken on through more log lines (a saved snapshot, then the lines written after it). */
export function replayFrom(game: AnyGame, state: unknown, lines: readonly string[], onStep?: (step: ReplayedStep) => void): unknown {
  let s = state;
  let step = 0;
  for (const line of lines) {
    if (line.startsWith('#')) {
      s = bookkept(game, s, line);
      continue;
    }
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

/** A substitute's log line: the seat (from 1), who took it, and the name the game gave the seat from then on. */
export function subLine(seat: number, userId: string, name: string): string {
  return `#sub ${seat + 1} ${userId} ${name}`;
}

/** A bookkeeping line's effect on the game's state: a substitute's renames the seat (a line without a name, written
 * before seats were renamed, leaves it as it was); the others change nothing. */
export function bookkept(game: AnyGame, state: unknown, line: string): unknown {
  const sub = /^#sub (\d+) \S+ (.+)$/.exec(line);
  return sub ? game.rename(state, Number(sub[1]) - 1, sub[2]).state : state;
}

/**
 * Game lines written with every seat named as at the start (a script from `origin` reads them so): a line written
 * after a substitute took a seat names its new holder, here its first name again. Each line is read in the names
 * it was written in, and written back with the first names (its words that name a renamed seat swapped back too).
 */
export function linesAsStarted(game: AnyGame, origin: unknown, lines: readonly string[]): string[] {
  const first = game.restart(origin);
  // A seat's first name, as the text language writes an action of it (`Name: verb`).
  const firstName = (seat: number) => game.format(first, { player: seat, verb: 'x', args: [] }).replace(/:\s*x\s*$/, '');
  let s = first;
  const now = new Map<number, string>();
  const out: string[] = [];
  for (const line of lines) {
    if (line.startsWith('#')) {
      const sub = /^#sub (\d+) \S+ (.+)$/.exec(line);
      if (sub) now.set(Number(sub[1]) - 1, sub[2]);
      s = bookkept(game, s, line);
      continue;
    }
    const parsed = game.parseLine(s, line);
    if (!parsed.ok) return [...out, line];
    if (now.size === 0) {
      out.push(line);
    } else {
      let named = s;
      const back = new Map<string, string>();
      for (const [seat, name] of now) {
        const was = firstName(seat);
        back.set(name, was);
        named = game.rename(named, seat, was).state;
      }
      out.push(game.format(named, { ...parsed.action, args: parsed.action.args.map((a) => back.get(a) ?? a) }));
    }
    const r = game.apply(s, parsed.action);
    if (!r.ok) return out;
    s = r.state;
  }
  return out;
}
