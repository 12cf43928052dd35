// Shared by the Noir: Heist tests: a fixed grid (the suspect list in order, so A1 Ulysses … G7 Hazel) and a base
// script for the position runner, with every hidden thing pinned down.
import { SUSPECTS } from '../../../src/games/noir-heist/data/suspects.js';
import { runPosition } from '../../../src/games/noir-heist/positions.js';

export const GRID = [...SUSPECTS];

export interface Report {
  outcome: string;
  turn: string | null;
  awaiting: { player: string; question: string; options: string[] } | null;
  grid: string[];
  officers: string[];
  stunned: string | null;
  plainclothes: string | null;
  thieves: { name: string; role: string | null; identity: string | null; at: string | null; tokens: string[]; caught: boolean }[];
  vaults: Record<string, string[] | 'robbed'>;
  roleDeck: number;
  evidence: number;
  kills: number;
  covert: number;
  log: string[];
  rejected: { action: string; reason: string }[];
}

/** A-G1-7 → index, for reading the report's grid. */
export const at = (cell: string): number => (Number(cell[1]) - 1) * 7 + 'ABCDEFG'.indexOf(cell[0]);

export function base(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    game: 'noir-heist',
    seed: 3,
    chief: 'Zed',
    thieves: ['Ava', 'Bo', 'Cy', 'Di'],
    grid: GRID,
    // Viktor B3 (NW), Rita F5 (SE), Iris D4 (centre), Zelda G6 (SE).
    identities: { Ava: 'Viktor', Bo: 'Rita', Cy: 'Iris', Di: 'Zelda' },
    roles: { Ava: 'front', Bo: 'runner', Cy: 'cleaner', Di: 'insider' },
    // Simon B1, Tess C3, Quinn E5, Celia C7; Walter D6 in plain clothes.
    officers: ['Simon', 'Tess', 'Quinn', 'Celia'],
    plainclothes: 'Walter',
    ...extra,
  };
}

export function run(extra: Record<string, unknown>, as?: string): Report {
  return runPosition(base(extra), as) as Report;
}
