// `npm run -s sim -- --games N --scenario bank|office|fortknox --crew K --seed S [--coverage]`: plays random games to
// the end, checking invariants after every step, and prints one JSON line with the totals.
import { parseArgs } from 'node:util';
import { playRandomGame } from '../sim/random-play.js';
import type { Scenario } from '../engine/types.js';

function fail(message: string): never {
  process.stderr.write(message + '\n');
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '100' },
    scenario: { type: 'string', default: 'bank' },
    crew: { type: 'string', default: '2' },
    seed: { type: 'string', default: '1' },
    coverage: { type: 'boolean', default: false },
    'max-turns': { type: 'string', default: '3000' },
  },
  strict: true,
});
const games = Number(values.games), crew = Number(values.crew), seed = Number(values.seed);
const scenario = values.scenario as Scenario;
if (!Number.isInteger(games) || games < 1) fail('--games must be a positive whole number');
if (!['bank', 'office', 'fortknox'].includes(scenario)) fail('--scenario must be bank, office or fortknox');
if (!Number.isInteger(crew) || crew < 1 || crew > 4) fail('--crew must be 1 to 4');
if (!Number.isInteger(seed)) fail('--seed must be a whole number');

let won = 0, lost = 0, unfinished = 0, actions = 0, invariantViolations = 0;
const firstViolations: string[] = [];
const started = process.hrtime.bigint();
for (let g = 0; g < games; g++) {
  const r = playRandomGame({ scenario, crew, seed: seed * 100003 + g, check: true, maxTurns: Number(values['max-turns']), variety: true });
  actions += r.actions;
  if (r.outcome === 'won') won++;
  else if (r.outcome === 'lost') lost++;
  else unfinished++;
  invariantViolations += r.violations.length;
  if (r.violations.length && firstViolations.length < 5) firstViolations.push(`game ${g}: ${r.violations[0]}`);
}
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const out: Record<string, unknown> = {
  games, won, lost, unfinished, actions, invariantViolations, actionsPerSecond: Math.round(actions / seconds),
};
if (firstViolations.length) out.violations = firstViolations;
process.stdout.write(JSON.stringify(out) + '\n');
