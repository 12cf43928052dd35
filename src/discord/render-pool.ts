// Pictures drawn off the main thread. A plan names each post's picture as data (src/table/types.ts PictureJob: the
// game, the reader's view, the language); they are drawn here, beside the interaction's acknowledgement.
// Without workers (HEIST_RENDER_WORKERS=0, or if one cannot start) pictures are drawn in-process, one per loop turn.
// What draws is injected: `drawHere` in-process; for the threads, their entry (src/render-worker.ts) and where the bot's
// registry is made, which each thread loads for itself: the threads draw every game the bot hosts.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DrawQueue } from './draw-queue.js';
import { viewJson } from '../core/view-json.js';
import type { RegistrySource } from '../core/registry.js';
import type { Logger } from '../log.js';
import { isTypeScript } from '../node-flags.js';
import type { BotMetrics } from '../metrics/metrics.js';

import type { PictureJob as Job } from '../table/types.js';
/** How much lower than the bot's thread each drawing thread runs (a nice value, set by render-worker.ts for itself):
 * on a busy machine acknowledgements come first, and drawing takes whatever the cores have left. */
export const DRAWING_NICENESS = 19;
export type DrawFn = (kind: string, view: unknown, lang: string) => Buffer;
interface Waiter { resolve(b: Buffer): void; reject(e: Error): void; job: Job }
/** The drawing threads' code and the registry they load (GameRegistry.source). */
export interface DrawingThreads { entry: URL; registry: RegistrySource }

interface Slot { worker: Worker; busy: number; ready: boolean; answered: boolean }

export class RenderPool {
  private readonly workers: Slot[] = [];
  private readonly waiting = new Map<number, Waiter & { worker: Worker }>();
  private readonly local = new DrawQueue();
  private nextId = 1;
  private closed = false;
  /** Drawing threads in a row that stopped before answering once (a thread that cannot start): past MAX_FAILED_STARTS
   * none is started again, and pictures are drawn here. */
  private failedStarts = 0;

  /** `threads`: null draws everything in this thread. `size`: the most drawing threads; one starts at once, and one
   * more whenever a picture finds every ready thread busy, up to `size` (an idle thread holds some 50 MB and took a
   * quarter of a second of CPU to start: a bot that draws one picture at a time never needs a second). */
  constructor(private readonly log: Logger, private readonly drawHere: DrawFn, private readonly threadsFrom: DrawingThreads | null,
    private readonly size = renderPoolSize(), private readonly metrics: BotMetrics | null = null) {
    if (threadsFrom && size > 0) this.spawn(threadsFrom);
    this.counted();
  }

  /** The metrics' count of drawing threads, after a thread started or stopped. */
  private counted(): void {
    this.metrics?.drawingThreads(this.workers.length);
  }

  /** How many drawing threads are running (0: pictures are drawn in this thread). */
  get threads(): number {
    return this.workers.length;
  }

  /** Draws a picture (rejects when it cannot be drawn). */
  async draw(job: Job): Promise<Buffer> {
    if (!this.metrics) return this.drawn(job);
    const done = this.metrics.drawStarted(job.kind);
    try {
      return await this.drawn(job);
    } finally {
      done();
    }
  }

  private async drawn(job: Job): Promise<Buffer> {
    // A ready thread, the least busy; a thread still starting only when none is ready (the job waits in its port).
    const slot = this.workers.sort((a, b) => Number(b.ready) - Number(a.ready) || a.busy - b.busy)[0];
    if (!slot) return this.local.run(() => this.drawHere(job.kind, job.view, job.lang));
    if (slot.ready && slot.busy > 0) this.grow();
    return new Promise<Buffer>((resolve, reject) => {
      const id = this.nextId++;
      slot.busy++;
      this.waiting.set(id, { resolve, reject, job, worker: slot.worker });
      // The view as its JSON text (often written already: a private picture's key is made from it).
      slot.worker.postMessage({ id, kind: job.kind, view: viewJson(job.view), lang: job.lang });
    });
  }

