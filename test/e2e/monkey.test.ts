// Random presses by random people (monkey.ts) for every registered game, in the setups its module gives (`samples`).
import { monkeySuite } from './monkey.js';

monkeySuite();
