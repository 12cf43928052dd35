// Bot-only games for the simulator and the conformance tests: every seat is the game's bot, which sees only its own
// view (or the policy a seat is given); the game's invariants are checked after every step. Pure: no I/O, and no
// clock unless asked to time the decisions.
import { botLevel, toolsOf, type AnyGame, type BotInput, type GameResult, type Options } from './module.js';
import { Rng, seedRng } from './rng.js';
import type { Action, GameEvent } from './types.js';

export interface BotGameOptions {
  options?: Options;
  players: number;
  seed: number;
  /** Steps before the game counts as unfinished. */
  maxSteps?: number;
  /** Check the invariants after every step (the simulator does; a speed bench may not). */
  check?: boolean;
  onStep?(state: unknown, action: Action, events: GameEvent[]): void;
  /** Who plays each seat (the simulator's `--policies`); default: the game's bot at the options' level. */
  seatBots?: ((input: BotInput<unknown>) => Action)[];
  /** Every decision: the state before, the seat, what it could do, what it did, the state after, and how long the
   * decision took (ms). */
  onDecision?(d: { before: unknown; seat: number; legal: Action[]; action: Action; after: unknown; ms: number }): void;
}

export interface BotGameReport {
  result: GameResult | null;
  steps: number;
  violations: string[];
  /** Every state the game passed through, when asked for (conformance tests). */
  states?: unknown[];
  actions: Action[];
  origin: unknown;
  final: unknown;
}

export function botNames(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `Bot ${i + 1}`);
}

export function playBotGame(game: AnyGame, o: BotGameOptions & { keepStates?: boolean }): BotGameReport {
  const names = botNames(o.players);
  const started = game.setup({ options: o.options ?? {}, names, bots: names.map(() => true), seed: o.seed });
  if (!started.ok) throw new Error(`setup refused: ${started.code} ${JSON.stringify(started.params ?? {})}`);
  const rng = new Rng(seedRng(o.seed ^ 0x5bd1e995));
  let s = started.state;
  const violations: string[] = [];
  const states: unknown[] | undefined = o.keepStates ? [s] : undefined;
  const actions: Action[] = [];
  const max = o.maxSteps ?? 20_000;
  let steps = 0;
  const invariants = o.check !== false ? toolsOf(game).invariants : null;
  if (invariants) violations.push(...invariants(s).map((v) => `setup: ${v}`));
  while (steps < max) {
    const waiting = game.waitingOn(s);
    if (waiting.length === 0) break;
    const seat = waiting[0];
    const legal = game.legal(s, seat);
    if (legal.length === 0) {
      violations.push(`step ${steps}: seat ${seat} is waited on but has no legal action`);
      break;
    }
    const input = { view: game.view(s, seat), seat, legal, rng, level: botLevel(o.options) };
    const t0 = o.onDecision ? performance.now() : 0;
    const action = o.seatBots ? o.seatBots[seat](input) : game.bot(input);
    const ms = o.onDecision ? performance.now() - t0 : 0;
    const r = game.apply(s, action);
    if (!r.ok) {
      violations.push(`step ${steps}: the bot's "${game.format(s, action)}" was refused: ${r.rejection.code}`);
      break;
    }
    const before = s;
    s = r.state;
    steps++;
    actions.push(action);
    states?.push(s);
    o.onStep?.(s, action, r.events);
    o.onDecision?.({ before, seat, legal, action, after: s, ms });
    if (invariants) {
      for (const v of invariants(s)) violations.push(`step ${steps} (${game.format(s, action)}): ${v}`);
      if (violations.length > 20) break;
    }
  }
  return { result: game.result(s), steps, violations, states, actions, origin: started.origin, final: s };
}
