// `npm run -s guard-paths -- --scenario bank|office|fortknox`: every guard path between every ordered pair of
// distinct cells on each floor of that scenario's default walls, as one JSON object (docs/positions.md).
// A bad or missing --scenario: one line on stderr, exit code 2.
import { cellName, parseCell } from '../engine/board.js';
import { SCENARIOS } from '../engine/content/scenarios.js';
import { guardPath } from '../engine/guard-path.js';
import type { Scenario } from '../engine/types.js';
import { defaultWalls } from '../engine/walls.js';

function scenarioArg(argv: readonly string[]): string | null {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--scenario') return argv[i + 1] ?? null;
    if (argv[i].startsWith('--scenario=')) return argv[i].slice('--scenario='.length);
  }
  return null;
}

function main(): number {
  const name = scenarioArg(process.argv.slice(2));
  const names = Object.keys(SCENARIOS).join('|');
  if (name === null || name === '') {
    process.stderr.write(`missing --scenario (${names})\n`);
    return 2;
  }
  if (!Object.hasOwn(SCENARIOS, name)) {
    process.stderr.write(`unknown scenario "${name}" (expected ${names})\n`);
    return 2;
  }
  const sc = SCENARIOS[name as Scenario];
  const empty = sc.emptyCell === null ? null : parseCell(sc.size, sc.emptyCell);
  const out: Record<string, Record<string, string>> = {};
  defaultWalls(name as Scenario).forEach((walls, f) => {
    const floor: Record<string, string> = {};
    for (let from = 0; from < sc.size * sc.size; from++) {
      if (from === empty) continue;
      for (let to = 0; to < sc.size * sc.size; to++) {
        if (to === empty || to === from) continue;
        const path = guardPath(sc.size, walls, from, to).map((c) => cellName(sc.size, c));
        floor[`${cellName(sc.size, from)}->${cellName(sc.size, to)}`] = path.join(' ');
      }
    }
    out[String(f + 1)] = floor;
  });
  process.stdout.write(JSON.stringify(out) + '\n');
  return 0;
}

process.exitCode = main();
