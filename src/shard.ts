// One shard under ShardingManager (src/sharded.ts): the same bot as src/main.ts; discord.js reads SHARDS and
// SHARD_COUNT from the environment the manager sets, and startBot uses them to pick this shard's reminders. A failed
// start prints one plain line and exits 1: at the manager's own start the manager then stops; later (a shard started
// again after it exited) the manager starts it again after a growing wait (src/discord/shard-restarts.ts).
import 'dotenv/config';
import { startBot, type Bot } from './app.js';
import { guardProcess, StartError } from './discord/bot.js';
import { createLogger } from './log.js';
import { flagSetting } from './core/flags.js';
import { SettingError } from './core/setting-error.js';
import { StoreOpenError, StoreWriteError } from './store/types.js';

const log = createLogger();
guardProcess(log);
const first = ([] as number[]).concat(JSON.parse(process.env.SHARDS ?? '0') as number | number[])[0] === 0;
let bot: Bot;
try {
  bot = await startBot({
    token: process.env.DISCORD_TOKEN ?? '', log,
    // Normally `npm run deploy` registers the commands; REGISTER_ON_START=1 lets shard 0 do it (tests, quick setups).
    registerCommands: first && flagSetting('REGISTER_ON_START') ? (process.env.DEV_GUILD_ID || true) : false,
  });
} catch (err) {
  if (err instanceof StartError || err instanceof StoreOpenError || err instanceof StoreWriteError || err instanceof SettingError) process.stderr.write(`heist: shard could not start: ${err.message}\n`);
  else log.error('could not start', { err });
  process.exit(1);
}
const shutdown = () => void bot.stop().then(() => process.exit(0), () => process.exit(1));
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
// The manager gone (killed before it could stop this shard): this shard stops too, rather than run on unwatched.
process.on('disconnect', () => {
  log.warn('the sharding manager is gone: this shard stops');
  // discord.js tells the manager of the gateway's close as it stops: with no one to tell, that would throw
  // (ERR_IPC_CHANNEL_CLOSED) and leave the stop half done.
  process.send = (() => true) as typeof process.send;
  shutdown();
});
