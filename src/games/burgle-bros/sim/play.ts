// Bot games of Burgle Bros. for the simulator: a crew of bots named as the table names them (characters drawn, basic
// sides, the printed walls), each seat played by a policy, the invariants checked after every step, and each decision timed and shown
// to the blunder counters (they judge it with the whole state).
import { performance } from 'node:perf_hooks';
import type { BotLevel } from '../../../core/module.js';
import { Rng, seedRng } from '../../../core/rng.js';
import { botNames } from '../../../core/sim.js';
import { actingPlayer, applyAction, formatAction, legalActions, newGame, type Action, type GameEvent, type GameState, type Scenario } from '../engine/index.js';
import { checkInvariants } from '../checks.js';
import { viewOf, type BurgleView } from '../view.js';

/** What a policy decides from: its seat's view and legal actions (the ceiling alone also reads `state`). */
export interface PolicyInput {
  view: BurgleView;
  state: GameState;
  seat: number;
  legal: Action[];
  rng: Rng;
  level: BotLevel;
}

export type Policy = (input: PolicyInput) => Action;

export interface Decision {
  before: GameState;
  after: GameState;
  seat: number;
  legal: Action[];
  action: Action;
  events: GameEvent[];
  /** CPU time of the decision (ms). */
  cpuMs: number;
}

export interface GameReport {
  outcome: 'won' | 'lost' | 'unfinished';
  steps: number;
  violations: string[];
  final: GameState;
}

export interface GameSpec {
  scenario: Scenario;
  crew: number;
  seed: number;
  policies: Policy[];
  level?: BotLevel;
  maxSteps?: number;
  onDecision?(d: Decision): void;
}

function cpuMs(): number {
  const p = process as NodeJS.Process & { threadCpuUsage?: () => NodeJS.CpuUsage };
  const u = p.threadCpuUsage ? p.threadCpuUsage() : process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** One game to its end (or the step cap). */
export function playGame(o: GameSpec): GameReport {
  const names = botNames(o.crew);
  const started = newGame({ scenario: o.scenario, seed: o.seed, crew: names.map((name) => ({ name })) });
  if (!started.ok) throw new Error(`setup refused: ${started.rejection.code}`);
  let s = started.state;
  const rng = new Rng(seedRng(o.seed ^ 0x5bd1e995));
  const violations: string[] = [];
  const max = o.maxSteps ?? 20_000;
  let steps = 0;
  for (; steps < max && s.outcome === 'playing'; steps++) {
    const seat = actingPlayer(s);
    const legal = legalActions(s);
    const view = viewOf(s);
    const t0 = o.onDecision ? cpuMs() : 0;
    const action = o.policies[seat]({ view, state: s, seat, legal, rng, level: o.level ?? 'normal' });
    const took = o.onDecision ? cpuMs() - t0 : 0;
    const r = applyAction(s, action);
    if (!r.ok) {
      violations.push(`step ${steps}: "${formatAction(s, action)}" was refused: ${r.rejection.code}`);
      break;
    }
    o.onDecision?.({ before: s, after: r.state, seat, legal, action, events: r.events, cpuMs: took });
    s = r.state;
    const bad = checkInvariants(s);
    if (bad.length) {
      violations.push(...bad.map((b) => `step ${steps + 1}: ${b}`));
      break;
    }
  }
  return { outcome: s.outcome === 'playing' ? 'unfinished' : s.outcome, steps, violations, final: s };
}

export const wallMs = () => performance.now();
