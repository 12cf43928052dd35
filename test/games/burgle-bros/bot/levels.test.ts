// The levels' planners: what each level searches, and normal's two deals in a crew of two (bot/index.ts levelConfig;
// docs/bots.md "Normal on four deals": on four deals it won the Office Job of two as often as hard); and their work,
// counted for the bench (GameTools.botWork).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../../../../src/core/rng.js';
import type { BotLevel } from '../../../../src/core/module.js';
import { LEVELS, levelConfig } from '../../../../src/games/burgle-bros/bot/index.js';
import { legalActions, type GameState } from '../../../../src/games/burgle-bros/engine/index.js';
import { burgleBros } from '../../../../src/games/burgle-bros/index.js';
import { viewOf } from '../../../../src/games/burgle-bros/view.js';

describe('levelConfig', () => {
  it('gives normal four deals in a crew of three or more and two in a crew of two', () => {
    expect(levelConfig('normal', 3).deals).toBe(4);
    expect(levelConfig('normal', 4).deals).toBe(4);
    expect(levelConfig('normal', 2).deals).toBe(2);
    expect(levelConfig('normal', 2).beam).toBe(LEVELS.normal.beam);
  });
  it('leaves easy and hard as they are at every size', () => {
    for (const crew of [2, 3, 4]) {
      expect(levelConfig('easy', crew)).toBe(LEVELS.easy);
      expect(levelConfig('hard', crew)).toBe(LEVELS.hard);
    }
  });
  it('searches deals together only at hard, and each level at least as wide as the one below', () => {
    expect([LEVELS.easy.infoSets, LEVELS.normal.infoSets, LEVELS.hard.infoSets].map(Boolean)).toEqual([false, false, true]);
    expect(LEVELS.easy.budget).toBeLessThan(LEVELS.normal.budget);
    expect(LEVELS.normal.budget).toBeLessThanOrEqual(LEVELS.hard.budget);
    expect(LEVELS.easy.deals).toBeLessThan(levelConfig('normal', 2).deals);
  });
});

describe("the bots' work, counted (GameTools.botWork)", () => {
  const position = (): GameState => {
    const s = JSON.parse(readFileSync(fileURLToPath(new URL('./positions/last-step-into-an-alarm.json', import.meta.url)), 'utf8')) as GameState;
    return { ...s, turn: { ...s.turn, actionsLeft: 4 } };
  };
  const work = (level: BotLevel): number => {
    const s = position();
    const seat = s.turn.player;
    const before = burgleBros.tools!.botWork!();
    burgleBros.bot({ view: viewOf(s), seat, legal: legalActions(s), rng: new Rng(seedRng(5)), level });
    return burgleBros.tools!.botWork!() - before;
  };

  it('counts the positions a decision weighs: the same for the same decision, more for the levels above easy', () => {
    const [easy, normal, hard] = (['easy', 'normal', 'hard'] as const).map(work);
    expect(easy).toBeGreaterThan(0);
    expect(normal).toBeGreaterThan(easy);
    // Hard weighs a group's deals once, where another order of steps has made it already (infoset.ts part), so it
    // may weigh fewer than normal's deal-by-deal search in a decision: more than easy all the same.
    expect(hard).toBeGreaterThan(easy);
    expect(work('hard')).toBe(hard);
    expect(work('normal')).toBe(normal);
  });
});
