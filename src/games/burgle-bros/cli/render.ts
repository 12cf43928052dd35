// `npm run -s render -- --scenario bank --seed 5 --turns 12 --out FILE.png [--crew 3] [--lang ru]`: plays random
// turns and writes the floor picture, so anyone can look at it.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Scenario } from '../engine/types.js';
import { registerFonts, renderBoard } from '../render/index.js';
import { sampleState } from '../render/sample.js';
import { viewOf } from '../view.js';

const USAGE = 'usage: npm run -s render -- --scenario bank|office|fortknox --seed N --turns N --out FILE.png [--crew 1-4] [--lang en|ru]';

function fail(message: string): never {
  process.stderr.write(message + '\n');
  process.exit(2);
}

const OPTIONS = {
  scenario: { type: 'string', default: 'bank' },
  seed: { type: 'string', default: '1' },
  turns: { type: 'string', default: '12' },
  crew: { type: 'string', default: '3' },
  lang: { type: 'string', default: 'en' },
  out: { type: 'string' },
} as const;

// An option it does not know (`--help` among them): one line saying so, and how it is used.
function options() {
  try {
    return parseArgs({ options: OPTIONS, strict: true }).values;
  } catch (e) {
    return fail(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
  }
}
const values = options();
const scenario = values.scenario as Scenario;
const seed = Number(values.seed), turns = Number(values.turns), crew = Number(values.crew);
if (!['bank', 'office', 'fortknox'].includes(scenario)) fail('--scenario must be bank, office or fortknox');
if (!Number.isInteger(seed)) fail('--seed must be a whole number');
if (!Number.isInteger(turns) || turns < 0) fail('--turns must be a whole number, 0 or more');
if (!Number.isInteger(crew) || crew < 1 || crew > 4) fail('--crew must be 1 to 4');
if (values.lang !== 'en' && values.lang !== 'ru') fail('--lang must be en or ru');
if (!values.out) fail('Say where to write the picture: --out FILE.png');

registerFonts();
const state = sampleState(scenario, seed, turns, crew);
const png = renderBoard(viewOf(state), { lang: values.lang });
writeFileSync(values.out, png);
process.stdout.write(`${values.out}: ${png.length} bytes, turn ${state.turn.number}, ${state.outcome}\n`);
