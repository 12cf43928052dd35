// Every registered game runs the conformance suite (kit.ts) from its own test folder:
// test/games/<kind>/conformance.test.ts, with the setups it is checked with. A game registered without one fails here.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../src/games/index.js';

describe('the registry', () => {
  it('every registered game has a conformance test', () => {
    for (const kind of GAMES.kinds()) {
      const file = `test/games/${kind}/conformance.test.ts`;
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8'), file).toMatch(/conformance\(/);
    }
  });
  it('registering a kind twice is an error, not an overwrite', () => {
    expect(() => GAMES.register(GAMES.require('burgle-bros'))).toThrow(/registered twice/);
  });
});
