// Burgle Bros.'s own simulator behind `npm run -s sim -- [--game burgle-bros] --scenario bank|office|fortknox
// --crew K --games N --seed S [--level L | --policies P1,P2,…]`: bot crews play to the end with the invariants checked
// after every step, and it prints one JSON line: won and lost, how games were lost, and per game the safes cracked,
// loot held, alarms set off, stealth lost and turns played; over all games, how the stealth tokens were lost and what
// set the alarms off (stealth-losses.ts); the blunders each policy made (blunders.ts) and its
// decision times (CPU). A policy is a bot level (easy, normal, hard), `random` (the old random player), `scripted`
// (a plain scripted burglar) or `ceiling` (the planner that sees the whole state). `--fuzz` (or `--coverage`) keeps
// the old rules fuzzer: random play varied to reach every card.
import { parseArgs } from 'node:util';
import { BOT_LEVELS, type BotLevel } from '../../../core/module.js';
import type { Scenario } from '../engine/types.js';
import { ALL_CHARACTERS, ALL_EVENTS, ALL_LOOT, ALL_TOOLS } from '../engine/content/cards.js';
import { botAction, pickAction } from '../bot/index.js';
import { scriptedAction } from '../bot/scripted.js';
import { blunderCounter, BLUNDER_KINDS } from './blunders.js';
import { ceilingAction } from './ceiling.js';
import { alarmKind, stealthLossKind, stepKind } from './stealth-losses.js';
import { playGame, type Policy } from './play.js';
import { playRandomGame } from './random-play.js';

/** A refusal of the command line: the CLI prints it and exits 2. */
class SimUsageError extends Error {}

function fail(message: string): never {
  throw new SimUsageError(message);
}

export const POLICY_NAMES = [...BOT_LEVELS, 'random', 'scripted', 'ceiling'] as const;

/** A policy by its name (module bot levels, baselines, the ceiling). */
export function policyOf(name: string): Policy {
  if ((BOT_LEVELS as readonly string[]).includes(name)) return (i) => botAction({ ...i, level: name as BotLevel });
  if (name === 'random') return (i) => pickAction(i.rng, i.view, i.legal);
  if (name === 'scripted') return (i) => scriptedAction(i.view, i.seat, i.legal);
  if (name === 'ceiling') return ceilingAction;
  return fail(`--policies: "${name}" is not a Burgle Bros. policy: ${POLICY_NAMES.join(', ')}`);
}

/** Counts, the largest first. */
const sortedCounts = (c: Record<string, number>): Record<string, number> => Object.fromEntries(Object.entries(c).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)));
const round = (x: number, k = 2): number => Math.round(x * 10 ** k) / 10 ** k;
const quantile = (sorted: number[], q: number): number => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : 0);

