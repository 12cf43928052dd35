// `npm run -s position -- FILE.json [--as NAME]` (or `-` for standard input): runs a script (docs/positions.md)
// with its game's module — the script's `"game"`, Burgle Bros. when absent — and prints the report as one JSON object.
// A malformed file: exit code 2 and one line on stderr naming the field.
import { readFileSync } from 'node:fs';
import { toolsOf } from '../core/module.js';
import { GAMES } from '../games/index.js';

const USAGE = 'usage: npm run -s position -- FILE.json [--as NAME]   (FILE may be - for standard input)\n';

/** A malformed script: every game's position reader throws an error that names the field. */
const isPositionError = (e: unknown): e is Error & { field: string } => e instanceof Error && typeof (e as { field?: unknown }).field === 'string';

function main(argv: string[]): number {
  let file: string | undefined;
  let as: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--as') {
      as = argv[++i];
      if (!as) {
        process.stderr.write(USAGE);
        return 2;
      }
    } else if (file === undefined) file = argv[i];
    else {
      process.stderr.write(USAGE);
      return 2;
    }
  }
  if (!file) {
    process.stderr.write(USAGE);
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    process.stderr.write(`cannot read ${file}: ${(e as Error).message}\n`);
    return 2;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    process.stderr.write(`(root): not valid JSON: ${(e as Error).message}\n`);
    return 2;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    process.stderr.write('(root): a script is a JSON object\n');
    return 2;
  }
  const kind = (json as { game?: unknown }).game ?? 'burgle-bros';
  const game = typeof kind === 'string' ? GAMES.get(kind) : undefined;
  // A whole game exported (npm run -s export): its record, not a script; its `position` field is one, where it has one.
  if (typeof kind === 'object' && kind !== null) {
    const has = typeof (json as { position?: unknown }).position === 'object';
    process.stderr.write(`game: this is a whole game's export, not a script: ${has ? 'run its "position" field, or export the game' : 'export the game'} with --position (npm run -s export -- CHANNEL_ID --position)\n`);
    return 2;
  }
  if (!game) {
    process.stderr.write(`game: "${String(kind)}" is not a game; the games are ${GAMES.kinds().join(', ')}\n`);
    return 2;
  }
  try {
    const report = toolsOf(game).positions.run(json as Record<string, unknown>, as);
    process.stdout.write(JSON.stringify(report) + '\n');
    return 0;
  } catch (e) {
    if (isPositionError(e)) {
      process.stderr.write(`${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

process.exitCode = main(process.argv.slice(2));
