// The bot of the e2e bench, in a thread of its own: in production Discord's servers are elsewhere, so the stand-in
// (which plays them in the bench's main thread) must not share the bot's event loop; the cores are still shared.
// Started by bench-e2e.ts; answers 'ready', then each request ({ ask, id }) with { id, ... } when done: 'idle', 'cpu'
// (this thread's own CPU time so far), 'posts' (every kept post: where it went, or that it is still to deliver),
// 'profile' and 'profiled' (this thread's V8 CPU profile started, then stopped and written to `file`), 'stop'.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { parentPort, workerData } from 'node:worker_threads';
import { startBot } from '../app.js';
import { createLogger, silentLogger } from '../log.js';
import { threadCpuMs } from './thread-cpu.js';

export interface BenchBotOptions { token: string; apiUrl: string; storePath: string; debug: boolean }
export type BotAsk = 'idle' | 'cpu' | 'posts' | 'profile' | 'profiled' | 'stop';
/** A kept post as the bench checks it against the stand-in's messages. */
export interface KeptPost { gameId: number; seq: number; outbox: number; channelId: string | null; messageId: string | null }
const o = workerData as BenchBotOptions;
const bot = await startBot({
  token: o.token, apiUrl: o.apiUrl, storePath: o.storePath, registerCommands: true, reminderEveryMs: null,
  log: o.debug ? createLogger('debug') : silentLogger,
});

function keptPosts(): KeptPost[] {
  const out: KeptPost[] = [];
  for (let gameId = 1; bot.store.game(gameId); gameId++) {
    for (const p of bot.store.posts(gameId)) out.push({ gameId, seq: p.seq, outbox: p.outbox, channelId: p.channelId, messageId: p.messageId });
  }
  return out;
}

/** This thread's profiler (the inspector of this thread alone). */
let session: Session | null = null;
const post = (method: string, params?: object) => new Promise<unknown>((resolve, reject) => {
  session!.post(method, params ?? {}, (err, result) => (err ? reject(err) : resolve(result)));
});

parentPort!.on('message', (m: { ask: BotAsk; id: number; file?: string }) => {
  const answer = (value: unknown) => parentPort!.postMessage({ id: m.id, value });
  if (m.ask === 'profile') {
    session = new Session();
    session.connect();
    void post('Profiler.enable').then(() => post('Profiler.setSamplingInterval', { interval: 500 })).then(() => post('Profiler.start')).then(() => answer(null));
  } else if (m.ask === 'profiled') {
    void post('Profiler.stop').then((r) => {
      writeFileSync(m.file!, JSON.stringify((r as { profile: unknown }).profile));
      session!.disconnect();
      session = null;
      answer(null);
    });
  } else if (m.ask === 'idle') void bot.idle().then(() => answer(null));
  else if (m.ask === 'cpu') answer(threadCpuMs());
  else if (m.ask === 'posts') answer(keptPosts());
  else void bot.stop().then(() => answer(null));
});
parentPort!.postMessage('ready');
