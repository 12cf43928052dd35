// `npm run -s sim -- [--game KIND] --games N --players K --seed S [--policies P1,P2,…] [--level L]`: plays bot-only
// games to the end with the game's invariants checked after every step, and prints one JSON line: games,
// invariantViolations, unfinished, actionsPerSecond, how often each seat won and, with `--policies`, each policy's
// wins (rotated round the table unless the game's seats differ), blunders and decision times. A policy is a bot level
// (easy, normal, hard), `random`, or one of the game's baselines (e.g. greedy). A game may bring its own simulator
// (Burgle Bros.: `--scenario`, `--crew`, `--coverage`; also the default game, so its old command lines keep working).
import { parseArgs } from 'node:util';
import { BOT_LEVELS, toolsOf, type AnyGame, type BotInput, type BotLevel } from '../core/module.js';
import { playBotGame } from '../core/sim.js';
import type { Action } from '../core/types.js';
import { GAMES } from '../games/index.js';

const USAGE = 'usage: npm run -s sim -- [--game KIND] [--games N] [--players K] [--seed S] [--policies P1,P2,…] [--level L]'
  + '   (Burgle Bros., the default game: [--scenario bank|office|fortknox] [--crew K] [--level L] [--games N] [--seed S])';

function fail(message: string): never {
  process.stderr.write(message + '\n');
  process.exit(2);
}

/** An option the command does not know: named, then how the command is written. */
const unknownOption = (message: string): string => (/^Unknown option/i.test(message) ? `${message}.\n${USAGE}` : message);

type Policy = (input: BotInput<unknown>) => Action;

/** Uniform over the legal actions: the plainest baseline, the same for every game. */
const random: Policy = ({ legal, rng }) => legal[rng.int(legal.length)];

function policyOf(game: AnyGame, name: string): Policy {
  if ((BOT_LEVELS as readonly string[]).includes(name)) return (input) => game.bot({ ...input, level: name as BotLevel });
  if (name === 'random') return random;
  const own = toolsOf(game).policies?.[name];
  if (own) return own;
  return fail(`--policies: "${name}" is not a policy of ${game.kind}: ${[...BOT_LEVELS, 'random', ...Object.keys(toolsOf(game).policies ?? {})].join(', ')}`);
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const quantile = (sorted: number[], q: number): number => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);
const round = (x: number, k = 3): number => Math.round(x * 10 ** k) / 10 ** k;

const argv = process.argv.slice(2);
const kind = (() => {
  const i = argv.indexOf('--game');
  if (i >= 0) return argv[i + 1] ?? fail('--game needs a game: ' + GAMES.kinds().join(', '));
  const eq = argv.find((a) => a.startsWith('--game='));
  return eq ? eq.slice(7) : 'burgle-bros';
})();
const game = GAMES.get(kind) ?? fail(`--game must be one of ${GAMES.kinds().join(', ')}`);
const tools = game.tools ?? fail(`${kind} gives no tools (GameModule.tools): it cannot be simulated`);

