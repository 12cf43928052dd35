import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// No test depends on time: a test waits on events, and its timeout only ends a test that hangs. So the timeouts are
// one generous bound for all (no test sets its own), however busy the machine is.
const HANG = 10 * 60_000;

// The projects, by what a test needs besides Node (`npm test` runs them all; `npm run test:unit` the first alone):
// - unit: the rules, the table, the views and the texts: no bot, no database server, no browser, no other process;
// - whole: whole bot games and the bots' strength (every game's conformance over its bot games, typed commands and
//   notes over whole games, the bots' levels): pure like unit, but minutes of CPU, so out of the loop a contributor runs;
// - bot: the real bot against the Discord stand-in, the stand-in itself, the pictures, the tools run as processes;
// - machines: the bot run as its own processes against the stand-in at Discord's limits (killed, restarted, two behind
//   one proxy), each file in a fresh worker: the stand-in in the test's process must keep Discord's pace, which the
//   heap a worker carries from file to file (one long pause) can break;
// - pg: the store on both backends and the multi-machine tests, with one PostgreSQL server started for them;
// - web: the web pages, in a real headless Chromium.
// Every test file is in exactly one of them. A renderer loads when a test draws (src/render/lazy.ts): the projects that
// run the bot load them ahead, as a drawing thread does; a unit test that draws calls preloadRenderers() itself.
/** Whole bot games and the bots' strength (the `whole` project). */
const WHOLE = [
  'test/conformance/games.test.ts', 'test/conformance/note-size.test.ts', 'test/table/typed.test.ts', 'test/table/posts.test.ts',
  'test/games/art-robbery/bot.test.ts', 'test/games/noir-heist/bots.test.ts', 'test/games/noir-heist/case-file.test.ts',
  'test/games/noir-heist/controls.test.ts', 'test/games/**/*.strength.test.ts', 'test/games/burgle-bros/engine/rooms/bot-map.test.ts',
  // Burgle Bros.' controls and every game's labels at phone width, each over bot games played whole (40 s of the unit
  // project's CPU, which was near its minute).
  'test/games/burgle-bros/controls.test.ts', 'test/i18n/phone-labels.test.ts',
];
/** The bot as its own processes against the stand-in (the `machines` project). */
const MACHINES = [
  'test/e2e/outbox-kill.test.ts', 'test/e2e/rest-proxy.test.ts', 'test/e2e/resilience.test.ts', 'test/e2e/errors.test.ts',
  'test/e2e/sharded.test.ts', 'test/e2e/offline.test.ts', 'test/e2e/rules.test.ts',
];
const PROJECTS = {
  unit: {
    include: ['test/games/**', 'test/table/**', 'test/delivery/**', 'test/i18n/**', 'test/conformance/**', 'test/docs/**', 'test/bot/shared.test.ts', 'test/bot/view.test.ts', 'test/offline/format.test.ts', 'test/fixture-game/conformance.test.ts', 'test/metrics/exposition.test.ts', 'test/metrics/settings.test.ts'],
    exclude: ['test/games/burgle-bros/engine/guard-paths-cli.test.ts', ...WHOLE],
  },
  whole: { include: WHOLE, exclude: [] },
  machines: { include: MACHINES, exclude: [] },
  bot: {
    include: ['test/e2e/**', 'test/bot/**', 'test/standin/**', 'test/render/**', 'test/offline/**', 'test/fixture-game/**', 'test/bench/**', 'test/metrics/**', 'test/games/burgle-bros/engine/guard-paths-cli.test.ts'],
    exclude: ['test/bot/shared.test.ts', 'test/bot/view.test.ts', 'test/offline/format.test.ts', 'test/fixture-game/conformance.test.ts', 'test/e2e/takeover.test.ts', 'test/metrics/exposition.test.ts', 'test/metrics/settings.test.ts', ...MACHINES],
  },
  pg: { include: ['test/store/**', 'test/e2e/takeover.test.ts'], exclude: [] },
  web: { include: ['test/web/**'], exclude: [] },
};
/** The files that take longest, longest first (a run on a quiet 2-core machine, seconds from start to end). A file whose
 * games run while it is read (or in beforeAll) counts them too: levels.strength ran last, alone, for 40 s. Every file
 * of 6 s or more in this order was tried (2026-12-01): two runs of 468 and 488 s against
 * 404 and 447 with this list (before levels.strength joined it): not kept. */
const LONGEST = [
  'test/e2e/outbox-kill.test.ts', // 130
  'test/e2e/rest-proxy.test.ts', // 54
  'test/e2e/takeover.test.ts', // 50
  'test/e2e/offline.test.ts', // 49
  'test/games/noir-heist/mates.strength.test.ts', // 38
  'test/games/burgle-bros/bot/levels.strength.test.ts', // 30
  'test/e2e/handover.test.ts', // 40
  'test/e2e/resilience.test.ts', // 34
  'test/e2e/readme.test.ts', // 33
  'test/e2e/pace.test.ts', // 31
  'test/standin/ratelimit.test.ts', // 30
  'test/web/art-robbery.test.ts', // 29
];

