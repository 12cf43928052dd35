// A worker thread that draws pictures of every game the bot hosts (its module's `render`) so the bot's main thread stays
// free to acknowledge interactions within Discord's 3 seconds. Driven by src/discord/render-pool.ts, which names the
// bot's registry (`workerData`, a RegistrySource): this thread loads that same registry, a test's own as the real one.
// `npm start` bundles this thread with the bot's own registry (src/build.mjs): one file read, not the games' hundreds.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { localeOf } from './core/text.js';
import { DrawQueue } from './discord/draw-queue.js';
import { loadRegistry, type RegistrySource } from './core/registry.js';
import { DRAWING_NICENESS } from './discord/render-pool.js';
import { beside } from './node-flags.js';
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

/** `view`: the view's JSON text (render-pool.ts). */
type Job = { id: number; kind: string; view: string; lang: string };

const source = workerData as RegistrySource;
// The bot's own registry from this module's bundle (the literal import is bundled with it); another from its URL.
const own = source.module === beside(import.meta.url, './games/index.ts').href;
const games = await loadRegistry(source, own ? () => import('./games/index.js') : undefined);

function draw(job: Job): void {
  try {
    const png = games.require(job.kind).render(JSON.parse(job.view), localeOf(job.lang));
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
// Ready: the pool sends this thread pictures from now on rather than leave them waiting behind its start.
parentPort!.postMessage({ ready: true });
