// The eleven thief roles, by id, and the role deck's two levels. Each role's rules are in its own file here.
// The deck itself (level 1 over level 2) is built in ../setup.ts; a role's shape is in types.ts.
import type { RoleId } from '../types.js';
import { cleaner } from './cleaner.js';
import { eliminator } from './eliminator.js';
import { front } from './front.js';
import { hacker } from './hacker.js';
import { insider } from './insider.js';
import { masterSafecracker } from './master-safecracker.js';
import { mimic } from './mimic.js';
import { runner } from './runner.js';
import { saboteur } from './saboteur.js';
import { safecracker } from './safecracker.js';
import { snitch } from './snitch.js';
import type { Role } from './types.js';

export const ROLES: Record<RoleId, Role> = {
  safecracker, runner, cleaner, front, insider, hacker, eliminator,
  mimic, saboteur, snitch, 'master-safecracker': masterSafecracker,
};

export const ROLE_IDS = Object.keys(ROLES) as RoleId[];
export const LEVEL_1 = ROLE_IDS.filter((r) => ROLES[r].level === 1);
export const LEVEL_2 = ROLE_IDS.filter((r) => ROLES[r].level === 2);
