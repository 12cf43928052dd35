// `npm run -s position -- FILE.json` (or `-` for standard input): runs a script (shared/spec/positions.md) and
// prints the report as one JSON object. A malformed file: exit code 2 and one line on stderr naming the field.
import { readFileSync } from 'node:fs';
import { PositionError, runScript } from '../games/burgle-bros/engine/position.js';

function main(): number {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('usage: npm run -s position -- FILE.json (or - for standard input)\n');
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
  try {
    const { report } = runScript(json);
    process.stdout.write(JSON.stringify(report) + '\n');
    return 0;
  } catch (e) {
    if (e instanceof PositionError) {
      process.stderr.write(`${e.message}\n`);
      return 2;
    }
    throw e;
  }
}

process.exitCode = main();
