// The order in which interactions take their table steps: one step per turn of the event loop, first come first
// served, so what arrived meanwhile (acknowledgements, deliveries) goes out between two steps. While many steps are
// waiting, a new interaction is acknowledged before it queues (the router defers it): a burst of hundreds is
// acknowledged within Discord's 3 seconds instead of behind every step before it.
export class Turns {
  private readonly queue: (() => void)[] = [];
  private scheduled = false;
  /** Interactions arrived whose step has not run yet. */
  private pending = 0;

  /** How many interactions wait for their step (or are being acknowledged before it). */
  get waiting(): number {
    return this.pending;
  }

  /** Counts an interaction in from its arrival; `leave()` once its step has run (or will not run). */
  enter(): { turn(): Promise<void>; leave(): void } {
    this.pending++;
    let left = false;
    return {
      turn: () => new Promise<void>((resolve) => {
        this.queue.push(resolve);
        this.pump();
      }),
      leave: () => {
        if (left) return;
        left = true;
        this.pending--;
      },
    };
  }

  private pump(): void {
    if (this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.queue.shift()!();
      this.pump();
    });
  }
}
