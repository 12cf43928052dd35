// Burgle Bros.'s figures for `npm run bench`: engine speed and the floor picture's cost (cli/bench-engine.ts,
// render/bench.ts), its largest note with controls (core/note-size.ts) and its bot's decision time (core/bot-bench.ts).
import { botBench } from '../../core/bot-bench.js';
import { noteBench } from '../../core/note-size.js';
import { benchEngine } from './cli/bench-engine.js';
import { benchRender } from './render/bench.js';

/** The largest private note (options in one menu, choices at once, rows) over the bot games of its samples (GameSamples.notes). */
const benchNotesOf = async () => noteBench((await import('./index.js')).burgleBros)();
/** How long its bot takes to decide, per level (core/bot-bench.ts). */
const benchBotOf = async () => botBench((await import('./index.js')).burgleBros)();

export const benches = [benchNotesOf, benchBotOf, benchEngine, benchRender];
