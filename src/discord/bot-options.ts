// What startBot takes (./bot.ts): the games and commands the composition root (src/app.ts) builds, and settings that,
// when not given, are read from the environment (./start-settings.ts).
import type { Clock } from '../core/clock.js';
import type { GameRegistry } from '../core/registry.js';
import type { Logger } from '../log.js';
import type { Store } from '../store/index.js';
import type { CommandModule } from './command.js';
import type { DrawFn } from './render-pool.js';

export interface BotOptions {
  token: string;
  /** The games hosted and the slash commands made for them (src/app.ts builds both). The registry says where it is made
   * (`source`): the drawing threads load it from there. */
  games: GameRegistry;
  commands: CommandModule[];
  /** The worker thread script that draws pictures (src/render-worker.ts). */
  renderWorker: URL;
  /** Draws every picture in this thread instead of the games' renderers: a test that reads no picture gives a fixed
   * one (test/e2e/harness.ts), so a whole game is played without drawing it. */
  drawInstead?: DrawFn;
  /** REST base ('http://127.0.0.1:PORT/api' for the stand-in); Discord's by default. */
  apiUrl?: string;
  /** The REST proxy every machine of this token shares (`npm run rest-proxy`, ./rest-proxy.ts): 'http://host:port';
   * default DISCORD_REST_PROXY; unset: straight to Discord. Interaction answers never go through it. */
  restProxy?: string;
  /** SQLite file (default: DATABASE_PATH or data/heist.sqlite); or an open store the caller keeps. Without either,
   * DATABASE_URL (postgres://…) opens PostgreSQL. */
  storePath?: string;
  store?: Store;
  clock?: Clock;
  /** Seeds for new games (tests fix them so scripted games replay the same); random by default. */
  seed?: () => number;
  /** With `seed`: whether a server lobby's game takes its seed from its id instead (TableOptions; default true). */
  lobbySeedFromId?: boolean;
  /** How often the outbox is swept for posts still to deliver; null: only at start and after failures (tests call
   * sweepOutbox). Default 30 s. */
  outboxEveryMs?: number | null;
  /** How often this process reads whether another took its shards (default 5 s; 0: at every interaction, for tests). */
  shardOwnersEveryMs?: number;
  /** How often due reminders are looked for; null: never by itself (tests call tickReminders). Default 60 s. */
  reminderEveryMs?: number | null;
  /** Register the commands at login: true (global) or a guild id. Production uses `npm run deploy` instead. */
  registerCommands?: boolean | string;
  /** discord.js's own REST throttle (50/s as Discord's); tests raise it. */
  globalRequestsPerSecond?: number;
  /** The shards this process runs (one client, discord.js's own sharding; `shardsFromEnv` reads SHARD_LIST and
   * SHARD_COUNT); under ShardingManager they come from the environment it sets. Default: shard 0 of 1. */
  shards?: { ids: number[]; count: number };
  log?: Logger;
  /** Acknowledge an interaction before its step when at least this many wait for theirs (router.ts, EARLY_ACK_AFTER;
   * 0: always). */
  earlyAckAfter?: number;
  /** Start even when the database file fails SQLite's quick_check (default: HEIST_START_DAMAGED=1). */
  startDamaged?: boolean;
  /** The web pages (src/web/): a port (0: any free one), else WEB_PORT; false: none even when WEB_PORT is set.
   * `publicUrl` (PUBLIC_URL) is the address put in links, `secret` (WEB_SECRET) signs them, `host` (WEB_HOST,
   * default 127.0.0.1) is where the server listens. */
  web?: { port: number; host?: string; publicUrl?: string; secret?: string; orAnyPort?: boolean } | false;
  /** Metrics and health (src/metrics/, docs/production.md): a port (0: any free one), else METRICS_PORT (under the
   * sharding manager, plus the shard's number); `host` else METRICS_HOST, default 127.0.0.1. false: none. */
  metrics?: { port: number; host?: string } | false;
  /** Finished games are removed this many days after they ended (null: kept for ever, the default); default
   * HEIST_RETENTION_DAYS. */
  retentionDays?: number | null;
  /** How often finished games past the retention are looked for (default an hour; null: only when sweepRetention is
   * called). */
  retentionEveryMs?: number | null;
}
