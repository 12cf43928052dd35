// A game's states version by version, rebuilt from its origin and its whole log (undone steps included, so a post
// made before an undo is drawn from the state it told), and the replay's frames: the start, then every live step.
// Each state comes from the module's own parseLine and apply (and rename, at a substitute's line), as
// src/table/replay.ts replays a log. A timeline grows
// with its game (only new log rows are applied), and yields to the event loop as it goes: the bot shares the thread.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AnyGame } from '../core/module.js';
import type { LogEntry } from '../store/types.js';
import { bookkept } from '../table/replay.js';

export interface Frame {
  /** The game's version once this frame's step was taken (the start: once it began). */
  version: number;
  state: unknown;
}

/** How long one slice of work may hold the thread before the loop gets it back. */
const SLICE_MS = 8;

export class Timeline {
  /** The start, then one frame per live (not undone) game step, in order. */
  readonly frames: Frame[] = [];
  /** The game's first version with a state (its start); posts before it belong to the lobby. */
  begun: number | null = null;
  /** Each substitute's line: the seat, and the first version after it (its new name holds from there). */
  readonly subs: { version: number; seat: number }[] = [];
  private readonly states = new Map<number, unknown>();
  /** The seats a bot plays for their person, by version (from the hand-over lines: `#away`, `#back`, `#sub`). */
  private readonly botPlayedBy = new Map<number, number[]>();
  private readonly away = new Set<number>();
  /** Steps that an undo may take back, with the state before each and the frame it made. */
  private readonly taken: { before: unknown; frame: Frame }[] = [];
  private cur: unknown = undefined;
  private next = 1;
  private rows = 0;
  private broken = false;

  constructor(private readonly game: AnyGame, private readonly origin: unknown) {}

  /** The engine state at a version, or undefined when the game had none then (the lobby) or it is unknown. */
  at(version: number): unknown {
    return this.states.get(version);
  }

  /** The seats a bot played for their person at a version, as its posts' pictures mark them. */
  botPlayedAt(version: number): readonly number[] {
    return this.botPlayedBy.get(version) ?? [];
  }

  /**
   * Takes in the log (`rows`: the whole log in order, undone entries included; the rows already taken in are skipped)
   * up to the game's version now. A version is one log row, or one undo (which writes no row and takes back the last
   * step): a gap between versions is undos. A row that no longer replays ends the timeline there.
   */
  async grow(rows: readonly LogEntry[], version: number): Promise<void> {
    let slice = performance.now();
    for (; this.rows < rows.length && !this.broken; this.rows++) {
      this.take(rows[this.rows]);
      if (performance.now() - slice > SLICE_MS) {
        await nextTurn();
        slice = performance.now();
      }
    }
    this.undoUntil(version);
  }

  private take(row: LogEntry): void {
    this.undoUntil(row.version);
    this.next = row.version + 1;
    if (row.action === '#begin') {
      this.cur = this.game.restart(this.origin);
      this.begun = this.next;
      this.frames.push({ version: this.next, state: this.cur });
    } else if (!row.action.startsWith('#') && this.cur !== undefined) {
      const parsed = this.game.parseLine(this.cur, row.action);
      const applied = parsed.ok ? this.game.apply(this.cur, parsed.action) : null;
      if (!applied?.ok) {
        this.broken = true;
        return;
      }
      const frame = { version: this.next, state: applied.state };
      this.taken.push({ before: this.cur, frame });
      this.cur = applied.state;
      this.frames.push(frame);
    } else if (this.cur !== undefined) {
      // A substitute's line names the seat's new holder from here on.
      this.cur = bookkept(this.game, this.cur, row.action);
    }
    const [word, n] = row.action.split(' ');
    if (word === '#sub') this.subs.push({ version: this.next, seat: Number(n) - 1 });
    if (word === '#away') this.away.add(Number(n) - 1);
    else if (word === '#back' || word === '#sub') this.away.delete(Number(n) - 1);
    this.states.set(this.next, this.cur);
    this.botPlayedBy.set(this.next, [...this.away].sort((a, b) => a - b));
  }

  private undoUntil(version: number): void {
    while (this.next < version) {
      const last = this.taken.pop();
      if (last) {
        this.cur = last.before;
        const k = this.frames.lastIndexOf(last.frame);
        if (k >= 0) this.frames.splice(k, 1);
      }
      this.next++;
      this.states.set(this.next, this.cur);
      this.botPlayedBy.set(this.next, [...this.away].sort((a, b) => a - b));
    }
  }
}
