// Noir: Heist's figures for `npm run bench`: the picture's cost against a bare PNG encode (render/bench.ts).
import { benchRender } from './render/bench.js';

export const benches = [benchRender];
