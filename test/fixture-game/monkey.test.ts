// Random presses by random people (../e2e/monkey.ts) on Lockbox, registered beside the real games: its module's samples
// are all the monkey needs.
import { GameRegistry } from '../../src/core/registry.js';
import { GAMES } from '../../src/games/index.js';
import { monkeySuite } from '../e2e/monkey.js';
import { lockbox } from './index.js';

monkeySuite({ games: new GameRegistry([...GAMES.all(), lockbox]), kinds: ['lockbox'] });
