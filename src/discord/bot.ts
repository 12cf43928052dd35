// The bot as one startable unit: discord.js client (Guilds intent only; Partials.Channel for DMs), the store, the
// table, the interaction router, the reminder loop and graceful shutdown. The games and the commands are injected by
// the composition root (src/app.ts), which production, shards, offline mode and tests all start through.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Client, Events, GatewayIntentBits, Partials, Routes, ShardClientUtil } from 'discord.js';
import type { GameRegistry } from '../core/registry.js';
import { localeOf } from '../core/text.js';
import { registerFonts } from '../render/fonts.js';
import { Table } from '../table/table.js';
import type { CommandModule } from './command.js';
import { openStore, type Store } from '../store/index.js';
import { createLogger, type Logger } from './log.js';
import { registerCommands } from './register.js';
import { RenderPool } from './render-pool.js';
import { Router } from './router.js';

export interface Clock { now(): number }

export interface BotOptions {
  token: string;
  /** The games hosted and the slash commands made for them (src/app.ts builds both). */
  games: GameRegistry;
  commands: CommandModule[];
  /** The worker thread script that draws pictures (src/render/worker.ts). */
  renderWorker: URL;
  /** REST base ('http://127.0.0.1:PORT/api' for the stand-in); Discord's by default. */
  apiUrl?: string;
  /** SQLite file (default: DATABASE_PATH or data/heist.sqlite); or an open store the caller keeps. */
  storePath?: string;
  store?: Store;
  clock?: Clock;
  /** Seeds for new games (tests fix them so scripted games replay the same); random by default. */
  seed?: () => number;
  /** How often due reminders are looked for; null: never by itself (tests call tickReminders). Default 60 s. */
  reminderEveryMs?: number | null;
  /** Register the commands at login: true (global) or a guild id. Production uses `npm run deploy` instead. */
  registerCommands?: boolean | string;
  /** discord.js's own REST throttle (50/s as Discord's); tests raise it. */
  globalRequestsPerSecond?: number;
  /** Explicit shards; under ShardingManager they come from the environment. */
  shards?: { ids: number[]; count: number };
  log?: Logger;
}

export interface Bot {
  client: Client<true>;
  table: Table;
  store: Store;
  /** Resolves when no interaction is being handled (follow-ups included). */
  idle(): Promise<void>;
  /** Posts the reminders due now; returns how many. */
  tickReminders(): Promise<number>;
  /** Finishes the interactions in hand, stops reminders, destroys the client, closes the database (if opened here). */
  stop(): Promise<void>;
}

export async function startBot(opts: BotOptions): Promise<Bot> {
  const log = opts.log ?? createLogger();
  const clock = opts.clock ?? { now: () => Date.now() };
  registerFonts(); // pictures drawn in this thread (workers register their own)

  const ownStore = !opts.store;
  let store: Store;
  if (opts.store) {
    store = opts.store;
  } else {
    const path = opts.storePath ?? process.env.DATABASE_PATH ?? 'data/heist.sqlite';
    mkdirSync(dirname(path), { recursive: true });
    store = openStore(path, { clock });
  }
  const pictures = new RenderPool(log, (kind, view, lang) => opts.games.require(kind).render(view, localeOf(lang)), opts.renderWorker);
  const table = new Table(store, { clock, render: pictures.placeholder, ...(opts.seed ? { seed: opts.seed } : {}) }, opts.games);

  // DISCORD_API_URL points a shard process at the local stand-in (tests of sharding); unset on Discord.
  const apiUrl = opts.apiUrl ?? process.env.DISCORD_API_URL;
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    partials: [Partials.Channel],
    allowedMentions: { parse: [] },
    rest: {
      ...(apiUrl ? { api: apiUrl } : {}),
      ...(opts.globalRequestsPerSecond ? { globalRequestsPerSecond: opts.globalRequestsPerSecond } : {}),
    },
    ...(opts.shards ? { shards: opts.shards.ids, shardCount: opts.shards.count } : {}),
  });
  const router = new Router({ client, table, log, pictures, commands: opts.commands });

  const inFlight = new Set<Promise<void>>();
  let stopping = false;
  client.on(Events.InteractionCreate, (i) => {
    const p = (stopping ? router.refuse(i) : router.handle(i)).catch((err: unknown) => log.error('unhandled', { err }));
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  });
  client.on(Events.Error, (err) => log.error('client error', { err }));
  client.on(Events.ShardError, (err, shardId) => log.warn('gateway error', { err, shardId }));

  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(opts.token);
  await ready;
  const c = client as Client<true>;
  log.info('bot ready', { user: c.user.tag, guilds: c.guilds.cache.size, shards: c.shard?.ids ?? opts.shards?.ids ?? [0] });

  if (opts.registerCommands) {
    const guildId = typeof opts.registerCommands === 'string' ? opts.registerCommands : null;
    await registerCommands(c.rest, c.application.id, opts.commands.map((x) => x.definition), guildId);
  }

  const shardIds = opts.shards?.ids ?? c.shard?.ids ?? [0];
  const shardCount = opts.shards?.count ?? c.shard?.count ?? 1;
  const isMine = (guildId: string | null) =>
    guildId === null ? shardIds.includes(0) : shardIds.includes(ShardClientUtil.shardIdForGuildId(guildId, shardCount));

  let ticking = false;
  async function tickReminders(): Promise<number> {
    if (ticking || stopping) return 0;
    ticking = true;
    try {
      const due = table.dueReminders(clock.now(), isMine);
      for (const r of due) {
        const mention = `<@${r.userId}>`;
        const content = r.text.includes(mention) ? r.text : `${mention} ${r.text}`;
        try {
          await c.rest.post(Routes.channelMessages(r.channelId), {
            body: { content: content.slice(0, 2000), allowed_mentions: { parse: [], users: [r.userId] } },
          });
        } catch (err) {
          log.warn('reminder not delivered', { channelId: r.channelId, guildId: r.guildId, userId: r.userId, err });
        }
      }
      return due.length;
    } finally {
      ticking = false;
    }
  }
  const every = opts.reminderEveryMs === undefined ? 60_000 : opts.reminderEveryMs;
  const timer = every ? setInterval(() => void tickReminders().catch((err: unknown) => log.error('reminders failed', { err })), every) : null;
  timer?.unref();

  async function stop(): Promise<void> {
    if (stopping) return;
    stopping = true;
    if (timer) clearInterval(timer);
    await Promise.allSettled([...inFlight]);
    await client.destroy();
    await pictures.close();
    if (ownStore) store.close();
    log.info('bot stopped');
  }

  async function idle(): Promise<void> {
    // An interaction can arrive while we wait: loop until the set stays empty.
    while (inFlight.size) await Promise.allSettled([...inFlight]);
  }

  return { client: c, table, store, idle, tickReminders, stop };
}
