// The registry the tests host Lockbox in: the real games and this one, made here (its `source`) so the bot's drawing
// threads load this same registry and draw Lockbox as they draw the real games.
import { GameRegistry } from '../../src/core/registry.js';
import { GAMES } from '../../src/games/index.js';
import { lockbox } from './index.js';

export const WITH_LOCKBOX = new GameRegistry([...GAMES.all(), lockbox], { module: import.meta.url, exported: 'WITH_LOCKBOX' });
