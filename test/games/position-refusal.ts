// The one line a malformed position script gets (docs/positions.md): a PositionError naming the field, for every game.
import { expect } from 'vitest';
import { PositionError } from '../../src/core/position.js';

export function refusalOf(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(PositionError);
    return (e as Error).message;
  }
  throw new Error('the script was accepted');
}
