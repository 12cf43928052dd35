// Art Robbery's figures for `npm run bench`: the picture's cost against a bare PNG encode (render/bench.ts), its
// largest private note (core/note-size.ts) and its bot's decision time (core/bot-bench.ts).
import { botBench } from '../../core/bot-bench.js';
import { noteBench } from '../../core/note-size.js';
import { benchRender } from './render/bench.js';

/** The largest private note (options in one menu, choices at once, rows) over the bot games of NOTE_RUNS. */
const benchNotesOf = async () => noteBench((await import('./index.js')).artRobbery)();
/** How long its bot takes to decide, per level (core/bot-bench.ts). */
const benchBotOf = async () => botBench((await import('./index.js')).artRobbery)();

export const benches = [benchNotesOf, benchBotOf, benchRender];
