// Hard's planner searches its deals together (bot/infoset.ts): a line parts only where a step shows something. The
// position is from a lost game (the Bank Job of three, normal, seed 11, game 11, turn 37: the Acrobat at no stealth
// beside a face-down Detector north of her), given three actions; the two deals differ only in that tile.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { Rng, seedRng } from '../../../../src/core/rng.js';
import { determinize } from '../../../../src/games/burgle-bros/bot/determinize.js';
import { botAction, LEVELS } from '../../../../src/games/burgle-bros/bot/index.js';
import { planRankedInfoSets } from '../../../../src/games/burgle-bros/bot/infoset.js';
import { keyOf, planRanked, TurnSearch } from '../../../../src/games/burgle-bros/bot/plan.js';
import { checked } from '../../../../src/games/burgle-bros/bot/safety.js';
import { formatAction, legalActions, type Action, type GameState } from '../../../../src/games/burgle-bros/engine/index.js';
import { viewOf } from '../../../../src/games/burgle-bros/view.js';

const load = () => JSON.parse(readFileSync(fileURLToPath(new URL('./positions/last-step-into-an-alarm.json', import.meta.url)), 'utf8')) as GameState;

/** The position with three actions left: as dealt (a Detector north of her, F3 D2) and as a deal with the face-down
 * Laboratory (F3 B2) there instead, the step in quiet. */
function deals(): { detector: GameState; quiet: GameState } {
  const s0 = load();
  const s = { ...s0, turn: { ...s0.turn, actionsLeft: 3 } };
  const north = 39, lab = 37;
  expect([s.tiles[north].room, s.tiles[lab].room, s.tiles[north].revealed, s.tiles[lab].revealed]).toEqual(['detector', 'laboratory', false, false]);
  const tiles = s.tiles.slice();
  tiles[north] = { ...s.tiles[north], room: s.tiles[lab].room, combo: s.tiles[lab].combo };
  tiles[lab] = { ...s.tiles[lab], room: s.tiles[north].room, combo: s.tiles[north].combo };
  return { detector: s, quiet: { ...s, tiles } };
}

type Planner = typeof planRanked;
const cfg = { ...LEVELS.hard, deals: 2 };

/** The planner's choice and, per first step, the line it expects as the first deal would see it. */
function plan(planner: Planner, ds: GameState[]): { first: string; line: (a: string) => string[] } {
  const s = ds[0];
  const lines = new Map<Action, Action[]>();
  const ranked = planner(ds, 0, legalActions(s), cfg, lines);
  const say = (a: Action) => formatAction(s, a).replace('Bot 1: ', '');
  return {
    first: say(ranked[0]),
    line: (a) => {
      const step = [...lines.keys()].find((x) => say(x) === a);
      expect(step, a).toBeDefined();
      return lines.get(step!)!.map(say);
    },
  };
}

describe('the deals searched together (hard)', () => {
  it('hard plans so', () => {
    expect(LEVELS.hard.infoSets).toBe(true);
    expect(LEVELS.normal.infoSets ?? false).toBe(false);
  });

  it('after a step that shows nothing, one choice for every deal, whichever deal is first', () => {
    const { detector, quiet } = deals();
    const a = plan(planRankedInfoSets, [quiet, detector]);
    const b = plan(planRankedInfoSets, [detector, quiet]);
    // A step onto a face-up tile shows nothing: what follows is chosen for both deals alike.
    expect(a.line('move F3 B4')).toEqual(b.line('move F3 B4'));
    // Deal by deal, each deal follows it with its own best line, knowing the room north of her.
    const c = plan(planRanked, [quiet, detector]);
    const d = plan(planRanked, [detector, quiet]);
    expect(c.line('move F3 B4')).not.toEqual(d.line('move F3 B4'));
  });

  it('turns the tile over first where searching deal by deal would walk on', () => {
    const { detector, quiet } = deals();
    // Deal by deal the step aside is credited with each deal's best way on; together it is worth what one way is.
    expect(plan(planRanked, [quiet, detector]).first).toBe('move F3 B4');
    expect(plan(planRankedInfoSets, [quiet, detector]).first).toBe('peek north');
    expect(plan(planRankedInfoSets, [detector, quiet]).first).toBe('peek north');
    // After the peek the deals part: the line goes on as each deal shows the tile.
    const q = plan(planRankedInfoSets, [quiet, detector]).line('peek north');
    const r = plan(planRankedInfoSets, [detector, quiet]).line('peek north');
    expect(q[0]).toBe('peek north');
    expect(q).not.toEqual(r);
  });
});

