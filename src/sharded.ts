// `npm run start:sharded`: discord.js's ShardingManager runs one process per shard (src/shard.ts): the shards of
// SHARD_LIST (default: all) of SHARD_COUNT (default: as Discord recommends). Discord sends each shard only its guilds'
// interactions (DMs go to shard 0), and each shard posts only its own guilds' reminders; the shards share one store:
// the machine's SQLite file (WAL mode), or PostgreSQL (DATABASE_URL) for shards on several machines.
import 'dotenv/config';
import { fileURLToPath } from 'node:url';
import { DefaultRestOptions, ShardingManager } from 'discord.js';
import { checkTokenShape, guardProcess, shardsFromEnv, TOKEN_REJECTED, type StartError } from './discord/bot.js';
import { ShardRestarts } from './discord/shard-restarts.js';
import { unreachable } from './discord/unreachable.js';
import { createLogger } from './log.js';
import { beside, isTypeScript, NODE_MEMORY_FLAGS } from './node-flags.js';

const log = createLogger();
const token = process.env.DISCORD_TOKEN;
if (!token) {
  log.error('DISCORD_TOKEN is not set: sharding needs Discord (use npm start for offline play)');
  process.exit(1);
}
guardProcess(log);
let shards: ReturnType<typeof shardsFromEnv>;
try {
  checkTokenShape(token, !process.env.DISCORD_API_URL);
  shards = shardsFromEnv(process.env);
} catch (err) {
  process.stderr.write(`heist: could not start: ${(err as StartError).message}\n`);
  process.exit(1);
}

// Discord asks for ~5 s between shard logins; tests against the stand-in set SHARD_SPAWN_DELAY_MS=0. A shard that is
// not ready within SHARD_READY_TIMEOUT_MS (discord.js's 30 s) fails the start; tests on a busy machine wait longer.
const readyTimeoutMs = Number(process.env.SHARD_READY_TIMEOUT_MS ?? 30_000);
const shard = beside(import.meta.url, './shard.ts');
const manager = new ShardingManager(fileURLToPath(shard), {
  token,
  totalShards: shards?.count ?? 'auto',
  ...(shards ? { shardList: shards.ids } : {}),
  // Compiled (npm run start:sharded): with its source maps, as this process (src/launch.mjs).
  execArgv: [...NODE_MEMORY_FLAGS, ...(isTypeScript(shard) ? ['--import', 'tsx'] : process.sourceMapsEnabled ? ['--enable-source-maps'] : [])],
  // A shard that exits is started again by ShardRestarts, after a wait that grows while it keeps exiting: discord.js's
  // own respawn starts it again at once, and its failed starts become unhandled rejections here.
  respawn: false,
});
const restarts = new ShardRestarts(log, readyTimeoutMs);
manager.on('shardCreate', (shard) => {
  log.info('shard started', { shard: shard.id });
  restarts.watch(shard);
});
/** Stops every shard process still running (each gets SIGTERM through kill() and shuts down gracefully itself), and
 * starts none again. */
const killShards = () => {
  restarts.stop();
  // A shard waiting to be started again has no process: kill() would throw on it.
  for (const shard of manager.shards.values()) if (shard.process) shard.kill();
};
// The signals are handled from before the first shard starts: one that comes during the spawns (5.5 s apart) stops
// the shards already running, rather than ending this process alone and leaving them logged in without it.
const stop = (signal: string) => {
  log.info('stopping shards', { signal });
  killShards();
  process.exit(0);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
try {
  await manager.spawn({ delay: Number(process.env.SHARD_SPAWN_DELAY_MS ?? 5500), timeout: readyTimeoutMs });
} catch (err) {
  // A shard that could not start has said why on its own line; 'auto' fails here itself when the token is rejected.
  const rejected = (err as { status?: unknown; code?: unknown } | null)?.status === 401 || (err as { code?: unknown } | null)?.code === 'TokenInvalid';
  // Discord not reached at all (SHARD_COUNT unset: discord.js asks discord.com itself how many shards to run, before
  // any starts): said as npm start says it.
  const code = unreachable(err);
  process.stderr.write(rejected
    ? `heist: could not start: ${TOKEN_REJECTED}\n`
    : code ? `heist: could not start: Discord cannot be reached at ${new URL(DefaultRestOptions.api).host} (${code}): check this machine's network and DNS, then start it again.\n`
      : `heist: could not start the shards (${(err as Error)?.message ?? String(err)}).\n`);
  killShards();
  process.exit(1);
}
// Said once every shard is up: whoever waits for this line may stop the shards at once.
log.info('all shards ready', { shards: manager.shards.size });
