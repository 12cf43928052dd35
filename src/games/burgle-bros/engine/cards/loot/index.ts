// All loot, one module each in this folder.
import type { LootCard } from '../types.js';
import { bust } from './bust.js';
import { chihuahua } from './chihuahua.js';
import { cursedGoblet } from './cursed-goblet.js';
import { gemstone } from './gemstone.js';
import { goldBar } from './gold-bar.js';
import { isotope } from './isotope.js';
import { keycard } from './keycard.js';
import { mirror } from './mirror.js';
import { painting } from './painting.js';
import { persianKitty } from './persian-kitty.js';
import { stamp } from './stamp.js';
import { tiara } from './tiara.js';

export const LOOT_CARDS: LootCard[] = [
  bust, chihuahua, cursedGoblet, gemstone, goldBar, isotope, keycard, mirror, painting, persianKitty, stamp, tiara,
];
