// Snitch (level 2): every 1-cell shift is covert, even of a line holding a uniformed officer (../shift.ts).
// Shifts by 2 remain the Runner's alone (runner.ts).
import type { Role } from './types.js';

export const snitch: Role = { id: 'snitch', level: 2, tokens: 1, shiftVisible: () => false };
