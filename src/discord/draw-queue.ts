// Pictures are drawn one at a time, each in its own turn of the event loop, so interactions that arrive meanwhile are
// acknowledged between two drawings instead of waiting behind all of them (Discord allows 3 s for the first answer).
export class DrawQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(job: () => T): Promise<T> {
    const next = this.tail.then(() => new Promise<T>((resolve, reject) => {
      setImmediate(() => {
        try {
          resolve(job());
        } catch (err) {
          reject(err);
        }
      });
    }));
    this.tail = next.catch(() => undefined);
    return next;
  }
}
