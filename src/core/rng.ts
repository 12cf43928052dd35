// Seeded randomness whose whole state lives in the game state (GameState.rng), so seed + action log replay exactly.
// Built on pure-rand's xoroshiro128+; no Math.random anywhere in the engine.
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

export type RngState = number[];

export function seedRng(seed: number): RngState {
  return [...xoroshiro128plus(seed | 0).getState()];
}

/** A mutable view of an RngState; call save() to read the advanced state back. */
export class Rng {
  private gen;
  constructor(state: readonly number[]) {
    this.gen = xoroshiro128plusFromState(state);
  }
  /** Integer in [0, n). */
  int(n: number): number {
    return uniformInt(this.gen, 0, n - 1);
  }
  die(): number {
    return uniformInt(this.gen, 1, 6);
  }
  /** Fisher–Yates, in place. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i];
      items[i] = items[j];
      items[j] = tmp;
    }
    return items;
  }
  save(): RngState {
    return [...this.gen.getState()];
  }
}
