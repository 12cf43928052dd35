// Checkpoints of the SQLite store's write-ahead log, off the bot's thread. SQLite's own (every 1,000 pages, in the
// connection that commits) copies the log into the database and fsyncs both files inside a step's commit: the one
// disk wait the bot's thread had (WAL with synchronous=NORMAL syncs nothing else). So the store turns that off and,
// every `every` write transactions, asks a thread of its own with its own connection (wal-checkpoint-worker.cjs) for a
// PASSIVE checkpoint: it copies what no reader still needs and never blocks a writer. The log starts again from its
// beginning at the first write made after a checkpoint that copied all of it, when no other connection is reading it.
// Under writes without a pause that seldom happens: the frames written while the thread's checkpoint ran are not
// copied, and it reports only the frames it found (all copied). A week of play compressed into minutes (the soak) grew
// the log to 190 MB so. So once a checkpoint finds the log past `catchUpFrames` (it has not started again for that
// long), the store's connection checkpoints once itself, between two writes: all of it, so that its next write starts
// the log again. Should the thread fail to start or stop, the store's connection checkpoints for itself again, as
// SQLite would.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface CheckpointResult { busy: number; log: number; checkpointed: number }

export class WalCheckpointer {
  private worker: Worker | null = null;
  private writes = 0;
  private inFlight = false;
  private failed = false;
  private waiters: ((r: CheckpointResult | null) => void)[] = [];
  private catchUp = false;
  /** Checkpoints done by the thread so far, and by the store's connection catching up. */
  done = 0;
  caughtUp = 0;

  /** `here`: the store's connection, `fallBack` turning its own checkpoints on again (the thread could not run),
   * `checkpointHere` one checkpoint by it. */
  constructor(private readonly path: string, private readonly busyTimeoutMs: number,
    private readonly here: { fallBack(): void; checkpointHere(): void }, private readonly every = 150, private readonly catchUpFrames = 2_000) {}

  /** One write transaction committed: every `every`, a checkpoint is asked for (one at a time). */
  wrote(): void {
    if (this.failed) return;
    if (this.catchUp) {
      this.catchUp = false;
      this.caughtUp++;
      this.here.checkpointHere();
    }
    if (++this.writes < this.every) return;
    this.writes = 0;
    this.request();
  }

  /** Asks for a checkpoint now (the thread starts with the first). */
  request(): void {
    if (this.failed || this.inFlight) return;
    const w = this.worker ?? this.start();
    if (!w) return;
    this.inFlight = true;
    w.postMessage('checkpoint');
  }

  /** The next checkpoint's result (null if the thread failed); asks for one if none is under way. */
  next(): Promise<CheckpointResult | null> {
    if (this.failed) return Promise.resolve(null);
    const p = new Promise<CheckpointResult | null>((resolve) => this.waiters.push(resolve));
    this.request();
    return p;
  }

  close(): void {
    const w = this.worker;
    this.worker = null;
    this.failed = true;
    this.settle(null);
    if (w) void w.terminate();
  }

  private start(): Worker | null {
    try {
      const driverPath = createRequire(import.meta.url).resolve('better-sqlite3');
      const w = new Worker(new URL('./wal-checkpoint-worker.cjs', import.meta.url), {
        workerData: { path: this.path, busyTimeoutMs: this.busyTimeoutMs, driverPath },
        // Plain JavaScript: no tsx loader in this thread.
        execArgv: [],
      });
      // Nothing it does keeps a process alive.
      w.unref();
      w.on('message', (m: CheckpointResult | { error: string }) => {
        this.inFlight = false;
        if ('error' in m) return this.settle(null);
        this.done++;
        if (m.log > this.catchUpFrames) this.catchUp = true;
        this.settle(m);
      });
      w.on('error', () => this.fail());
      w.on('exit', () => this.fail());
      this.worker = w;
      return w;
    } catch {
      this.fail();
      return null;
    }
  }

  private fail(): void {
    if (this.failed) return;
    this.failed = true;
    this.worker = null;
    this.settle(null);
    this.here.fallBack();
  }

  private settle(r: CheckpointResult | null): void {
    const ws = this.waiters;
    this.waiters = [];
    for (const resolve of ws) resolve(r);
  }
}
