// All characters, one module per side in this folder.
import type { CharacterSide } from '../types.js';
import { acrobatAdvanced } from './acrobat-advanced.js';
import { acrobatBasic } from './acrobat-basic.js';
import { hackerAdvanced } from './hacker-advanced.js';
import { hackerBasic } from './hacker-basic.js';
import { hawkAdvanced } from './hawk-advanced.js';
import { hawkBasic } from './hawk-basic.js';
import { juicerAdvanced } from './juicer-advanced.js';
import { juicerBasic } from './juicer-basic.js';
import { petermanAdvanced } from './peterman-advanced.js';
import { petermanBasic } from './peterman-basic.js';
import { ravenAdvanced } from './raven-advanced.js';
import { ravenBasic } from './raven-basic.js';
import { riggerAdvanced } from './rigger-advanced.js';
import { riggerBasic } from './rigger-basic.js';
import { rookAdvanced } from './rook-advanced.js';
import { rookBasic } from './rook-basic.js';
import { spotterAdvanced } from './spotter-advanced.js';
import { spotterBasic } from './spotter-basic.js';

export const CHARACTER_SIDES: CharacterSide[] = [
  acrobatBasic, acrobatAdvanced, hackerBasic, hackerAdvanced, hawkBasic, hawkAdvanced, juicerBasic, juicerAdvanced,
  petermanBasic, petermanAdvanced, ravenBasic, ravenAdvanced, riggerBasic, riggerAdvanced, rookBasic, rookAdvanced,
  spotterBasic, spotterAdvanced,
];
