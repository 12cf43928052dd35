// The synchronous bridge to PostgreSQL: the Store is synchronous (the table calls it inside one step), and Node's
// PostgreSQL clients are asynchronous. A worker thread (pg-worker.cjs) holds the connection; each call here posts one
// request and blocks this thread on a shared flag (Atomics.wait) until the worker answers, then reads the answer off
// the port (receiveMessageOnPort). One call is one round trip to the server: the store's writes are server-side
// functions (schema-pg.ts). Once the server is out of reach, the worker tries to reach it again in the background and
// each call fails at once (after a short wait for a try), so a server that hangs costs the bot's thread one timeout,
// not one per call. The cost beside SQLite is measured by `npm run -s bench -- store` (docs/store.md).
import { createRequire } from 'node:module';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';

/** `sent`: the request may have reached the server before its connection was lost (a write may have been made). */
export interface PgError { message: string; code: string | null; detail: string | null; sent?: boolean }

/** What the worker could not do: the server's error (with its SQLSTATE `code`), or no answer in time (`code` null,
 * `timedOut`). */
export class PgCallError extends Error {
  constructor(readonly error: PgError, readonly timedOut = false) {
    super(error.message);
    this.name = 'PgCallError';
  }
  get code(): string | null {
    return this.error.code;
  }
}

export interface BridgeOptions {
  /** How long connecting may take (ms). */
  connectTimeoutMs: number;
  /** How long one statement may take, waiting for locks included (ms). */
  queryTimeoutMs: number;
  /** Server settings for the session, as `-c name=value` words (e.g. lock_timeout, default_transaction_read_only). */
  options?: string;
  applicationName?: string;
  /** How long a call waits for a try to reach a server out of reach before failing (ms, default 250). */
  retryWaitMs?: number;
}

interface Thread { worker: Worker; port: MessagePort; flag: Int32Array }

/** Waited on for a millisecond's pause (nothing ever notifies it). */
const PAUSE = new Int32Array(new SharedArrayBuffer(4));

/** Threads of closed stores, kept for the next one (starting a thread and loading pg costs a few hundred ms on a busy
 * machine; a new connection, a few). */
const idle: Thread[] = [];
const KEEP_IDLE = 4;

/** The shared cells: an answer is on the port; the server is out of reach; tries to reach it again (pg-worker.cjs). */
const ANSWERED = 0;
const DOWN = 1;
const TRIES = 2;
const TRYING = 3;

function newThread(): Thread {
  const { port1, port2 } = new MessageChannel();
  const flag = new Int32Array(new SharedArrayBuffer(16));
  const pgPath = createRequire(import.meta.url).resolve('pg');
  const worker = new Worker(new URL('./pg-worker.cjs', import.meta.url), {
    workerData: { flag: flag.buffer, port: port2, pgPath },
    transferList: [port2],
    // Plain JavaScript: no tsx loader in this thread.
    execArgv: [],
  });
  // An idle connection keeps no process alive (a CLI ends when its work is done; the bot has its own reasons).
  worker.unref();
  worker.on('error', () => undefined);
  return { worker, port: port1, flag };
}

export class SyncPg {
  private thread: Thread | null = null;
  private closed = false;
  /** Why the server was last found out of reach: what a call says while it still is. */
  private downError: PgError | null = null;

  constructor(private readonly url: string, private readonly opts: BridgeOptions) {}

  private start(): Thread {
    const thread = idle.pop() ?? newThread();
    this.thread = thread;
    this.send(thread, {
      configure: {
        url: this.url, connectTimeoutMs: this.opts.connectTimeoutMs, queryTimeoutMs: this.opts.queryTimeoutMs,
        options: this.opts.options, applicationName: this.opts.applicationName ?? 'heist',
        // The last thread stopped answering: this one starts by trying to reach the server, calls failing meanwhile.
        down: this.downError !== null,
      },
    });
    return thread;
  }

  /** Waits (blocking, up to `ms`) until the worker reaches a server that was out of reach: true once it does (at
   * once when it was never lost). For tools and tests that wait on the server's return rather than on time. */
  awaitReach(ms: number): boolean {
    const thread = this.thread;
    if (!thread) return true;
    const until = performance.now() + ms;
    for (let left = ms; Atomics.load(thread.flag, DOWN) === 1 && left > 0; left = until - performance.now()) {
      const tries = Atomics.load(thread.flag, TRIES);
      if (Atomics.load(thread.flag, TRYING) === 0) thread.port.postMessage({ kick: true });
      Atomics.wait(thread.flag, TRIES, tries, left);
    }
    return Atomics.load(thread.flag, DOWN) === 0;
  }

