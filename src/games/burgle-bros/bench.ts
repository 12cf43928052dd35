// Burgle Bros.'s figures for `npm run bench`: engine speed and the floor picture's cost (cli/bench-engine.ts, render/bench.ts).
import { benchEngine } from './cli/bench-engine.js';
import { benchRender } from './render/bench.js';

export const benches = [benchEngine, benchRender];
