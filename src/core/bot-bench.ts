// How long a game's bot takes to decide, per level, for `npm run bench`: bot-only games played to their end, every
// decision timed on its own (the bot's view and legal actions made before the clock starts). A DM game never waits on
// the bots when a decision stays well under 50 ms.
import { performance } from 'node:perf_hooks';
import { BOT_LEVELS, type AnyGame, type BotInput, type BotLevel, type Options } from './module.js';
import type { Action } from './types.js';
import { Rng, seedRng } from './rng.js';
import { botNames } from './sim.js';

type Line = { name: string; value: number; unit: string };

/** CPU time of the deciding thread so far (ms): a newer Node's own count for this thread (`process.threadCpuUsage`),
 * else the process's user + system time, which also counts the collector's and compiler's helper threads (an upper
 * bound). Linux's per-thread schedstat moves only at scheduler ticks (4 ms): too coarse for one decision. */
function threadCpuMs(): number {
  const p = process as NodeJS.Process & { threadCpuUsage?: () => NodeJS.CpuUsage };
  const u = p.threadCpuUsage ? p.threadCpuUsage() : process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** The levels a game's bots play at: every level where its options have `level`, else its one bot. */
function levelsOf(game: AnyGame): readonly BotLevel[] {
  return game.options.some((o) => o.name === 'level') ? BOT_LEVELS : ['normal'];
}

function quantile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : 0;
}

const HANDOVER_GAMES = 5;

/** Decisions timed: wall and CPU time (ms), and the work counted (GameTools.botWork). */
interface Timed { wall: number[]; cpu: number[]; work: number[] }

/** One game's decisions timed, each on its own: the level's bot at every seat, or, with `handed` given, at that seat
 * alone and the `baseline` policy at the others (their decisions not timed). False if the game could not start. */
function playTimed(game: AnyGame, level: BotLevel, g: number, into: Timed, handed?: { seat: (players: number) => number; baseline: (input: BotInput<any>) => Action }): boolean {
  const samples: readonly { players: number; options?: Options }[] = game.tools?.samples.bots ?? [{ players: game.seating.max }, { players: game.seating.min }];
  // A seat handed over sits beside people: a sample of one seat has none.
  const choices = handed ? samples.filter((x) => x.players > 1) : samples;
  const sample = choices[g % choices.length];
  if (!sample) return false;
  const names = botNames(sample.players);
  const started = game.setup({ options: { ...(sample.options ?? {}), level }, names, bots: names.map(() => true), seed: 1000 + g });
  if (!started.ok) return false;
  const botWork = game.tools?.botWork;
  const mine = handed ? handed.seat(sample.players) : -1;
  const rng = new Rng(seedRng(77 + g));
  let s = started.state;
  for (let step = 0; step < 5000 && !game.result(s); step++) {
    const seat = game.waitingOn(s)[0];
    const view = game.view(s, seat);
    const legal = game.legal(s, seat);
    let action: Action;
    if (handed && seat !== mine) action = handed.baseline({ view, seat, legal, rng, level });
    else {
      const w = botWork?.() ?? 0;
      const c = threadCpuMs();
      const t = performance.now();
      action = game.bot({ view, seat, legal, rng, level });
      into.wall.push(performance.now() - t);
      into.cpu.push(threadCpuMs() - c);
      if (botWork) into.work.push(botWork() - w);
    }
    const r = game.apply(s, action);
    if (!r.ok) break;
    s = r.state;
  }
  return true;
}

/** `<kind>.bot.<level>.decision_p99_ms` and `…_max_ms` (wall time), `bot.<kind>.<level>.decide_p99_cpu_ms` beside
 * `…decide_p99_wall_ms`, the largest CPU time and the late half's p99 over the early half's, over `games` bot games, in the setups the game's samples give
 * its bot-only games (else its largest and smallest tables); where the game counts its bot's work (GameTools.botWork),
 * `…decide_p99_work` and `…decide_max_work` too: the same in every run, where the CPU time moves with the machine.
 * Where the game names the policy that stands for people (GameTools.handOver), `…handover_decide_p99_cpu_ms` (and its
 * work) over five times as many games where one seat, a different one from game to game, is the level's bot and the
 * others that policy: a seat handed over to the bot in a game of people. */
export function botBench(game: AnyGame, games = 6): () => Promise<Line[]> {
  return async () => {
    const out: Line[] = [];
    const baseline = game.tools?.handOver ? game.tools.policies?.[game.tools.handOver] : undefined;
    if (game.tools?.handOver && !baseline) throw new Error(`${game.kind}: handOver names "${game.tools.handOver}", which is not among its policies`);
    for (const level of levelsOf(game)) {
      const all: Timed = { wall: [], cpu: [], work: [] };
      // Each game's decisions split into its first and second half, to show that a decision's cost does not grow
      // with the game.
      const early: number[] = [], late: number[] = [];
      for (let g = 0; g < games; g++) {
        const game0 = all.cpu.length;
        if (!playTimed(game, level, g, all)) continue;
        const mine = all.cpu.slice(game0), half = Math.floor(mine.length / 2);
        early.push(...mine.slice(0, half));
        late.push(...mine.slice(half));
      }
      const { wall: times, cpu, work } = all;
      times.sort((a, b) => a - b);
      for (const xs of [cpu, early, late, work]) xs.sort((a, b) => a - b);
      const at = `bot.${game.kind}.${level}`;
      const botWork = game.tools?.botWork;
      out.push({ name: `${at}.decide_p99_cpu_ms`, value: quantile(cpu, 0.99), unit: 'ms' });
      out.push({ name: `${at}.decide_p99_wall_ms`, value: quantile(times, 0.99), unit: 'ms' });
      out.push({ name: `${at}.decide_max_cpu_ms`, value: cpu.at(-1) ?? 0, unit: 'ms' });
      if (botWork) {
        out.push({ name: `${at}.decide_p99_work`, value: quantile(work, 0.99), unit: 'count' });
        out.push({ name: `${at}.decide_max_work`, value: work.at(-1) ?? 0, unit: 'count' });
      }
      // Below 1 ms a decision is far inside the budget and its CPU time mostly the helper threads' noise: counted as 1 ms.
      out.push({ name: `${at}.decide_p99_cpu_late_over_early`, value: Math.max(1, quantile(late, 0.99)) / Math.max(1, quantile(early, 0.99)), unit: 'x' });
      out.push({ name: `${game.kind}.bot.${level}.decision_p99_ms`, value: quantile(times, 0.99), unit: 'ms' });
      out.push({ name: `${game.kind}.bot.${level}.decision_max_ms`, value: times.at(-1) ?? 0, unit: 'ms' });
      if (!baseline) continue;
      const handed: Timed = { wall: [], cpu: [], work: [] };
      // Games beside plain players are short (they are caught early): five times as many, for a p99 over as many
      // decisions as a bot-only game gives.
      for (let g = 0; g < HANDOVER_GAMES * games; g++) playTimed(game, level, g, handed, { seat: (players) => g % players, baseline });
      handed.cpu.sort((a, b) => a - b);
      handed.work.sort((a, b) => a - b);
      out.push({ name: `${at}.handover_decide_p99_cpu_ms`, value: quantile(handed.cpu, 0.99), unit: 'ms' });
      out.push({ name: `${at}.handover_decisions`, value: handed.cpu.length, unit: 'count' });
      if (botWork) out.push({ name: `${at}.handover_decide_p99_work`, value: quantile(handed.work, 0.99), unit: 'count' });
    }
    return out;
  };
}
