// Computer Rooms (Fingerprint, Laser, Motion): the Hack action adds tokens here (actions/hack.ts); the tokens cancel
// alarms of the matching type (`hackTokens`, the alarm rooms' `hackType`: rules/alarms.ts). No effect on entering.
import type { RoomRules } from './types.js';

export const computerFingerprint: RoomRules = { room: 'computer-fingerprint', hackTokens: 'fingerprint' };
export const computerLaser: RoomRules = { room: 'computer-laser', hackTokens: 'laser' };
export const computerMotion: RoomRules = { room: 'computer-motion', hackTokens: 'motion' };
