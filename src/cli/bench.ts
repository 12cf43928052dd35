// `npm run -s bench [PREFIX] [--burst 100,500]`: speed and memory figures, one JSON object per line
// ({"name","value","unit"}): each registered game's own figures (its `bench.ts`: engine, pictures), then the store's
// (SQLite and PostgreSQL) and the end-to-end ones (one burst of games started at once per --burst size).
// Ratios are measured within one run so noisy shared machines compare like with like.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { GAMES } from '../games/index.js';
import { missingMemoryFlags } from '../node-flags.js';

// Every figure is read as the product runs: under the V8 flags the bot's processes start with (src/node-flags.ts, as
// `npm start`), not Node's defaults, which give a bot's decision a young generation four times the bot's (in a hard
// game's profile under the bot's flags the collector takes a sixth). Started without them, the bench starts itself
// again with them (a flag of the same name given to it, `npx tsx --max-semi-space-size=8 src/cli/bench.ts`, is kept:
// a figure under other settings).
const missing = missingMemoryFlags(process.execArgv);
if (missing.length) {
  const again = spawnSync(process.execPath, [...process.execArgv, ...missing, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}

type Line = { name: string; value: number; unit: string };
type Bench = () => Promise<Line[]>;

async function optional<T>(path: string, name: string): Promise<T | null> {
  try {
    const mod = (await import(path)) as Record<string, T>;
    return mod[name] ?? null;
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return null;
    throw err;
  }
}

const benches: { run: Bench; prefixes?: string[] }[] = [];
for (const kind of GAMES.kinds()) benches.push(...((await optional<Bench[]>(`../games/${kind}/bench.js`, 'benches')) ?? []).map((run) => ({ run })));
// The project's own benches and the names their lines start with: asked for one of these (`npm run -s bench -- e2e`),
// only the benches that print it run.
for (const [path, fn, prefixes] of [
  ['./bench-table.js', 'benchTable', ['table.']],
  ['./bench-start.js', 'benchStart', ['start.']],
  ['./bench-store.js', 'benchStore', ['store.', 'memory.']],
  ['./bench-calls.js', 'benchCalls', ['calls.']],
  ['./bench-cpu.js', 'benchCpu', ['cpu.']],
  ['./bench-e2e.js', 'benchE2e', ['e2e.']],
  ['./bench-web.js', 'benchWeb', ['web.']],
  ['./soak.js', 'benchSoak', ['soak.']],
] as const) {
  const b = await optional<Bench>(path, fn);
  if (b) benches.push({ run: b, prefixes: [...prefixes] });
}
const args = process.argv.slice(2);
const burst = args.indexOf('--burst');
if (burst >= 0) {
  const sizes = args[burst + 1] ?? '';
  if (!/^\d+(,\d+)*$/.test(sizes)) {
    process.stderr.write('usage: npm run -s bench -- [PREFIX] [--burst N[,N...]] (games started at once per e2e burst; default 100,500)\n');
    process.exit(2);
  }
  process.env.BENCH_E2E_GAMES = sizes;
  args.splice(burst, 2);
}
const only = args[0];
const mayPrint = (prefixes: string[]) => prefixes.some((p) => only.startsWith(p) || p === `${only}.`);
// A prefix no project bench prints (`bot.burgle-bros`, `engine.`): only the games' own benches can print it.
const claimed = only ? benches.filter((b) => b.prefixes && mayPrint(b.prefixes)) : [];
const own = !only ? benches : claimed.length ? claimed : benches.filter((b) => !b.prefixes);
for (const bench of own) {
  for (const line of await bench.run()) {
    if (only && !line.name.startsWith(only)) continue;
    process.stdout.write(JSON.stringify({ name: line.name, value: Math.round(line.value * 1000) / 1000, unit: line.unit }) + '\n');
  }
}
