// The CPU time of the calling thread alone (the e2e bench reads the bot's thread with it).
import { readFileSync } from 'node:fs';

/** Where the thread's CPU time is read: Node's own per-thread clock (process.threadCpuUsage: Node 22.15+ and 23.9+, not Node 20), else Linux's per-thread
 * scheduler record (ns on the CPU; /proc/thread-self is the calling thread's); null when neither exists. */
export type CpuClock = 'threadCpuUsage' | 'schedstat';

/** This thread's CPU time in ms, and where it was read. */
export function threadCpuMs(): { ms: number; clock: CpuClock } | null {
  const own = (process as { threadCpuUsage?: () => { user: number; system: number } }).threadCpuUsage;
  if (typeof own === 'function') {
    const t = own.call(process);
    return { ms: (t.user + t.system) / 1000, clock: 'threadCpuUsage' };
  }
  try {
    const ns = Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]);
    return Number.isFinite(ns) ? { ms: ns / 1e6, clock: 'schedstat' } : null;
  } catch {
    return null;
  }
}