  /** Whether the server is out of reach now (the worker tries to reach it again in the background). */
  get outOfReach(): boolean {
    return this.thread !== null && Atomics.load(this.thread.flag, DOWN) === 1;
  }

  /** One statement with `$1`… parameters, or several statements in one text without parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): T[] {
    return this.call({ sql, params }) as T[];
  }

  /** Several statements in one transaction (BEGIN … COMMIT in the worker): the rows of each. */
  batch(statements: { sql: string; params?: unknown[] }[]): unknown[][] {
    return this.call({ batch: statements }) as unknown[][];
  }

  private call(req: object): unknown {
    if (this.closed) throw new PgCallError({ message: 'the store is closed', code: null, detail: null });
    const thread = this.thread ?? this.start();
    if (Atomics.load(thread.flag, DOWN) === 1) this.waitForTry(thread);
    try {
      const rows = this.send(thread, req);
      this.downError = null;
      return rows;
    } catch (e) {
      if (e instanceof PgCallError && this.thread && Atomics.load(this.thread.flag, DOWN) === 1) this.downError = e.error;
      throw e;
    }
  }

  /** The server is out of reach: asks the worker to try now and waits a moment for that try; fails unless it
   * reached the server. A try already under way is not waited for: against a hung server it takes the whole connect
   * timeout, and its outcome is there for the next call. */
  private waitForTry(thread: Thread): void {
    if (Atomics.load(thread.flag, TRYING) === 0) {
      const tries = Atomics.load(thread.flag, TRIES);
      thread.port.postMessage({ kick: true });
      const wait = this.opts.retryWaitMs ?? 250;
      const until = performance.now() + wait;
      for (let left = wait; Atomics.load(thread.flag, TRIES) === tries && left > 0; left = until - performance.now()) {
        Atomics.wait(thread.flag, TRIES, tries, left);
      }
    }
    if (Atomics.load(thread.flag, DOWN) === 1) {
      const why = this.downError?.message ?? 'no answer';
      throw new PgCallError({ message: `${why.replace(/\.$/, '')}; trying again in the background`, code: null, detail: null }, true);
    }
  }

  private send(thread: Thread, req: object): unknown {
    Atomics.store(thread.flag, ANSWERED, 0);
    thread.port.postMessage(req);
    // The worker answers within its own time limits; this one only covers a worker that died or hung.
    const limit = this.opts.connectTimeoutMs + this.opts.queryTimeoutMs + 5000;
    const until = performance.now() + limit;
    let got = receiveMessageOnPort(thread.port);
    // Woken without the answer on the port yet (seen once, on a loaded machine): wait on until the answer or the limit.
    for (let left = limit; !got && left > 0; left = until - performance.now()) {
      if (Atomics.load(thread.flag, ANSWERED) === 0) Atomics.wait(thread.flag, ANSWERED, 0, left);
      else Atomics.wait(PAUSE, 0, 0, Math.min(1, left));
      got = receiveMessageOnPort(thread.port);
    }
    if (!got) {
      this.stop();
      this.downError = { message: `no answer from the database within ${Math.round(limit / 1000)} s`, code: null, detail: null };
      throw new PgCallError(this.downError, true);
    }
    const m = got.message as { rows?: unknown; error?: PgError };
    if (m.error) throw new PgCallError(m.error);
    return m.rows;
  }

  /** Ends the worker without waiting for it (a new one starts on the next call). */
  private stop(): void {
    const t = this.thread;
    this.thread = null;
    if (!t) return;
    t.port.close();
    void t.worker.terminate();
  }

  /** Closes the connection; the thread is kept for the next store of this process. */
  close(): void {
    if (this.closed) return;
    const t = this.thread;
    if (t) {
      try {
        this.send(t, { close: true });
        this.thread = null;
        if (idle.length < KEEP_IDLE) idle.push(t);
        else void t.worker.terminate();
      } catch {
        this.stop();
      }
    }
    this.closed = true;
  }
}
