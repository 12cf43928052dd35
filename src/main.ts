// `npm start`: with DISCORD_TOKEN, the bot on Discord; without it, offline play against the built-in stand-in
// (src/offline/). SIGINT / SIGTERM finish the actions in hand, close the database and destroy the client.
import 'dotenv/config';
import { startBot } from './app.js';
import { createLogger } from './discord/log.js';
import { runOffline } from './offline/index.js';

const log = createLogger();

async function main(): Promise<void> {
  const token = process.env.DISCORD_TOKEN;
  if (!token) {
    await runOffline({ input: process.stdin, output: process.stdout });
    return;
  }
  const bot = await startBot({ token, log, registerCommands: process.env.REGISTER_ON_START === '1' ? (process.env.DEV_GUILD_ID || true) : false });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info('shutting down', { signal });
    bot.stop().then(() => process.exit(0), (err: unknown) => {
      log.error('shutdown failed', { err });
      process.exit(1);
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  log.error('could not start', { err });
  process.exitCode = 1;
});
