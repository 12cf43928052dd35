// Shared by the Art Robbery tests: the default token table and a position runner with three players by default.
import { runPositions } from '../../../src/games/art-robbery/positions.js';
import { loadTokenFile } from '../../../src/games/art-robbery/tokens-file.js';

export const RAIDS = loadTokenFile();

export interface PlayerReport {
  name: string; hand?: string[]; handSize?: number; faceUp: string[]; banked?: string[]; bankedCount?: number;
  alibis?: number; score?: number;
}
export interface Report {
  outcome: 'playing' | 'over'; raid: number; turn: string | null;
  awaiting: { player: string; question: string; options: string[] } | null;
  centre: string[]; dog: string | null; deck: number; discard: string[]; players: PlayerReport[];
  result: { arrested: string[]; winners: string[]; scores: Record<string, number> } | null;
  log: string[]; rejected: { action: string; reason: string }[];
}

export function run(script: Record<string, unknown>, as?: string): Report {
  return runPositions(RAIDS, { game: 'art-robbery', seed: 1, players: ['Ava', 'Bo', 'Cy'], first: 'Ava', ...script }, as) as unknown as Report;
}

export const player = (r: Report, name: string): PlayerReport => r.players.find((p) => p.name === name)!;