export function simulate(args: string[]): Record<string, unknown> {
  const { values } = parseArgs({
    args,
    options: {
      game: { type: 'string', default: 'burgle-bros' },
      games: { type: 'string', default: '100' },
      scenario: { type: 'string', default: 'bank' },
      crew: { type: 'string', default: '2' },
      seed: { type: 'string', default: '1' },
      level: { type: 'string' },
      policies: { type: 'string' },
      'max-steps': { type: 'string', default: '20000' },
      fuzz: { type: 'boolean', default: false },
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
  if (values.fuzz || values.coverage) return fuzz(values.coverage ?? false, games, scenario, crew, seed, Number(values['max-turns']));
  if (values.level !== undefined && !(BOT_LEVELS as readonly string[]).includes(values.level)) fail(`--level must be one of ${BOT_LEVELS.join(', ')}`);
  if (values.level !== undefined && values.policies !== undefined) fail('--level and --policies: give one of them');
  const names = values.policies !== undefined ? values.policies.split(',').map((p) => p.trim()) : Array<string>(crew).fill(values.level ?? 'normal');
  if (names.length === 1) names.push(...Array<string>(crew - 1).fill(names[0]));
  if (names.length !== crew) fail(`--policies must name one policy, or one per seat (${crew})`);
  const policies = names.map(policyOf);
  const maxSteps = Number(values['max-steps']);

  let won = 0, lost = 0, unfinished = 0, actions = 0, invariantViolations = 0;
  const lostBy: Record<string, number> = {};
  const stealthLostBy: Record<string, number> = {};
  const alarmsBy: Record<string, number> = {};
  const perGame: Record<string, number[]> = { safes: [], loot: [], alarms: [], stealthLost: [], turns: [] };
  const blunders: Record<string, Record<string, number>> = {};
  const decisions: Record<string, number> = {};
  const cpu: Record<string, number[]> = {};
  const firstViolations: string[] = [];
  const firstBlunders: string[] = [];
  const started = process.hrtime.bigint();
  for (let g = 0; g < games; g++) {
    // Game g seats policy (i + g) mod crew in seat i: every policy plays every seat, and so every character, alike.
    const who = names.map((_, i) => names[(i + g) % crew]);
    const counter = blunderCounter();
    let alarms = 0, stealthLost = 0, lastCause = '';
    const r = playGame({
      scenario, crew, seed: seed * 100003 + g, maxSteps, policies: who.map((n) => policies[names.indexOf(n)]),
      onDecision(d) {
        const n = who[d.seat];
        (cpu[n] ??= []).push(d.cpuMs);
        decisions[n] = (decisions[n] ?? 0) + 1;
        for (const e of d.events) {
          const alarm = alarmKind(d.action, e);
          if (alarm) {
            alarms++;
            alarmsBy[alarm] = (alarmsBy[alarm] ?? 0) + 1;
          }
          const loss = stealthLossKind(d.before, d.seat, d.action, e);
          if (loss) {
            stealthLost++;
            stealthLostBy[loss] = (stealthLostBy[loss] ?? 0) + 1;
          }
          if (e.code === 'caught') lastCause = `${stepKind(d.action)}:${e.params.reason}`;
        }
        const b = (blunders[n] ??= Object.fromEntries(BLUNDER_KINDS.map((k) => [k, 0])));
        for (const kind of counter.step(d.before, d.seat, d.action, d.legal, d.after, d.events)) {
          b[kind]++;
          if (firstBlunders.length < 10) firstBlunders.push(`game ${g} turn ${d.before.turn.number} seat ${d.seat} (${n}): ${kind} (${d.action.verb} ${d.action.args.join(' ')})`);
        }
      },
    });
    actions += r.steps;
    if (r.outcome === 'won') won++;
    else if (r.outcome === 'lost') {
      lost++;
      lostBy[lastCause || 'other'] = (lostBy[lastCause || 'other'] ?? 0) + 1;
    } else unfinished++;
    const s = r.final;
    perGame.safes.push(s.tiles.filter((t) => t.room === 'safe' && t.open).length);
    perGame.loot.push(s.players.reduce((n, p) => n + p.loot.length, 0));
    perGame.alarms.push(alarms);
    perGame.stealthLost.push(stealthLost);
    perGame.turns.push(s.turn.number);
    invariantViolations += r.violations.length;
    if (r.violations.length && firstViolations.length < 5) firstViolations.push(`game ${g}: ${r.violations[0]}`);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const mean = (xs: number[]) => round(xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length));
  const out: Record<string, unknown> = {
    game: 'burgle-bros', scenario, crew, games, seed, policies: names, won, lost, unfinished, winRate: round(won / games, 3),
    lostBy, actions, invariantViolations, actionsPerSecond: Math.round(actions / seconds),
    perGame: Object.fromEntries(Object.entries(perGame).map(([k, xs]) => [k, mean(xs)])),
    stealthLostBy: sortedCounts(stealthLostBy), alarmsBy: sortedCounts(alarmsBy), blunders, decisions,
    decisionCpuMs: Object.fromEntries(Object.entries(cpu).map(([n, t]) => {
      const sorted = [...t].sort((a, b) => a - b);
      return [n, { p50: round(quantile(sorted, 0.5)), p99: round(quantile(sorted, 0.99)), max: round(sorted.at(-1) ?? 0) }];
    })),
  };
  if (firstBlunders.length) out.firstBlunders = firstBlunders;
  if (firstViolations.length) out.violations = firstViolations;
  return out;
}

/** The old simulator: random play (varied to reach every card) to the end, invariants after every step. */
function fuzz(withCoverage: boolean, games: number, scenario: Scenario, crew: number, seed: number, maxTurns: number): Record<string, unknown> {
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
      scenario, crew, seed: seed * 100003 + g, check: true, maxTurns, variety: true,
      onStep: withCoverage
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
  if (withCoverage) out.coverage = coverage;
  if (firstViolations.length) out.violations = firstViolations;
  return out;
}
