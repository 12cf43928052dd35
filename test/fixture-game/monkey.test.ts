// Random presses by random people (../e2e/monkey.ts) on Lockbox, registered beside the real games: its module's samples
// are all the monkey needs.
import { monkeySuite } from '../e2e/monkey.js';
import { WITH_LOCKBOX } from './registry.js';

monkeySuite({ games: WITH_LOCKBOX, kinds: ['lockbox'] });
