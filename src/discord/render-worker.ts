// A worker thread that draws floor pictures (src/render/) so the bot's main thread stays free to acknowledge
// interactions within Discord's 3 seconds. Driven by render-pool.ts.
import { parentPort } from 'node:worker_threads';
import type { GameState } from '../games/burgle-bros/engine/index.js';
import { registerFonts, renderBoard } from '../games/burgle-bros/render/index.js';

registerFonts();
parentPort!.on('message', (job: { id: number; state: GameState; lang: string }) => {
  try {
    const png = renderBoard(job.state, { lang: job.lang === 'ru' ? 'ru' : 'en' });
    const bytes = new Uint8Array(png.buffer, png.byteOffset, png.byteLength).slice();
    parentPort!.postMessage({ id: job.id, bytes }, [bytes.buffer]);
  } catch (err) {
    parentPort!.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) });
  }
});
