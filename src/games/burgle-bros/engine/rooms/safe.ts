// Safe: add dice and crack it while standing here (rules/safes.ts). No effect on entering.
import type { RoomRules } from './types.js';

export const safe: RoomRules = { room: 'safe' };