if (tools.simulate) {
  try {
    process.stdout.write(JSON.stringify(tools.simulate(argv)) + '\n');
  } catch (e) {
    fail(unknownOption((e as Error).message));
  }
} else {
  const parse = () => {
    try {
      return parseArgs({
        args: argv,
        options: {
          game: { type: 'string' },
          games: { type: 'string', default: '100' },
          players: { type: 'string', default: String(game.seating.min) },
          seed: { type: 'string', default: '1' },
          'max-steps': { type: 'string', default: '20000' },
          policies: { type: 'string' },
          level: { type: 'string' },
        },
        strict: true,
      });
    } catch (e) {
      return fail(unknownOption((e as Error).message));
    }
  };
  const { values } = parse();
  const games = Number(values.games), players = Number(values.players), seed = Number(values.seed);
  if (!Number.isInteger(games) || games < 1) fail('--games must be a positive whole number');
  if (!Number.isInteger(players) || players < game.seating.min || players > game.seating.max) fail(`--players must be ${game.seating.min} to ${game.seating.max}`);
  if (!Number.isInteger(seed)) fail('--seed must be a whole number');
  if (values.level !== undefined && !(BOT_LEVELS as readonly string[]).includes(values.level)) fail(`--level must be one of ${BOT_LEVELS.join(', ')}`);
  // Without --policies every seat is the game's bot at --level (default normal), as before.
  const names = values.policies !== undefined ? values.policies.split(',').map((p) => p.trim())
    : values.level !== undefined ? Array<string>(players).fill(values.level) : null;
  if (names && names.length === 1) names.push(...Array<string>(players - 1).fill(names[0]));
  if (names && names.length !== players) fail(`--policies must name one policy, or one per seat (${players})`);
  const policies = names?.map((n) => policyOf(game, n)) ?? null;

  let unfinished = 0, actions = 0, invariantViolations = 0;
  const wins = Array.from({ length: players }, () => 0);
  const winsByPolicy: Record<string, number> = {};
  const seatGames: Record<string, number> = {};
  const blunders: Record<string, Record<string, number>> = {};
  const times: Record<string, number[]> = {};
  // Each policy's decisions by verb, so a blunder count reads as a share of its plays.
  const verbs: Record<string, Record<string, number>> = {};
  const figures: Record<string, number[]> = {};
  const firstViolations: string[] = [];
  // With sides (Noir), each policy is counted per side: `chief:hard`, `thief:normal`.
  const label = (seat: number, name: string) => (tools.sideOf ? `${tools.sideOf(seat)}:${name}` : name);
  for (const n of names?.map((x, i) => label(i, x)) ?? []) {
    winsByPolicy[n] = 0;
    seatGames[n] = 0;
    times[n] = [];
  }
  const started = process.hrtime.bigint();
  for (let g = 0; g < games; g++) {
    // Game g seats policy (i + g) mod players in seat i, so every policy plays every seat equally often.
    const shift = names && !tools.sideOf ? g % players : 0;
    const who = names ? Array.from({ length: players }, (_, i) => label(i, names[(i + shift) % players])) : null;
    const counter = who ? tools.blunders?.() : undefined;
    if (counter && who) for (const n of who) blunders[n] ??= Object.fromEntries(counter.kinds.map((k) => [k, 0]));
    const r = playBotGame(game, {
      players, seed: seed * 100003 + g, check: true, maxSteps: Number(values['max-steps']),
      seatBots: who && policies ? Array.from({ length: players }, (_, i) => policies[(i + shift) % players]) : undefined,
      onDecision: who
        ? (d) => {
          times[who[d.seat]].push(d.ms);
          const v = (verbs[who[d.seat]] ??= {});
          v[d.action.verb] = (v[d.action.verb] ?? 0) + 1;
          for (const b of counter?.step(d.before, d.seat, d.action, d.legal, d.after) ?? []) blunders[who[d.seat]][b] = (blunders[who[d.seat]][b] ?? 0) + 1;
        }
        : undefined,
    });
    actions += r.steps;
    if (!r.result) unfinished++;
    else {
      for (const w of r.result.winners) wins[w]++;
      // A side wins once per game however many seats it has; at a table of equals every winning seat counts.
      const won = r.result.winners.map((w) => who?.[w]).filter((x): x is string => x !== undefined);
      for (const n of tools.sideOf ? new Set(won) : won) winsByPolicy[n]++;
    }
    if (who) for (const n of who) seatGames[n]++;
    for (const [k, v] of Object.entries(tools.simFigures?.(r.final) ?? {})) (figures[k] ??= []).push(v);
    invariantViolations += r.violations.length;
    if (r.violations.length && firstViolations.length < 5) firstViolations.push(`game ${g}: ${r.violations[0]}`);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const out: Record<string, unknown> = {
    game: kind, games, players, unfinished, actions, invariantViolations, actionsPerSecond: Math.round(actions / seconds),
    winsBySeat: wins,
    ...(tools.simSummary ? tools.simSummary(wins, games) : {}),
  };
  if (names) {
    out.policies = names;
    out.winsByPolicy = winsByPolicy;
    // A seat's fair share is 1/players of the games it played: 1 means exactly that, 1.5 half as much again.
    if (!tools.sideOf) {
      out.vsFairShare = Object.fromEntries(Object.entries(winsByPolicy).map(([n, w]) => [n, round((w / seatGames[n]) * players, 2)]));
    }
    if (tools.blunders) out.blunders = blunders;
    out.decisionsByVerb = verbs;
    out.decisionMs = Object.fromEntries(Object.entries(times).map(([n, t]) => {
      const s = [...t].sort((a, b) => a - b);
      return [n, { p50: round(quantile(s, 0.5)), p99: round(quantile(s, 0.99)), max: round(s[s.length - 1] ?? 0) }];
    }));
  }
  if (Object.keys(figures).length) {
    // The shortest tenth and the least too: a game-length target is about the games' spread, not their middle alone.
    out.figures = Object.fromEntries(Object.entries(figures).map(([k, xs]) => {
      const s = [...xs].sort((a, b) => a - b);
      return [k, { median: median(xs), mean: round(xs.reduce((a, b) => a + b, 0) / xs.length, 2), p10: quantile(s, 0.1), min: s[0] ?? 0 }];
    }));
  }
  if (firstViolations.length) out.violations = firstViolations;
  process.stdout.write(JSON.stringify(out) + '\n');
}
