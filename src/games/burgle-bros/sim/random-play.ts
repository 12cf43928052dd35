// Random play: a seeded player that picks among the legal actions (answering questions at random) until the game
// ends or a turn bound is reached. The cheapest fuzzer of the rules; `npm run sim` and the bench use it.
import { applyAction, legalActions, newGame, type Action, type GameEvent, type GameState, type Scenario } from '../engine/index.js';
import { Rng, seedRng } from '../../../core/rng.js';
import { pickAction } from '../bot/index.js';
import { checkInvariants } from '../checks.js';
import { seekSafe } from './safe-seeking.js';
import { describe } from '../text/en-engine.js';

export interface PlayOptions {
  scenario: Scenario;
  crew: number;
  seed: number;
  /** Check invariants after every step (off for speed measurements). */
  check?: boolean;
  maxTurns?: number;
  /** Random sides, Lost Visual, 9 stealth and goal-seeking half the time, to reach more of the rules (loot too). */
  variety?: boolean;
  /** Called after each accepted action with its events. */
  onStep?: (state: GameState, action: Action, events: GameEvent[]) => void;
}

export interface PlayResult {
  outcome: 'won' | 'lost' | 'unfinished';
  actions: number;
  violations: string[];
  state: GameState;
}

const NAMES = ['Ava', 'Bo', 'Cy', 'Di'];

export function playRandomGame(o: PlayOptions): PlayResult {
  const rng = new Rng(seedRng(o.seed ^ 0x5eed));
  const crew = NAMES.slice(0, o.crew).map((name) => ({ name }));
  const start = newGame({
    scenario: o.scenario, seed: o.seed, crew, randomSides: o.variety ?? true,
    lostVisual: o.variety ? rng.int(3) === 0 : false,
    // A longer-lived crew (the engine's stealth option) reaches the safes and the loot.
    ...(o.variety ? { stealth: 9 } : {}),
  });
  if (!start.ok) throw new Error(describe(start.rejection.code, start.rejection.params));
  let s = start.state;
  const violations: string[] = [];
  let actions = 0;
  const maxTurns = o.maxTurns ?? 3000;
  // A bound on actions too, so a card that could be used forever for free can't hang the simulator.
  const maxActions = maxTurns * 60;
  while (s.outcome === 'playing' && s.turn.number <= maxTurns && actions < maxActions) {
    const legal = legalActions(s);
    if (legal.length === 0) {
      violations.push(`no legal action at turn ${s.turn.number}`);
      break;
    }
    // Variety mode half the time follows the heist's goal, so safes open and loot comes out (safe-seeking.ts).
    const action = (o.variety && rng.int(2) === 0 ? seekSafe(s, legal) : null) ?? pickAction(rng, s, legal);
    const r = applyAction(s, action);
    if (!r.ok) {
      violations.push(`legal action refused: ${action.verb} ${action.args.join(' ')}: ${describe(r.rejection.code, r.rejection.params)}`);
      break;
    }
    s = r.state;
    actions++;
    o.onStep?.(s, action, r.events);
    if (o.check) {
      const bad = checkInvariants(s);
      if (bad.length) {
        violations.push(...bad.map((b) => `turn ${s.turn.number}: ${b}`));
        break;
      }
    }
  }
  return { outcome: s.outcome === 'playing' ? 'unfinished' : s.outcome, actions, violations, state: s };
}
