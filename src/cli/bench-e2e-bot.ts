// The bot of the e2e bench, in a thread of its own: in production Discord's servers are elsewhere, so the stand-in
// (which plays them in the bench's main thread) must not share the bot's event loop; the cores are still shared.
// Started by bench-e2e.ts; answers 'ready', then 'idle' and 'stopped' when asked.
import { parentPort, workerData } from 'node:worker_threads';
import { startBot } from '../app.js';
import { createLogger, silentLogger } from '../log.js';

export interface BenchBotOptions { token: string; apiUrl: string; storePath: string; debug: boolean }

const o = workerData as BenchBotOptions;
const bot = await startBot({
  token: o.token, apiUrl: o.apiUrl, storePath: o.storePath, registerCommands: true, reminderEveryMs: null,
  log: o.debug ? createLogger('debug') : silentLogger,
});
parentPort!.on('message', (what: 'idle' | 'stop') => {
  if (what === 'idle') void bot.idle().then(() => parentPort!.postMessage('idle'));
  else void bot.stop().then(() => parentPort!.postMessage('stopped'));
});
parentPort!.postMessage('ready');