/** Files start longest first, whatever their project (vitest's own order runs one project after another, alphabetically:
 * its longest files then start late and end alone, with a core idle); the rest in vitest's order. */
class LongestFirst extends BaseSequencer {
  override async sort(specs: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (s: TestSpecification) => {
      const i = LONGEST.indexOf(relative(this.ctx.config.root, s.moduleId));
      return i < 0 ? LONGEST.length : i;
    };
    const order = await super.sort(specs);
    return order.map((s, at) => ({ s, at, r: rank(s) })).sort((a, b) => a.r - b.r || a.at - b.at).map((x) => x.s);
  }
}

/** The projects whose tests start our entry points as processes compile them once for the run (test/node-args.ts). */
const COMPILED = 'test/setup/compiled.ts';

const files = (globs: string[]) => globs.map((g) => (g.endsWith('**') ? `${g}/*.test.ts` : g));

export default defineConfig({
  test: {
    testTimeout: HANG,
    // Each module transformed once and kept in node_modules/.experimental-vitest-cache (named by its text and the
    // config): every project of a run has a module graph of its own and transformed the same sources again (transform
    // 55 s -> 30 s over a run of the suite), and a later `npm run test:unit` transforms only what changed (42 s -> 39 s).
    experimental: { fsModuleCache: true },
    hookTimeout: HANG,
    pool: 'forks',
    // V8 optimizes a function once it has run some 66 KB of bytecode; a test worker runs much code a few times (the bot,
    // discord.js, the stand-in's checks, each test's own), and its compiler threads spent on it some 40% of what the
    // worker's own thread spent (the random presses, perf). Sixteen times that, only code that runs for long is optimized:
    // the bot project 212.6 -> 190.9 s of CPU (196.3 at eight times), the whole games 139.4 -> 133.3 (eight times), the
    // random presses alone 35.4, 32.3 -> 29.0, 28.5 (eight times). The processes a test starts are started without it,
    // as production starts them.
    execArgv: ['--interrupt-budget=1081344'],
    sequence: { sequencer: LongestFirst },
    // One test file per core, and one more: the longest files (a bot killed fifty times, two machines behind a proxy,
    // a takeover) mostly wait on other processes, and a core would sit idle behind them (vitest's own default leaves a
    // core to its main process, which mostly waits: on two cores that ran one file at a time).
    maxWorkers: availableParallelism() + 1,
    projects: [
      // Pure code, no process-wide state a test changes: one worker keeps its modules loaded from file to file rather
      // than loading them again for each (half of the unit project's CPU was loading modules).
      // Burgle Bros.' states share tiles with the states they were copied from (engine/tiles.ts): frozen here, so that a
      // rule changing a shared tile in place throws instead of changing an earlier state (not in the whole games: the
      // frozen tiles' second hidden class slows the search by a third).
      { extends: true, test: { name: 'unit', include: files(PROJECTS.unit.include), exclude: PROJECTS.unit.exclude, isolate: false, env: { HEIST_CHECK_SHARED: '1' } } },
      { extends: true, test: { name: 'whole', include: files(PROJECTS.whole.include), exclude: PROJECTS.whole.exclude, isolate: false, globalSetup: [COMPILED] } },
      // The same within one worker: the bot, its stand-in and their modules are loaded once, not for each file again
      // (a tenth of the suite's CPU); a file that changes a module (test/standin/without-spec.test.ts) loads its own.
      { extends: true, test: { name: 'bot', include: files(PROJECTS.bot.include), exclude: PROJECTS.bot.exclude, isolate: false, globalSetup: [COMPILED], setupFiles: ['test/setup/renderers.ts'] } },
      // No renderers loaded ahead: the bots draw in processes and drawing threads of their own, and the files' own harnesses
      // draw blank pictures or in drawing threads; each fresh worker loaded them for nothing (7.6 s of the project's setup).
      { extends: true, test: { name: 'machines', include: files(PROJECTS.machines.include), exclude: PROJECTS.machines.exclude, globalSetup: [COMPILED] } },
      // One PostgreSQL server, started for this project alone; its test files make their own databases on it (test/pg.ts).
      // They share their workers' modules too (58 s of CPU -> 48-55): the takeover, whose stand-in keeps Discord's pace,
      // is the longest file and so starts first, in a fresh worker.
      { extends: true, test: { name: 'pg', include: files(PROJECTS.pg.include), isolate: false, globalSetup: [COMPILED, 'test/setup/postgres.ts'], setupFiles: ['test/setup/renderers.ts'] } },
      // The web pages' files share their workers too (each launches its own browser and harness): 38 s of CPU -> 32.
      { extends: true, test: { name: 'web', include: files(PROJECTS.web.include), isolate: false, globalSetup: [COMPILED], setupFiles: ['test/setup/renderers.ts'] } },
    ],
  },
});
