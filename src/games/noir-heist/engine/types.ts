// The state of a Noir: Heist game: plain JSON, everything the engine needs, secrets included (views in view.ts
// decide who sees what). Grid geometry is in grid.ts, the role list in roles/index.ts.
import type { RngState } from '../../../core/rng.js';
import type { GameEvent } from '../../../core/types.js';

export type RoleId =
  | 'safecracker' | 'runner' | 'cleaner' | 'front' | 'insider' | 'hacker' | 'eliminator'
  | 'mimic' | 'saboteur' | 'snitch' | 'master-safecracker';

export type Vault = 'NW' | 'NE' | 'SW' | 'SE';
export const VAULTS: readonly Vault[] = ['NW', 'NE', 'SW', 'SE'];

export interface Thief {
  seat: number;
  /** Null while caught and not yet redrawn (the old role card is discarded). */
  role: RoleId | null;
  /** The suspect's name; null while caught and not yet redrawn. */
  identity: string | null;
  /** The vault zones where this thief's steal tokens lie (the Master Safecracker may have two). */
  tokens: Vault[];
  caught: boolean;
  /** Seats this thief showed their current identity to; emptied with a new identity. */
  shown: number[];
  /** What the public record allows this identity to be (robs, searches, failed accusations narrow it). */
  suspects: string[];
  /** True once a public fact (rob, hack, crack, search) bore on the current identity: scramble keeps it. */
  pinned: boolean;
}

export interface LastShift {
  line: 'row' | 'column';
  index: number;
  dir: 'east' | 'west' | 'north' | 'south';
  dist: number;
}

export interface NoirState {
  kind: 'noir-heist';
  names: string[];
  chief: number;
  thieves: Thief[];
  /** 49 names, row by row from A1. */
  grid: string[];
  dead: string[];
  /** Identities of caught thieves: out of both decks for good. */
  discarded: string[];
  /** Uniformed officers, by name (the marks move with their cards). */
  officers: string[];
  stunned: string | null;
  plainclothes: string;
  /** Top first. */
  evidence: string[];
  /** Top first. */
  roleDeck: RoleId[];
  rolesDrawn: number;
  roleDeckStart: number;
  robbed: Vault[];
  kills: number;
  /** The seat to act. */
  turn: number;
  turnNo: number;
  /** Consecutive covert thief actions since the chief last acted. */
  covert: number;
  /** Index into thieves of the last thief who acted; -1 before any. */
  lastThief: number;
  /** The previous accepted action, if it was a shift (the no-undo rule). */
  lastShift: LastShift | null;
  /** A Mimic's three drawn names, waiting for `choose`. */
  mimic: { seat: number; options: string[] } | null;
  outcome: 'thieves' | 'chief' | null;
  /** Every public event so far (the public log). */
  log: GameEvent[];
  rng: RngState;
}
