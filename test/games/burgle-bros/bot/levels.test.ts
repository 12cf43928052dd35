// The levels' planners: what each level searches, and normal's two deals in a crew of two (bot/index.ts levelConfig;
// docs/bots.md "Normal on four deals": on four deals it won the Office Job of two as often as hard).
import { describe, expect, it } from 'vitest';
import { LEVELS, levelConfig } from '../../../../src/games/burgle-bros/bot/index.js';

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
