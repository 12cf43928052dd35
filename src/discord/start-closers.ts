// What a start has opened so far, each with how to close it: a step that fails closes them all, the last opened
// first, so that nothing keeps the process alive after a failed start (src/main.ts ends it anyway after 3 s, saying so).

export class StartClosers {
  private readonly closers: (() => unknown)[] = [];

  /** Closed by `closeAll`, before everything pushed earlier. A closer that may fail and must not stop the others
   * catches its own error. */
  push(close: () => unknown): void {
    this.closers.push(close);
  }

  /** Closes everything pushed, the last first, one after the other; a closer that throws stops there, its error
   * thrown in place of the start's. */
  async closeAll(): Promise<void> {
    while (this.closers.length) await this.closers.pop()!();
  }
}
