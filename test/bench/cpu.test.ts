// `npm run bench`'s CPU figures (src/cli/bench-cpu.ts), run tiny: a couple of steps of each server game at each pace,
// the real bot and the bare discord.js client each in a thread of its own, print every line, and the bare client made
// exactly the calls the bot made (same routes, answers, body lengths and file sizes), its store metered (what its
// calls cost the bot thread, the log frames they wrote: BENCH_CPU_STORE). Its times are not checked here:
// the machines running tests are shared and noisy; `npm run bench` is where the ratio is read.
import { describe, expect, it } from 'vitest';
import { benchCpu } from '../../src/cli/bench-cpu.js';
import { threadCpuMs } from '../../src/cli/thread-cpu.js';

describe('the CPU bench', () => {
  it('measures the bot thread and the bare client on the same interactions, and the bare client makes the same calls', async () => {
    const saved = { steps: process.env.BENCH_CPU_STEPS, warm: process.env.BENCH_CPU_WARM, only: process.env.BENCH_CPU_ONLY, store: process.env.BENCH_CPU_STORE };
    process.env.BENCH_CPU_STEPS = '2';
    process.env.BENCH_CPU_WARM = '1';
    process.env.BENCH_CPU_STORE = '1';
    delete process.env.BENCH_CPU_ONLY;
    try {
      const lines = await benchCpu();
      const value = (name: string) => lines.find((l) => l.name === name)?.value;
      // Where a thread's own CPU time can be read (Node's threadCpuUsage, or Linux's /proc).
      const timed = threadCpuMs() !== null;
      const figures = ['steps', 'rest_per_step', 'store_writes_per_step', 'store_ms_per_step', 'store_frames_per_step', ...(timed ? ['bot_ms_per_step', 'bare_ms_per_step', 'ratio'] : []), 'replay_differences'];
      const windows = ['hours', 'fast'].flatMap((pace) => ['art-robbery', 'noir-heist', 'burgle-bros'].map((kind) => `cpu.${kind}.${pace}`));
      expect(lines.map((l) => l.name)).toEqual(windows.flatMap((w) => figures.map((f) => `${w}.${f}`)));
      for (const w of windows) {
        // Whole games are cut at the steps asked for: at least those were played.
        expect(value(`${w}.steps`), w).toBeGreaterThanOrEqual(2);
        expect(value(`${w}.rest_per_step`), w).toBeGreaterThan(0);
        // Each step commits at least (its write transactions, counted by the bot's SQLite store).
        expect(value(`${w}.store_writes_per_step`), w).toBeGreaterThanOrEqual(1);
        // Each of them appends a page or more to the write-ahead log (counted in the log's own index).
        expect(value(`${w}.store_frames_per_step`), w).toBeGreaterThanOrEqual(value(`${w}.store_writes_per_step`)!);
        expect(Number.isFinite(value(`${w}.store_ms_per_step`)), w).toBe(true);
        // Both threads spent CPU on them (read in each thread), and the bare client's answers were the bot's calls.
        if (timed) {
          expect(value(`${w}.bot_ms_per_step`), w).toBeGreaterThan(0);
          expect(value(`${w}.bare_ms_per_step`), w).toBeGreaterThan(0);
          expect(value(`${w}.ratio`), w).toBeGreaterThan(0);
        }
        expect(value(`${w}.replay_differences`), w).toBe(0);
      }
    } finally {
      for (const [k, v] of [['BENCH_CPU_STEPS', saved.steps], ['BENCH_CPU_WARM', saved.warm], ['BENCH_CPU_ONLY', saved.only], ['BENCH_CPU_STORE', saved.store]] as const) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });
});
