// Hard's second look (bot/index.ts weighedAgain; docs/bots.md "Hard's second look"): its leading first steps (up to
// three, within 10 of the best) searched again on four fresh deals of the same view and ranked by the mean of both looks. The position: a hard Bank
// Job of two (seed 4, game 33, turn 34), the Peterman below a Foyer beside the second floor's guard, the tile beyond
// it face down; three of the four deals hard plans on put the floor's Safe there (in truth a Detector).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../src/core/rng.js';
import { determinize } from '../../../../src/games/burgle-bros/bot/determinize.js';
import { LEVELS, weighedAgain } from '../../../../src/games/burgle-bros/bot/index.js';
import { planRankedInfoSets } from '../../../../src/games/burgle-bros/bot/infoset.js';
import { searchWork } from '../../../../src/games/burgle-bros/bot/plan.js';
import { formatAction, legalActions, type Action, type GameState } from '../../../../src/games/burgle-bros/engine/index.js';
import { viewOf } from '../../../../src/games/burgle-bros/view.js';

const load = () => JSON.parse(readFileSync(fileURLToPath(new URL('./positions/token-for-what-three-deals-agree-on.json', import.meta.url)), 'utf8')) as GameState;

describe("hard's second look", () => {
  it('is hard\'s alone', () => {
    expect(LEVELS.hard.secondLook).toEqual({ leaders: 3, within: 10, deals: 4, budget: 20 });
    expect(LEVELS.normal.secondLook).toBeUndefined();
    expect(LEVELS.easy.secondLook).toBeUndefined();
  });

  it('ranks the leaders by both looks: a step three deals of four favour falls back', () => {
    const s = load();
    const seat = s.turn.player;
    const view = viewOf(s);
    const say = (a: Action) => formatAction(s, a).replace(/^Bot \d: /, '');
    const turnRng = () => new Rng(seedRng(view.turn.number * 7919 + seat * 104729 + 17));
    const rng = turnRng();
    const deals = Array.from({ length: 4 }, () => determinize(view, rng));
    const values = new Map<Action, number>();
    const ranked = planRankedInfoSets(deals, seat, legalActions(s), LEVELS.hard, undefined, values);
    const first = new Map(values);
    expect(ranked.slice(0, 3).map(say)).toEqual(['move up', 'end', 'move west']);

    // The leaders: within 10 of the best (the step west, 14 below it, is not one).
    expect(first.get(ranked[0])! - first.get(ranked[1])!).toBeLessThanOrEqual(10);
    expect(first.get(ranked[0])! - first.get(ranked[2])!).toBeGreaterThan(10);
    const leaders = ranked.slice(0, 2);

    const again = weighedAgain(view, rng, seat, ranked, LEVELS.hard, values, planRankedInfoSets);
    // The same steps, the leaders reordered, the rest in their places.
    expect(new Set(again)).toEqual(new Set(ranked));
    expect(again.slice(2)).toEqual(ranked.slice(2));
    expect(again.slice(0, 2).map(say)).toEqual(['end', 'move up']);

    // The second look's own values, from the same fresh deals (drawn after the first four), searched apart.
    const replay = turnRng();
    for (let d = 0; d < 4; d++) determinize(view, replay);
    const fresh = Array.from({ length: 4 }, () => determinize(view, replay));
    const second = new Map<Action, number>();
    planRankedInfoSets(fresh, seat, leaders, { ...LEVELS.hard, budget: 20 }, undefined, second);
    for (const a of leaders) expect(values.get(a)).toBeCloseTo((first.get(a)! + second.get(a)!) / 2, 6);
    // Ranked by that mean.
    const means = again.slice(0, 2).map((a) => values.get(a)!);
    expect(means).toEqual([...means].sort((x, y) => y - x));
    // The other steps keep the first look's values.
    for (const a of ranked.slice(2)) expect(values.get(a)).toBe(first.get(a));
  });

  it('leaves a lone leader as it is, and searches nothing again for it', () => {
    const s = JSON.parse(readFileSync(fileURLToPath(new URL('./positions/foyer-toward-the-stairs.json', import.meta.url)), 'utf8')) as GameState;
    const seat = s.turn.player;
    const view = viewOf(s);
    const rng = new Rng(seedRng(view.turn.number * 7919 + seat * 104729 + 17));
    const deals = Array.from({ length: 4 }, () => determinize(view, rng));
    const values = new Map<Action, number>();
    const ranked = planRankedInfoSets(deals, seat, legalActions(s), LEVELS.hard, undefined, values);
    expect(values.get(ranked[0])! - values.get(ranked[1])!).toBeGreaterThan(10);
    const before = new Map(values);
    const work = searchWork.positions;
    expect(weighedAgain(view, rng, seat, ranked, LEVELS.hard, values, planRankedInfoSets)).toBe(ranked);
    expect(searchWork.positions).toBe(work);
    expect(values).toEqual(before);
  });
});

