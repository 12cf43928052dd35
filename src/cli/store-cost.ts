// What the bot's store costs its thread, read directly (the CPU bench with BENCH_CPU_STORE=1): the thread's CPU time
// inside the store's calls, each call timed in the thread (./thread-cpu.ts), and the write-ahead log frames its writes
// appended (a frame is one page written whole: 8 KiB on a file this project made). Sampling profiles put the store
// higher than this (V8 samples by wall clock: a write waiting on the disk, or a thread waiting for a core, is sampled
// where it waits; docs/scale.md has the figures and a check from outside). Reading the clock twice a call costs
// the bot thread CPU of its own (some 15 microseconds a read where it is a file under /proc: the mean cost of an
// empty window is taken off each call), so a run that meters the store gives a bot/bare ratio that reads high. That
// record (Node before 22.15) moves only when the kernel accounts the thread (its ticks, a switch), so a window as
// short as one call mostly reads 0: on Node 20 the milliseconds read low, several times (docs/scale.md: a CPU profile
// with perf is the measure there); the frames are exact, the same in every run.
import { closeSync, openSync, readSync } from 'node:fs';
import { endianness } from 'node:os';
import { threadCpuMs } from './thread-cpu.js';

export interface StoreCost {
  /** CPU ms the thread spent inside store calls (a call made inside another counts once, in the outer one). */
  ms: number;
  /** Write-ahead log frames appended by those calls (SQLite's; 0 for a store without one). */
  frames: number;
}

/** Wraps every method of `store` (on the object itself, so every caller's calls go through it) to add up their cost;
 * `file`: the SQLite file whose log is counted (null: none). Returns the running totals. */
export function meterStore(store: object, file: string | null): () => StoreCost {
  const total: StoreCost = { ms: 0, frames: 0 };
  const frames = walFrames(file);
  const target = store as Record<string, unknown>;
  const names = new Set<string>();
  for (let p = Object.getPrototypeOf(store) as object | null; p && p !== Object.prototype; p = Object.getPrototypeOf(p) as object | null) {
    for (const n of Object.getOwnPropertyNames(p)) if (n !== 'constructor' && typeof target[n] === 'function') names.add(n);
  }
  const clock = () => threadCpuMs()?.ms ?? 0;
  // What reading the clock and the log's count around a call costs with nothing inside (Linux's per-thread record is a
  // file under /proc, read twice a call), taken off each call so the figure is the store's own. That record moves only
  // when the kernel accounts the thread (a tick, a switch): one window mostly reads 0 and now and then a tick, so it is
  // the mean of many that counts, as it is for the calls (their sum is what the figure is).
  let empty = 0;
  for (let k = 0; k < 1000; k++) {
    const t0 = clock();
    frames();
    frames();
    empty += clock() - t0;
  }
  const reading = empty / 1000;
  let depth = 0;
  for (const n of names) {
    const f = target[n] as (...a: unknown[]) => unknown;
    target[n] = function (this: unknown, ...a: unknown[]) {
      if (depth > 0) return f.apply(this, a);
      depth++;
      const [t0, f0] = [clock(), frames()];
      try {
        return f.apply(this, a);
      } finally {
        depth--;
        const f1 = frames();
        total.ms += clock() - t0 - reading;
        // The log starts again from its beginning after a checkpoint: then all of its frames are this call's.
        total.frames += f1 >= f0 ? f1 - f0 : f1;
      }
    };
  }
  return () => ({ ...total });
}

/** The frames in an SQLite file's write-ahead log now, read from its shared-memory index's header (`mxFrame`, a
 * 32-bit number in the machine's byte order at byte 16). */
function walFrames(file: string | null): () => number {
  if (!file) return () => 0;
  let fd: number | null = null;
  const buf = Buffer.alloc(4);
  return () => {
    try {
      fd ??= openSync(`${file}-shm`, 'r');
      if (readSync(fd, buf, 0, 4, 16) < 4) return 0;
      return endianness() === 'LE' ? buf.readUInt32LE(0) : buf.readUInt32BE(0);
    } catch {
      if (fd !== null) closeSync(fd);
      fd = null;
      return 0;
    }
  };
}
