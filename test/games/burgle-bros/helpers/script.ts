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

/** The Bank Job's three floors without walls, of rooms with no effect on entering but for the overrides; floors 1 and 2
 * get the overrides and the face-up cells given. */
export function openBank(f1: Record<string, string>, revealed: string[] = [], f2: Record<string, string> = {}, revealed2: string[] = []) {
  return [
    { tiles: floor(f1), walls: [] as string[], revealed },
    { tiles: floor(f2), walls: [] as string[], revealed: revealed2 },
    { tiles: floor(), walls: [] as string[] },
  ];
}

/** Floor 1's guard in a far corner, heading along it (his walk reaches no one near A1). */
export const farGuard = [{ floor: 1, at: 'D4', destination: 'D3', die: 1 }];
