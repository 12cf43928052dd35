// Runner (level 1): a fast shift of 1 or 2 cells; the 2-cell shift is visible, the 1-cell one an ordinary shift.
// The shift itself is in ../shift.ts.
import type { Role } from './types.js';

export const runner: Role = {
  id: 'runner', level: 1, tokens: 1, maxShift: 2,
  shiftVisible: (dist, officer) => dist === 2 || officer,
};
