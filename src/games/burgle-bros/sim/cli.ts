// Burgle Bros.'s own simulator behind `npm run -s sim -- [--game burgle-bros] --games N --scenario bank|office|fortknox
// --crew K --seed S [--coverage]`: random play (varied to reach every card) to the end, invariants after every step.
import { parseArgs } from 'node:util';
import type { Scenario } from '../engine/types.js';
import { ALL_CHARACTERS, ALL_EVENTS, ALL_LOOT, ALL_TOOLS } from '../engine/content/cards.js';
import { playRandomGame } from './random-play.js';

/** A refusal of the command line: the CLI prints it and exits 2. */
class SimUsageError extends Error {}

function fail(message: string): never {
  throw new SimUsageError(message);
}

export function simulate(args: string[]): Record<string, unknown> {
  const { values } = parseArgs({
    args,
    options: {
      game: { type: 'string', default: 'burgle-bros' },
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

  // Coverage: how often each card or ability actually took effect, over every card that exists.
  const coverage: Record<string, Record<string, number>> = {
    events: Object.fromEntries(ALL_EVENTS.map((e) => [e, 0])),
    tools: Object.fromEntries(ALL_TOOLS.map((t) => [t, 0])),
    loot: Object.fromEntries([...new Set(ALL_LOOT)].map((l) => [l, 0])),
    abilities: Object.fromEntries(ALL_CHARACTERS.flatMap((c) => [[`${c}:basic`, 0], [`${c}:advanced`, 0]])),
  };

  let won = 0, lost = 0, unfinished = 0, actions = 0, invariantViolations = 0;
  const firstViolations: string[] = [];
  const started = process.hrtime.bigint();
  for (let g = 0; g < games; g++) {
    const r = playRandomGame({
      scenario, crew, seed: seed * 100003 + g, check: true, maxTurns: Number(values['max-turns']), variety: true,
      onStep: values.coverage
        ? (_s, _a, events) => {
            for (const e of events) {
              if (e.code !== 'took-effect') continue;
              const table = coverage[String(e.params.kind)];
              const id = String(e.params.id);
              if (table) table[id] = (table[id] ?? 0) + 1;
            }
          }
        : undefined,
    });
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
  if (values.coverage) out.coverage = coverage;
  if (firstViolations.length) out.violations = firstViolations;
  return out;
}
