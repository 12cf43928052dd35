// Every room type's rules, by room id. A room with no special rules still has an entry. The core rules reach a tile's
// room through activeRoom (and entryRoom for a move into it); the hooks are listed in types.ts.
import type { MoveVia } from '../api.js';
import type { RoomType } from '../types.js';
import { atrium } from './atrium.js';
import { camera } from './camera.js';
import { computerFingerprint, computerLaser, computerMotion } from './computer.js';
import { deadbolt } from './deadbolt.js';
import { detector } from './detector.js';
import { fingerprint } from './fingerprint.js';
import { foyer } from './foyer.js';
import { keypad } from './keypad.js';
import { laboratory } from './laboratory.js';
import { laser } from './laser.js';
import { lavatory } from './lavatory.js';
import { motion } from './motion.js';
import { safe } from './safe.js';
import { secretDoor } from './secret-door.js';
import { serviceDuct } from './service-duct.js';
import { stairs } from './stairs.js';
import { thermo } from './thermo.js';
import type { RoomRules } from './types.js';
import { walkway } from './walkway.js';

export const ROOMS: Record<RoomType, RoomRules> = {
  atrium, camera, deadbolt, detector, fingerprint, foyer, keypad, laboratory, laser, lavatory, motion, safe, stairs,
  thermo, walkway,
  'computer-fingerprint': computerFingerprint,
  'computer-laser': computerLaser,
  'computer-motion': computerMotion,
  'secret-door': secretDoor,
  'service-duct': serviceDuct,
  empty: { room: 'empty' },
};

type TileFace = { room: RoomType; revealed: boolean; disabled: boolean };

/** Room rules that apply on a tile now: none while it is face down or crowbarred. */
export function activeRoom(tile: TileFace): RoomRules | null {
  if (!tile.revealed || tile.disabled) return null;
  return ROOMS[tile.room];
}

/** The ways out of a room that ignore the entry rules of the tile they reach (the rooms' `quietVia`). */
const QUIET: ReadonlySet<MoveVia> = new Set(Object.values(ROOMS).flatMap((r) => (r.quietVia ? [r.quietVia] : [])));

/** Whether a move by `via` ignores the entry rules of the tile it reaches (down from a Walkway, NOTES §6). */
export function entersQuietly(via: MoveVia): boolean {
  return QUIET.has(via);
}

/** The room rules a move by `via` into `tile` meets: none by a quiet way (entersQuietly), none face down or crowbarred. */
export function entryRoom(tile: TileFace, via: MoveVia): RoomRules | null {
  const room = activeRoom(tile);
  return room === null || QUIET.has(via) ? null : room;
}

/** The way into `tile` from a tile beside it through a wall, if its room has one (a face-up Secret Door). */
export function wayThroughWall(tile: TileFace): MoveVia | undefined {
  return activeRoom(tile)?.throughWall;
}

/** Actions entering a face-up, working tile of `room` costs when nothing lowers it (its `entryActions`, else 1). */
export function entryActions(room: RoomType): number {
  return ROOMS[room].entryActions ?? 1;
}
