// A game's states version by version, rebuilt from its origin and its whole log (undone steps included, so a post
// made before an undo is drawn from the state it told), and the replay's frames: the start, then every live step.
// Each state comes from the module's own parseLine and apply, as src/table/replay.ts replays a log.
import type { AnyGame } from '../core/module.js';
import type { LogEntry } from '../store/types.js';

export interface Frame {
  /** The game's version once this frame's step was taken (the start: once it began). */
  version: number;
  state: unknown;
}

export interface Timeline {
  /** The start, then one frame per live (not undone) game step, in order. */
  frames: Frame[];
  /** The engine state at a version, or undefined when the game had none then (the lobby) or it is unknown. */
  at(version: number): unknown;
  /** The first version of the game (its start); posts before it belong to the lobby. */
  begun: number | null;
}

/**
 * `rows`: the game's whole log in order (undone entries included), `version`: the game's version now. A version is
 * one log row, or one undo (which writes no row and takes back the last live step): a gap between two rows' versions
 * is undos. A row that no longer replays ends the timeline there.
 */
export function timeline(game: AnyGame, origin: unknown, rows: readonly LogEntry[], version: number): Timeline {
  const states = new Map<number, unknown>();
  const frames: Frame[] = [];
  const taken: { before: unknown }[] = [];
  let cur: unknown = undefined;
  let next = 1;
  let begun: number | null = null;
  const undoUntil = (v: number) => {
    while (next < v) {
      const last = taken.pop();
      if (last) cur = last.before;
      next++;
      states.set(next, cur);
    }
  };
  for (const row of rows) {
    undoUntil(row.version);
    next = row.version + 1;
    if (row.action === '#begin') {
      cur = game.restart(origin);
      begun = next;
      frames.push({ version: next, state: cur });
    } else if (!row.action.startsWith('#') && cur !== undefined) {
      const parsed = game.parseLine(cur, row.action);
      const applied = parsed.ok ? game.apply(cur, parsed.action) : null;
      if (!applied?.ok) break;
      taken.push({ before: cur });
      cur = applied.state;
      if (!row.undone) frames.push({ version: next, state: cur });
    }
    states.set(next, cur);
  }
  undoUntil(version);
  return {
    frames,
    begun,
    at(v: number) {
      return states.get(v);
    },
  };
}