  /** One more drawing thread, if the pool may have one and none is starting already. */
  private grow(): void {
    if (!this.threadsFrom || this.closed || this.workers.length >= this.size || this.workers.some((w) => !w.ready)) return;
    if (this.failedStarts >= MAX_FAILED_STARTS) return;
    this.spawn(this.threadsFrom);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
    this.workers.length = 0;
  }

  private spawn(threads: DrawingThreads): void {
    let worker: Worker;
    try {
      // The worker starts as plain JavaScript, registers tsx for itself when its entry is TypeScript, then loads it.
      const entry = threads.entry.href;
      const tsx = () => pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
      const boot = isTypeScript(threads.entry)
        ? `import(${JSON.stringify(tsx())}).then((m) => { m.register(); return import(${JSON.stringify(entry)}); })`
        : `import(${JSON.stringify(entry)})`;
      worker = new Worker(boot, { eval: true, workerData: threads.registry });
    } catch (err) {
      this.log.warn('render worker could not start: drawing in-process', { err });
      return;
    }
    const slot: Slot = { worker, busy: 0, ready: false, answered: false };
    this.workers.push(slot);
    this.counted();
    worker.on('message', (m: { id: number; bytes?: Uint8Array; error?: string } | { ready: true }) => {
      slot.answered = true;
      this.failedStarts = 0;
      if ('ready' in m) {
        slot.ready = true;
        return;
      }
      const w = this.waiting.get(m.id);
      if (!w) return;
      this.waiting.delete(m.id);
      slot.busy--;
      if (m.bytes) w.resolve(Buffer.from(m.bytes.buffer, m.bytes.byteOffset, m.bytes.byteLength));
      else w.reject(new Error(m.error ?? 'drawing failed'));
    });
    worker.on('error', (err) => this.log.error('render worker failed', { err }));
    worker.on('exit', () => {
      const i = this.workers.indexOf(slot);
      if (i >= 0) this.workers.splice(i, 1);
      this.counted();
      // Whatever it was drawing is drawn here instead.
      for (const [id, w] of this.waiting) {
        if (w.worker !== worker) continue;
        this.waiting.delete(id);
        this.local.run(() => this.drawHere(w.job.kind, w.job.view, w.job.lang)).then(w.resolve, w.reject);
      }
      if (this.closed) return;
      // A bot runs for months: the last thread, should it stop (out of memory, an error of its own), is replaced, so
      // that pictures stay off the bot's thread (others are started again as pictures need them); one that cannot
      // even start is not tried for ever.
      if (!slot.answered) this.failedStarts++;
      if (this.failedStarts >= MAX_FAILED_STARTS) {
        this.log.warn('render worker stopped', { replaced: false, threads: this.workers.length });
        return;
      }
      const replaced = this.workers.length === 0;
      this.log.warn('render worker stopped', { replaced });
      if (replaced) this.spawn(threads);
    });
  }
}

/** Drawing threads in a row that may stop before drawing anything before the pool starts no more. */
const MAX_FAILED_STARTS = 3;

/** HEIST_RENDER_WORKERS, else one drawing thread per core (up to 4): the most the pool starts, as pictures need them;
 * they run at a lower priority than the bot's thread (render-worker.ts), so drawing uses every idle core without
 * delaying an acknowledgement. */
export function renderPoolSize(): number {
  const env = process.env.HEIST_RENDER_WORKERS?.trim();
  if (env !== undefined && env !== '') {
    const n = Number(env);
    if (!Number.isInteger(n) || n < 0) throw new RangeError(`HEIST_RENDER_WORKERS must be a whole number of drawing threads from 0 (0: pictures are drawn in the bot's own thread; unset: one per core, up to 4); it is "${process.env.HEIST_RENDER_WORKERS}".`);
    return n;
  }
  return Math.max(1, Math.min(4, availableParallelism()));
}
