// Service Duct: once both are revealed, players move between them as if adjacent (rules/movement.ts).
import type { RoomRules } from './types.js';

export const serviceDuct: RoomRules = { room: 'service-duct' };
