// A worker thread that draws pictures of any registered game (its module's `render`) so the bot's main thread stays
// free to acknowledge interactions within Discord's 3 seconds. Driven by src/discord/render-pool.ts; started from src/app.ts.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { localeOf } from './core/text.js';
import { DrawQueue } from './discord/draw-queue.js';
import { DRAWING_NICENESS } from './discord/render-pool.js';
import { GAMES } from './games/index.js';
import { registerFonts } from './render/fonts.js';
import { preloadRenderers } from './render/lazy.js';

/** Lowers this thread alone (Linux: /proc/thread-self names its task id); elsewhere drawing keeps the bot's priority. */
function yieldToTheBot(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, DRAWING_NICENESS);
  } catch {
    // No /proc, or not allowed: the pool still works, at the same priority.
  }
}

type Job = { id: number; kind: string; view: unknown; lang: string };

function draw(job: Job): void {
  // A game the bot was given but this registry lacks (a test's own registry): the pool draws it in the bot's thread.
  if (!GAMES.get(job.kind)) return void parentPort!.postMessage({ id: job.id, unknownKind: true });
  try {
    const png = GAMES.require(job.kind).render(job.view, localeOf(job.lang));
    const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength).slice();
    parentPort!.postMessage({ id: job.id, bytes }, [bytes.buffer]);
  } catch (err) {
    parentPort!.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) });
  }
}

// One picture per turn of the event loop (DrawQueue). Reading a picture's pixels (getImageData) allocates a few MB
// natively that are freed only by finalizers, which run between turns: pictures drawn back to back from one burst of
// messages each took fresh memory (RSS grew by the burst, and touching new pages made a readback ten times slower).
const queue = new DrawQueue();

yieldToTheBot();
registerFonts();
// Every game's drawing code now, before the first job (the games load theirs lazily, src/render/lazy.ts). Jobs sent
// meanwhile wait in the port.
await preloadRenderers();
parentPort!.on('message', (job: Job) => {
  void queue.run(() => draw(job));
});
