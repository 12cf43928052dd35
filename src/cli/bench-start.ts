// Bench lines start.*: what a start costs as people and tools start the product, in CPU of the whole process (its
// threads too): the offline bot started and quit (`echo quit | node src/launch.mjs src/main.ts`, the compiled folder
// `npm start` runs, drawing threads and all) and a position script (`npm run -s position`, the text contract's tool),
// each the median of a few runs, and each beside the same through tsx's loader in the same run (a ratio, which holds on
// any machine). The compiled folder is made first if the sources changed, and not counted.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Line = { name: string; value: number; unit: string };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RUNS = Number(process.env.BENCH_START_RUNS ?? 5);

/** A preload that writes the process's CPU (user and system, every thread) in ms to $HEIST_CPU_FILE as it exits. */
const HOOK = `process.on('exit', () => { const u = process.cpuUsage(); require('node:fs').writeFileSync(process.env.HEIST_CPU_FILE, String((u.user + u.system) / 1000)); });\n`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function benchStart(): Promise<Line[]> {
  const dir = mkdtempSync(join(tmpdir(), 'heist-bench-start-'));
  try {
    const hook = join(dir, 'cpu-hook.cjs');
    writeFileSync(hook, HOOK);
    const script = join(dir, 'script.json');
    writeFileSync(script, JSON.stringify({ scenario: 'office', crew: [{ name: 'Ann', character: 'rook' }, { name: 'Bo', character: 'hacker' }] }));
    const cpuOf = (args: string[], input: string, runs: number): number => {
      const samples: number[] = [];
      for (let k = 0; k < runs; k++) {
        const file = join(dir, `cpu-${k}`);
        const r = spawnSync(process.execPath, ['--require', hook, ...args], {
          cwd: ROOT, input, encoding: 'utf8',
          env: { ...process.env, HEIST_CPU_FILE: file, DISCORD_TOKEN: '', HEIST_OFFLINE_DIR: join(dir, 'offline'), DATABASE_PATH: join(dir, 'offline.sqlite') },
        });
        if (r.status !== 0) throw new Error(`bench start: ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
        samples.push(Number(readFileSync(file, 'utf8')));
      }
      return median(samples);
    };
    const launch = (entry: string, ...rest: string[]) => [join(ROOT, 'src/launch.mjs'), entry, ...rest];
    const tsx = (entry: string, ...rest: string[]) => ['--import', 'tsx', join(ROOT, entry), ...rest];
    // The compiled folder made (or found) before anything is counted.
    cpuOf(launch('src/cli/position.ts', script), '', 1);
    const offline = cpuOf(['--max-semi-space-size=4', ...launch('src/main.ts')], 'quit\n', RUNS);
    const offlineTsx = cpuOf(['--max-semi-space-size=4', ...tsx('src/main.ts')], 'quit\n', Math.min(RUNS, 3));
    const position = cpuOf(launch('src/cli/position.ts', script), '', RUNS);
    const positionTsx = cpuOf(tsx('src/cli/position.ts', script), '', Math.min(RUNS, 3));
    const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;
    return [
      { name: 'start.offline_cpu_ms', value: round(offline), unit: 'ms' },
      { name: 'start.offline_tsx_ratio', value: round(offline / offlineTsx, 3), unit: 'x' },
      { name: 'start.position_cpu_ms', value: round(position), unit: 'ms' },
      { name: 'start.position_tsx_ratio', value: round(position / positionTsx, 3), unit: 'x' },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
