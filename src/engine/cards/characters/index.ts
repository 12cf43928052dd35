// All characters, one module each in this folder.
import type { CharacterSide } from '../types.js';

export const CHARACTER_SIDES: CharacterSide[] = [];
