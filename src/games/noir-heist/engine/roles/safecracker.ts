// Safecracker (level 1): never takes the steal token back at the start of the turn; no ability of its own.
// The start-of-turn return that it skips is in ../thief.ts.
import type { Role } from './types.js';

export const safecracker: Role = { id: 'safecracker', level: 1, tokens: 1, keepsToken: true };
