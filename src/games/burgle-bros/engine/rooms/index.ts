// Every room type's rules, by room id. A room with no special rules still has an entry.
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

/** Room rules that apply on a tile now: none while it is face down or crowbarred. */
export function activeRoom(tile: { room: RoomType; revealed: boolean; disabled: boolean }): RoomRules | null {
  if (!tile.revealed || tile.disabled) return null;
  return ROOMS[tile.room];
}
