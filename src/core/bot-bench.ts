// How long a game's bot takes to decide, per level, for `npm run bench`: bot-only games played to their end, every
// decision timed on its own (the bot's view and legal actions made before the clock starts). A DM game never waits on
// the bots when a decision stays well under 50 ms.
import { performance } from 'node:perf_hooks';
import { BOT_LEVELS, type AnyGame, type BotLevel, type Options } from './module.js';
import { Rng, seedRng } from './rng.js';
import { botNames } from './sim.js';

type Line = { name: string; value: number; unit: string };

/** The levels a game's bots play at: every level where its options have `level`, else its one bot. */
function levelsOf(game: AnyGame): readonly BotLevel[] {
  return game.options.some((o) => o.name === 'level') ? BOT_LEVELS : ['normal'];
}

/** CPU time so far in ms: the deciding thread's where Node can tell it (process.threadCpuUsage, Node 23.9+), else the
 * process's (the deciding thread plus V8's helpers): unlike wall time, other work on a shared machine adds nothing. */
const cpuNow = (): number => {
  const p = process as unknown as { threadCpuUsage?: () => NodeJS.CpuUsage };
  const u = p.threadCpuUsage ? p.threadCpuUsage() : process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function quantile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : 0;
}

/** `<kind>.bot.<level>.decision_p99_ms` and `…_max_ms` (wall time), `…_p99_cpu_ms` and `…_max_cpu_ms` (CPU time) over `games` bot games, in the setups the game's samples give
 * its bot-only games (else its largest and smallest tables). */
export function botBench(game: AnyGame, games = 6): () => Promise<Line[]> {
  return async () => {
    const out: Line[] = [];
    for (const level of levelsOf(game)) {
      const times: number[] = [];
      const cpu: number[] = [];
      for (let g = 0; g < games; g++) {
        const samples: readonly { players: number; options?: Options }[] = game.samples?.bots ?? [{ players: game.seating.max }, { players: game.seating.min }];
        const sample = samples[g % samples.length];
        const names = botNames(sample.players);
        const started = game.setup({ options: { ...(sample.options ?? {}), level }, names, bots: names.map(() => true), seed: 1000 + g });
        if (!started.ok) continue;
        const rng = new Rng(seedRng(77 + g));
        let s = started.state;
        for (let step = 0; step < 5000 && !game.result(s); step++) {
          const seat = game.waitingOn(s)[0];
          const view = game.view(s, seat);
          const legal = game.legal(s, seat);
          const c = cpuNow();
          const t = performance.now();
          const action = game.bot({ view, seat, legal, rng, level });
          times.push(performance.now() - t);
          cpu.push(cpuNow() - c);
          const r = game.apply(s, action);
          if (!r.ok) break;
          s = r.state;
        }
      }
      times.sort((a, b) => a - b);
      out.push({ name: `${game.kind}.bot.${level}.decision_p99_ms`, value: quantile(times, 0.99), unit: 'ms' });
      out.push({ name: `${game.kind}.bot.${level}.decision_max_ms`, value: times.at(-1) ?? 0, unit: 'ms' });
      cpu.sort((a, b) => a - b);
      out.push({ name: `${game.kind}.bot.${level}.decision_p99_cpu_ms`, value: quantile(cpu, 0.99), unit: 'ms' });
      out.push({ name: `${game.kind}.bot.${level}.decision_max_cpu_ms`, value: cpu.at(-1) ?? 0, unit: 'ms' });
    }
    return out;
  };
}
