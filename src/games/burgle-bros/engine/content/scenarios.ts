// Data tables from NOTES.md §2–§4: the 48 room tiles with their combination numbers, and each scenario's
// floors, guard dice and default walls. Setup (setup.ts) deals from these.
import type { RoomType, Scenario } from '../types.js';

export interface TileCard {
  room: RoomType;
  combo: number | null;
  /** White-circle tile used by The Office Job. */
  office: boolean;
}

const t = (room: RoomType, combo: number, office = false): TileCard => ({ room, combo, office });

/** The 42 numbered rooms other than Safe and Stairs (NOTES §2). */
export const ROOM_TILES: readonly TileCard[] = [
  t('atrium', 3), t('atrium', 4),
  t('camera', 1), t('camera', 2, true), t('camera', 3, true), t('camera', 6, true),
  t('computer-fingerprint', 4, true), t('computer-laser', 5, true), t('computer-motion', 6, true),
  t('deadbolt', 1), t('deadbolt', 2, true), t('deadbolt', 3, true),
  t('detector', 4), t('detector', 5), t('detector', 6),
  t('fingerprint', 4, true), t('fingerprint', 5, true), t('fingerprint', 6),
  t('foyer', 1, true), t('foyer', 2, true),
  t('keypad', 4, true), t('keypad', 5), t('keypad', 6, true),
  t('laboratory', 3, true), t('laboratory', 4),
  t('laser', 1, true), t('laser', 2, true), t('laser', 3),
  t('lavatory', 5, true),
  t('motion', 1, true), t('motion', 2), t('motion', 3, true),
  t('secret-door', 1, true), t('secret-door', 2, true),
  t('service-duct', 5, true), t('service-duct', 6, true),
  t('thermo', 1, true), t('thermo', 2, true), t('thermo', 3),
  t('walkway', 1, true), t('walkway', 2), t('walkway', 3, true),
];

/** Stairs tiles carry a number too (4 and 5 are the Office ones). */
export const STAIRS_TILES: readonly TileCard[] = [t('stairs', 4, true), t('stairs', 5, true), t('stairs', 6)];
export const SAFE_TILE: TileCard = { room: 'safe', combo: null, office: true };

export interface ScenarioData {
  id: Scenario;
  floors: number;
  size: number;
  guardDice: number[];
  roomsPerFloor: number;
  /** Default empty cell (Fort Knox). */
  emptyCell: string | null;
  /** Default inner walls per floor. */
  walls: string[][];
  /** Walls per floor in a custom layout (the empty cell's box not counted). */
  wallCount: number;
}

export const SCENARIOS: Record<Scenario, ScenarioData> = {
  bank: {
    id: 'bank', floors: 3, size: 4, guardDice: [2, 3, 4], roomsPerFloor: 14, emptyCell: null, wallCount: 8,
    walls: [
      ['A1|B1', 'C1/C2', 'C2|D2', 'A2/A3', 'B2/B3', 'D3/D4', 'A4|B4', 'B4|C4'],
      ['A1|B1', 'B1|C1', 'C1|D1', 'B2/B3', 'C2/C3', 'A4|B4', 'B4|C4', 'C4|D4'],
      ['C1/C2', 'A2|B2', 'C2|D2', 'A2/A3', 'C2/C3', 'A3|B3', 'B3|C3', 'C4|D4'],
    ],
  },
  office: {
    id: 'office', floors: 2, size: 4, guardDice: [2, 3], roomsPerFloor: 14, emptyCell: null, wallCount: 8,
    walls: [
      ['A1|B1', 'B1|C1', 'D1/D2', 'A2|B2', 'C2|D2', 'B3|C3', 'B3/B4', 'D3/D4'],
      ['D1/D2', 'A2|B2', 'B2|C2', 'C2|D2', 'A2/A3', 'A3|B3', 'B3|C3', 'D3/D4'],
    ],
  },
  fortknox: {
    id: 'fortknox', floors: 2, size: 5, guardDice: [3, 4], roomsPerFloor: 22, emptyCell: 'C3', wallCount: 12,
    walls: [
      ['C1|D1', 'D1|E1', 'C1/C2', 'A2|B2', 'D2|E2', 'A2/A3', 'B3/B4', 'E3/E4', 'A4/A5', 'C4/C5', 'D4/D5', 'C5|D5'],
      ['B1|C1', 'C1|D1', 'A1/A2', 'D2|E2', 'E2/E3', 'A3|B3', 'B3/B4', 'E3/E4', 'C4|D4', 'D4/D5', 'A5|B5', 'B5|C5'],
    ],
  },
};

export const SCENARIO_NAMES: Record<Scenario, string> = {
  bank: 'The Bank Job',
  office: 'The Office Job',
  fortknox: 'The Fort Knox Job',
};

/** The safes in the building: one per floor, and Fort Knox's third one shuffled among its rooms (NOTES §3: 3 safes on
 * 2 floors; its 44 room tiles are all dealt, so the third is always somewhere in the building). */
export function safeCount(s: { scenario: Scenario; floorCount: number }): number {
  return s.floorCount + (s.scenario === 'fortknox' ? 1 : 0);
}

/** The patrol card that takes the guard off the board (the Lost Visual variant); other cards are cells 0..size²-1. */
export const LOST_VISUAL = -1;

/** Patrol cards discarded unseen at every shuffle, by number of characters (NOTES §4). */
export function patrolDiscards(crew: number): number {
  return crew >= 4 ? 0 : crew === 3 ? 3 : crew === 2 ? 6 : 9;
}
