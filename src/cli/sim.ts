// `npm run -s sim -- [--game KIND] --games N --players K --seed S`: plays bot-only games to the end with the game's
// invariants checked after every step, and prints one JSON line: games, invariantViolations, unfinished,
// actionsPerSecond, and how often each seat won. A game may bring its own simulator (Burgle Bros.: `--scenario`,
// `--crew`, `--coverage`; also the default game, so its old command lines keep working).
import { parseArgs } from 'node:util';
import { playBotGame } from '../core/sim.js';
import { GAMES } from '../games/index.js';

function fail(message: string): never {
  process.stderr.write(message + '\n');
  process.exit(2);
}

const argv = process.argv.slice(2);
const kind = (() => {
  const i = argv.indexOf('--game');
  if (i >= 0) return argv[i + 1] ?? fail('--game needs a game: ' + GAMES.kinds().join(', '));
  const eq = argv.find((a) => a.startsWith('--game='));
  return eq ? eq.slice(7) : 'burgle-bros';
})();
const game = GAMES.get(kind) ?? fail(`--game must be one of ${GAMES.kinds().join(', ')}`);

if (game.simulate) {
  try {
    process.stdout.write(JSON.stringify(game.simulate(argv)) + '\n');
  } catch (e) {
    fail((e as Error).message);
  }
} else {
  const { values } = parseArgs({
    args: argv,
    options: {
      game: { type: 'string' },
      games: { type: 'string', default: '100' },
      players: { type: 'string', default: String(game.seating.min) },
      seed: { type: 'string', default: '1' },
      'max-steps': { type: 'string', default: '20000' },
    },
    strict: true,
  });
  const games = Number(values.games), players = Number(values.players), seed = Number(values.seed);
  if (!Number.isInteger(games) || games < 1) fail('--games must be a positive whole number');
  if (!Number.isInteger(players) || players < game.seating.min || players > game.seating.max) fail(`--players must be ${game.seating.min} to ${game.seating.max}`);
  if (!Number.isInteger(seed)) fail('--seed must be a whole number');
  let unfinished = 0, actions = 0, invariantViolations = 0;
  const wins = Array.from({ length: players }, () => 0);
  const firstViolations: string[] = [];
  const started = process.hrtime.bigint();
  for (let g = 0; g < games; g++) {
    const r = playBotGame(game, { players, seed: seed * 100003 + g, check: true, maxSteps: Number(values['max-steps']) });
    actions += r.steps;
    if (!r.result) unfinished++;
    else for (const w of r.result.winners) wins[w]++;
    invariantViolations += r.violations.length;
    if (r.violations.length && firstViolations.length < 5) firstViolations.push(`game ${g}: ${r.violations[0]}`);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const out: Record<string, unknown> = {
    game: kind, games, players, unfinished, actions, invariantViolations, actionsPerSecond: Math.round(actions / seconds),
    winsBySeat: wins,
    ...(game.simSummary ? game.simSummary(wins, games) : {}),
  };
  if (firstViolations.length) out.violations = firstViolations;
  process.stdout.write(JSON.stringify(out) + '\n');
}
