// Noir: Heist's figures for `npm run bench`: the picture's cost against a bare PNG encode (render/bench.ts), and its
// largest private note (core/note-size.ts).
import { noteBench } from '../../core/note-size.js';
import { benchRender } from './render/bench.js';

/** The largest private note (options in one menu, choices at once, rows) over the bot games of NOTE_RUNS. */
const benchNotesOf = async () => noteBench((await import('./index.js')).noirHeist)();

export const benches = [benchNotesOf, benchRender];