// A hard Bank Job of two (seed 4, game 33, turn 34): the Peterman, three stealth tokens, on the first floor below a
// Foyer beside the second floor's guard; the tile beyond the Foyer face down, in truth a Detector. Three of the four
// deals hard plans on put the floor's Safe there.
describe('a stealth token for the first step (hard)', () => {
  const load = () => JSON.parse(readFileSync(fileURLToPath(new URL('./positions/token-for-what-three-deals-agree-on.json', import.meta.url)), 'utf8')) as GameState;

  it('is weighed again over the risk deals too, and not paid for what a few deals agree on', () => {
    const s = load();
    const seat = s.turn.player;
    const view = viewOf(s);
    const say = (a: Action) => formatAction(s, a).replace(/^Bot \d: /, '');
    // The deals as the bot draws them: its four first, then the six it checks risky steps on.
    const rng = new Rng(seedRng(view.turn.number * 7919 + seat * 104729 + 17));
    const all = Array.from({ length: 10 }, () => determinize(view, rng));
    expect(all.slice(0, 4).map((d) => d.tiles[18].room)).toEqual(['deadbolt', 'safe', 'safe', 'safe']);
    expect(s.tiles[18].room).toBe('detector');
    // On its four deals the step up (a token: the Foyer beside the guard) leads the ranking ...
    expect(say(planRankedInfoSets(all.slice(0, 4), seat, legalActions(s), LEVELS.hard)[0])).toBe('move up');
    // ... but not on all ten, and hard keeps its token.
    expect(say(planRankedInfoSets(all, seat, legalActions(s), LEVELS.hard)[0])).not.toBe('move up');
    const a = botAction({ view, seat, legal: legalActions(s), rng: new Rng(seedRng(1)), level: 'hard' });
    expect(say(a)).not.toBe('move up');
  });

  it('and checked against the line it begins on every deal: one that comes back with nothing done keeps the token', () => {
    const s = load();
    const say = (a: Action) => formatAction(s, a).replace(/^Bot \d: /, '');
    const legal = legalActions(s);
    const act = (x: string) => legal.find((a) => say(a) === x)!;
    const up = act('move up');
    const ranked = [up, act('end'), ...legal.filter((a) => a !== up && say(a) !== 'end')];
    const lines = new Map<Action, Action[]>([[up, [up]]]);
    // The walk as the next decision makes it goes on (north, then west) ...
    const move = (where: string) => ({ player: up.player, verb: 'move', args: [where] }) as Action;
    const follow = () => [up, move('north'), move('west')];
    const atOnce = checked(ranked, s, [s], lines, false, () => false, follow);
    expect(say(atOnce)).toBe('move up');
    // ... but on a deal where the line up comes straight back down, the token buys nothing there: not paid.
    const withDeals = checked(ranked, s, [s], lines, false, () => false, follow, () => [{ deal: s, line: [up, move('down')] }]);
    expect(say(withDeals)).toBe('end');
  });
});

describe("hard's groups of deals", () => {
  it('weighs a position once a deal: a group another order of steps reached first keeps its value', () => {
    const { detector, quiet } = deals();
    const weighed = new Map<TurnSearch, string[]>();
    const leaf = TurnSearch.prototype.leaf;
    const spy = vi.spyOn(TurnSearch.prototype, 'leaf').mockImplementation(function (this: TurnSearch, s: GameState) {
      const held = s.players.map((p) => `${p.tools.join('+')}/${p.loot.join('+')}`).join('|');
      let mine = weighed.get(this);
      if (!mine) weighed.set(this, (mine = []));
      mine.push(`${keyOf(s)}|${held}|${s.turn.player}`);
      return leaf.call(this, s);
    });
    try {
      planRankedInfoSets([quiet, detector], 0, legalActions(quiet), { ...cfg, deals: 2 });
    } finally {
      spy.mockRestore();
    }
    const all = [...weighed.values()];
    expect(all).toHaveLength(2);
    // Three actions on an open floor: many positions are reached by two orders of the same steps.
    for (const keys of all) {
      expect(keys.length).toBeGreaterThan(20);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});
