// The ceiling: the bots' planner given the whole state (every face-down tile, every deck's order; not the dice, which
// are rolled afresh in its look-ahead), replayed through the engine like any policy. What it wins is the best the
// planner can do on these deals: the levels are measured against it (docs/bots.md).
import { Rng, seedRng } from '../../../core/rng.js';
import { cloneState, type Action } from '../engine/index.js';
import { answer } from '../bot/answer.js';
import { NORMAL, planRanked, type PlanConfig } from '../bot/plan.js';
import { checked } from '../bot/safety.js';
import type { PolicyInput } from './play.js';

export const CEILING: PlanConfig = { ...NORMAL, deals: 1, beam: 16, budget: 200, omniscient: true };

export function ceilingAction({ state, seat, legal }: PolicyInput): Action {
  if (legal.length === 1) return legal[0];
  if (state.awaiting) return answer(state, seat, legal);
  const s = cloneState(state);
  // Cards and tiles as they are; the dice it cannot know.
  s.rng = seedRng(state.turn.number * 7919 + seat * 104729 + state.info);
  s.fixedDice = [];
  s.pending = null;
  const lines = new Map<Action, Action[]>();
  const ranked = planRanked([s], seat, legal, CEILING, lines);
  return checked(ranked, s, [s], lines);
}

export { Rng };
