// The bot of the e2e and CPU benches, in a thread of its own (./bench-thread.ts: started by bench-e2e.ts and
// bench-cpu.ts, asked 'idle', 'cpu', 'profile', 'profiled', 'stop', 'posts': every kept post, where it went or that it
// is still to deliver, 'writes': the write transactions its store began, and with `meterStore` 'store': what its store's
// calls cost this thread, ./store-cost.ts).
import { workerData } from 'node:worker_threads';
import { startBot } from '../app.js';
import { SharedClock } from '../core/clock.js';
import { createLogger, silentLogger } from '../log.js';
import { serveAsks } from './bench-thread.js';
import { meterStore } from './store-cost.js';

/** `clock`: the buffer of the bench's SharedClock (the stand-in's too), for games played at pace; with it, new games'
 * seeds count up from `seed` and the outbox is swept only after failures (nothing runs between steps). `shards`: the
 * shards it runs (default: all of one). */
export interface BenchBotOptions {
  token: string; apiUrl: string; storePath: string; debug: boolean; clock?: SharedArrayBuffer; seed?: number;
  shards?: { ids: number[]; count: number };
  /** Time every call of the bot's store in this thread and count the log frames its writes append (./store-cost.ts). */
  meterStore?: boolean;
}
/** A kept post as the bench checks it against the stand-in's messages. */
export interface KeptPost { gameId: number; seq: number; outbox: number; channelId: string | null; messageId: string | null }
const o = workerData as BenchBotOptions;
let seed = o.seed ?? 1;
const bot = await startBot({
  token: o.token, apiUrl: o.apiUrl, storePath: o.storePath, registerCommands: true, reminderEveryMs: null,
  log: o.debug ? createLogger('debug') : silentLogger,
  ...(o.clock ? { clock: new SharedClock(o.clock), outboxEveryMs: null, seed: () => seed++ } : {}),
  ...(o.shards ? { shards: o.shards } : {}),
});

function keptPosts(): KeptPost[] {
  const out: KeptPost[] = [];
  for (let gameId = 1; bot.store.game(gameId); gameId++) {
    for (const p of bot.store.posts(gameId)) out.push({ gameId, seq: p.seq, outbox: p.outbox, channelId: p.channelId, messageId: p.messageId });
  }
  return out;
}

/** The write transactions the bot's store began so far (null: a store that does not count them). */
const writes = () => (bot.store as { writeTransactions?: number }).writeTransactions ?? null;

const storeCost = o.meterStore ? meterStore(bot.store, o.storePath) : null;

serveAsks({ idle: () => bot.idle(), stop: () => bot.stop(), posts: keptPosts, writes, store: () => storeCost?.() ?? null });
