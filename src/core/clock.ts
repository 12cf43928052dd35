// The bot's one clock: every time that matters to a game or to Discord (a step's time, a reminder's, an interaction
// token's age, a link's expiry) is read from the clock the bot was started with, so a test or a soak can move it.
// Timers that only pace the process itself (retrying after a failure, a sweep every 30 s) run on real time.

export interface Clock {
  /** Milliseconds since 1970, as Date.now(). */
  now(): number;
}

export const SYSTEM_CLOCK: Clock = { now: () => Date.now() };

/** A clock a test moves by hand: it starts at `start` and stands still until moved (`t` may also be set). */
export class ManualClock implements Clock {
  constructor(public t: number = Date.UTC(2026, 0, 5, 12)) {}
  now(): number {
    return this.t;
  }
  /** Moves the clock on by `ms`. */
  advance(ms: number): void {
    this.t += ms;
  }
}

/** Real time, moved on by hand: the offline table's `wait`, which lets a person at one keyboard see what hours between
 * moves bring (reminders, a seat handed over, expired tokens) without waiting them. */
export class MovedClock implements Clock {
  /** `ahead`: how far a table resumed was moved on before (its clock does not go back behind what its games saw). */
  constructor(private ahead = 0) {}
  now(): number {
    return Date.now() + this.ahead;
  }
  advance(ms: number): void {
    this.ahead += ms;
  }
}

/** A clock moved by hand that several threads read: its time lives in shared memory, so a bot in a worker thread and
 * a stand-in in the main thread (the CPU bench) read the one clock. Made from the buffer of another, it is that clock. */
export class SharedClock implements Clock {
  private readonly cell: BigInt64Array;
  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(8), start?: number) {
    this.cell = new BigInt64Array(buffer);
    if (start !== undefined) this.t = start;
  }
  get t(): number {
    return Number(Atomics.load(this.cell, 0));
  }
  set t(ms: number) {
    Atomics.store(this.cell, 0, BigInt(Math.round(ms)));
  }
  now(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
}
