// The bot of the soak (src/cli/soak.ts), in a process of its own as production runs it, so that what is measured is
// the bot's memory alone. Its one clock is the soak's: set by each message from the soak before anything is done, so
// the bot reads the same time as the stand-in. Everything the bot does by itself on a timer in production (reminders,
// the outbox's sweep, retention) it does here when the soak says so, once per simulated hour. Pictures are one blank
// pixel unless SOAK_PICTURES=drawn. Messages: { id, clock?, do: 'idle' | 'tick' | 'sample' | 'stop' }.
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import { startBot } from '../app.js';
import { guardProcess } from '../discord/bot.js';
import { createLogger } from '../log.js';

/** A 1×1 PNG: a post that asks for a picture carries one, and nothing is drawn. */
const BLANK = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const env = process.env;
const clock = { t: Number(env.SOAK_T0), now() { return this.t; } };
const log = createLogger(env.LOG_LEVEL, undefined, 'warn');
guardProcess(log);
const bot = await startBot({
  token: env.DISCORD_TOKEN ?? '', apiUrl: env.DISCORD_API_URL, storePath: env.DATABASE_PATH, clock, log,
  registerCommands: env.REGISTER_ON_START === '1', reminderEveryMs: null, outboxEveryMs: null, retentionEveryMs: null,
  retentionDays: env.SOAK_RETENTION_DAYS ? Number(env.SOAK_RETENTION_DAYS) : null, metrics: { port: 0 }, web: false,
  ...(env.SOAK_PICTURES === 'drawn' ? {} : { drawInstead: () => BLANK }),
});
const send = (m: unknown) => process.send!(m);
// The soak gone (its process ended), nothing is left to do here.
process.on('disconnect', () => process.exit(0));
send({ ready: bot.metrics!.url });
process.on('message', (m: { id: number; clock?: number; do: string }) => {
  if (m.clock !== undefined) clock.t = m.clock;
  void (async () => {
    if (m.do === 'idle') {
      await bot.idle();
      return {};
    }
    if (m.do === 'tick') {
      // discord.js sweeps its idle REST queues (one per interaction token among them) by real time, every 15 minutes
      // to an hour: a simulated hour goes by in seconds here, so they are swept at each one, as they would be.
      bot.sweepRest();
      const reminders = await bot.tickReminders();
      const waiting = await bot.sweepOutbox();
      const removed = await bot.sweepRetention();
      return { reminders, waiting, removed };
    }
    if (m.do === 'sample') {
      (globalThis as { gc?: () => void }).gc?.();
      // SOAK_HEAP_SNAPSHOTS=DIR: a heap snapshot at each sample, to see what a growing heap holds.
      if (env.SOAK_HEAP_SNAPSHOTS) writeHeapSnapshot(join(env.SOAK_HEAP_SNAPSHOTS, `soak-${process.pid}-${clock.t}.heapsnapshot`));
      return { memory: process.memoryUsage() };
    }
    if (m.do === 'stop') {
      await bot.stop();
      setImmediate(() => process.exit(0));
      return {};
    }
    return {};
  })().then((out) => send({ id: m.id, ...out }), (err: unknown) => send({ id: m.id, error: String(err) }));
});
