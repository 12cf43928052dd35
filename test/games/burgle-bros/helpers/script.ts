// Test helper: run a position script (docs/positions.md) and get the report and the final state.
import { runScript, type Report } from '../../../../src/games/burgle-bros/positions.js';
import type { GameState } from '../../../../src/games/burgle-bros/engine/types.js';

export interface Ran {
  report: Report;
  state: GameState;
  /** The log as one string, for `toContain` checks. */
  text: string;
}

export function play(script: Record<string, unknown>): Ran {
  const { report, state } = runScript(script);
  return { report, state, text: report.log.join('\n') };
}

/**
 * A floor of rooms with no effect on entering (Fingerprint Computer Rooms) with some tiles replaced, e.g.
 * `floor({ B1: 'laser:2', D4: 'safe' })`. Fort Knox floors: size 5 and an `empty` cell.
 */
export function floor(overrides: Record<string, string> = {}, size = 4, fill = 'computer-fingerprint:4'): string[] {
  const tiles: string[] = [];
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const name = 'ABCDE'[c] + String(r + 1);
      tiles.push(overrides[name] ?? fill);
    }
  }
  return tiles;
}
