// `npm start`: with DISCORD_TOKEN, the bot on Discord (the shards SHARD_LIST of SHARD_COUNT in this one process, with
// discord.js's own sharding; all of them when unset); without it, offline play against the built-in stand-in
// (src/offline/). SIGINT / SIGTERM finish the actions in hand, close the database and destroy the client. A start that
// fails (rejected token, unusable database) prints one plain line and exits 1 within seconds.
import 'dotenv/config';
import { startBot, type Bot } from './app.js';
import { guardProcess, shardsFromEnv, StartError } from './discord/bot.js';
import { createLogger } from './log.js';
import { runOffline } from './offline/index.js';
import { flagSetting } from './core/flags.js';
import { SettingError } from './core/setting-error.js';
import { StoreOpenError, StoreWriteError } from './store/types.js';

// Offline play logs from warnings up by default (the table's own lines are what its player reads).
const log = createLogger(process.env.LOG_LEVEL, undefined, process.env.DISCORD_TOKEN ? 'info' : 'warn');
guardProcess(log);

async function main(): Promise<void> {
  const token = process.env.DISCORD_TOKEN;
  if (!token) {
    await runOffline({ input: process.stdin, output: process.stdout, log });
    return;
  }
  const shards = shardsFromEnv(process.env);
  // Commands are registered once: REGISTER_ON_START=1 on the machine that runs shard 0.
  const register = flagSetting('REGISTER_ON_START') && (!shards || shards.ids.includes(0));
  // The signals are ours before the bot starts: without a handler the first SIGTERM kills the process at once, and
  // one can come as soon as "bot ready" is logged, before startBot has returned. A signal while starting stops the
  // bot as soon as it is up; a second one, while it still starts (a login that hangs), ends the process at once.
  let bot: Bot | null = null;
  let closing = false;
  const stop = (b: Bot) => b.stop().then(() => process.exit(0), (err: unknown) => {
    log.error('shutdown failed', { err });
    process.exit(1);
  });
  const shutdown = (signal: string) => {
    if (closing) {
      if (!bot) process.exit(1);
      return;
    }
    closing = true;
    log.info('shutting down', { signal });
    if (bot) void stop(bot);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  bot = await startBot({ token, log, registerCommands: register ? (process.env.DEV_GUILD_ID || true) : false, ...(shards ? { shards } : {}) });
  if (closing) void stop(bot);
}

main().catch((err: unknown) => {
  if (err instanceof StartError || err instanceof StoreOpenError || err instanceof StoreWriteError || err instanceof SettingError) process.stderr.write(`heist: could not start: ${err.message}\n`);
  else log.error('could not start', { err });
  process.exitCode = 1;
  // A failed start closes what it opened, so the process ends by itself; should anything be left, end it anyway.
  setTimeout(() => {
    process.stderr.write('heist: something was still open after the failed start; exiting anyway.\n');
    process.exit(1);
  }, 3000).unref();
});
