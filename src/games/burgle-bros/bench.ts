// Burgle Bros.'s figures for `npm run bench`: engine speed and the floor picture's cost (cli/bench-engine.ts,
// render/bench.ts), and its largest note with controls (core/note-size.ts).
import { noteBench } from '../../core/note-size.js';
import { benchEngine } from './cli/bench-engine.js';
import { benchRender } from './render/bench.js';

/** The largest private note (options in one menu, choices at once, rows) over the bot games of NOTE_RUNS. */
const benchNotesOf = async () => noteBench((await import('./index.js')).burgleBros)();

export const benches = [benchNotesOf, benchEngine, benchRender];
