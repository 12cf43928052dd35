// One step in progress: a private copy of the state, the events it makes, the seeded generator, and what the step
// was (visible, revealing). Refusals are thrown as Refused and turned into a Rejection by apply.ts.
import { copyData } from '../../../core/copy.js';
import { Rng } from '../../../core/rng.js';
import type { EventParams, GameEvent } from '../../../core/types.js';
import type { NoirState, Thief } from './types.js';

export class Refused {
  constructor(readonly code: string, readonly params: Record<string, string | number> = {}) {}
}

export const refuse = (code: string, params: Record<string, string | number> = {}): never => {
  throw new Refused(code, params);
};

/** A thief's copy for a step. Its `suspects` are shared: the rules only ever replace that list (narrowed, ruled out,
 * dealt anew: cards.ts, catching.ts), never change it in place, and it is a thief's longest. */
function copyThief(t: Thief): Thief {
  const c: Record<string, unknown> = {};
  for (const k of Object.keys(t)) c[k] = k === 'suspects' ? t.suspects : copyData((t as unknown as Record<string, unknown>)[k]);
  return c as unknown as Thief;
}

export class Ctx {
  readonly s: NoirState;
  readonly rng: Rng;
  readonly events: GameEvent[] = [];
  /** A thief's visible action gives the turn to the chief. */
  visible = false;
  /** Something was drawn or revealed: the step cannot be taken back. */
  revealed = false;
  /** False while the actor must still answer (a Mimic's choice). */
  turnEnds = true;

  constructor(state: NoirState) {
    // The log's events are never changed once said (a step only adds new ones): the copy shares them, so a step costs
    // what the board holds, not the whole game's history.
    // One object: the state's fields in their order, the log last (as a step's state has always been written).
    const s: Record<string, unknown> = {};
    for (const k of Object.keys(state)) {
      if (k === 'log') continue;
      s[k] = k === 'thieves' ? state.thieves.map(copyThief) : copyData((state as unknown as Record<string, unknown>)[k]);
    }
    s.log = state.log.slice();
    this.s = s as unknown as NoirState;
    this.rng = new Rng(this.s.rng);
  }

  /** A public event: told to everyone and kept in the public log. */
  say(code: string, params: EventParams): void {
    const e = { code, params };
    this.events.push(e);
    this.s.log.push(e);
  }

  /** A private event for some seats only. */
  tell(to: number[], code: string, params: EventParams): void {
    this.events.push({ code, params, to });
  }

  name(seat: number): string {
    return this.s.names[seat];
  }

  thiefAt(seat: number): Thief | undefined {
    return this.s.thieves.find((t) => t.seat === seat);
  }

  save(): NoirState {
    this.s.rng = this.rng.save();
    return this.s;
  }
}
