// A bench's thread of its own (the bot of the e2e and CPU benches, the bare discord.js client of the CPU bench): in
// production Discord's servers are elsewhere, so the stand-in (which plays them in the bench's main thread) must not
// share the measured event loop; the cores are still shared. The main thread starts it (compiled, as `npm start` runs
// the bot: src/build.mjs) and asks it by message; the thread answers 'ready', then each ask ({ ask, id }) with
// { id, value } when done: 'idle', 'cpu' (its own CPU time so far), 'profile' and 'profiled' (its V8 CPU profile
// started, then stopped and written to a file; with BENCH_CPU_HEAP=1 its allocations and collections too), 'stop', and what else it serves ('posts': the bot's kept posts; 'writes':
// the write transactions its store began; 'store': what its store's calls cost it, when metered; 'feed':
// the bare client's next interaction to answer).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { createRequire } from 'node:module';
import { PerformanceObserver } from 'node:perf_hooks';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort, Worker } from 'node:worker_threads';
import { productBuild } from '../build.mjs';
import { threadCpuMs } from './thread-cpu.js';

/** The checkout. */
const ROOT = resolve(import.meta.dirname, '..', '..');

export type ThreadAsk = 'idle' | 'cpu' | 'posts' | 'writes' | 'store' | 'feed' | 'profile' | 'profiled' | 'stop';

export interface BenchThread {
  /** `arg`: the file of 'profiled', what 'feed' hands over (`transfer`: its buffers, moved rather than copied). */
  ask<T>(what: ThreadAsk, arg?: unknown, transfer?: ArrayBuffer[]): Promise<T>;
  /** Asks it to stop, then ends the thread. */
  stop(): Promise<void>;
}

/** Starts `entry` (a module URL) in a worker thread with `data` as its workerData; resolves once it said 'ready'. */
export async function startThread(entry: URL, data: unknown): Promise<BenchThread> {
  const worker = new Worker(threadCode(entry), { eval: true, workerData: data });
  const waiting = new Map<number, (value: unknown) => void>();
  let failed: unknown = null;
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (m) => { if (m === 'ready') resolve(); });
  });
  worker.on('message', (m: { id: number; value: unknown }) => { waiting.get(m.id)?.(m.value); waiting.delete(m.id); });
  worker.on('error', (err) => {
    failed = err;
    for (const done of waiting.values()) done(Promise.reject(err));
    waiting.clear();
  });
  let next = 0;
  const ask = <T>(what: ThreadAsk, arg?: unknown, transfer: ArrayBuffer[] = []) => new Promise<T>((resolve, reject) => {
    if (failed) { reject(failed); return; }
    const id = next++;
    waiting.set(id, resolve as (value: unknown) => void);
    worker.postMessage({ ask: what, id, arg }, transfer);
  });
  return { ask, stop: async () => { await ask('stop'); await worker.terminate(); } };
}

/** The code a thread boots with: `entry`'s compiled file in the product's build (src/build.mjs), with source maps on, as
 * `npm start` runs the bot (src/launch.mjs); with BENCH_THREAD_TSX=1, or no build to be had, `entry` through tsx's
 * loader (which turns source maps on too). */
export function threadCode(entry: URL): string {
  const built = process.env.BENCH_THREAD_TSX === '1' ? null : productBuild(ROOT);
  if (built) {
    const file = pathToFileURL(join(built, relative(ROOT, fileURLToPath(entry)).replace(/\.ts$/, '.js')));
    return `process.setSourceMapsEnabled(true); import(${JSON.stringify(file.href)});`;
  }
  const tsx = createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs');
  return `import(${JSON.stringify(pathToFileURL(tsx).href)}).then((m) => { m.register(); return import(${JSON.stringify(entry.href)}); })`;
}

/** In the thread: answers the main thread's asks ('cpu' and the profile here; the rest by `serve`), after saying
 * 'ready'. */
export function serveAsks(serve: { idle(): Promise<void>; stop(): Promise<void>; posts?(): unknown; writes?(): unknown; store?(): unknown; feed?(arg: unknown): unknown }): void {
  /** This thread's profiler (the inspector of this thread alone). */
  let session: Session | null = null;
  /** BENCH_CPU_HEAP=1: with the CPU profile, V8's sampling heap profile (every object allocated, those collected since
   * included) and the garbage collections' count and time, written beside it (.heapprofile, .gc.json). */
  const heap = process.env.BENCH_CPU_HEAP === '1';
  const gc = { count: 0, ms: 0, byKind: {} as Record<string, { count: number; ms: number }> };
  let gcSeen: PerformanceObserver | null = null;
  const post = (method: string, params?: object) => new Promise<unknown>((resolve, reject) => {
    session!.post(method, params ?? {}, (err, result) => (err ? reject(err) : resolve(result)));
  });
  parentPort!.on('message', (m: { ask: ThreadAsk; id: number; arg?: unknown }) => {
    const answer = (value: unknown) => parentPort!.postMessage({ id: m.id, value });
    if (m.ask === 'profile') {
      session = new Session();
      session.connect();
      gc.count = 0;
      gc.ms = 0;
      gc.byKind = {};
      if (heap) {
        gcSeen = new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            const kind = String((e as { detail?: { kind?: number } }).detail?.kind ?? '?');
            const k = (gc.byKind[kind] ??= { count: 0, ms: 0 });
            gc.count++;
            gc.ms += e.duration;
            k.count++;
            k.ms += e.duration;
          }
        });
        gcSeen.observe({ entryTypes: ['gc'] });
      }
      void post('Profiler.enable').then(() => post('Profiler.setSamplingInterval', { interval: Number(process.env.BENCH_CPU_INTERVAL ?? 500) }))
        .then(() => (heap ? post('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true }) : null))
        .then(() => post('Profiler.start')).then(() => answer(null));
    } else if (m.ask === 'profiled') {
      void post('Profiler.stop').then(async (r) => {
        writeFileSync(m.arg as string, JSON.stringify((r as { profile: unknown }).profile));
        if (heap) {
          const h = await post('HeapProfiler.stopSampling');
          writeFileSync((m.arg as string).replace(/\.cpuprofile$/, '.heapprofile'), JSON.stringify((h as { profile: unknown }).profile));
          gcSeen?.disconnect();
          writeFileSync((m.arg as string).replace(/\.cpuprofile$/, '.gc.json'), JSON.stringify(gc));
        }
        session!.disconnect();
        session = null;
        answer(null);
      });
    } else if (m.ask === 'idle') void serve.idle().then(() => answer(null));
    else if (m.ask === 'cpu') answer(threadCpuMs());
    else if (m.ask === 'posts') answer(serve.posts?.() ?? null);
    else if (m.ask === 'writes') answer(serve.writes?.() ?? null);
    else if (m.ask === 'store') answer(serve.store?.() ?? null);
    else if (m.ask === 'feed') answer(serve.feed?.(m.arg) ?? null);
    else void serve.stop().then(() => answer(null));
  });
  parentPort!.postMessage('ready');
}
